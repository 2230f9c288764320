import { describe, expect, it } from 'vitest';
import { addressKey } from './rate-limit';

describe('addressKey', () => {
  it('keys IPv4 (also IPv4-mapped IPv6) by the address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:db8:abcd:12::99')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('')).toBe('unknown');
  });
});

describe('rate-limit counters in PostgreSQL', () => {
  it('counts hits per window, refuses past the limit with 429, and prunes only old windows', async () => {
    const { startTestShop } = await import('../test/shop');
    const { systemContext } = await import('../context');
    const { rateLimit } = await import('./rate-limit');
    const shop = await startTestShop();
    try {
      const ctx = systemContext(shop.app);
      await rateLimit.consume(ctx, 'test:key', 2, 600, 'slow down');
      await rateLimit.consume(ctx, 'test:key', 2, 600, 'slow down');
      await expect(rateLimit.consume(ctx, 'test:key', 2, 600, 'slow down')).rejects.toMatchObject({ status: 429, message: 'slow down' });
      expect(await rateLimit.count(ctx, 'test:key', 600)).toBe(3);

      await shop.app.db.query(`INSERT INTO rate_limit (key, window_start, count) VALUES ('old:key', now() - interval '2 days', 5)`);
      expect(await rateLimit.prune(ctx, 24 * 3600)).toBe(1);
      const keys = (await shop.app.db.query(`SELECT key FROM rate_limit ORDER BY key`)).map((r: { key: string }) => r.key);
      expect(keys).toEqual(['test:key']);
    } finally {
      await shop.stop();
    }
  });
});
