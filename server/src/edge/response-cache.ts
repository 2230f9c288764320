import crypto from 'node:crypto';
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server';
import type { RequestHandler, Response } from 'express';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { bearerToken } from '../common/auth';
import { PRIVATE_NO_STORE } from '../common/cache-hints';
import type { CacheStore } from './cache-store';
import { SingleFlight } from './single-flight';

/**
 * Whether an answer may depend on who asks: any request whose Authorization header carries a token.
 * Legacy clients send `bearer undefined` when logged out; that is an anonymous shopper.
 */
export const carriesToken = (authorization: string | undefined): boolean => bearerToken(authorization) !== null;

/** RESPONSE_CACHE=off turns the shared cache off (to measure the shop without it); headers stay. */
export const responseCacheEnabled = (env: NodeJS.ProcessEnv = process.env) => env.RESPONSE_CACHE !== 'off';

/** The response cache plugin stores its entries under this prefix (its own, fixed). */
const PLUGIN_PREFIX = 'fqc:';
/** The plugin's session mode of an anonymous request (no sessionId hook: always this one). */
const NO_SESSION = 0;

/**
 * One anonymous answer's key: the operation's text, name and variables exactly as the client sent them.
 * The plugin stores under it and the fast path below reads it, so both share one entry.
 */
function anonymousAnswerKey(source: unknown, operationName: unknown, variables: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify([source, operationName ?? null, variables ?? {}])).digest('hex');
}

const anonymous = async (rc: GraphQLRequestContext<BaseContext>) => !carriesToken(rc.request.http?.headers.get('authorization'));

/**
 * The gateway's caching: Cache-Control from the cache hints (the backend answers with the hints of what
 * was asked as its Cache-Control header, and the gateway restricts its own answer to it), then the
 * response cache for anonymous shoppers, then private answers marked as such.
 *
 * A shopper with a token is never served from the cache and never written to it, whatever the hints
 * say; answers to them say `private, no-store`.
 */
export function gatewayCachePlugins<T extends BaseContext>(opts: { store?: CacheStore; enabled: boolean }): ApolloServerPlugin<T>[] {
  const plugins: ApolloServerPlugin<T>[] = [ApolloServerPluginCacheControl({ calculateHttpHeaders: true })];
  if (opts.enabled) {
    plugins.push(
      responseCachePlugin<T>({
        cache: opts.store,
        shouldReadFromCache: anonymous,
        shouldWriteToCache: anonymous,
        generateCacheKey: (rc, keyData) => {
          const k = keyData as { sessionMode?: number; source?: string; variables?: unknown };
          return k.sessionMode === NO_SESSION
            ? anonymousAnswerKey(k.source, rc.request.operationName, k.variables)
            : crypto.createHash('sha256').update(JSON.stringify(keyData)).digest('hex');
        },
      }),
    );
  }
  plugins.push({
    async requestDidStart() {
      return {
        async willSendResponse({ request, response }) {
          const header = response.http.headers.get('cache-control');
          if (carriesToken(request.http?.headers.get('authorization')) || !header || header === 'no-store') {
            response.http.headers.set('cache-control', PRIVATE_NO_STORE);
          }
        },
      };
    },
  });
  return plugins;
}

/**
 * Replays a cached anonymous answer before Apollo Server sees the request: parsing, validating and
 * planning an operation whose answer is already known costs more than the answer itself. Mounted after
 * the JSON body parser; anything it does not find (a miss, a token, APQ, a batch) goes on to Apollo,
 * whose response cache plugin decided what was stored and for how long. Concurrent misses of one
 * answer wait for the first (SingleFlight) instead of all computing it.
 */
export function replayCachedAnswers(store: () => CacheStore): RequestHandler {
  const flights = new SingleFlight();
  const replay = (res: Response, hit: string) => {
    const { data, cachePolicy, cacheTime } = JSON.parse(hit) as { data: unknown; cachePolicy: { maxAge: number }; cacheTime: number };
    res.status(200).set({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': `max-age=${cachePolicy.maxAge}, public`,
      age: String(Math.round((Date.now() - cacheTime) / 1000)),
    });
    res.send(`${JSON.stringify({ data })}\n`);
  };
  return (req, res, next) => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (req.method !== 'POST' || !body || typeof body.query !== 'string' || carriesToken(req.headers.authorization)) return next();
    const key = PLUGIN_PREFIX + anonymousAnswerKey(body.query, body.operationName, body.variables);
    void (async () => {
      const hit = await store().get(key);
      if (hit) return replay(res, hit);
      const flight = flights.wait(key);
      if (!flight) {
        flights.lead(key, res);
        return next();
      }
      await flight;
      const computed = await store().get(key);
      return computed ? replay(res, computed) : next();
    })().catch(next);
  };
}
