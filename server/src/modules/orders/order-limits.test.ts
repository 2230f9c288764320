import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { COD_ORDERS_MESSAGE, COD_VALUE_MESSAGE, QUANTITY_LIMIT_MESSAGE, TOO_MANY_PLACEMENTS, TOO_MANY_UNPAID } from './order-limits';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const body = (over: Record<string, unknown> = {}) => ({ quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS, ...over });
const PLACE = `mutation Place($productId: ID!, $input: OrderRequestInput!) { placeOrder(productId: $productId, input: $input) { id status quantity } }`;

const placeRest = (token: string, productId: string, over: Record<string, unknown> = {}) =>
  shop.http(`/api/v1/orders/order/${productId}`, { method: 'POST', body: body(over), token });
const placeGql = (token: string, productId: string, over: Record<string, unknown> = {}) => shop.gql(PLACE, { productId, input: body(over) }, token);

const stockOf = (id: string) => fewestInStock(shop.app.db, id);

describe('at most 10 units of one product across open orders', () => {
  it('refuses the 11th unit (REST 409, GraphQL QUANTITY_LIMIT) and leaves the stock alone; another shopper still buys', async () => {
    const p = await aProduct(shop.app.db, { stock: 100, pricePaise: 29900 });
    const { token } = await aShopper(shop);
    expect((await placeRest(token, p.id, { quantity: 6 })).status).toBe(200);
    expect((await placeGql(token, p.id, { quantity: 4 })).body.data?.placeOrder.quantity).toBe(4);

    const rest = await placeRest(token, p.id, { quantity: 1 });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: QUANTITY_LIMIT_MESSAGE });
    const gql = await placeGql(token, p.id, { quantity: 1 });
    expect(gql.body.errors?.[0]).toMatchObject({ message: QUANTITY_LIMIT_MESSAGE, extensions: { code: 'QUANTITY_LIMIT' } });
    // Paying online does not lift the product cap.
    expect((await placeRest(token, p.id, { quantity: 1, paymentMode: 'Razorpay' })).status).toBe(409);
    expect(await stockOf(p.id)).toBe(90);

    const other = await aShopper(shop);
    expect((await placeRest(other.token, p.id, { quantity: 10 })).status).toBe(200);
  });

  it('counts only open orders: a cancelled one frees its units', async () => {
    const p = await aProduct(shop.app.db, { stock: 100 });
    const { token } = await aShopper(shop);
    const first = await placeRest(token, p.id, { quantity: 10 });
    expect(first.status).toBe(200);
    expect((await placeRest(token, p.id)).status).toBe(409);
    expect((await shop.http(`/api/v1/orders/${first.body.order._id}/cancel`, { method: 'POST', token })).status).toBe(200);
    expect((await placeRest(token, p.id, { quantity: 10 })).status).toBe(200);
  });

  it('counts each product on its own: 10 units of one do not hold back another, in one order or several', async () => {
    const [a, b] = [await aProduct(shop.app.db, { stock: 100, pricePaise: 19900 }), await aProduct(shop.app.db, { stock: 100, pricePaise: 19900 })];
    const { token } = await aShopper(shop);
    expect((await placeRest(token, a.id, { quantity: 7, paymentMode: 'Razorpay' })).status).toBe(200);
    expect((await placeRest(token, a.id, { quantity: 3, paymentMode: 'Razorpay' })).status).toBe(200);
    expect((await placeRest(token, b.id, { quantity: 10, paymentMode: 'Razorpay' })).status).toBe(200);
    expect((await placeRest(token, a.id, { quantity: 1, paymentMode: 'Razorpay' })).status).toBe(409);
    expect((await placeRest(token, b.id, { quantity: 1, paymentMode: 'Razorpay' })).status).toBe(409);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([90, 90]);
  });
});

describe('cash on delivery: at most 5 open orders and ₹50,000', () => {
  it('refuses the 6th open COD order (REST 409, GraphQL ORDER_LIMIT); another shopper still buys', async () => {
    const { token } = await aShopper(shop);
    for (let i = 0; i < 5; i += 1) {
      const p = await aProduct(shop.app.db, { stock: 10, pricePaise: 49900 });
      expect((await placeRest(token, p.id)).status, `order ${i + 1}`).toBe(200);
    }
    const p = await aProduct(shop.app.db, { stock: 10, pricePaise: 49900 });
    const rest = await placeRest(token, p.id);
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: COD_ORDERS_MESSAGE });
    const gql = await placeGql(token, p.id);
    expect(gql.body.errors?.[0]).toMatchObject({ message: COD_ORDERS_MESSAGE, extensions: { code: 'ORDER_LIMIT' } });
    expect(await stockOf(p.id)).toBe(10);

    // Online payment is still open to this shopper, and COD to everyone else.
    expect((await placeRest(token, p.id, { paymentMode: 'Razorpay' })).status).toBe(200);
    expect((await placeRest((await aShopper(shop)).token, p.id)).status).toBe(200);
  });

  it('refuses a COD order that takes the open COD value past ₹50,000', async () => {
    const p = await aProduct(shop.app.db, { stock: 10, pricePaise: 20_000_00, mrpPaise: 30_000_00 });
    const { token } = await aShopper(shop);
    expect((await placeRest(token, p.id, { quantity: 2 })).status).toBe(200);
    const over = await placeRest(token, p.id, { quantity: 1 });
    expect(over).toMatchObject({ status: 409, body: { message: COD_VALUE_MESSAGE } });
    expect(COD_VALUE_MESSAGE).toContain('₹50,000');
    // Exactly at the cap is fine.
    const cheap = await aProduct(shop.app.db, { stock: 10, pricePaise: 10_000_00, mrpPaise: 12_000_00 });
    expect((await placeRest(token, cheap.id)).status).toBe(200);
  });

  it('holds under parallel orders from one shopper: exactly 5 of 8 go through', async () => {
    const { token } = await aShopper(shop);
    const products = await Promise.all(Array.from({ length: 8 }, () => aProduct(shop.app.db, { stock: 10, pricePaise: 9900 })));
    const answers = await Promise.all(products.map((p) => placeRest(token, p.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual([COD_ORDERS_MESSAGE, COD_ORDERS_MESSAGE, COD_ORDERS_MESSAGE]);
  });
});

describe('order placement is rate-limited per shopper', () => {
  it('answers 429 past 10 attempts in ten minutes, for that shopper only', async () => {
    const { token } = await aShopper(shop);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 10; i += 1) expect((await placeRest(token, missing)).status).toBe(404);
    const refused = await placeRest(token, missing);
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_PLACEMENTS } });
    expect((await placeGql(token, missing)).body.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');

    const p = await aProduct(shop.app.db);
    expect((await placeRest((await aShopper(shop)).token, p.id)).status).toBe(200);
  });
});

