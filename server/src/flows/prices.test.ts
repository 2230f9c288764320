import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../test/builders';
import { SHOP_LEGAL_DETAILS } from '../test/documents';
import { shipAndDeliver, twoReturnVideos } from '../test/order-builders';
import { startTestShop, type TestShop } from '../test/shop';
import { aStaffMember } from '../test/staff-builders';
import { InvoiceEntity } from '../modules/invoices/invoice.entity';
import { ordersService } from '../modules/orders/orders.service';
import { systemContext } from '../context';

/**
 * Issue 29's promises, as a shopper and staff observe them: one price engine gives the cart, the order
 * placed from it, its invoice, its credit note and refund the same numbers; shipping follows the
 * owner's rules; coupons are refused with a reason and counted in the order's transaction.
 */

let shop: TestShop;
let owner: string;
let manager: string;
let support: string;

beforeAll(async () => {
  shop = await startTestShop();
  owner = (await aStaffMember(shop, 'owner')).token;
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
});

async function ok<T = any>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await shop.gql(query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as T;
}
async function refusal(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql(query, variables, token);
  return { code: res.body.errors?.[0]?.extensions?.code, message: res.body.errors?.[0]?.message };
}

const CART_FIELDS = 'subtotalPaise discountPaise shippingPaise totalPaise freeShippingGapPaise promotions { title code savingPaise } coupon { code applied message } items { product { id } lineTotalPaise discountPaise }';
const CART = `{ cart { ${CART_FIELDS} } }`;
const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { ${CART_FIELDS} } }`;
const APPLY = `mutation($code: String!) { applyCouponCode(code: $code) { ${CART_FIELDS} } }`;
const CHECKOUT = `mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id subtotalPaise discountPaise shippingPaise totalPaise
  promotions { title code savingPaise } lines { id productId unitPricePaise quantity discountPaise amountPaise } } }`;
const CREATE = 'mutation($input: PromotionInput!) { createPromotion(input: $input) { id title active usedCount } }';

const checkout = (token: string) => shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...A_DELIVERY_ADDRESS } }, token);

async function aShopperWithCart(items: { productId: string; quantity?: number }[]) {
  const shopper = await aShopper(shop);
  for (const item of items) await ok(shopper.token, ADD, { input: { productId: item.productId, size: 'M', quantity: item.quantity ?? 1 } });
  return shopper;
}

describe('a Buy 3 @ ₹999 cart, its order, invoice and a returned line', () => {
  let bundleTitle: string;
  beforeAll(async () => {
    await ok(owner, 'mutation($input: ShopLegalDetailsInput!) { setShopLegalDetails(input: $input) { gstin } }', { input: SHOP_LEGAL_DETAILS });
    const created = await ok(manager, CREATE, {
      input: { title: 'Buy 3 @ ₹999', kind: 'bundle', targets: ['collection:buy 3 @999'], bundleSize: 3, bundlePricePaise: 99900, combines: false },
    });
    bundleTitle = created.createPromotion.title;
    expect(created.createPromotion).toMatchObject({ active: true, usedCount: 0 });
  });

  it('three items under ₹500 cost ₹999 in the cart, in the order and on the invoice; each invoice line is taxed on its discounted price', async () => {
    const a = await aProduct(shop.app.db, { pricePaise: 45999, mrpPaise: 79999, hsnCode: '6109' });
    const b = await aProduct(shop.app.db, { pricePaise: 39999, mrpPaise: 69999, hsnCode: '6109' });
    const c = await aProduct(shop.app.db, { pricePaise: 34999, mrpPaise: 59999, hsnCode: '6109' });
    const shopper = await aShopperWithCart([{ productId: a.id }, { productId: b.id }, { productId: c.id }]);
    const { cart } = await ok(shopper.token, CART);
    expect(cart.subtotalPaise - cart.discountPaise).toBe(99900);
    expect(cart).toMatchObject({ subtotalPaise: 120997, discountPaise: 21097, shippingPaise: 7000, totalPaise: 106900, freeShippingGapPaise: 100, coupon: null });
    expect(cart.promotions).toEqual([{ title: bundleTitle, code: null, savingPaise: 21097 }]);
    // The bundle's ₹999 split in proportion to the prices, to the paisa.
    expect(cart.items.map((i: { lineTotalPaise: number; discountPaise: number }) => i.lineTotalPaise - i.discountPaise)).toEqual([37979, 33025, 28896]);

    const res = await checkout(shopper.token);
    expect(res.body.errors).toBeUndefined();
    const order = res.body.data.checkoutCart;
    expect(order).toMatchObject({ subtotalPaise: cart.subtotalPaise, discountPaise: cart.discountPaise, shippingPaise: cart.shippingPaise, totalPaise: cart.totalPaise });
    expect(order.promotions).toEqual(cart.promotions);
    expect(order.lines.map((l: { amountPaise: number }) => l.amountPaise)).toEqual([37979, 33025, 28896]);

    // The invoice, issued as the goods leave.
    await shipAndDeliver(shop, support, order.id);
    const invoice = await shop.app.db.getRepository(InvoiceEntity).findOneByOrFail({ orderId: order.id, kind: 'invoice' });
    expect(invoice.totalPaise).toBe(order.totalPaise);
    const goods = invoice.lines.filter((l) => l.unit === 'PCS');
    expect(goods.map((l) => [l.discountPaise, l.amountPaise])).toEqual(order.lines.map((l: { discountPaise: number; amountPaise: number }) => [l.discountPaise, l.amountPaise]));
    for (const l of goods) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.amountPaise);
    expect(invoice.lines.find((l) => l.description === 'Delivery charges')?.amountPaise).toBe(7000);

    // A line returned from the bundle is refunded its share of ₹999, and the credit note says the same.
    const line = order.lines[0];
    const input = { orderId: order.id, lineId: line.id, kind: 'RETURN', reason: 'size_issue', upiId: 'asha.k@okaxis', videoIds: await twoReturnVideos(shop, shopper.token, { orderId: order.id, lineId: line.id }) };
    const { requestReturn } = await ok(shopper.token, 'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id refundAmountPaise } }', { input });
    expect(requestReturn.refundAmountPaise).toBe(37979);
    await ok(manager, 'mutation($id: ID!) { approveReturn(id: $id) { state } }', { id: requestReturn.id });
    await ok(support, 'mutation($id: ID!) { markReturnReceived(id: $id) { request { state } } }', { id: requestReturn.id });
    const refunded = await ok(manager, 'mutation($id: ID!) { refundReturn(id: $id, upiPayoutReference: "UTR123456789") { refundAmountPaise refundState } }', { id: requestReturn.id });
    expect(refunded.refundReturn.refundAmountPaise).toBe(37979);
    const [note] = await shop.app.db.getRepository(InvoiceEntity).find({ where: { orderId: order.id, kind: 'credit_note' } });
    expect(note.totalPaise).toBe(37979);
  });

  it('six items make two bundles; items outside the collection pay their price', async () => {
    const cheap = await Promise.all([49999, 45999, 39999, 37999, 36999, 34999].map((p) => aProduct(shop.app.db, { pricePaise: p, mrpPaise: 99999 })));
    const dear = await aProduct(shop.app.db, { pricePaise: 89999, mrpPaise: 99999 });
    const shopper = await aShopperWithCart([...cheap, dear].map((p) => ({ productId: p.id })));
    const { cart } = await ok(shopper.token, CART);
    expect(cart.subtotalPaise - cart.discountPaise).toBe(2 * 99900 + 89999);
    expect(cart.items.at(-1).discountPaise).toBe(0);
    expect(cart.shippingPaise).toBe(0);
  });
});

describe('shipping rules the owner sets', () => {
  it('free at or over ₹1000 after discounts, ₹70 below; the owner changes them (audited) and carts follow', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 100000, mrpPaise: 150000, category: 'women', kind: 'dress' });
    const q = await aProduct(shop.app.db, { pricePaise: 99999, mrpPaise: 150000, category: 'women', kind: 'dress' });
    expect((await ok((await aShopperWithCart([{ productId: p.id }])).token, CART)).cart).toMatchObject({ shippingPaise: 0, totalPaise: 100000 });
    const below = await aShopperWithCart([{ productId: q.id }]);
    expect((await ok(below.token, CART)).cart).toMatchObject({ shippingPaise: 7000, totalPaise: 106999, freeShippingGapPaise: 1 });
    expect((await shop.gql('{ shippingRules { freeOverPaise flatPaise codFeePaise } }')).body.data.shippingRules).toEqual({ freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 });

    const SET = 'mutation($input: ShippingRulesInput!) { setShippingRules(input: $input) { freeOverPaise flatPaise codFeePaise } }';
    expect((await refusal(manager, SET, { input: { freeOverPaise: 50000, flatPaise: 4900, codFeePaise: 0 } })).code).toBe('FORBIDDEN');
    await ok(owner, SET, { input: { freeOverPaise: 50000, flatPaise: 4900, codFeePaise: 0 } });
    try {
      expect((await ok(below.token, CART)).cart).toMatchObject({ shippingPaise: 0, totalPaise: 99999 });
      const [audit] = await shop.app.db.query(`SELECT before, after FROM audit_entry WHERE entity_id = 'shipping.rules' ORDER BY id DESC LIMIT 1`);
      expect(audit).toEqual({ before: { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 }, after: { freeOverPaise: 50000, flatPaise: 4900, codFeePaise: 0 } });
    } finally {
      await ok(owner, SET, { input: { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 } });
    }
  });

  it('a COD fee the owner sets is quoted before the order and charged on cash-on-delivery orders only', async () => {
    const SET = 'mutation($input: ShippingRulesInput!) { setShippingRules(input: $input) { codFeePaise } }';
    await ok(owner, SET, { input: { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 2500 } });
    try {
      const p = await aProduct(shop.app.db, { pricePaise: 150000, mrpPaise: 199900, stock: 5, category: 'women', kind: 'dress' });
      const quote = (await shop.gql('query($id: ID!) { buyNowQuote(productId: $id, quantity: 1) { totalPaise codFeePaise } }', { id: p.id })).body.data.buyNowQuote;
      expect(quote).toEqual({ totalPaise: 150000, codFeePaise: 2500 });
      const PLACE = 'mutation($id: ID!, $input: OrderRequestInput!) { placeOrder(productId: $id, input: $input) { totalPaise codFeePaise shippingPaise } }';
      const cod = await ok((await aShopper(shop)).token, PLACE, { id: p.id, input: { quantity: 1, size: 'M', paymentMode: 'COD', ...A_DELIVERY_ADDRESS } });
      expect(cod.placeOrder).toEqual({ totalPaise: 152500, codFeePaise: 2500, shippingPaise: 0 });
      const online = await ok((await aShopper(shop)).token, PLACE, { id: p.id, input: { quantity: 1, size: 'M', paymentMode: 'Razorpay', ...A_DELIVERY_ADDRESS } });
      expect(online.placeOrder).toEqual({ totalPaise: 150000, codFeePaise: 0, shippingPaise: 0 });
    } finally {
      await ok(owner, SET, { input: { freeOverPaise: 100000, flatPaise: 7000, codFeePaise: 0 } });
    }
  });

  it('Buy Now follows the same rule, and its quote is what the order costs', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 59999, mrpPaise: 99999, category: 'women', kind: 'dress' });
    const quote = (await shop.gql('query($id: ID!) { buyNowQuote(productId: $id, quantity: 1) { subtotalPaise discountPaise shippingPaise totalPaise } }', { id: p.id })).body.data.buyNowQuote;
    expect(quote).toEqual({ subtotalPaise: 59999, discountPaise: 0, shippingPaise: 7000, totalPaise: 66999 });
    const shopper = await aShopper(shop);
    const placed = await ok(shopper.token, 'mutation($id: ID!, $input: OrderRequestInput!) { placeOrder(productId: $id, input: $input) { totalPaise shippingPaise } }', {
      id: p.id,
      input: { quantity: 1, size: 'M', paymentMode: 'COD', ...A_DELIVERY_ADDRESS },
    });
    expect(placed.placeOrder).toEqual({ totalPaise: 66999, shippingPaise: 7000 });
  });
});

describe('coupons', () => {
  it('WELCOME10: a clear reason below its minimum; 10 % off a first order; the second use is refused', async () => {
    await ok(manager, CREATE, { input: { title: 'Welcome 10% off', kind: 'coupon', code: 'WELCOME10', valueType: 'percent', value: 10, minOrderPaise: 49900, firstOrderOnly: true, perShopperLimit: 1 } });
    const small = await aProduct(shop.app.db, { pricePaise: 34900, mrpPaise: 34900, category: 'women', kind: 'dress' });
    const big = await aProduct(shop.app.db, { pricePaise: 129900, mrpPaise: 149900, category: 'women', kind: 'dress' });
    const shopper = await aShopperWithCart([{ productId: small.id }]);
    expect(await refusal(shopper.token, APPLY, { code: 'welcome10' })).toEqual({ code: 'COUPON_NOT_APPLICABLE', message: 'Add ₹150 more to use WELCOME10.' });
    expect(await refusal(shopper.token, APPLY, { code: 'NOPE' })).toEqual({ code: 'COUPON_NOT_APPLICABLE', message: 'NOPE is not a valid coupon code.' });
    await ok(shopper.token, 'mutation { removeFromCart(productId: "' + small.id + '") { id } }');
    await ok(shopper.token, ADD, { input: { productId: big.id, size: 'M' } });
    const applied = (await ok(shopper.token, APPLY, { code: ' welcome10 ' })).applyCouponCode;
    expect(applied).toMatchObject({ subtotalPaise: 129900, discountPaise: 12990, shippingPaise: 0, totalPaise: 116910, coupon: { code: 'WELCOME10', applied: true, message: null } });
    expect(applied.promotions).toEqual([{ title: 'Welcome 10% off', code: 'WELCOME10', savingPaise: 12990 }]);
    const order = (await checkout(shopper.token)).body.data.checkoutCart;
    expect(order).toMatchObject({ discountPaise: 12990, totalPaise: 116910 });
    // The code left the cart with the order; the second use is refused with the reason.
    await ok(shopper.token, ADD, { input: { productId: big.id, size: 'M' } });
    expect((await ok(shopper.token, CART)).cart.coupon).toBeNull();
    expect(await refusal(shopper.token, APPLY, { code: 'WELCOME10' })).toEqual({ code: 'COUPON_NOT_APPLICABLE', message: 'You have already used WELCOME10.' });
    // Cancelling the order gives the use back.
    await ok(shopper.token, 'mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: order.id });
    expect((await ok(shopper.token, APPLY, { code: 'WELCOME10' })).applyCouponCode.coupon).toEqual({ code: 'WELCOME10', applied: true, message: null });
  });

  it('50 shoppers racing for a 10-use coupon: exactly 10 discounted orders; the others are refused; a cancelled one gives its use back', async () => {
    const created = await ok(manager, CREATE, { input: { title: 'Flash ₹100 off', kind: 'coupon', code: 'RACE10', valueType: 'fixed', value: 10000, totalLimit: 10 } });
    const product = await aProduct(shop.app.db, { pricePaise: 120000, mrpPaise: 150000, stock: 100, category: 'women', kind: 'dress' });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => aShopperWithCart([{ productId: product.id }])));
    for (const s of shoppers) await ok(s.token, APPLY, { code: 'RACE10' });
    const results = await Promise.all(shoppers.map((s) => checkout(s.token)));
    const placed = results.filter((r) => !r.body.errors).map((r) => r.body.data.checkoutCart);
    const refused = results.filter((r) => r.body.errors).map((r) => [r.body.errors[0].extensions.code, r.body.errors[0].message]);
    expect(placed).toHaveLength(10);
    for (const o of placed) expect(o).toMatchObject({ discountPaise: 10000, totalPaise: 110000 });
    expect(new Set(refused.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify(['COUPON_NOT_APPLICABLE', 'RACE10 has been fully redeemed. Remove the code to order without it.'])]));
    const count = async () => (await shop.app.db.query('SELECT used_count FROM promotion WHERE id = $1', [created.createPromotion.id]))[0].used_count;
    expect(await count()).toBe(10);
    // The refused ones took no stock.
    expect(await fewestInStock(shop.app.db, product.id)).toBe(90); // the size they ordered: 100 of each size

    const winner = results.findIndex((r) => !r.body.errors);
    await ok(shoppers[winner].token, 'mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: results[winner].body.data.checkoutCart.id });
    expect(await count()).toBe(9);
    const loser = shoppers[results.findIndex((r) => r.body.errors)];
    expect((await ok(loser.token, CART)).cart.coupon).toEqual({ code: 'RACE10', applied: true, message: null });
    expect((await checkout(loser.token)).body.data.checkoutCart).toMatchObject({ discountPaise: 10000 });
    expect(await count()).toBe(10);
  });
});

describe('an order is priced before its products are locked', () => {
  /** Waits until a placement is queued on a product's row lock (held by the test). */
  async function aPlacementWaitsOnALock(): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const [{ waiting }] = await shop.asOwner(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%place_order%'`);
      if (waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no placement waited on the lock');
  }

  it('a price changed while the order waited for the product is charged as it stands when the stock is taken, once', async () => {
    const product = await aProduct(shop.app.db, { pricePaise: 100000, mrpPaise: 150000, stock: 5, category: 'women', kind: 'dress' });
    const shopper = await aShopperWithCart([{ productId: product.id }]);
    expect((await ok(shopper.token, CART)).cart).toMatchObject({ subtotalPaise: 100000, totalPaise: 100000 });
    const holder = shop.app.db.createQueryRunner();
    await holder.connect();
    try {
      await holder.startTransaction();
      await holder.query('SELECT 1 FROM product WHERE id = $1 FOR UPDATE', [product.id]);
      const placing = checkout(shopper.token);
      // The order was priced at ₹1,000 and waits for the product's row; the price goes up meanwhile.
      await aPlacementWaitsOnALock();
      await holder.query('UPDATE product SET price_paise = 120000 WHERE id = $1', [product.id]);
      await holder.commitTransaction();
      const placed = await placing;
      expect(placed.body.errors, JSON.stringify(placed.body.errors)).toBeUndefined();
      expect(placed.body.data.checkoutCart).toMatchObject({ subtotalPaise: 120000, discountPaise: 0, shippingPaise: 0, totalPaise: 120000 });
      expect(placed.body.data.checkoutCart.lines).toMatchObject([{ unitPricePaise: 120000, quantity: 1, discountPaise: 0, amountPaise: 120000 }]);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    const orders = await shop.app.db.query('SELECT total_paise FROM customer_order WHERE user_id = $1', [shopper.user.id]);
    expect(orders).toEqual([{ total_paise: 120000 }]);
    expect(await fewestInStock(shop.app.db, product.id)).toBe(4);
  });

  it('prices that keep changing under the order: tried three times, then PRICES_CHANGED, and nothing is placed', async () => {
    const product = await aProduct(shop.app.db, { pricePaise: 80000, mrpPaise: 120000, stock: 5, category: 'women', kind: 'dress' });
    const shopper = await aShopperWithCart([{ productId: product.id }]);
    // Every try, between its pricing and place_order, raises the product's price in its own transaction
    // (the cart's line leaving fires it), as if staff changed it each time: place_order finds another
    // unit price under the lock, and the whole try is rolled back, the raise with it.
    // A sequence counts the tries: nextval is not undone with them.
    await shop.asOwner(`CREATE SEQUENCE price_raises`);
    await shop.asOwner(`CREATE FUNCTION raise_price() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
      BEGIN PERFORM nextval('price_raises'); UPDATE product SET price_paise = price_paise + 100 WHERE id = OLD.product_id; RETURN OLD; END $$`);
    await shop.asOwner(`CREATE TRIGGER raise_price AFTER DELETE ON cart_item FOR EACH ROW WHEN (OLD.product_id = '${product.id}') EXECUTE FUNCTION raise_price()`);
    try {
      const refused = await checkout(shopper.token);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Prices changed while your order was being placed. Please review your order and try again.',
        extensions: { code: 'PRICES_CHANGED' },
      });
      expect(await shop.asOwner('SELECT last_value::int AS tries FROM price_raises')).toEqual([{ tries: 3 }]);
    } finally {
      await shop.asOwner('DROP TRIGGER raise_price ON cart_item');
      await shop.asOwner('DROP FUNCTION raise_price()');
      await shop.asOwner('DROP SEQUENCE price_raises');
    }
    expect(await shop.app.db.query('SELECT count(*)::int AS n FROM customer_order WHERE user_id = $1', [shopper.user.id])).toEqual([{ n: 0 }]);
    expect(await fewestInStock(shop.app.db, product.id)).toBe(5);
    const [{ price_paise }] = await shop.app.db.query('SELECT price_paise FROM product WHERE id = $1', [product.id]);
    expect(price_paise).toBe(80000);
    // The cart is as it was, and once prices hold still the order goes through at the price shown.
    expect((await ok(shopper.token, CART)).cart.items).toEqual([expect.objectContaining({ product: { id: product.id } })]);
    const placed = await checkout(shopper.token);
    expect(placed.body.data.checkoutCart).toMatchObject({ subtotalPaise: 80000 });
  });

  it('a refused order leaves what was written before place_order undone, and its attempt counted', async () => {
    const product = await aProduct(shop.app.db, { pricePaise: 70000, mrpPaise: 90000, stock: 1, category: 'women', kind: 'dress' });
    const first = await aShopperWithCart([{ productId: product.id }]);
    const second = await aShopperWithCart([{ productId: product.id }]);
    expect((await checkout(first.token)).body.errors).toBeUndefined();
    const refused = await checkout(second.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
    // The cart keeps its line, no mail was queued, and the attempt counts towards the shopper's limit.
    expect((await ok(second.token, CART)).cart.items).toEqual([expect.objectContaining({ product: { id: product.id } })]);
    const mails = async (email: string) => (await shop.app.db.query('SELECT kind FROM mail_message WHERE to_address = $1', [email])).map((m: { kind: string }) => m.kind);
    expect(await mails(second.user.email)).toEqual([]);
    expect(await mails(first.user.email)).toEqual(['order.placed']);
    const attempts = async (userId: string) => (await shop.app.db.query('SELECT coalesce(sum(count), 0)::int AS n FROM rate_limit WHERE key = $1', [`order:user:${userId}`]))[0].n;
    expect(await attempts(second.user.id)).toBe(1);
    expect(await attempts(first.user.id)).toBe(1);
  });

  it('a coupon once per shopper goes to one of their orders placed at the same moment', async () => {
    await ok(manager, CREATE, { input: { title: 'Once each ₹50 off', kind: 'coupon', code: 'ONCEEACH', valueType: 'fixed', value: 5000, perShopperLimit: 1 } });
    const product = await aProduct(shop.app.db, { pricePaise: 60000, mrpPaise: 90000, stock: 20, category: 'women', kind: 'dress' });
    const shopper = await aShopperWithCart([{ productId: product.id }]);
    await ok(shopper.token, APPLY, { code: 'ONCEEACH' });
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(shopper.token)));
    const placed = results.filter((r) => !r.body.errors).map((r) => r.body.data.checkoutCart);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ discountPaise: 5000 });
    // The others found the cart emptied by it, or the code used by it.
    for (const r of results.filter((r) => r.body.errors)) expect(['COUPON_NOT_APPLICABLE', 'CART_EMPTY']).toContain(r.body.errors[0].extensions.code);
    const [{ used }] = await shop.app.db.query(
      `SELECT count(*)::int AS used FROM promotion_redemption r JOIN promotion p ON p.id = r.promotion_id WHERE p.code = 'ONCEEACH' AND r.user_id = $1`,
      [shopper.user.id],
    );
    expect(used).toBe(1);
  });
});

