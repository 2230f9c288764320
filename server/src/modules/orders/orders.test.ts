import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { ProductEntity } from '../catalog/product.entity';
import { systemContext } from '../../context';
import { OrderEntity } from './order.entity';
import { ordersService } from './orders.service';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const ADDRESS = A_DELIVERY_ADDRESS;

/** The order request a legacy client sends (spec section 3). */
const body = (over: Record<string, unknown> = {}) => ({ quantity: 1, paymentMode: 'COD', size: 'M', ...ADDRESS, userName: 'asha', email: 'asha@example.in', ...over });

const stockOf = (id: string) => fewestInStock(shop.app.db, id);
const ordersOf = (productId: string) => shop.app.db.getRepository(OrderEntity).find({ where: { lines: { productId } }, relations: { lines: true } });

const PLACE = `mutation Place($productId: ID!, $input: OrderRequestInput!) {
  placeOrder(productId: $productId, input: $input) { id status totalPaise isPaid paymentMode razorpayOrderId quantity lines { size } canCancel }
}`;
const gqlInput = (over: Record<string, unknown> = {}) => ({ quantity: 1, paymentMode: 'COD', size: 'M', ...ADDRESS, ...over });

describe('placing a cash-on-delivery order', () => {
  it('REST: stores the order as pending and unpaid at price × quantity, takes the stock, answers 200', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 39999, stock: 5 });
    const { user, token } = await aShopper(shop);
    const res = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: body({ quantity: 3 }), token });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'pending', isPaid: false, paymentMode: 'COD', quantity: 3, amount: 1199.97, productId: p.id, size: 'M' });
    expect(await stockOf(p.id)).toBe(2);
    const [row] = await ordersOf(p.id);
    expect(row).toMatchObject({ userId: user.id, totalPaise: 119997, subtotalPaise: 119997, shippingPaise: 0, status: 'pending', isPaid: false, razorpayOrderId: null });
    expect(row.lines).toMatchObject([{ productId: p.id, quantity: 3, unitPricePaise: 39999, amountPaise: 119997, size: 'M' }]);
    expect(row.customerEmail).toBe(user.email);
  });

  it('ignores amount, isPaid, status and price sent by the client', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 45999, stock: 5 });
    const { token } = await aShopper(shop);
    const res = await shop.http(`/api/v1/orders/order/${p.id}`, {
      method: 'POST',
      body: body({ amount: 1, isPaid: true, status: 'delivered', price: 1, amountPaise: 1, isShipped: true, shiprocketOrderId: 'X' }),
      token,
    });
    expect(res.status).toBe(200);
    const [row] = await ordersOf(p.id);
    // ₹459.99 is below the free-shipping threshold: ₹70 is added (the shipping rules).
    expect(row).toMatchObject({ totalPaise: 45999 + 7000, shippingPaise: 7000, isPaid: false, status: 'pending', isShipped: false, trackingId: null });
  });

  it('GraphQL: placeOrder answers the order; a product without sizes takes NA', async () => {
    const mug = await aProduct(shop.app.db, { kind: 'mug', availableSizes: [], pricePaise: 29999, stock: 2 });
    const { token } = await aShopper(shop);
    const res = await shop.gql(PLACE, { productId: mug.id, input: gqlInput({ size: undefined, quantity: 2 }) }, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.placeOrder).toMatchObject({ status: 'PENDING', totalPaise: 59998 + 7000, isPaid: false, paymentMode: 'COD', lines: [{ size: 'NA' }], canCancel: true, razorpayOrderId: null });
    expect(await stockOf(mug.id)).toBe(0);
  });

  it('needs a login: REST 401, GraphQL UNAUTHENTICATED', async () => {
    const p = await aProduct(shop.app.db);
    const rest = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: body(), headers: { authorization: 'bearer undefined' } });
    expect(rest.status).toBe(401);
    const gql = await shop.gql(PLACE, { productId: p.id, input: gqlInput() });
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await ordersOf(p.id)).toHaveLength(0);
  });
});

describe('one hundred shoppers racing for ten items', () => {
  it('creates exactly 10 orders, answers the other 90 with the out-of-stock message, leaves stock at 0', async () => {
    const p = await aProduct(shop.app.db, { stock: 10 });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => aShopper(shop)));
    const answers = await Promise.all(
      shoppers.map(({ token }) => shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: body(), token })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: { message: 'This product is out of stock!' } });
    expect(await stockOf(p.id)).toBe(0);
    expect(await ordersOf(p.id)).toHaveLength(10);
  });
});

