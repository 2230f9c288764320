import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { ProductEntity } from '../catalog/product.entity';

/**
 * Checkout takes cash on delivery only where the product page's pincode check says `codAvailable`
 * (here, with the test-mode courier, the offline rule). Kavaratti (Lakshadweep) and Port Blair
 * (Andaman & Nicobar) are in the bundled directory and take no cash; Noida does.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const KAVARATTI = { area: 'Kavaratti', district: 'Lakshadweep', state: 'Lakshadweep', pincode: '682555' };
const PORT_BLAIR = { area: 'Port Blair', district: 'South Andaman', state: 'Andaman & Nicobar Islands', pincode: '744101' };
const NOIDA = { area: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh', pincode: '201301' };
const MESSAGE = (pin: string) => `Cash on delivery is not available at PIN code ${pin}. Please choose Pay Now to pay online.`;

const PLACE = `mutation($productId: ID!, $input: OrderRequestInput!) { placeOrder(productId: $productId, input: $input) { id status paymentMode } }`;
const CHECKOUT = `mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id status paymentMode } }`;
const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }';
const PINCODE = 'query($p: String!) { pincode(pincode: $p) { codAvailable } }';

const stockOf = (id: string) => fewestInStock(shop.app.db, id);
const ordersOf = async (userId: string) => Number((await shop.app.db.query('SELECT count(*) AS n FROM customer_order WHERE user_id = $1', [userId]))[0].n);
const legacyBody = (place: Record<string, string>, paymentMode = 'COD') => ({ quantity: 1, paymentMode, size: 'M', ...A_DELIVERY_ADDRESS, ...place, userName: 'asha', email: 'asha@example.in' });

describe('cash on delivery where the shop takes no cash', () => {
  it('GraphQL Buy Now to Lakshadweep is refused with COD_UNAVAILABLE; nothing is ordered or taken from stock', async () => {
    expect((await shop.gql(PINCODE, { p: KAVARATTI.pincode })).body.data.pincode.codAvailable).toBe(false);
    const product = await aProduct(shop.app.db, { stock: 5 });
    const { user, token } = await aShopper(shop);
    const res = await shop.gql(PLACE, { productId: product.id, input: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS, ...KAVARATTI } }, token);
    expect(res.body.data).toBeNull();
    expect(res.body.errors![0]).toMatchObject({ message: MESSAGE('682555'), path: ['placeOrder'], extensions: { code: 'COD_UNAVAILABLE', pincode: '682555' } });
    expect(await stockOf(product.id)).toBe(5);
    expect(await ordersOf(user.id)).toBe(0);
  });

  it('REST (the legacy order call) to the Andaman Islands answers 422 with the message; the online order there is placed', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const { user, token } = await aShopper(shop);
    const refused = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', body: legacyBody(PORT_BLAIR), token });
    expect(refused).toMatchObject({ status: 422, body: { message: MESSAGE('744101') } });
    expect(await ordersOf(user.id)).toBe(0);
    expect(await stockOf(product.id)).toBe(5);

    const online = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', body: legacyBody(PORT_BLAIR, 'Razorpay'), token });
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(online.body.order).toMatchObject({ status: 'awaiting_payment', paymentMode: 'Razorpay', pincode: '744101', razorpayOrderId: expect.any(String) });
  });

  it("the cart checkout is refused the same way, and the cart keeps its lines", async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const { token } = await aShopper(shop);
    expect((await shop.gql(ADD, { input: { productId: product.id, size: 'M', quantity: 2 } }, token)).body.errors).toBeUndefined();
    const res = await shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...A_DELIVERY_ADDRESS, ...KAVARATTI } }, token);
    expect(res.body.errors![0]).toMatchObject({ message: MESSAGE('682555'), extensions: { code: 'COD_UNAVAILABLE' } });
    expect((await shop.gql('{ cart { items { quantity } } }', {}, token)).body.data.cart.items).toEqual([{ quantity: 2 }]);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('the PIN decides, not the state typed with it', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const { token } = await aShopper(shop);
    const res = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', body: legacyBody({ ...NOIDA, pincode: KAVARATTI.pincode }), token });
    expect(res).toMatchObject({ status: 422, body: { message: MESSAGE('682555') } });
  });
});

describe('cash on delivery where the shop takes cash', () => {
  it('Noida 201301: GraphQL and REST (a number for the PIN, as legacy clients may send) place the COD order', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const { token } = await aShopper(shop);
    const gql = await shop.gql(PLACE, { productId: product.id, input: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS, ...NOIDA } }, token);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.placeOrder).toMatchObject({ status: 'PENDING', paymentMode: 'COD' });
    const rest = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', body: { ...legacyBody(NOIDA), pincode: 201301 }, token });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.order).toMatchObject({ status: 'pending', paymentMode: 'COD', pincode: '201301' });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('a well-formed PIN the bundled directory does not know is not refused (orders to it were always taken)', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const { token } = await aShopper(shop);
    expect((await shop.gql(PINCODE, { p: '999999' })).body.errors![0].extensions!.code).toBe('NOT_FOUND');
    const res = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', body: legacyBody({ pincode: '999999' }), token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