describe('an automatic sale', () => {
  it('shows on the product at once as its price now, is applied in the cart by name, and stops when paused', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 200000, mrpPaise: 300000, category: 'women', kind: 'shirt' });
    const price = async () => (await shop.gql('query($id: ID!) { product(id: $id) { pricePaise mrpPaise salePricePaise } }', { id: p.id })).body.data.product;
    expect(await price()).toEqual({ pricePaise: 200000, mrpPaise: 300000, salePricePaise: null });
    const { createPromotion } = await ok(manager, CREATE, { input: { title: 'Shirt week: 20% off', kind: 'sale', targets: [`product:${p.id}`], valueType: 'percent', value: 20 } });
    expect(await price()).toEqual({ pricePaise: 200000, mrpPaise: 300000, salePricePaise: 160000 });
    // Legacy REST keeps its shape and says the same: the price now, the MRP, the real percent off it.
    const legacy = (await shop.http(`/api/v1/products/${p.id}`)).body;
    expect(legacy).toMatchObject({ price: 1600, maxPrice: 3000, offer: 46 });
    const shopper = await aShopperWithCart([{ productId: p.id }]);
    expect((await ok(shopper.token, CART)).cart).toMatchObject({ subtotalPaise: 200000, discountPaise: 40000, totalPaise: 160000, promotions: [{ title: 'Shirt week: 20% off', code: null, savingPaise: 40000 }] });
    await ok(manager, 'mutation($id: ID!) { setPromotionPaused(id: $id, paused: true) { paused active } }', { id: createPromotion.id });
    expect((await price()).salePricePaise).toBeNull();
    expect((await ok(shopper.token, CART)).cart).toMatchObject({ discountPaise: 0, totalPaise: 200000, promotions: [] });
  });
});

