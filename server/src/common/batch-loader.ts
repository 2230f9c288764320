import type { RequestContext } from '../context';

/**
 * Collects the keys GraphQL field resolvers ask for while one level of a query resolves, and fetches
 * them with one call (no N+1); each key is fetched once per request. A hand-rolled DataLoader: the
 * package is not installed.
 */
export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>();
  private queue: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];

  constructor(private readonly fetchMany: (keys: K[]) => Promise<Map<K, V>>, private readonly missing: V) {}

  load(key: K): Promise<V> {
    let promise = this.cache.get(key);
    if (!promise) {
      promise = new Promise<V>((resolve, reject) => {
        this.queue.push({ key, resolve, reject });
        // setImmediate runs after every pending promise job, so sibling resolvers have all queued their keys.
        if (this.queue.length === 1) setImmediate(() => void this.dispatch());
      });
      this.cache.set(key, promise);
    }
    return promise;
  }

  private async dispatch(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      const found = await this.fetchMany(batch.map((b) => b.key));
      for (const b of batch) b.resolve(found.has(b.key) ? (found.get(b.key) as V) : this.missing);
    } catch (e) {
      for (const b of batch) {
        this.cache.delete(b.key);
        b.reject(e);
      }
    }
  }
}

const loaders = new WeakMap<RequestContext, Map<string, BatchLoader<unknown, unknown>>>();

/** The request's loader named `name`, created on first use (a context lives for one request). */
export function loaderOf<K, V>(ctx: RequestContext, name: string, create: () => BatchLoader<K, V>): BatchLoader<K, V> {
  let byName = loaders.get(ctx);
  if (!byName) loaders.set(ctx, (byName = new Map()));
  let loader = byName.get(name) as BatchLoader<K, V> | undefined;
  if (!loader) byName.set(name, (loader = create()) as BatchLoader<unknown, unknown>);
  return loader;
}
