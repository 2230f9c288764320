import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import { ProductVariants1790000700000 } from '../../../migrations/1790000700000-product-variants';
import { createTestDatabase, dataSourceUpTo, type TestDatabase } from '../test/db';


let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('migration: stock per size', () => {
  it('splits each product’s stock over its sizes by the documented rule, keeping each product’s ledger total, and gives old order lines their SKU', async () => {
    const previous = migrations[migrations.indexOf(ProductVariants1790000700000) - 1];
    const before = dataSourceUpTo(db.url, previous);
    await before.initialize();
    await before.runMigrations();
    const insert = (name: string, sizes: string, stock: number) =>
      before.query(
        `INSERT INTO product (name, description, price_paise, mrp_paise, offer_percent, category, kind, color, available_sizes, features, tags, images, stock)
         VALUES ($1, 'd', 39999, 69999, 43, 'men', 'tshirt', 'black', $2, '{}', '{}', '{}', $3) RETURNING id`,
        [name, sizes, stock],
      );
    const [seven] = await insert('Seven Tee', '{S,M,L}', 7);
    const [one] = await insert('One Tee', '{S,M,L}', 1);
    const [mug] = await insert('Plain Mug', '{}', 4);
    // Some history before the split: a restock of the tee.
    await before.query(`SELECT stock_adjust($1::uuid, 3, '{"reason":"received"}'::jsonb)`, [seven.id]);
    const [user] = await before.query(
      `INSERT INTO app_user (username, email, mobile, city, pincode, password_hash) VALUES ('asha', 'asha@example.in', '9876543210', 'Noida', '201301', 'x') RETURNING id`,
    );
    const [order] = await before.query(
      `INSERT INTO customer_order (user_id, status, source, subtotal_paise, shipping_paise, total_paise, payment_mode, customer_name, customer_email,
         area, state, district, address, pincode, landmark, mobile_number)
       VALUES ($1, 'pending', 'buy_now', 39999, 0, 39999, 'COD', 'asha', 'asha@example.in', 'a', 'UP', 'd', 'x', '201309', 'l', '9876543210') RETURNING id`,
      [user.id],
    );
    await before.query(
      `INSERT INTO order_line (order_id, position, product_id, product_name, product_image, color, size, quantity, unit_price_paise, amount_paise)
       VALUES ($1, 1, $2, 'Seven Tee', '', 'black', 'M', 1, 39999, 39999)`,
      [order.id, seven.id],
    );
    await before.destroy();

    const after = dataSourceUpTo(db.url, ProductVariants1790000700000);
    await after.initialize();
    await after.runMigrations();
    const sizes = await after.query(
      `SELECT p.name, v.size, v.sku, v.stock FROM product_variant v JOIN product p ON p.id = v.product_id ORDER BY p.name, v.position`,
    );
    // 10 over S, M, L: 4, 3, 3 (the first 10 mod 3 sizes get one more); 1 over three: 1, 0, 0.
    expect(sizes).toEqual([
      { name: 'One Tee', size: 'S', sku: 'ONE-TEE-BLACK-S', stock: 1 },
      { name: 'One Tee', size: 'M', sku: 'ONE-TEE-BLACK-M', stock: 0 },
      { name: 'One Tee', size: 'L', sku: 'ONE-TEE-BLACK-L', stock: 0 },
      { name: 'Plain Mug', size: 'NA', sku: 'PLAIN-MUG-BLACK', stock: 4 },
      { name: 'Seven Tee', size: 'S', sku: 'SEVEN-TEE-BLACK-S', stock: 4 },
      { name: 'Seven Tee', size: 'M', sku: 'SEVEN-TEE-BLACK-M', stock: 3 },
      { name: 'Seven Tee', size: 'L', sku: 'SEVEN-TEE-BLACK-L', stock: 3 },
    ]);
    // Every product keeps its stock and its ledger total; every size's stock is its own ledger's sum.
    const products = await after.query(
      `SELECT p.name, p.stock, (SELECT sum(delta)::int FROM stock_ledger l WHERE l.product_id = p.id) AS ledger FROM product p ORDER BY p.name`,
    );
    expect(products).toEqual([
      { name: 'One Tee', stock: 1, ledger: 1 },
      { name: 'Plain Mug', stock: 4, ledger: 4 },
      { name: 'Seven Tee', stock: 10, ledger: 10 },
    ]);
    const off = await after.query(
      `SELECT v.sku FROM product_variant v WHERE v.stock <> coalesce((SELECT sum(delta) FROM stock_ledger l WHERE l.variant_id = v.id), 0)`,
    );
    expect(off).toEqual([]);
    expect(await after.query(`SELECT sku FROM order_line`)).toEqual([{ sku: 'SEVEN-TEE-BLACK-M' }]);
    await after.destroy();
  });
});