describe('a sale on a collection', () => {
  it('lowers the price of the products in it and of no other, whichever way they are read', async () => {
    const inside = await aProduct(shop.app.db, { pricePaise: 40000, mrpPaise: 90000, category: 'accessories', kind: 'mug' });
    const outside = await aProduct(shop.app.db, { pricePaise: 60000, mrpPaise: 90000, category: 'accessories', kind: 'mug' });
    const { createPromotion } = await ok(manager, CREATE, { input: { title: 'Under ₹500: 10% off', kind: 'sale', targets: ['collection:buy 3 @999'], valueType: 'percent', value: 10 } });
    const one = async (id: string) => (await shop.gql('query($id: ID!) { product(id: $id) { salePricePaise } }', { id })).body.data.product.salePricePaise;
    expect([await one(inside.id), await one(outside.id)]).toEqual([36000, null]);
    const listed = (await shop.gql('query($s: String) { searchProducts(input: { search: $s, limit: 48 }) { items { id salePricePaise } } }', { s: 'mug' })).body.data.searchProducts.items as { id: string; salePricePaise: number | null }[];
    expect(listed.find((p) => p.id === inside.id)?.salePricePaise).toBe(36000);
    expect(listed.find((p) => p.id === outside.id)?.salePricePaise).toBeNull();
    await ok(manager, 'mutation($id: ID!) { setPromotionPaused(id: $id, paused: true) { paused } }', { id: createPromotion.id });
  });
});

