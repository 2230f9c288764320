import http from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { CacheStore } from './cache-store';
import { HOP_BY_HOP } from './backend-connection';
import { carriesToken } from './response-cache';
import { SingleFlight } from './single-flight';

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

function send(res: Response, answer: StoredAnswer, age: number | null) {
  res.status(answer.status).set(answer.headers);
  if (age !== null) res.set('Age', String(age));
  res.send(answer.body);
}

/**
 * Catalogue GETs under /api/v1 answered from the shared cache for anonymous shoppers, keyed by URL (and
 * Origin, since CORS headers echo it). A miss is fetched from the backend over the kept-alive agent and
 * stored for as long as the backend's Cache-Control allows (public, max-age). Anything else, and any
 * request carrying a token, passes to the proxy untouched. A failing backend call also passes to the
 * proxy, which answers as it always did.
 */
export function restResponseCache(opts: { backendUrl: string; agent: http.Agent; store: () => CacheStore }): RequestHandler {
  const flights = new SingleFlight();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || carriesToken(req.headers.authorization) || !CACHEABLE_REST.some((re) => re.test(req.path))) return next();
    const key = `rest:${req.headers.origin ?? ''} ${req.originalUrl}`;
    const store = opts.store();
    void (async () => {
      const replay = (hit: string) => {
        const answer = JSON.parse(hit) as StoredAnswer;
        send(res, answer, Math.round((Date.now() - answer.storedAt) / 1000));
      };
      const hit = await store.get(key);
      if (hit) return replay(hit);
      // Concurrent misses of one URL wait for the first instead of all asking the backend.
      const flight = flights.wait(key);
      if (flight) {
        await flight;
        const computed = await store.get(key);
        if (computed) return replay(computed);
      } else flights.lead(key, res);
      const answer = await fetchFromBackend(opts, req);
      if (!answer) return next();
      const json = /^application\/json/.test(answer.headers['content-type'] ?? '');
      const ttl = answer.status === 200 && json ? sharedMaxAge(answer.headers['cache-control']) : 0;
      if (ttl > 0) await store.set(key, JSON.stringify(answer), { ttl });
      send(res, answer, null);
    })().catch(next);
  };
}

function fetchFromBackend(opts: { backendUrl: string; agent: http.Agent }, req: Request): Promise<StoredAnswer | null> {
  const headers: http.OutgoingHttpHeaders = { accept: req.headers.accept ?? '*/*', 'x-forwarded-for': req.ip ?? '' };
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