describe('bad input: a clear 4xx, nothing stored, nothing reserved', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['quantity 0', { quantity: 0 }, 'Quantity must be a whole number from 1 to 10.'],
    ['quantity 11', { quantity: 11 }, 'Quantity must be a whole number from 1 to 10.'],
    ['quantity 1.5', { quantity: 1.5 }, 'Quantity must be a whole number from 1 to 10.'],
    ['a 5-digit pincode', { pincode: '20130' }, 'Pincode must be a valid 6-digit PIN code.'],
    ['a pincode starting with 0', { pincode: '012345' }, 'Pincode must be a valid 6-digit PIN code.'],
    ['a 9-digit mobile', { mobileNumber: '987654321' }, 'Mobile number must be a valid 10-digit mobile number.'],
    ['an 11-digit mobile', { mobileNumber: '98765432101' }, 'Mobile number must be a valid 10-digit mobile number.'],
    ['an unknown payment mode', { paymentMode: 'Bitcoin' }, "Payment mode must be 'COD' or 'Razorpay'."],
    ['no address', { address: '   ' }, 'Address is required.'],
    ['no landmark', { landmark: undefined }, 'Landmark is required.'],
    ['no size for a sized product', { size: 'NA' }, 'please select size first'],
    ['a size the product does not come in', { size: 'XXXL' }, 'Size must be one of: S, M, L.'],
  ];

  it.each(cases)('REST: %s → 400 with a message', async (_name, over, message) => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const res = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: body(over), token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await stockOf(p.id)).toBe(3);
    expect(await ordersOf(p.id)).toHaveLength(0);
  });

  it('REST: an unknown or malformed product id → 404', async () => {
    const { token } = await aShopper(shop);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await shop.http(`/api/v1/orders/order/${id}`, { method: 'POST', body: body(), token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found.' });
    }
  });

  it('GraphQL: quantity 11, a 9-digit mobile and an unknown payment mode are refused as BAD_USER_INPUT', async () => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const q = await shop.gql(PLACE, { productId: p.id, input: gqlInput({ quantity: 11 }) }, token);
    expect(q.body.errors[0]).toMatchObject({ message: 'Quantity must be a whole number from 1 to 10.', extensions: { code: 'BAD_USER_INPUT' } });
    const m = await shop.gql(PLACE, { productId: p.id, input: gqlInput({ mobileNumber: '987654321' }) }, token);
    expect(m.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const mode = await shop.gql(PLACE, { productId: p.id, input: gqlInput({ paymentMode: 'Bitcoin' }) }, token);
    expect(mode.status).toBe(400);
    expect(await stockOf(p.id)).toBe(3);
    expect(await ordersOf(p.id)).toHaveLength(0);
  });

  it('REST: a body that is not an object, or out-of-stock quantities, change nothing', async () => {
    const p = await aProduct(shop.app.db, { stock: 2 });
    const { token } = await aShopper(shop);
    const notObject = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', raw: '[1,2]', token });
    expect(notObject.status).toBe(400);
    const tooMany = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: body({ quantity: 3 }), token });
    expect(tooMany).toMatchObject({ status: 409, body: { message: 'This product is out of stock!' } });
    expect(await stockOf(p.id)).toBe(2);
  });
});

