import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { createTestDatabase, type TestDatabase } from '../server/src/test/db';

/**
 * Each order rule has one home, and the homes stay the only writers:
 * - an order's status, refund state, paid and shipped flags are written only by the order lifecycle
 *   (server/src/modules/orders/order-lifecycle.ts, and the placement function it runs, which inserts
 *   the status the lifecycle table gives it);
 * - a size's stock (product_variant.stock), once the product exists, only by the catalogue's stock writer:
 *   the database functions stock_take / stock_return / stock_adjust / stock_set_many (catalog/sql/stock_*.sql)
 *   behind catalog/stock.ts, each writing its stock-ledger row in the same statement; and a product's
 *   stock, the sum of its sizes', only by the trigger that keeps that sum (stock_product_sum).
 * Creating a product with its first stock (seeds, test builders) is not a change of stock.
 */

const ROOTS = ['server/src', 'test', 'e2e', 'bench', 'scripts', 'migrations'];
const LIFECYCLE = 'server/src/modules/orders/order-lifecycle.ts';
const STOCK_OWNER = [
  'server/src/modules/catalog/stock.ts',
  'migrations/1790000050000-stock-functions.ts',
  'migrations/1790000260000-stock-ledger.ts',
  'migrations/1790000700000-product-variants.ts',
];
const THIS_FILE = 'test/order-rule-homes.test.ts';

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.(ts|tsx|js|cjs|mjs|mts)$/.test(e.name) ? [p] : [];
  });
}

/** Writes of an order's state: SQL updates and inserts, TypeORM updates, property assignments. */
const STATUS_WRITES: RegExp[] = [
  /UPDATE\s+customer_order(\s+\w+)?\s+SET\s[^;`'"]*\b(status|refund_status|is_paid|is_shipped)\s*=/i,
  /INSERT\s+INTO\s+customer_order\b/i,
  /\.(update|insert|save)\(\s*OrderEntity\b[^;]*\b(status|refundStatus|isPaid|isShipped)\s*:/,
  /\.set\(\s*\{[^}]*\b(status|refundStatus|isPaid|isShipped)\s*:/,
  /\.(status|refundStatus|isPaid|isShipped)\s*=\s*(OrderStatus\.|RefundStatus\.|true\b|false\b)/,
  /\.(status|refundStatus)\s*=\s*['"][a-z_]+['"]\s*;/,
];

/** Writes of a product's stock: SQL updates, TypeORM updates and increments. */
const STOCK_WRITES: RegExp[] = [
  /UPDATE\s+product(_variant)?(\s+(AS\s+)?\w+)?\s+SET\s[^;`'"]*\bstock\s*=/i,
  /\.(update|increment|decrement)\(\s*ProductEntity\b[^;]*\bstock\b/,
  /getRepository\(\s*ProductEntity\s*\)\s*\.(update|increment|decrement)\([^;]*\bstock\b/,
];

const writesIn = (text: string, patterns: RegExp[]) => patterns.filter((re) => re.test(text)).map(String);

/** Migrations before the stock writer existed hold superseded definitions; the database check below covers what runs. */
const stockWriterMigration = (file: string) => /^migrations\/(\d+)-/.exec(file);
const olderThanStockWriter = (file: string) => {
  const m = stockWriterMigration(file);
  return !!m && Number(m[1]) < 1790000050000;
};

describe('the detectors', () => {
  it('see the writes they look for, and not reads', () => {
    for (const write of [
      "UPDATE customer_order SET status = 'cancelled' WHERE id = $1",
      'UPDATE customer_order o SET refund_status = $2 WHERE o.id = $1',
      "INSERT INTO customer_order (user_id, status) VALUES ($1, 'pending')",
      'await tx.em.update(OrderEntity, { id }, { refundStatus: RefundStatus.FAILED })',
      'qb.update(OrderEntity).set({ refundStatus: RefundStatus.PROCESSING })',
      'order.isPaid = true;',
      "order.status = 'shipped';",
    ]) {
      expect(writesIn(write, STATUS_WRITES), write).not.toEqual([]);
    }
    for (const read of [
      "SELECT id FROM customer_order WHERE status = 'awaiting_payment'",
      'WHERE o.status = $1 AND o.reserved_until <= now()',
      'if (order.status === OrderStatus.CANCELLED) return;',
      'this.status = ERROR_STATUS[code];',
    ]) {
      expect(writesIn(read, STATUS_WRITES), read).toEqual([]);
    }
    for (const write of ['UPDATE product SET stock = stock - $2 WHERE id = $1', 'UPDATE product p SET name = $2, stock = 3', 'db.getRepository(ProductEntity).update({ id }, { stock: 0 })']) {
      expect(writesIn(write, STOCK_WRITES), write).not.toEqual([]);
    }
    expect(writesIn('UPDATE product SET rating_count = rating_count + 1 WHERE id = $1', STOCK_WRITES)).toEqual([]);
    expect(writesIn('SELECT stock FROM product WHERE id = $1', STOCK_WRITES)).toEqual([]);
  });
});

describe('one home for each order rule', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(root)).filter((f) => f !== THIS_FILE);

  it('only the order lifecycle writes an order status, refund state, paid or shipped flag', () => {
    const writers = files
      // Migrations (and tests of them) write orders as the schema of their time stored them.
      .filter((f) => f !== LIFECYCLE && !f.startsWith('migrations/') && !/^server\/src\/db\/.*migration.*\.test\.ts$/.test(f))
      .flatMap((f) => writesIn(fs.readFileSync(f, 'utf8'), STATUS_WRITES).map((re) => `${f}: ${re}`));
    expect(writers).toEqual([]);
  });

  it("only the catalogue's stock writer changes a product's stock", () => {
    const writers = files
      .filter((f) => !STOCK_OWNER.includes(f) && !olderThanStockWriter(f))
      .flatMap((f) => writesIn(fs.readFileSync(f, 'utf8'), STOCK_WRITES).map((re) => `${f}: ${re}`));
    expect(writers).toEqual([]);
  });
});

describe('in the migrated database', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource({ type: 'postgres', url: db.url, migrations, entities: [], logging: ['error'] });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const functionsWhoseSource = async (re: string): Promise<string[]> =>
    (await ds.query(`SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND prosrc ~* $1 ORDER BY proname`, [re])).map(
      (r: { proname: string }) => r.proname,
    );

  it("the functions that write a size's stock are the stock writer's, a product's only the sum trigger, and placing an order uses them", async () => {
    expect(await functionsWhoseSource('UPDATE\\s+product_variant(\\s+\\w+)?\\s+SET\\s[^;]*\\mstock\\s*=')).toEqual(['stock_adjust', 'stock_return', 'stock_set_many', 'stock_take']);
    expect(await functionsWhoseSource('UPDATE\\s+product(\\s+\\w+)?\\s+SET\\s[^;]*\\mstock\\s*=')).toEqual(['stock_product_sum']);
    expect(await functionsWhoseSource('stock_take\\(')).toEqual(['place_order']);
  });
});