describe('Buy Now and the cart checkout obey the same rules, with the same answers', () => {
  const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }';
  const CHECKOUT = 'mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id status quantity } }';
  const addToCart = async (token: string, productId: string, quantity = 1, size = 'M') =>
    expect((await shop.gql(ADD, { input: { productId, size, quantity } }, token)).body.errors).toBeUndefined();
  const checkout = (token: string, paymentMode = 'COD') => shop.gql(CHECKOUT, { input: { paymentMode, ...A_DELIVERY_ADDRESS } }, token);
  const refusalOf = (res: { body: { errors?: { message: string; extensions?: { code?: string } }[] } }) => {
    const e = res.body.errors?.[0];
    return e && { message: e.message, code: e.extensions?.code };
  };

  it('one attempt counter: Buy Now attempts count against the cart checkout, and the other way round', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const { token } = await aShopper(shop);
    for (let i = 0; i < 10; i += 1) expect((await placeRest(token, missing)).status).toBe(404);
    expect(refusalOf(await checkout(token))).toEqual({ message: TOO_MANY_PLACEMENTS, code: 'TOO_MANY_REQUESTS' });

    const other = await aShopper(shop);
    for (let i = 0; i < 10; i += 1) expect(refusalOf(await checkout(other.token))?.code).toBe('CART_EMPTY');
    expect(refusalOf(await placeGql(other.token, missing))).toEqual({ message: TOO_MANY_PLACEMENTS, code: 'TOO_MANY_REQUESTS' });
  });

  it('the units cap counts Buy Now and cart orders together', async () => {
    const p = await aProduct(shop.app.db, { stock: 100, pricePaise: 19900 });
    const { token } = await aShopper(shop);
    expect((await placeRest(token, p.id, { quantity: 8 })).status).toBe(200);
    await addToCart(token, p.id, 3);
    expect(refusalOf(await checkout(token))).toEqual({ message: QUANTITY_LIMIT_MESSAGE, code: 'QUANTITY_LIMIT' });
    expect(await stockOf(p.id)).toBe(92);
  });

  it('the cash-on-delivery caps hold across both ways of ordering', async () => {
    const { token } = await aShopper(shop);
    for (let i = 0; i < 5; i += 1) {
      await addToCart(token, (await aProduct(shop.app.db, { stock: 10, pricePaise: 9900 })).id);
      expect((await checkout(token)).body.data?.checkoutCart.status, `cart order ${i + 1}`).toBe('PENDING');
    }
    const p = await aProduct(shop.app.db, { stock: 10, pricePaise: 9900 });
    expect((await placeRest(token, p.id)).body).toEqual({ message: COD_ORDERS_MESSAGE });

    const rich = await aShopper(shop);
    const dear = await aProduct(shop.app.db, { stock: 10, pricePaise: 20_000_00, mrpPaise: 30_000_00 });
    expect((await placeRest(rich.token, dear.id, { quantity: 2 })).status).toBe(200);
    await addToCart(rich.token, dear.id, 1);
    expect(refusalOf(await checkout(rich.token))).toEqual({ message: COD_VALUE_MESSAGE, code: 'ORDER_LIMIT' });
    expect(await stockOf(dear.id)).toBe(8);
  });

  it('at most 5 online orders waiting for payment, placed either way', async () => {
    const { token } = await aShopper(shop);
    for (let i = 0; i < 3; i += 1) {
      expect((await placeRest(token, (await aProduct(shop.app.db)).id, { paymentMode: 'Razorpay' })).status).toBe(200);
    }
    for (let i = 0; i < 2; i += 1) {
      await addToCart(token, (await aProduct(shop.app.db)).id);
      expect((await checkout(token, 'Razorpay')).body.data?.checkoutCart.status).toBe('AWAITING_PAYMENT');
    }
    const p = await aProduct(shop.app.db, { stock: 3 });
    const rest = await placeRest(token, p.id, { paymentMode: 'Razorpay' });
    expect(rest).toMatchObject({ status: 409, body: { message: TOO_MANY_UNPAID } });
    expect(refusalOf(await placeGql(token, p.id, { paymentMode: 'Razorpay' }))).toEqual({ message: TOO_MANY_UNPAID, code: 'TOO_MANY_UNPAID_ORDERS' });
    await addToCart(token, p.id);
    expect(refusalOf(await checkout(token, 'Razorpay'))).toEqual({ message: TOO_MANY_UNPAID, code: 'TOO_MANY_UNPAID_ORDERS' });
    expect(await stockOf(p.id)).toBe(3);
    // Cash on delivery is still open to them.
    expect((await placeRest(token, p.id)).status).toBe(200);
  });
});