describe('My Orders', () => {
  it('REST lists only the shopper’s own orders, newest first, with every field of the legacy contract', async () => {
    const a = await aProduct(shop.app.db, { name: 'First Tee', stock: 5 });
    const b = await aProduct(shop.app.db, { name: 'Second Mug', kind: 'mug', availableSizes: [], stock: 5 });
    const { token } = await aShopper(shop);
    const other = await aShopper(shop);
    await shop.http(`/api/v1/orders/order/${a.id}`, { method: 'POST', body: body(), token });
    await shop.http(`/api/v1/orders/order/${b.id}`, { method: 'POST', body: body({ size: 'NA', quantity: 2 }), token });
    await shop.http(`/api/v1/orders/order/${a.id}`, { method: 'POST', body: body(), token: other.token });

    const res = await shop.http('/api/v1/orders/myOrders/', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((o: { name: string }) => o.name)).toEqual(['Second Mug', 'First Tee']);
    const newest = res.body[0];
    for (const field of ['_id', 'status', 'createdAt', 'quantity', 'amount', 'isPaid', 'paymentMode', 'productImage', 'productId', 'isShipped', 'shiprocketOrderId', 'address', 'landmark', 'area', 'state', 'pincode', 'mobileNumber', 'name']) {
      expect(newest, field).toHaveProperty(field);
    }
    // A one-line order's amount is what the shopper pays: ₹799.98 and ₹70 shipping below ₹1000.
    expect(newest).toMatchObject({ status: 'pending', quantity: 2, amount: 869.98, isPaid: false, paymentMode: 'COD', isShipped: false, shiprocketOrderId: null, ...ADDRESS });
    expect(newest.productImage).toBe(`${shop.url}${b.images[0]}`);
    expect(new Date(newest.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(res.body[1].createdAt).getTime());
  });

  it('GraphQL myOrders and order(id): someone else’s order is invisible', async () => {
    const p = await aProduct(shop.app.db, { stock: 5 });
    const owner = await aShopper(shop);
    const stranger = await aShopper(shop);
    const placed = await shop.gql(PLACE, { productId: p.id, input: gqlInput() }, owner.token);
    const id = placed.body.data.placeOrder.id;

    const mine = await shop.gql('{ myOrders { id lines { productName } trackingId } }', {}, owner.token);
    expect(mine.body.data.myOrders.map((o: { id: string }) => o.id)).toContain(id);
    const theirs = await shop.gql('{ myOrders { id } }', {}, stranger.token);
    expect(theirs.body.data.myOrders).toEqual([]);

    const read = await shop.gql('query($id: ID!) { order(id: $id) { id status } }', { id }, stranger.token);
    expect(read.body.data.order).toBeNull();
    const restRead = await shop.http(`/api/v1/orders/${id}`, { token: stranger.token });
    expect(restRead.status).toBe(404);
    const own = await shop.http(`/api/v1/orders/${id}`, { token: owner.token });
    expect(own.body._id).toBe(id);
  });

  it('needs a login, and an expired or forged token is a 403', async () => {
    expect((await shop.http('/api/v1/orders/myOrders/', { headers: { authorization: 'bearer undefined' } })).status).toBe(401);
    expect((await shop.http('/api/v1/orders/myOrders/', { token: 'forged.token.value' })).status).toBe(403);
  });
});

describe('cancellation', () => {
  const CANCEL = 'mutation($id: ID!) { cancelOrder(id: $id) { id status canCancel refundStatus } }';

  it('returns the stock of an order that has not shipped; a second cancel is refused', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const { token } = await aShopper(shop);
    const placed = await shop.gql(PLACE, { productId: p.id, input: gqlInput({ quantity: 3 }) }, token);
    expect(await stockOf(p.id)).toBe(1);
    const res = await shop.gql(CANCEL, { id: placed.body.data.placeOrder.id }, token);
    expect(res.body.data.cancelOrder).toEqual({ id: placed.body.data.placeOrder.id, status: 'CANCELLED', canCancel: false, refundStatus: null });
    expect(await stockOf(p.id)).toBe(4);
    const again = await shop.gql(CANCEL, { id: placed.body.data.placeOrder.id }, token);
    expect(again.body.errors[0]).toMatchObject({ message: 'This order is already cancelled.', extensions: { code: 'ORDER_NOT_CANCELLABLE', status: 'cancelled', event: 'cancelled_by_shopper' } });
    expect(await stockOf(p.id)).toBe(4);
  });

  it('a shopper cannot cancel someone else’s order', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const owner = await aShopper(shop);
    const stranger = await aShopper(shop);
    const placed = await shop.gql(PLACE, { productId: p.id, input: gqlInput() }, owner.token);
    const id = placed.body.data.placeOrder.id;
    const gql = await shop.gql(CANCEL, { id }, stranger.token);
    expect(gql.body.errors[0]).toMatchObject({ message: 'Order not found.', extensions: { code: 'NOT_FOUND' } });
    const rest = await shop.http(`/api/v1/orders/${id}/cancel`, { method: 'POST', token: stranger.token });
    expect(rest.status).toBe(404);
    const [row] = await ordersOf(p.id);
    expect(row.status).toBe('pending');
    expect(await stockOf(p.id)).toBe(3);
  });

  it('shipped orders cannot be cancelled; the tracking id then shows in My Orders; a delivered COD order is paid once its cash is recorded', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const { token } = await aShopper(shop);
    const placed = await shop.gql(PLACE, { productId: p.id, input: gqlInput() }, token);
    const id = placed.body.data.placeOrder.id;
    const ctx = systemContext(shop.app);
    await ordersService.ship(ctx, id, { trackingId: 'SR-123456' });

    const refused = await shop.gql(CANCEL, { id }, token);
    expect(refused.body.errors[0].message).toBe('This order has already shipped and can no longer be cancelled.');
    const list = await shop.http('/api/v1/orders/myOrders/', { token });
    expect(list.body[0]).toMatchObject({ _id: id, status: 'shipped', isShipped: true, shiprocketOrderId: 'SR-123456' });

    await ordersService.deliver(ctx, id);
    const ORDER = 'query($id: ID!) { order(id: $id) { status isPaid isShipped trackingId canCancel } }';
    expect((await shop.gql(ORDER, { id }, token)).body.data.order).toEqual({ status: 'DELIVERED', isPaid: false, isShipped: true, trackingId: 'SR-123456', canCancel: false });
    await ordersService.recordCodPayment(ctx, id);
    expect((await shop.gql(ORDER, { id }, token)).body.data.order).toEqual({ status: 'DELIVERED', isPaid: true, isShipped: true, trackingId: 'SR-123456', canCancel: false });
    expect(await stockOf(p.id)).toBe(3);
  });

  it('ship refuses cancelled orders, deliver refuses orders that have not shipped', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const { token } = await aShopper(shop);
    const a = (await shop.gql(PLACE, { productId: p.id, input: gqlInput() }, token)).body.data.placeOrder.id;
    const b = (await shop.gql(PLACE, { productId: p.id, input: gqlInput() }, token)).body.data.placeOrder.id;
    await shop.gql(CANCEL, { id: a }, token);
    const ctx = systemContext(shop.app);
    await expect(ordersService.ship(ctx, a, { trackingId: 'T1' })).rejects.toThrow(/this one is cancelled/);
    await expect(ordersService.deliver(ctx, b)).rejects.toThrow(/Only shipped orders/);
  });
});

