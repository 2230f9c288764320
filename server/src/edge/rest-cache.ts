import http from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { CacheStore } from './cache-store';
import { HOP_BY_HOP } from './backend-connection';
import { carriesToken } from './response-cache';
import { PreparedAnswer, PreparedAnswers, varyOnEncoding } from './prepared-answers';
import type { SecurityHeaders } from './security-headers';
import { countResponseCache } from '../common/metrics';
import { REQUEST_ID_HEADER } from '../common/request-id';

/** The legacy catalogue reads every shopper sees alike. */
const CACHEABLE_REST = [/^\/api\/v1\/products\/?$/, /^\/api\/v1\/products\/[^/]+\/?$/, /^\/api\/v1\/reviews\/[^/]+\/?$/];

/** What is kept of one answer. */
interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  /** The JSON text as the backend wrote it (only JSON answers are kept). */
  body: string;
  storedAt: number;
}

const PUBLIC_MAX_AGE = /(?:^|,)\s*public\s*(?:,|$)/i;
const MAX_AGE = /max-age=(\d+)/i;

/** How long a shared cache may keep an answer: only `public` ones with a max-age, else 0. */
function sharedMaxAge(cacheControl: string | undefined): number {
  if (!cacheControl || !PUBLIC_MAX_AGE.test(cacheControl)) return 0;
  return Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
}

function send(res: Response, answer: StoredAnswer) {
  res.status(answer.status).set(answer.headers);
  res.send(answer.body);
}

function prepared(answer: StoredAnswer): PreparedAnswer {
  const headers = Object.entries(answer.headers).filter(([name]) => name !== 'vary');
  headers.push(['vary', varyOnEncoding(answer.headers.vary)]);
  const freshUntil = answer.storedAt + sharedMaxAge(answer.headers['cache-control']) * 1000;
  return new PreparedAnswer(answer.status, headers, Buffer.from(answer.body), answer.storedAt, freshUntil);
}

/** Where a request that must ask the backend keeps its cache key (the replay below found nothing). */
const MISSED = Symbol('the REST cache key to fill');

/**
 * Catalogue GETs under /api/v1 answered from the shared cache for anonymous shoppers, keyed by URL (and
 * Origin, since CORS headers echo it). `replay` is mounted first on the gateway and sends a cached answer
 * as prepared bytes (security headers, Age, the body compressed once per entry); `fill` is mounted after
 * the security headers and compression: a miss is fetched from the backend over the kept-alive agent and
 * stored for as long as the backend's Cache-Control allows (public, max-age). Anything else, and any
 * request carrying a token or asking conditionally, passes to the proxy untouched. A failing backend call
 * also passes to the proxy, which answers as it always did.
 */
export function restResponseCache(opts: { backendUrl: string; agent: http.Agent; store: () => CacheStore; security: SecurityHeaders; generation: () => string }): {
  replay: RequestHandler;
  fill: RequestHandler;
  replayKept: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
} {
  const answers = new PreparedAnswers(opts.store, (entry) => prepared(JSON.parse(entry) as StoredAnswer));

  /**
   * Before Express: an answer this process keeps, still fresh, sent as `replay` would send it (the
   * same key, headers and bytes; Express adds nothing of its own to it). Express's router, its request
   * and response set-up and URL parsing cost more than the hit itself. Anything else (false) goes on to
   * Express, where `replay` asks the shared store and `fill` the backend.
   */
  const replayKept = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = req.url ?? '/';
    if (req.method !== 'GET' || !url.startsWith('/api/v1/') || carriesToken(req.headers.authorization)) return false;
    if (req.headers['if-none-match'] || req.headers['if-modified-since']) return false;
    const path = url.split('?', 1)[0]!;
    if (!CACHEABLE_REST.some((re) => re.test(path))) return false;
    const known = answers.fresh(`rest:${opts.generation()}:${req.headers.origin ?? ''} ${url}`);
    if (!known) return false;
    countResponseCache('rest', 'hit');
    known.send(req, res, opts.security);
    return true;
  };

  const replay = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || carriesToken(req.headers.authorization) || !CACHEABLE_REST.some((re) => re.test(req.path))) return next();
    // A conditional GET may be answered 304 by Express from the stored ETag: that stays on the slow path.
    if (req.headers['if-none-match'] || req.headers['if-modified-since']) return next();
    // Under the data's generation, taken before the backend is asked (see answer-generation.ts).
    const key = `rest:${opts.generation()}:${req.headers.origin ?? ''} ${req.originalUrl}`;
    const known = answers.fresh(key);
    if (known) {
      countResponseCache('rest', 'hit');
      return known.send(req, res, opts.security);
    }
    answers
      .find(key, res)
      .then((found) => {
        countResponseCache('rest', found ? 'hit' : 'miss');
        if (found) return found.send(req, res, opts.security);
        (req as unknown as Record<symbol, string>)[MISSED] = key;
        next();
      })
      .catch(next);
  };

  const fill = (req: Request, res: Response, next: NextFunction) => {
    const key = (req as unknown as Record<symbol, string | undefined>)[MISSED];
    if (key === undefined) return next();
    void (async () => {
      const answer = await fetchFromBackend(opts, req);
      if (!answer) return next();
      const json = /^application\/json/.test(answer.headers['content-type'] ?? '');
      const ttl = answer.status === 200 && json ? sharedMaxAge(answer.headers['cache-control']) : 0;
      if (ttl > 0) await opts.store().set(key, JSON.stringify(answer), { ttl });
      send(res, answer);
    })().catch(next);
  };
  return { replay, fill, replayKept };
}

function fetchFromBackend(opts: { backendUrl: string; agent: http.Agent }, req: Request): Promise<StoredAnswer | null> {
  const headers: http.OutgoingHttpHeaders = { accept: req.headers.accept ?? '*/*', 'x-forwarded-for': req.ip ?? '', [REQUEST_ID_HEADER]: req.headers[REQUEST_ID_HEADER] };
  if (req.headers.origin) headers.origin = req.headers.origin;
  return new Promise((resolve) => {
    const upstream = http.get(`${opts.backendUrl}${req.originalUrl}`, { agent: opts.agent, headers }, (up) => {
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(up.headers)) {
          if (value === undefined || HOP_BY_HOP.includes(name) || name === 'content-length' || name === 'date') continue;
          kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: up.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks).toString('utf8'), storedAt: Date.now() });
      });
      up.on('error', () => resolve(null));
    });
    upstream.on('error', () => resolve(null));
  });
}
