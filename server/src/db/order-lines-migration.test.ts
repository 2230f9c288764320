import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import { OrderLines1763780800000 } from '../../../migrations/1763780800000-order-lines';
import { createTestDatabase, dataSourceUpTo, type TestDatabase } from '../test/db';


let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('migration: orders get lines and a history', () => {
  it('turns every order written by the one-product schema into an order with one line, losing nothing', async () => {
    const previous = migrations[migrations.indexOf(OrderLines1763780800000) - 1];
    const before = dataSourceUpTo(db.url, previous);
    await before.initialize();
    await before.runMigrations();
    const [user] = await before.query(`INSERT INTO app_user (username, email, mobile, city, pincode, password_hash) VALUES ('asha', 'asha@example.in', '9876543210', 'Noida', '201301', 'x') RETURNING id`);
    const [product] = await before.query(
      `INSERT INTO product (name, description, price_paise, mrp_paise, offer_percent, category, kind, color, available_sizes, features, tags, images, stock)
       VALUES ('Old Tee', 'd', 39999, 69999, 43, 'men', 'tshirt', 'black', '{S,M}', '{}', '{}', '{/media/products/tshirt/black/front.svg}', 5) RETURNING id`,
    );
    const old = (status: string, mode: string, extra: string, values: unknown[]) =>
      before.query(
        `INSERT INTO customer_order (user_id, product_id, product_name, product_image, product_color, size, quantity, unit_price_paise, amount_paise,
           payment_mode, status, customer_name, customer_email, area, state, district, address, pincode, landmark, mobile_number, created_at${extra ? ', ' + extra : ''})
         VALUES ($1, $2, 'Old Tee', '/media/products/tshirt/black/front.svg', 'black', 'M', 3, 39999, 119997, '${mode}', '${status}', 'asha', 'asha@example.in',
           'Sector 62', 'UP', 'GB Nagar', 'B-12', '201309', 'Metro', '9876543210', '2025-11-01T10:00:00Z'${values.length ? ', ' + values.map((_, i) => `$${i + 3}`).join(', ') : ''}) RETURNING id`,
        [user.id, product.id, ...values],
      );
    const [cod] = await old('delivered', 'COD', 'is_paid, paid_at, is_shipped, tracking_id, shipped_at, delivered_at', [true, '2025-11-05T10:00:00Z', true, 'SR-9', '2025-11-03T10:00:00Z', '2025-11-05T10:00:00Z']);
    const [refunded] = await old('cancelled', 'Razorpay', 'is_paid, paid_at, razorpay_order_id, razorpay_payment_id, cancelled_at, refund_status, refund_id, refunded_at', [
      true, '2025-11-01T10:05:00Z', 'order_OldOrder000001', 'pay_OldPayment0001', '2025-11-02T10:00:00Z', 'refunded', 'rfnd_Old000000001', '2025-11-02T11:00:00Z',
    ]);
    await before.destroy();

    const after = dataSourceUpTo(db.url, OrderLines1763780800000);
    await after.initialize();
    await after.runMigrations();
    const lines = await after.query(`SELECT order_id, position, product_id, product_name, product_image, color, size, quantity, unit_price_paise, amount_paise FROM order_line ORDER BY order_id`);
    const line = { position: 1, product_id: product.id, product_name: 'Old Tee', product_image: '/media/products/tshirt/black/front.svg', color: 'black', size: 'M', quantity: 3, unit_price_paise: 39999, amount_paise: 119997 };
    expect(lines).toEqual(expect.arrayContaining([{ order_id: cod.id, ...line }, { order_id: refunded.id, ...line }]));
    expect(lines).toHaveLength(2);

    const orders = await after.query(`SELECT id, status, subtotal_paise, shipping_paise, total_paise, source, is_paid, tracking_id, razorpay_payment_id, refund_status, address FROM customer_order ORDER BY id`);
    expect(orders).toEqual(
      expect.arrayContaining([
        { id: cod.id, status: 'delivered', subtotal_paise: 119997, shipping_paise: 0, total_paise: 119997, source: 'buy_now', is_paid: true, tracking_id: 'SR-9', razorpay_payment_id: null, refund_status: null, address: 'B-12' },
        { id: refunded.id, status: 'cancelled', subtotal_paise: 119997, shipping_paise: 0, total_paise: 119997, source: 'buy_now', is_paid: true, tracking_id: null, razorpay_payment_id: 'pay_OldPayment0001', refund_status: 'refunded', address: 'B-12' },
      ]),
    );
    const history = await after.query(`SELECT order_id, event FROM order_history ORDER BY order_id, at, id`);
    expect(history.filter((h: { order_id: string }) => h.order_id === cod.id).map((h: { event: string }) => h.event)).toEqual(['placed', 'shipped', 'delivered']);
    expect(history.filter((h: { order_id: string }) => h.order_id === refunded.id).map((h: { event: string }) => h.event)).toEqual(['placed', 'payment_confirmed', 'cancelled_by_shopper', 'refund_done']);

    // And back: one-line orders fit the old shape again.
    await after.undoLastMigration();
    const [back] = await after.query(`SELECT product_id, quantity, unit_price_paise, amount_paise FROM customer_order WHERE id = $1`, [cod.id]);
    expect(back).toEqual({ product_id: product.id, quantity: 3, unit_price_paise: 39999, amount_paise: 119997 });
    await after.destroy();
  });
});
