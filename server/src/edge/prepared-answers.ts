import crypto from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import type { CacheStore } from './cache-store';
import zlib from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD } from './compression';
import type { SecurityHeaders } from './security-headers';
import { SingleFlight } from './single-flight';

type Encoding = 'br' | 'gzip' | 'deflate';
/** The encodings a prepared answer can be sent in. */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'deflate'];

/** The weak ETag Express gives a body it sends: its length and the start of its SHA-1. */
export function weakEtag(body: Buffer): string {
  const hash = crypto.createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

const chosenEncodings = new Map<string, Encoding | null>();

/**
 * The encoding to send for the request's Accept-Encoding (Express's negotiation, as the compression
 * middleware's); null: as is. Remembered per header value: browsers send a handful of distinct ones.
 */
export function negotiatedEncoding(headers: IncomingHttpHeaders): Encoding | null {
  const header = headers['accept-encoding'];
  if (!header) return null;
  const known = chosenEncodings.get(header);
  if (known !== undefined) return known;
  const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings([...ENCODINGS, 'identity'])[0];
  const chosen = ENCODINGS.find((e) => e === accepted) ?? null;
  if (chosenEncodings.size > 200) chosenEncodings.clear();
  chosenEncodings.set(header, chosen);
  return chosen;
}

const brotliOptions = (body: Buffer) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/** The body in `encoding`, with the settings per-request compression uses. */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(body, brotliOptions(body));
  return encoding === 'gzip' ? zlib.gzipSync(body) : zlib.deflateSync(body);
}

/** The same, on libuv's thread pool: for an answer compressed once for one client, not kept. */
export function encodeApart(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body), done);
    else if (encoding === 'gzip') zlib.gzip(body, done);
    else zlib.deflate(body, done);
  });
}

/**
 * A cached answer kept as the bytes it is sent as, with its headers worked out once: serving it is a
 * few header copies and one write. The compressed forms are made once, the first time a client asks
 * for each, instead of compressing the same bytes for every shopper.
 */
export class PreparedAnswer {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    readonly status: number,
    /** Everything but the security headers, Age, Content-Length and Content-Encoding. */
    private readonly headers: readonly (readonly [string, string])[],
    readonly body: Buffer,
    /** When it was computed (ms since the epoch): its Age. */
    private readonly storedAt: number,
    /** Until when it may be served without asking the cache again (ms since the epoch). */
    readonly freshUntil: number,
  ) {}

  send(req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, security: SecurityHeaders): void {
    security.setOn(req, res);
    const encoding = this.body.length >= COMPRESSION_THRESHOLD ? negotiatedEncoding(req.headers) : null;
    let body = this.body;
    if (encoding) {
      body = this.encoded[encoding] ??= encode(this.body, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
    for (const [name, value] of this.headers) res.setHeader(name, value);
    res.setHeader('Age', String(Math.max(0, Math.round((Date.now() - this.storedAt) / 1000))));
    res.setHeader('Content-Length', body.length);
    res.statusCode = this.status;
    res.end(body);
  }
}

/** Adds Accept-Encoding to a Vary header, as the compression middleware does for every compressible answer. */
export function varyOnEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  if (vary.split(',').some((v) => v.trim().toLowerCase() === 'accept-encoding' || v.trim() === '*')) return vary;
  return `${vary}, Accept-Encoding`;
}

/**
 * The prepared answers of the cache's entries, by key, while they are fresh: a hit is served without
 * reading the cache again (which, in Redis, is a round trip) and without parsing its entry. Bounded:
 * past `max` entries the oldest goes. `find` is the way to an answer not kept yet: from the store, or
 * once the concurrent miss of the same key that computes it has answered (SingleFlight), so that an
 * expired entry is computed once, not by every shopper asking for it at that moment.
 */
export class PreparedAnswers {
  private readonly answers = new Map<string, PreparedAnswer>();
  private readonly flights = new SingleFlight();

  constructor(
    private readonly store: () => CacheStore,
    /** An entry of the store as the answer it is sent as. */
    private readonly fromEntry: (entry: string) => PreparedAnswer,
    private readonly max = 500,
  ) {}

  fresh(key: string, now = Date.now()): PreparedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.freshUntil > now) return answer;
    this.answers.delete(key);
    return undefined;
  }

  /**
   * The answer from the store, or computed meanwhile by another request; undefined when this request
   * must compute it: it leads (`res` finishing releases the others), or it waited in vain.
   */
  async find(key: string, res: ServerResponse): Promise<PreparedAnswer | undefined> {
    const entry = await this.store().get(key);
    if (entry) return this.keep(key, this.fromEntry(entry));
    const flight = this.flights.wait(key);
    if (!flight) {
      this.flights.lead(key, res);
      return undefined;
    }
    await flight;
    const kept = this.fresh(key);
    if (kept) return kept;
    const computed = await this.store().get(key);
    return computed ? this.keep(key, this.fromEntry(computed)) : undefined;
  }

  private keep(key: string, answer: PreparedAnswer): PreparedAnswer {
    this.answers.delete(key);
    if (this.answers.size >= this.max) this.answers.delete(this.answers.keys().next().value!);
    if (answer.freshUntil > Date.now()) this.answers.set(key, answer);
    return answer;
  }
}
