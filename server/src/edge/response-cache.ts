import crypto from 'node:crypto';
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { bearerToken } from '../common/auth';
import { PRIVATE_NO_STORE } from '../common/cache-hints';
import type { CacheStore } from './cache-store';
import { PreparedAnswer, PreparedAnswers, weakEtag } from './prepared-answers';
import type { SecurityHeaders } from './security-headers';
import { PARSE_FAILED } from './json-bodies';
import { countResponseCache, observeGraphQLOperation } from '../common/metrics';
import { operationLabel } from './graphql-metrics';

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
 * One anonymous answer's key: the generation of the shop's data it was computed from (see
 * answer-generation.ts), then the hash of the operation's text, name and variables exactly as the
 * client sent them. The plugin stores under it and the fast path below reads it, so both share one entry.
 */
const answerKey = (generation: unknown, hash: string) => `${String(generation)}:${hash}`;

function anonymousAnswerHash(source: unknown, operationName: unknown, variables: unknown): string {
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
export function gatewayCachePlugins<T extends BaseContext>(opts: { store?: CacheStore; enabled: boolean; generation: () => string }): ApolloServerPlugin<T>[] {
  const plugins: ApolloServerPlugin<T>[] = [ApolloServerPluginCacheControl({ calculateHttpHeaders: true })];
  if (opts.enabled) {
    plugins.push(
      responseCachePlugin<T>({
        cache: opts.store,
        shouldReadFromCache: anonymous,
        shouldWriteToCache: anonymous,
        // Taken once when the request starts, before any data is read; the answer is stored under it.
        extraCacheKeyData: async () => opts.generation(),
        generateCacheKey: (rc, keyData) => {
          const k = keyData as { sessionMode?: number; source?: string; variables?: unknown; extra?: unknown };
          return k.sessionMode === NO_SESSION
            ? answerKey(k.extra, anonymousAnswerHash(k.source, rc.request.operationName, k.variables))
            : crypto.createHash('sha256').update(JSON.stringify(keyData)).digest('hex');
        },
      }),
    );
  }
  const counted = opts.enabled;
  plugins.push({
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, overallCachePolicy }) {
          // An anonymous answer the cache may keep: computed now (a miss), or served by the plugin (it sets Age).
          const anonymousAsk = !carriesToken(request.http?.headers.get('authorization'));
          const withoutErrors = response.body.kind === 'single' && !response.body.singleResult.errors?.length;
          const policy = overallCachePolicy.policyIfCacheable();
          if (counted && anonymousAsk && withoutErrors && policy && policy.scope !== 'PRIVATE') {
            countResponseCache('graphql', response.http.headers.has('age') ? 'hit' : 'miss');
          }
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

/** Bodies up to this size may be answered from the cache before the JSON parser (every catalogue query is far smaller). */
const MAX_REPLAYED_BODY = 64 * 1024;
/** Bodies up to this size have their cache key remembered by their bytes. */
const MAX_REMEMBERED_BODY = 16 * 1024;
const REMEMBERED_KEYS = 1000;
type Body = { query?: unknown; operationName?: unknown; variables?: unknown } | unknown[];

/** The hash in the cache key of a body that may be answered from the cache (one operation with its text), else null. */
function answerHashOf(body: Body): string | null {
  if (Array.isArray(body) || typeof body !== 'object' || body === null || typeof body.query !== 'string') return null;
  return anonymousAnswerHash(body.query, body.operationName, body.variables);
}

/** The operation's name for the metrics: the body's operationName, else the name the query text starts with. */
function operationNameOf(body: Body): string | undefined {
  if (Array.isArray(body) || typeof body !== 'object' || body === null) return undefined;
  if (typeof body.operationName === 'string') return body.operationName;
  return typeof body.query === 'string' ? /^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(body.query)?.[1] : undefined;
}

/**
 * The cache key of bodies seen before, found by their bytes: by length, then compared byte for byte
 * (memcmp). Turning each body into a string to look it up in a Map decoded and hashed it on every
 * request, about 3% of a cached answer.
 */
class RememberedBodies<T> {
  private readonly byLength = new Map<number, { bytes: Buffer; value: T }[]>();
  private size = 0;

  constructor(private readonly max: number) {}

  get(raw: Buffer): T | undefined {
    const same = this.byLength.get(raw.length);
    if (same) for (const e of same) if (e.bytes.equals(raw)) return e.value;
    return undefined;
  }

  set(raw: Buffer, value: T): void {
    if (this.size >= this.max) {
      this.byLength.clear();
      this.size = 0;
    }
    const same = this.byLength.get(raw.length) ?? [];
    // A copy: the body may be a slice of a larger buffer, which would be kept alive with it.
    same.push({ bytes: Buffer.from(raw), value });
    this.byLength.set(raw.length, same);
    this.size += 1;
  }
}

/** A GraphQL POST's body as read, and as parsed (once, when someone asks). */
export type ReadBody = { raw: Buffer; parsed: () => object | typeof PARSE_FAILED };

/** Answers a GraphQL POST from the cache: true when it did, false when the request goes on to Apollo. */
export type ReplayCachedAnswer = (req: IncomingMessage, res: ServerResponse, body: ReadBody) => Promise<boolean>;

/**
 * Replays a cached anonymous answer before anything else runs for the request: Apollo Server's parsing,
 * validation and plan, and even the cache key's hashing cost more than the answer itself. Called by the
 * gateway's GraphQL entry (graphqlPosts) with the body it read: the key of bytes seen before is
 * remembered, and a hit is the prepared answer (security headers, Cache-Control, Age, the body
 * compressed once per entry). Anything it does not find (a miss, a token, APQ, a batch, a big body)
 * goes on to Apollo, whose response cache plugin decides what is stored and for how long. Concurrent
 * misses of one answer wait for the first (SingleFlight) instead of all computing it.
 */
export function replayCachedAnswers(opts: { store: () => CacheStore; security: SecurityHeaders; generation: () => string }): ReplayCachedAnswer {
  const keysByBody = new RememberedBodies<{ hash: string; operation: string | undefined }>(REMEMBERED_KEYS);
  const prepared = new PreparedAnswers(opts.store, (entry) => {
    const { data, cachePolicy, cacheTime } = JSON.parse(entry) as { data: unknown; cachePolicy: { maxAge: number }; cacheTime: number };
    const body = Buffer.from(`${JSON.stringify({ data })}\n`);
    const headers: [string, string][] = [
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Cache-Control', `max-age=${cachePolicy.maxAge}, public`],
      ['ETag', weakEtag(body)],
      ['Vary', 'Accept-Encoding'],
    ];
    return new PreparedAnswer(200, headers, body, cacheTime, cacheTime + cachePolicy.maxAge * 1000);
  });

  return async (req, res, { raw, parsed }) => {
    if (carriesToken(req.headers.authorization) || raw.length > MAX_REPLAYED_BODY) return false;
    const started = process.hrtime.bigint();
    const remembered = raw.length <= MAX_REMEMBERED_BODY;
    let known = remembered ? keysByBody.get(raw) : undefined;
    if (known === undefined) {
      const body = parsed();
      const hash = body === PARSE_FAILED ? undefined : (answerHashOf(body as Body) ?? undefined);
      if (hash === undefined) return false;
      known = { hash, operation: operationNameOf(body as Body) };
      if (remembered) keysByBody.set(raw, known);
    }
    const key = PLUGIN_PREFIX + answerKey(opts.generation(), known.hash);
    const found = prepared.fresh(key) ?? (await prepared.find(key, res));
    if (!found) return false;
    // Only what Apollo answered without errors is ever stored, so the name was a valid operation's.
    countResponseCache('graphql', 'hit');
    found.send(req, res, opts.security);
    observeGraphQLOperation('gateway', operationLabel(known.operation), true, Number(process.hrtime.bigint() - started) / 1e9);
    return true;
  };
}