describe('a scheduled sale', () => {
  it('shows on the product the moment it starts and stops the moment it ends, with no write in between', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 100000, mrpPaise: 150000, category: 'men', kind: 'shirt' });
    const price = async () => (await shop.gql('query($id: ID!) { product(id: $id) { salePricePaise } }', { id: p.id })).body.data.product.salePricePaise;
    const startsAt = new Date(Date.now() + 1500);
    const endsAt = new Date(startsAt.getTime() + 1500);
    await ok(manager, CREATE, { input: { title: 'Flash hour', kind: 'sale', targets: [`product:${p.id}`], valueType: 'percent', value: 10, startsAt, endsAt } });
    expect(await price()).toBeNull();
    await new Promise((r) => setTimeout(r, startsAt.getTime() - Date.now() + 50));
    expect(await price()).toBe(90000);
    await new Promise((r) => setTimeout(r, endsAt.getTime() - Date.now() + 50));
    expect(await price()).toBeNull();
  });
});

describe('a coupon use given back', () => {
  it('an unpaid online order that expires gives its use back, once', async () => {
    const created = await ok(manager, CREATE, { input: { title: 'One use only', kind: 'coupon', code: 'ONCE50', valueType: 'percent', value: 50, totalLimit: 1 } });
    const product = await aProduct(shop.app.db, { pricePaise: 120000, mrpPaise: 150000, stock: 10, category: 'women', kind: 'dress' });
    const shopper = await aShopperWithCart([{ productId: product.id }]);
    await ok(shopper.token, APPLY, { code: 'ONCE50' });
    const placed = await shop.gql(CHECKOUT, { input: { paymentMode: 'Razorpay', ...A_DELIVERY_ADDRESS } }, shopper.token);
    expect(placed.body.data.checkoutCart).toMatchObject({ discountPaise: 60000, shippingPaise: 7000, totalPaise: 67000 }); // below ₹1,000 after the discount: ₹70 shipping
    const used = async () => (await shop.app.db.query('SELECT used_count FROM promotion WHERE id = $1', [created.createPromotion.id]))[0].used_count;
    expect(await used()).toBe(1);
    // Someone else is refused while the unpaid order holds the use.
    const other = await aShopperWithCart([{ productId: product.id }]);
    expect(await refusal(other.token, APPLY, { code: 'ONCE50' })).toEqual({ code: 'COUPON_NOT_APPLICABLE', message: 'ONCE50 has been fully redeemed.' });
    await shop.app.db.query(`UPDATE customer_order SET reserved_until = now() - interval '1 minute' WHERE id = $1`, [placed.body.data.checkoutCart.id]);
    expect(await ordersService.expireDue(systemContext(shop.app))).toBeGreaterThanOrEqual(1);
    expect(await used()).toBe(0);
    expect(await ordersService.expireDue(systemContext(shop.app))).toBe(0);
    expect(await used()).toBe(0);
    expect((await ok(other.token, APPLY, { code: 'ONCE50' })).applyCouponCode.coupon).toEqual({ code: 'ONCE50', applied: true, message: null });
  });
});

