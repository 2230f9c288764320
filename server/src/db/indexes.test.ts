import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import { TuneIndexes1763780600000 } from '../../../migrations/1763780600000-tune-indexes';
import { createDataSource } from '../data-source';
import { startTestShop, type TestShop } from '../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const indexNames = async () =>
  ((await shop.app.db.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`)) as { indexname: string }[]).map((r) => r.indexname);

describe('indexes (migration 1763780600000)', () => {
  it('has a partial index for the refund sweep and none of the redundant ones', async () => {
    const names = await indexNames();
    expect(names).toContain('customer_order_refund_pending_idx');
    expect(names).toContain('product_newest_idx');
    expect(names).not.toContain('product_created_idx');
    expect(names).not.toContain('contact_message_created_idx');
  });

  it('the sweep query can read its orders from the partial index', async () => {
    const plan = await shop.app.db.transaction(async (em) => {
      await em.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await em.query(
        `EXPLAIN SELECT id FROM customer_order WHERE refund_status = 'pending' ORDER BY created_at LIMIT 20`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('customer_order_refund_pending_idx');
  });

  it('reverts and re-applies cleanly', async () => {
    // Migrations run as the database's owner: the shop's own pool is the runtime role, which may not alter tables.
    const owner = await createDataSource((shop.app.db.options as { url: string }).url).initialize();
    try {
      // Later migrations come first on the way down.
      for (let i = migrations.length - 1; i >= migrations.indexOf(TuneIndexes1763780600000); i--) await owner.undoLastMigration();
      const names = await indexNames();
      expect(names).toContain('product_created_idx');
      expect(names).not.toContain('customer_order_refund_pending_idx');
      await owner.runMigrations();
      expect(await indexNames()).toContain('customer_order_refund_pending_idx');
    } finally {
      await owner.destroy();
    }
  });
});
