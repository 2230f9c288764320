import net from 'node:net';
import type { RequestContext } from '../context';
import { AppError } from './errors';
import { affectedBy } from './sql';

/**
 * The part of a client address a per-address limit should key on: an IPv4 address as is, an IPv6
 * address by its /64 (one subscriber usually holds a whole /64, so single addresses are free to rotate).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!net.isIPv6(ip)) return ip || 'unknown';
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Fixed-window counters kept in PostgreSQL, so limits hold across any number of stateless backends.
 * Keys name what is counted, e.g. `login-fail:acct:<email>` or `contact:ip:<address>`.
 */
export const rateLimit = {
  /**
   * The key of a per-address limit: `<scope>:ip:<addressKey(ctx.ip)>`. Every per-address limit goes
   * through here, so none can key on a raw IPv6 address that a shopper rotates within their /64.
   */
  addressKeyFor(scope: string, ctx: RequestContext): string {
    return `${scope}:ip:${addressKey(ctx.ip)}`;
  },

  /** consume() on the shopper's address (see addressKeyFor); returns the key, e.g. to release() later. */
  async consumePerAddress(ctx: RequestContext, scope: string, limit: number, windowSeconds: number, message: string): Promise<string> {
    const key = this.addressKeyFor(scope, ctx);
    await this.consume(ctx, key, limit, windowSeconds, message);
    return key;
  },

  /** How many hits `key` has in the current window. */
  async count(ctx: RequestContext, key: string, windowSeconds: number): Promise<number> {
    const rows: { count: number }[] = await ctx.em.query(
      `SELECT count FROM rate_limit WHERE key = $1 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`,
      [key, windowSeconds],
    );
    return rows[0]?.count ?? 0;
  },

  /** Records one hit atomically and returns the new count for the window. */
  async hit(ctx: RequestContext, key: string, windowSeconds: number): Promise<number> {
    const rows: { count: number }[] = await ctx.em.query(
      `INSERT INTO rate_limit (key, window_start, count)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
       RETURNING count`,
      [key, windowSeconds],
    );
    return rows[0].count;
  },

  /** Takes back one hit of the current window (e.g. an attempt that turned out to succeed). */
  async release(ctx: RequestContext, key: string, windowSeconds: number): Promise<void> {
    await ctx.em.query(
      `UPDATE rate_limit SET count = GREATEST(count - 1, 0)
       WHERE key = $1 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`,
      [key, windowSeconds],
    );
  },

  /** Counts a hit and refuses with 429 (TOO_MANY_REQUESTS) past `limit` in the window. */
  async consume(ctx: RequestContext, key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
    if ((await this.hit(ctx, key, windowSeconds)) > limit) throw new AppError('TOO_MANY_REQUESTS', message);
  },

  /** Deletes windows older than `maxAgeSeconds`; returns how many rows went. */
  async prune(ctx: RequestContext, maxAgeSeconds: number): Promise<number> {
    return affectedBy(ctx, `DELETE FROM rate_limit WHERE window_start < now() - make_interval(secs => $1)`, [maxAgeSeconds]);
  },
};