describe('the checkout a shopper expects', () => {
  it('offers the addresses of earlier orders, each once, the last used first', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 120000, mrpPaise: 150000, stock: 10, category: 'women', kind: 'dress' });
    const shopper = await aShopper(shop);
    const PLACE = 'mutation($id: ID!, $input: OrderRequestInput!) { placeOrder(productId: $id, input: $input) { id } }';
    const other = { ...A_DELIVERY_ADDRESS, address: '12 Residency Road', pincode: '560001', district: 'Bangalore', state: 'Karnataka', area: 'MG Road' };
    for (const address of [A_DELIVERY_ADDRESS, other, A_DELIVERY_ADDRESS]) {
      await ok(shopper.token, PLACE, { id: p.id, input: { quantity: 1, size: 'M', paymentMode: 'COD', ...address } });
    }
    const { mySavedAddresses } = await ok(shopper.token, '{ mySavedAddresses { address pincode district state mobileNumber } }');
    expect(mySavedAddresses).toEqual([
      { address: A_DELIVERY_ADDRESS.address, pincode: A_DELIVERY_ADDRESS.pincode, district: A_DELIVERY_ADDRESS.district, state: A_DELIVERY_ADDRESS.state, mobileNumber: A_DELIVERY_ADDRESS.mobileNumber },
      { address: other.address, pincode: other.pincode, district: other.district, state: other.state, mobileNumber: other.mobileNumber },
    ]);
    expect((await ok((await aShopper(shop)).token, '{ mySavedAddresses { address } }')).mySavedAddresses).toEqual([]);
    expect((await refusal('', '{ mySavedAddresses { address } }')).code).toBe('UNAUTHENTICATED');
  });
});

