import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

let shop: TestShop;
let manager: string;
let support: string;

beforeAll(async () => {
  shop = await startTestShop();
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const ADJUST = `mutation ($input: StockAdjustmentInput!) { adjustStock(input: $input) { id stock stockState } }`;
const LEDGER = `query ($id: ID!) { stockLedger(productId: $id, limit: 100) { total items { delta reason orderId staffEmail note balanceAfter } } }`;

/** Products whose stock is not the sum of their ledger, with both figures: none, always. */
async function ledgerMismatches(): Promise<unknown[]> {
  return shop.app.db.query(
    `SELECT p.id, p.stock, coalesce(sum(l.delta), 0)::int AS ledger
     FROM product p LEFT JOIN stock_ledger l ON l.product_id = p.id
     GROUP BY p.id HAVING p.stock <> coalesce(sum(l.delta), 0)`,
  );
}

const buy = (productId: string, token: string, paymentMode: 'COD' | 'Razorpay', quantity = 1) =>
  shop.http(`/api/v1/orders/order/${productId}`, { method: 'POST', body: { quantity, paymentMode, size: 'NA', ...A_DELIVERY_ADDRESS }, token });

describe('the stock ledger', () => {
  it("holds every change, orders included, and a product's stock always equals the sum of its ledger", async () => {
    const mug = await aProduct(shop.app.db, { kind: 'mug', availableSizes: [], stock: 6 });
    const shopper = await aShopper(shop);

    const cod = await buy(mug.id, shopper.token, 'COD', 2);
    expect(cod.status).toBe(200);
    const online = await buy(mug.id, shopper.token, 'Razorpay');
    expect(online.status).toBe(200);
    expect((await shop.gql('mutation ($id: ID!) { abandonPayment(orderId: $id) { id } }', { id: online.body.order._id }, shopper.token)).body.errors).toBeUndefined();
    const codOrderId = (await shop.app.db.query(`SELECT id FROM customer_order WHERE user_id = $1 AND payment_mode = 'COD'`, [shopper.user.id]))[0].id;
    expect((await shop.gql('mutation ($id: ID!) { cancelOrder(id: $id) { id } }', { id: codOrderId }, shopper.token)).body.errors).toBeUndefined();

    const received = await shop.gql(ADJUST, { input: { productId: mug.id, reason: 'RECEIVED', delta: 10, note: 'Delivery from Jaipur' } }, manager);
    expect(received.body.errors).toBeUndefined();
    expect(received.body.data.adjustStock.stock).toBe(16);
    const counted = await shop.gql(ADJUST, { input: { productId: mug.id, reason: 'CORRECTION', count: 13 } }, manager);
    expect(counted.body.data.adjustStock).toMatchObject({ stock: 13, stockState: 'IN_STOCK' });

    const ledger = await shop.gql(LEDGER, { id: mug.id }, manager);
    expect(ledger.body.errors).toBeUndefined();
    const rows = [...ledger.body.data.stockLedger.items].reverse();
    expect(rows.map((r: { reason: string; delta: number; balanceAfter: number }) => [r.reason, r.delta, r.balanceAfter])).toEqual([
      ['INITIAL', 6, 6],
      ['ORDER_PLACED', -2, 4],
      ['ORDER_PLACED', -1, 3],
      ['ORDER_RELEASED', 1, 4],
      ['ORDER_RELEASED', 2, 6],
      ['RECEIVED', 10, 16],
      ['CORRECTION', -3, 13],
    ]);
    // Placing an order names it; staff changes name the staff member and keep the note.
    expect(rows[1].orderId).toBe(codOrderId);
    expect(rows[2].orderId).toBe(online.body.order._id);
    expect(rows[5]).toMatchObject({ staffEmail: expect.stringContaining('manager'), note: 'Delivery from Jaipur' });
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('refuses a change below zero with a field error, and changes nothing', async () => {
    const cap = await aProduct(shop.app.db, { kind: 'cap', availableSizes: [], stock: 3 });
    const res = await shop.gql(ADJUST, { input: { productId: cap.id, reason: 'DAMAGED', delta: -4 } }, manager);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Only 3 in stock: at most 3 can be taken away.', extensions: { code: 'BAD_USER_INPUT', fields: { delta: expect.any(String) } } });
    const both = await shop.gql(ADJUST, { input: { productId: cap.id, reason: 'FOUND', delta: 1, count: 4 } }, manager);
    expect(both.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { count: expect.any(String) } });
    expect((await shop.gql(LEDGER, { id: cap.id }, manager)).body.data.stockLedger.total).toBe(1);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('keeps to its ledger under concurrent adjustments and orders', async () => {
    const bottle = await aProduct(shop.app.db, { kind: 'bottle', availableSizes: [], stock: 30 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => aShopper(shop)));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => shop.gql(ADJUST, { input: { productId: bottle.id, reason: i % 2 ? 'DAMAGED' : 'RECEIVED', delta: i % 2 ? -3 : 2 } }, manager)),
      ...buyers.map((b) => buy(bottle.id, b.token, 'COD')),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await ledgerMismatches()).toEqual([]);
    const [{ stock }] = await shop.app.db.query(`SELECT stock FROM product WHERE id = $1`, [bottle.id]);
    expect(stock).toBeGreaterThanOrEqual(0);
  });

  it('lists products at or below their threshold, fewest first, and lets staff set the threshold', async () => {
    const low = await aProduct(shop.app.db, { name: 'Low Stock Tee', stock: 2 });
    const out = await aProduct(shop.app.db, { name: 'Sold Out Tee', stock: 0 });
    const plenty = await aProduct(shop.app.db, { name: 'Plenty Tee', stock: 50 });
    const list = async () =>
      (await shop.gql(`{ lowStockProducts(limit: 20) { total items { id stock stockState sizes { stock lowStockThreshold } } } }`, {}, manager)).body.data.lowStockProducts;
    let answer = await list();
    const ids = answer.items.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([low.id, out.id]));
    expect(ids).not.toContain(plenty.id);
    expect(ids.indexOf(out.id)).toBeLessThan(ids.indexOf(low.id));
    expect(answer.items.find((p: { id: string }) => p.id === out.id).stockState).toBe('OUT');
    // The total counts sizes: every low or sold-out size of the products listed.
    type Size = { stock: number; lowStockThreshold: number };
    const lowSizes = answer.items.flatMap((p: { sizes: Size[] }) => p.sizes.filter((v) => v.stock <= v.lowStockThreshold));
    expect(answer.total).toBe(lowSizes.length);

    const set = await shop.gql(`mutation ($id: ID!) { setLowStockThreshold(productId: $id, threshold: 60) { stockState lowStockThreshold } }`, { id: plenty.id }, manager);
    expect(set.body.data.setLowStockThreshold).toEqual({ stockState: 'LOW', lowStockThreshold: 60 });
    answer = await list();
    expect(answer.items.map((p: { id: string }) => p.id)).toContain(plenty.id);
  });

  it('is for managers and owners: support staff may not change or read stock', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const res = await shop.gql(ADJUST, { input: { productId: p.id, reason: 'FOUND', delta: 1 } }, support);
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.gql(LEDGER, { id: p.id }, support)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
