import type { ApolloServer } from '@apollo/server';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import KeyvRedis, { createKeyv } from '@keyv/redis';
import { log } from '../common/log';

/** A key-value store with TTLs, as Apollo Server's caches use it (get, set with ttl in seconds, delete). */
export type CacheStore = ApolloServer['cache'];

/** A cache that is slow or down must cost a miss, never a failed or stalled request. */
const REDIS_TIMEOUT_MS = 250;
const SKIP_AFTER_FAILURE_MS = 5000;

/**
 * Shields requests from the cache: a get that fails or takes longer than REDIS_TIMEOUT_MS is a miss,
 * a failed set or delete is dropped. Failures are logged once a minute at most.
 */
export function resilient(store: CacheStore, label: string): CacheStore {
  let lastLogged = 0;
  // After a failure the cache is skipped for a few seconds: a Redis that is down costs nothing per request.
  let skipUntil = 0;
  const warn = (e: unknown) => {
    skipUntil = Date.now() + SKIP_AFTER_FAILURE_MS;
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log.warn({ scope: label, reason: e instanceof Error ? e.message : String(e) }, 'cache unavailable, answering without it');
  };
  const timeout = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), REDIS_TIMEOUT_MS).unref())]);
  const up = () => Date.now() >= skipUntil;
  return {
    get: async (key) => {
      if (!up()) return undefined;
      return timeout(store.get(key)).catch((e) => {
        warn(e);
        return undefined;
      });
    },
    set: async (key, value, opts) => {
      if (up()) await timeout(store.set(key, value, opts)).catch(warn);
    },
    delete: (key) => timeout(Promise.resolve(store.delete(key))).catch((e) => (warn(e), false)),
  } as CacheStore;
}

/**
 * Where shared answers are kept: Redis when REDIS_URL is set, so that several gateways share one
 * cache; otherwise undefined, meaning the gateway's own bounded in-memory cache (Apollo Server's).
 */
export function redisCacheStore(redisUrl: string | undefined, namespace: string | undefined): CacheStore | undefined {
  if (!redisUrl) return undefined;
  namespace ||= 'rangrez:response-cache';
  // No offline queue and no throw on connect: while Redis is down every call fails (a miss) at once, and
  // the client keeps reconnecting in the background.
  const keyv = createKeyv(
    { url: redisUrl, disableOfflineQueue: true, socket: { connectTimeout: 1000 } },
    { namespace, throwOnConnectError: false, throwOnErrors: false },
  );
  keyv.on('error', () => undefined);
  // Connect now, not on the first shopper's request (which would otherwise time out and skip the cache).
  void (keyv.store as KeyvRedis<string>).getClient().catch(() => undefined);
  return resilient(new KeyvAdapter(keyv) as unknown as CacheStore, 'redis');
}