describe('npm run orders (operating the shop without an admin screen)', () => {
  it('ship <id> --tracking <id> --carrier <c>, deliver <id> and cod-paid <id> move the order on; My Orders shows the tracking id', async () => {
    const { execFile } = await import('node:child_process');
    const run = (...args: string[]) =>
      new Promise<{ code: number; out: string }>((resolve) => {
        const url = (shop.app.db.options as { url: string }).url;
        execFile(process.execPath, ['-r', './scripts/ts-register.cjs', 'server/src/scripts/orders.ts', ...args], { env: { ...process.env, DATABASE_URL: url } }, (err, stdout, stderr) =>
          resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
        );
      });
    const p = await aProduct(shop.app.db, { stock: 2 });
    const { token } = await aShopper(shop);
    const placed = await shop.gql(PLACE, { productId: p.id, input: gqlInput() }, token);
    const id = placed.body.data.placeOrder.id;

    const early = await run('deliver', id);
    expect(early.code).toBe(1);
    expect(early.out).toMatch(/Only shipped orders can be delivered/);
    const shipped = await run('ship', id, '--tracking', 'SHIPROCKET-778899', '--carrier', 'Delhivery');
    expect(shipped.code).toBe(0);
    expect(shipped.out).toContain(`shipped: ${id}`);
    expect((await shop.http('/api/v1/orders/myOrders/', { token })).body[0]).toMatchObject({ status: 'shipped', isShipped: true, shiprocketOrderId: 'SHIPROCKET-778899' });
    expect(shipped.out).toContain('carrier=Delhivery tracking=SHIPROCKET-778899');
    expect((await run('deliver', id)).code).toBe(0);
    expect((await shop.http('/api/v1/orders/myOrders/', { token })).body[0]).toMatchObject({ status: 'delivered', isPaid: false });
    expect((await run('cod-paid', id)).code).toBe(0);
    expect((await shop.http('/api/v1/orders/myOrders/', { token })).body[0]).toMatchObject({ status: 'delivered', isPaid: true });
    expect((await run('ship', id)).code).toBe(2);
    // Each run starts a Node process that compiles TypeScript: slow on a busy machine.
  }, 180_000);
});
