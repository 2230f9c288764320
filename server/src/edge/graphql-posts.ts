import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import { INTERNAL_MESSAGE } from '../common/errors';
import { bindToRequest } from '../common/request-id';
import { COMPRESSION_THRESHOLD } from './compression';
import { NOT_JSON_MESSAGE } from '../common/http';
import { PARSE_FAILED, plainJsonBody, readBody, strictJson } from './json-bodies';
import { encodeApart, negotiatedEncoding, varyOnEncoding } from './prepared-answers';
import type { ReplayCachedAnswer } from './response-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface GraphQLPostsOptions<C extends BaseContext> {
  path: string;
  apollo: ApolloServer<C>;
  limitBytes: number;
  context: (req: IncomingMessage) => Promise<C>;
  /** The Express app: every request this does not take, with its body unread. */
  rest: RequestListener;
  /** Answers from the response cache first, when it can (the gateway's, while the cache is on). */
  replay?: ReplayCachedAnswer;
  /** Sets the headers every answer of this server carries (the gateway's security headers). */
  decorate?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Compresses the answer when the client accepts it, as the compression middleware would. */
  compress?: boolean;
}

/**
 * POST /graphql straight to Apollo Server, for the requests every client sends: a JSON body in UTF-8,
 * its length declared and within `limitBytes`, not compressed. Anything else (another path or method,
 * chunked or compressed bodies, other types and charsets, an oversized body) goes to `rest`, the
 * Express app, whose body parser and error answers handle it as they always did. On the gateway a body
 * read here is first offered to the response cache (`replay`), which answers a hit before anything else.
 *
 * Why: behind Express each GraphQL POST went through the router, body-parser (type-is, content-type,
 * raw-body), the integration's URL parsing and header copies, and `res.send`, which hashed every answer
 * for an ETag no POST can use and wrote headers and body apart. Measured with the uncached listing, that
 * was about a third of the backend's time per request. Apollo's own pipeline (parsing, validation,
 * plugins, limits, error formatting, cache hints) runs exactly as it did.
 */
export function graphqlPosts<C extends BaseContext>(opts: GraphQLPostsOptions<C>): RequestListener {
  const { path, apollo, limitBytes, context, rest } = opts;
  const handler: RequestListener = (req, res) => {
    if (req.method !== 'POST' || req.url !== path || !plainJsonBody(req, limitBytes)) {
      rest(req, res);
      return;
    }
    // Bound to the request's async context: the body's events come from the socket, and the request id
    // (and everything else kept per request) must follow the operation into Apollo and the database.
    readBody(
      req,
      bindToRequest((err: Error | null, raw?: Buffer) => {
        if (err || !raw) res.destroy();
        else void answer(req, res, raw);
      }),
    );
  };

  async function answer(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    let parsed: object | typeof PARSE_FAILED | undefined;
    const parse = () => (parsed ??= strictJson(raw));
    // A cache that fails is a miss: the answer is computed instead (the store already treats its own
    // failures so; this catches anything else, which would otherwise be an unhandled rejection).
    if (opts.replay && (await opts.replay(req, res, { raw, parsed: parse }).catch(() => false))) return;
    opts.decorate?.(req, res);
    const body = parse();
    if (body === PARSE_FAILED) {
      send(req, res, 400, [['content-type', JSON_TYPE]], JSON.stringify({ message: NOT_JSON_MESSAGE }));
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    try {
      const result = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: 'POST', headers, search: '', body },
        context: () => context(req),
      });
      if (result.body.kind === 'complete') {
        send(req, res, result.status ?? 200, result.headers, result.body.string);
        return;
      }
      // Incremental delivery (@defer): chunks as they come, never compressed (each must reach the client at once).
      res.statusCode = result.status ?? 200;
      for (const [key, value] of result.headers) res.setHeader(key, value);
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    } catch {
      // Apollo answers its own failures; this is a broken connection or a bug: never a stack trace.
      if (!res.headersSent) send(req, res, 500, [['content-type', JSON_TYPE]], JSON.stringify({ message: INTERNAL_MESSAGE }));
      else res.destroy();
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Iterable<[string, string]>, text: string) {
    res.statusCode = status;
    for (const [key, value] of headers) res.setHeader(key, value);
    if (!opts.compress) {
      res.setHeader('content-length', Buffer.byteLength(text));
      res.end(text);
      return;
    }
    // JSON is always worth compressing, so it always varies on Accept-Encoding (as the middleware says).
    res.setHeader('vary', varyOnEncoding(res.getHeader('vary') as string | undefined));
    const bytes = Buffer.from(text);
    const encoding = bytes.length >= COMPRESSION_THRESHOLD ? negotiatedEncoding(req.headers) : null;
    if (!encoding) {
      res.setHeader('content-length', bytes.length);
      res.end(bytes);
      return;
    }
    encodeApart(bytes, encoding).then(
      (sent) => {
        res.setHeader('content-encoding', encoding);
        res.setHeader('content-length', sent.length);
        res.end(sent);
      },
      () => res.destroy(),
    );
  }

  return handler;
}
