import type { IncomingMessage } from 'node:http';

const PLAIN_JSON_TYPE = /^application\/json\s*(?:;\s*charset=["']?utf-8["']?\s*)?$/i;

/**
 * A body that can be read and parsed outside Express exactly as express.json() would: JSON in UTF-8,
 * its length declared and within `limitBytes`, not compressed. Anything else (chunked, compressed,
 * another type or charset, too large) is left to express.json() and its error answers.
 */
export function plainJsonBody(req: IncomingMessage, limitBytes: number): boolean {
  const length = Number(req.headers['content-length']);
  return length > 0 && length <= limitBytes && !req.headers['content-encoding'] && PLAIN_JSON_TYPE.test(req.headers['content-type'] ?? '');
}

/** A request's whole body, for a request whose Content-Length is known and small. */
export function readBody(req: IncomingMessage, done: (err: Error | null, raw?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.once('end', () => done(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
  req.once('error', (e) => done(e));
}

export const PARSE_FAILED: unique symbol = Symbol('not JSON');

/** The body as express.json() would parse it (strict: an object or an array), or PARSE_FAILED. */
export function strictJson(raw: Buffer): object | typeof PARSE_FAILED {
  const text = raw.toString('utf8');
  const first = /^[\x20\x09\x0a\x0d]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return PARSE_FAILED;
  try {
    return JSON.parse(text) as object;
  } catch {
    return PARSE_FAILED;
  }
}
