import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { ProductEntity } from '../catalog/product.entity';
import { OrderEntity } from '../orders/order.entity';
import { systemContext } from '../../context';
import { ordersService } from '../orders/orders.service';
import { createPaymentProvider, paymentProvider, usePaymentProvider } from './providers';
import { RazorpayProvider } from './razorpay-provider';
import { TestModePaymentProvider } from './test-mode-provider';

const WEBHOOK_SECRET = 'whsec_for_tests_only';
let shop: TestShop;
let provider: TestModePaymentProvider;

beforeAll(async () => {
  shop = await startTestShop({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  provider = paymentProvider(shop.app) as TestModePaymentProvider;
});
afterAll(async () => {
  await shop?.stop();
});

const ADDRESS = A_DELIVERY_ADDRESS;
const onlineBody = (over: Record<string, unknown> = {}) => ({ quantity: 1, paymentMode: 'Razorpay', size: 'M', ...ADDRESS, ...over });

const orders = () => shop.app.db.getRepository(OrderEntity);
const orderRow = (id: string) => orders().findOneByOrFail({ id });
const stockOf = (id: string) => fewestInStock(shop.app.db, id);

async function placeOnline(s: TestShop, token: string, productId: string, over: Record<string, unknown> = {}) {
  const res = await s.http(`/api/v1/orders/order/${productId}`, { method: 'POST', body: onlineBody(over), token });
  expect(res.status).toBe(200);
  return res.body.order as { _id: string; amount: number; razorpayOrderId: string; status: string };
}

const verify = (token: string, order_id: string, payment_id: string, signature: string) =>
  shop.http('/api/v1/orders/verify-payment', { method: 'POST', body: { order_id, payment_id, signature, user: 'ignored' }, token });

/** What Razorpay's checkout hands the browser for a successful payment of `razorpayOrderId`. */
const pay = (razorpayOrderId: string) => provider.completePayment(razorpayOrderId);

describe('an online (Razorpay) order', () => {
  it('is created awaiting payment with the stock reserved and a provider order id; amount in rupees on REST', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 39999, stock: 3 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id, { quantity: 2 });
    // ₹799.98 and ₹70 shipping below ₹1000.
    expect(order).toMatchObject({ amount: 869.98, status: 'awaiting_payment' });
    expect(order.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await stockOf(p.id)).toBe(1);
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ isPaid: false, totalPaise: 86998, razorpayOrderId: order.razorpayOrderId });
    expect(row.reservedUntil!.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(30 * 60 * 1000 - 1000);
  });

  it('the browser is told to use the test-mode checkout when no keys are set', async () => {
    const res = await shop.gql('{ paymentConfig { mode keyId checkoutScriptUrl currency } }');
    expect(res.body.data.paymentConfig).toEqual({ mode: 'test', keyId: provider.keyId, checkoutScriptUrl: '/test-checkout.js', currency: 'INR' });
  });
});

describe('verify-payment', () => {
  it('a valid signature marks the order paid once; a replay changes nothing', async () => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const { paymentId, signature } = pay(order.razorpayOrderId);

    const ok = await verify(token, order._id, paymentId, signature);
    expect(ok.status).toBe(200);
    expect(ok.body.order).toMatchObject({ _id: order._id, isPaid: true, status: 'confirmed' });
    const paid = await orderRow(order._id);
    expect(paid).toMatchObject({ isPaid: true, paymentId, status: 'confirmed', reservedUntil: null });

    const replay = await verify(token, order._id, paymentId, signature);
    expect(replay.status).toBe(200);
    const after = await orderRow(order._id);
    expect(after.paidAt).toEqual(paid.paidAt);
    expect(await stockOf(p.id)).toBe(2);
  });

  it('a forged signature is 400 and pays nothing', async () => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    for (const signature of ['0'.repeat(64), crypto.randomBytes(32).toString('hex'), 'not-hex', '', 'a'.repeat(63)]) {
      const res = await verify(token, order._id, 'pay_ABCDEFGHIJKLMN', signature);
      expect(res).toMatchObject({ status: 400, body: { message: 'Payment verification failed. Please contact support.' } });
    }
    // Signed with the right scheme but over the order id the BROWSER could send, not the stored one.
    const borrowed = provider.sign('order_SomeoneElses001', 'pay_ABCDEFGHIJKLMN');
    expect((await verify(token, order._id, 'pay_ABCDEFGHIJKLMN', borrowed)).status).toBe(400);
    expect(await orderRow(order._id)).toMatchObject({ isPaid: false, status: 'awaiting_payment', paymentId: null });
  });

  it("another order's valid signature cannot pay this order", async () => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const cheap = await placeOnline(shop, token, p.id);
    const dear = await placeOnline(shop, token, p.id, { quantity: 2 });
    const cheapPayment = pay(cheap.razorpayOrderId);
    const res = await verify(token, dear._id, cheapPayment.paymentId, cheapPayment.signature);
    expect(res.status).toBe(400);
    expect(await orderRow(dear._id)).toMatchObject({ isPaid: false, paymentId: null });
    expect(await orderRow(cheap._id)).toMatchObject({ isPaid: false });
  });

  it("one shopper cannot verify or pay another's order, even with its valid signature", async () => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const owner = await aShopper(shop);
    const stranger = await aShopper(shop);
    const order = await placeOnline(shop, owner.token, p.id);
    const { paymentId, signature } = pay(order.razorpayOrderId);
    const rest = await verify(stranger.token, order._id, paymentId, signature);
    expect(rest).toMatchObject({ status: 404, body: { message: 'Order not found.' } });
    const gql = await shop.gql(
      'mutation($i: VerifyPaymentInput!) { verifyPayment(input: $i) { id isPaid } }',
      { i: { orderId: order._id, paymentId, signature } },
      stranger.token,
    );
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const abandon = await shop.gql('mutation($id: ID!) { abandonPayment(orderId: $id) { id } }', { id: order._id }, stranger.token);
    expect(abandon.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await orderRow(order._id)).toMatchObject({ isPaid: false, status: 'awaiting_payment' });
    expect(await stockOf(p.id)).toBe(2);
  });

  it('GraphQL verifyPayment works for the owner; a COD order cannot be "paid" online', async () => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const { paymentId, signature } = pay(order.razorpayOrderId);
    const res = await shop.gql(
      'mutation($i: VerifyPaymentInput!) { verifyPayment(input: $i) { id isPaid status paymentId } }',
      { i: { orderId: order._id, paymentId, signature } },
      token,
    );
    expect(res.body.data.verifyPayment).toEqual({ id: order._id, isPaid: true, status: 'CONFIRMED', paymentId });

    const cod = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: onlineBody({ paymentMode: 'COD' }), token });
    const forged = pay('order_AnythingAtAll01');
    expect((await verify(token, cod.body.order._id, forged.paymentId, forged.signature)).status).toBe(400);
    expect(await orderRow(cod.body.order._id)).toMatchObject({ isPaid: false, status: 'pending' });
  });

  it('the test-mode checkout endpoint signs like Razorpay, so the browser flow verifies', async () => {
    const p = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const signed = await shop.http('/api/v1/payments/test-checkout/pay', { method: 'POST', body: { order_id: order.razorpayOrderId } });
    expect(signed.status).toBe(200);
    expect(signed.body.razorpay_order_id).toBe(order.razorpayOrderId);
    const res = await verify(token, order._id, signed.body.razorpay_payment_id, signed.body.razorpay_signature);
    expect(res.status).toBe(200);
    expect((await shop.http('/api/v1/payments/test-checkout/pay', { method: 'POST', body: { order_id: 'nope' } })).status).toBe(400);
  });
});

describe('a failed or abandoned payment', () => {
  const ABANDON = 'mutation($id: ID!) { abandonPayment(orderId: $id) { id status isPaid } }';

  it('releases the reservation at once, exactly once', async () => {
    const p = await aProduct(shop.app.db, { stock: 2 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id, { quantity: 2 });
    expect(await stockOf(p.id)).toBe(0);
    const first = await shop.gql(ABANDON, { id: order._id }, token);
    expect(first.body.data.abandonPayment).toEqual({ id: order._id, status: 'PAYMENT_FAILED', isPaid: false });
    await shop.gql(ABANDON, { id: order._id }, token);
    expect(await stockOf(p.id)).toBe(2);
  });

  it('a payment that succeeds after all takes the stock again when it is still there', async () => {
    const p = await aProduct(shop.app.db, { stock: 1 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    await shop.gql(ABANDON, { id: order._id }, token);
    const { paymentId, signature } = pay(order.razorpayOrderId);
    expect((await verify(token, order._id, paymentId, signature)).status).toBe(200);
    expect(await orderRow(order._id)).toMatchObject({ isPaid: true, status: 'confirmed' });
    expect(await stockOf(p.id)).toBe(0);
  });

  it('when the stock is gone by then, the payment is refunded and the order cancelled', async () => {
    const p = await aProduct(shop.app.db, { stock: 1 });
    const late = await aShopper(shop);
    const quick = await aShopper(shop);
    const order = await placeOnline(shop, late.token, p.id);
    await shop.gql(ABANDON, { id: order._id }, late.token);
    await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: onlineBody({ paymentMode: 'COD' }), token: quick.token });
    const { paymentId, signature } = pay(order.razorpayOrderId);
    const res = await verify(late.token, order._id, paymentId, signature);
    expect(res).toMatchObject({ status: 409, body: { message: 'This product sold out before your payment arrived. Your payment will be refunded.' } });
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ status: 'cancelled', isPaid: true, refundStatus: 'refunded' });
    expect(provider.refunds.filter((r) => r.paymentId === paymentId)).toEqual([expect.objectContaining({ amountPaise: row.totalPaise, receipt: order._id, refundId: row.refundId })]);
    expect(await stockOf(p.id)).toBe(0);
  });
});

describe('cancelling a paid order', () => {
  it('returns the stock and refunds the payment through the provider, once', async () => {
    const p = await aProduct(shop.app.db, { stock: 5, pricePaise: 89999, mrpPaise: 99999 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id, { quantity: 2 });
    const { paymentId, signature } = pay(order.razorpayOrderId);
    await verify(token, order._id, paymentId, signature);
    expect(await stockOf(p.id)).toBe(3);

    const res = await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { status isPaid refundStatus } }', { id: order._id }, token);
    expect(res.body.data.cancelOrder).toEqual({ status: 'CANCELLED', isPaid: true, refundStatus: 'REFUNDED' });
    expect(await stockOf(p.id)).toBe(5);
    expect(provider.refunds.filter((r) => r.paymentId === paymentId)).toEqual([expect.objectContaining({ amountPaise: 179998, receipt: order._id })]);
    await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: order._id }, token);
    expect(provider.refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(5);
  });
});

describe('the Razorpay webhook', () => {
  const sign = (raw: string, secret = WEBHOOK_SECRET) => crypto.createHmac('sha256', secret).update(raw).digest('hex');
  const send = (raw: string, headers: Record<string, string> = {}) =>
    shop.http('/api/v1/payments/razorpay/webhook', { method: 'POST', raw, headers: { 'x-razorpay-signature': sign(raw), ...headers } });
  const event = (name: string, payment: { id: string; order_id: string; amount: number; currency?: string }) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_TEST',
      event: name,
      contains: ['payment'],
      // Razorpay's own spacing is kept byte for byte: the signature is over the raw body.
      payload: { payment: { entity: { currency: 'INR', ...payment, entity: 'payment', status: name === 'payment.failed' ? 'failed' : 'captured' } } },
      created_at: 1763780400,
    });

  it('the same payment.captured delivered 10 times (in a row and at once) changes the order once', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const row = await orderRow(order._id);
    const raw = event('payment.captured', { id: 'pay_WebhookPaid001', order_id: order.razorpayOrderId, amount: row.totalPaise });

    const first = await send(raw, { 'x-razorpay-event-id': 'evt_0001' });
    expect(first.body).toEqual({ status: 'applied' });
    const paid = await orderRow(order._id);
    expect(paid).toMatchObject({ isPaid: true, status: 'confirmed', paymentId: 'pay_WebhookPaid001' });

    const sequential = [];
    for (let i = 0; i < 4; i++) sequential.push(await send(raw, { 'x-razorpay-event-id': 'evt_0001' }));
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => send(raw, { 'x-razorpay-event-id': 'evt_0001' })));
    for (const r of [...sequential, ...concurrent]) expect(r).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    expect(await orderRow(order._id)).toEqual(paid);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('order.paid after payment.captured, and a late payment.failed, change nothing', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const amount = (await orderRow(order._id)).totalPaise;
    await send(event('payment.captured', { id: 'pay_WebhookPaid002', order_id: order.razorpayOrderId, amount }));
    const paid = await orderRow(order._id);
    await send(event('order.paid', { id: 'pay_WebhookPaid002', order_id: order.razorpayOrderId, amount }));
    await send(event('payment.failed', { id: 'pay_WebhookFail002', order_id: order.razorpayOrderId, amount }));
    expect(await orderRow(order._id)).toEqual(paid);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('payment.failed releases the reservation once; a capture arriving later re-takes the stock', async () => {
    const p = await aProduct(shop.app.db, { stock: 1 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const amount = (await orderRow(order._id)).totalPaise;
    const failed = event('payment.failed', { id: 'pay_WebhookFail003', order_id: order.razorpayOrderId, amount });
    for (let i = 0; i < 3; i++) await send(failed);
    expect(await orderRow(order._id)).toMatchObject({ status: 'payment_failed', isPaid: false });
    expect(await stockOf(p.id)).toBe(1);
    await send(event('payment.captured', { id: 'pay_WebhookPaid003', order_id: order.razorpayOrderId, amount }));
    expect(await orderRow(order._id)).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(await stockOf(p.id)).toBe(0);
  });

  it('refuses a wrong signature or a tampered body, and ignores a payment of the wrong amount', async () => {
    const p = await aProduct(shop.app.db, { stock: 4 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const amount = (await orderRow(order._id)).totalPaise;
    const raw = event('payment.captured', { id: 'pay_WebhookPaid004', order_id: order.razorpayOrderId, amount });
    const forged = await shop.http('/api/v1/payments/razorpay/webhook', { method: 'POST', raw, headers: { 'x-razorpay-signature': sign(raw, 'guessed') } });
    expect(forged).toMatchObject({ status: 400, body: { message: 'Invalid webhook signature.' } });
    const tampered = await shop.http('/api/v1/payments/razorpay/webhook', { method: 'POST', raw: raw.replace('"amount"', ' "amount"'), headers: { 'x-razorpay-signature': sign(raw) } });
    expect(tampered.status).toBe(400);
    await send(event('payment.captured', { id: 'pay_WebhookPaid005', order_id: order.razorpayOrderId, amount: 100 }));
    expect(await orderRow(order._id)).toMatchObject({ isPaid: false, status: 'awaiting_payment' });
  });

  describe('class 4: webhooks trusted beyond their proof (the payment provider)', () => {
    const AUDIT = `query($f: AuditFilter) { auditEntries(filter: $f) { entries { action staffEmail staffRole after } } }`;

    it('a signed payment.captured in USD carrying the order amount, or in INR of another amount, is refused and recorded; the order is unchanged', async () => {
      const p = await aProduct(shop.app.db, { stock: 4 });
      const { token } = await aShopper(shop);
      const order = await placeOnline(shop, token, p.id);
      const before = await orderRow(order._id);
      const amount = before.totalPaise;

      const usd = await send(event('payment.captured', { id: 'pay_WebhookUsd0001', order_id: order.razorpayOrderId, amount, currency: 'USD' }));
      expect(usd).toMatchObject({ status: 200, body: { status: 'refused' } });
      const short = await send(event('order.paid', { id: 'pay_WebhookLow0001', order_id: order.razorpayOrderId, amount: amount - 1 }));
      expect(short).toMatchObject({ status: 200, body: { status: 'refused' } });
      // A copy of the refused event is a duplicate: recorded once.
      expect((await send(event('payment.captured', { id: 'pay_WebhookUsd0001', order_id: order.razorpayOrderId, amount, currency: 'USD' }))).body).toEqual({ status: 'duplicate' });
      expect(await orderRow(order._id)).toEqual(before);
      expect(await stockOf(p.id)).toBe(3);

      const { token: owner } = await aStaffMember(shop, 'owner');
      const trail = (await shop.gql(AUDIT, { f: { entityId: order._id, action: 'webhook.payment.refused' } }, owner)).body.data.auditEntries.entries;
      expect(trail).toHaveLength(2);
      expect(trail).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ staffRole: 'webhook', after: expect.objectContaining({ paymentId: 'pay_WebhookUsd0001', currency: 'USD', amountPaise: amount, orderCurrency: 'INR' }) }),
          expect.objectContaining({ after: expect.objectContaining({ paymentId: 'pay_WebhookLow0001', currency: 'INR', amountPaise: amount - 1, orderTotalPaise: amount }) }),
        ]),
      );

      // The right payment still pays it.
      expect((await send(event('payment.captured', { id: 'pay_WebhookInr0001', order_id: order.razorpayOrderId, amount }))).body).toEqual({ status: 'applied' });
      expect(await orderRow(order._id)).toMatchObject({ isPaid: true, status: 'confirmed', paymentId: 'pay_WebhookInr0001' });
    });
  });
});

describe('a reservation that times out', () => {
  let short: TestShop;
  beforeAll(async () => {
    short = await startTestShop({ env: { PAYMENT_RESERVATION_SECONDS: '1' } });
  });
  afterAll(async () => {
    await short?.stop();
  });

  it('releases its stock: the next buyer gets it and the unpaid order shows as expired', async () => {
    const p = await aProduct(short.app.db, { stock: 1 });
    const slow = await aShopper(short);
    const next = await aShopper(short);
    const order = await placeOnline(short, slow.token, p.id);
    const cod = { ...onlineBody(), paymentMode: 'COD' };
    const blocked = await short.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: cod, token: next.token });
    expect(blocked).toMatchObject({ status: 409, body: { message: 'This product is out of stock!' } });

    await expect
      .poll(async () => (await short.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: cod, token: next.token })).status, { timeout: 5000, interval: 300 })
      .toBe(200);
    const mine = await short.http('/api/v1/orders/myOrders/', { token: slow.token });
    expect(mine.body[0]).toMatchObject({ _id: order._id, status: 'expired', isPaid: false });
    expect(await fewestInStock(short.app.db, p.id)).toBe(0);
  });

  it('the background sweep releases it too, exactly once however many sweeps run', async () => {
    const p = await aProduct(short.app.db, { stock: 2 });
    const { token } = await aShopper(short);
    await placeOnline(short, token, p.id, { quantity: 2 });
    await new Promise((r) => setTimeout(r, 1100));
    const ctx = systemContext(short.app);
    const sweeps = await Promise.all([ordersService.sweep(ctx), ordersService.sweep(ctx), ordersService.sweep(ctx)]);
    expect(sweeps.reduce((n, s) => n + s.expired, 0)).toBe(1);
    expect(await fewestInStock(short.app.db, p.id)).toBe(2);
  });
});

describe('the real Razorpay provider, against a local fake of its API', () => {
  interface Seen {
    method: string;
    url: string;
    auth: string;
    body: Record<string, unknown>;
  }
  const seen: Seen[] = [];
  let failNext = false;
  let fake: http.Server;
  const KEY_ID = 'rzp_test_FakeKey0001';
  const KEY_SECRET = 'fake_key_secret_for_tests';

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = raw ? JSON.parse(raw) : {};
        seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', body });
        res.setHeader('content-type', 'application/json');
        if (failNext) {
          failNext = false;
          res.statusCode = 500;
          return res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'The server is down' } }));
        }
        if (req.url === '/v1/orders') {
          return res.end(JSON.stringify({ id: `order_${crypto.randomBytes(7).toString('hex')}`, entity: 'order', amount: body.amount, currency: body.currency, receipt: body.receipt, status: 'created' }));
        }
        const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url ?? '');
        if (refund) return res.end(JSON.stringify({ id: 'rfnd_FakeRefund0001', entity: 'refund', amount: body.amount, payment_id: refund[1] }));
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    usePaymentProvider(shop.app, new RazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: url }));
  });
  afterAll(async () => {
    usePaymentProvider(shop.app, provider);
    await new Promise((r) => fake?.close(r));
  });

  it('is chosen when both keys are configured', () => {
    expect(createPaymentProvider(readConfig({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, JWT_SECRET: 'x' }))).toBeInstanceOf(RazorpayProvider);
    expect(createPaymentProvider(readConfig({ JWT_SECRET: 'x' }))).toBeInstanceOf(TestModePaymentProvider);
  });

  it('creates the Razorpay order server-side, in paise, with our order id as receipt, using the keys', async () => {
    const p = await aProduct(shop.app.db, { pricePaise: 45999, stock: 5 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id, { quantity: 3 });
    const call = seen.find((s) => s.url === '/v1/orders' && s.body.receipt === order._id)!;
    expect(call.method).toBe('POST');
    expect(call.body).toMatchObject({ amount: 137997, currency: 'INR', receipt: order._id });
    expect(call.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(order.razorpayOrderId).toMatch(/^order_/);
    expect(order.amount).toBe(1379.97);

    const paymentId = 'pay_RealProvider01';
    const signature = crypto.createHmac('sha256', KEY_SECRET).update(`${order.razorpayOrderId}|${paymentId}`).digest('hex');
    expect((await verify(token, order._id, paymentId, signature)).status).toBe(200);

    await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: order._id }, token);
    const refund = seen.find((s) => s.url === `/v1/payments/${paymentId}/refund`)!;
    expect(refund.body).toMatchObject({ amount: 137997 });
    expect(await orderRow(order._id)).toMatchObject({ refundStatus: 'refunded', refundId: 'rfnd_FakeRefund0001' });
  });

  it('a refund Razorpay fails is recorded as failed by the lifecycle, with each step in the history', async () => {
    const p = await aProduct(shop.app.db, { stock: 2, pricePaise: 45999 });
    const { token } = await aShopper(shop);
    const order = await placeOnline(shop, token, p.id);
    const paymentId = 'pay_RefundFails01';
    const signature = crypto.createHmac('sha256', KEY_SECRET).update(`${order.razorpayOrderId}|${paymentId}`).digest('hex');
    expect((await verify(token, order._id, paymentId, signature)).status).toBe(200);
    failNext = true;
    const res = await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { status isPaid refundStatus history { event status actor } } }', { id: order._id }, token);
    expect(res.body.data.cancelOrder).toEqual({
      status: 'CANCELLED',
      isPaid: true,
      refundStatus: 'FAILED',
      history: [
        { event: 'PLACED', status: 'AWAITING_PAYMENT', actor: 'shopper' },
        { event: 'PAYMENT_CONFIRMED', status: 'CONFIRMED', actor: 'shopper' },
        { event: 'CANCELLED_BY_SHOPPER', status: 'CANCELLED', actor: 'shopper' },
        { event: 'REFUND_STARTED', status: 'CANCELLED', actor: 'system' },
        { event: 'REFUND_FAILED', status: 'CANCELLED', actor: 'payment provider' },
      ],
    });
    expect(await stockOf(p.id)).toBe(2);
    // A failed refund is an operator's to look at: the sweep does not claim it again.
    await ordersService.sweep(systemContext(shop.app));
    expect(await orderRow(order._id)).toMatchObject({ refundStatus: 'failed', refundId: null });
  });

  it('when Razorpay fails, the shopper gets a clear 503, nothing stays reserved, and My Orders shows a failed payment', async () => {
    const p = await aProduct(shop.app.db, { stock: 2 });
    const { token } = await aShopper(shop);
    failNext = true;
    const res = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: onlineBody(), token });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/Online payment is unavailable/);
    expect(await stockOf(p.id)).toBe(2);
    // The order went through its lifecycle: placed, then the provider could not open a checkout.
    const mine = await shop.gql('{ myOrders { status isPaid razorpayOrderId canCancel history { event status actor } } }', {}, token);
    expect(mine.body.data.myOrders).toEqual([
      {
        status: 'PAYMENT_FAILED',
        isPaid: false,
        razorpayOrderId: null,
        canCancel: false,
        history: [
          { event: 'PLACED', status: 'AWAITING_PAYMENT', actor: 'shopper' },
          { event: 'PAYMENT_UNAVAILABLE', status: 'PAYMENT_FAILED', actor: 'system' },
        ],
      },
    ]);
    const legacy = await shop.http('/api/v1/orders/myOrders/', { token });
    expect(legacy.body).toEqual([expect.objectContaining({ productId: p.id, status: 'payment_failed', isPaid: false, razorpayOrderId: null })]);
    // It holds nothing: the same shopper buys both units at once.
    expect((await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: onlineBody({ quantity: 2, paymentMode: 'COD' }), token })).status).toBe(200);
    expect(await stockOf(p.id)).toBe(0);
  });
});

const PRODUCTION_JWT_SECRET = 'a-production-length-secret-for-tests-only-0123456789';

describe('a production shop without Razorpay keys', () => {
  it('refuses online orders with 503 and hides the test checkout, so no payment can be faked', async () => {
    const prod = await startTestShop({ env: { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_JWT_SECRET } });
    try {
      const p = await aProduct(prod.app.db, { stock: 3 });
      const { token } = await aShopper(prod);
      const res = await prod.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: onlineBody(), token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Online payment is not available right now. Please choose Cash on Delivery.' });
      expect(await prod.app.db.getRepository(OrderEntity).count()).toBe(0);
      expect(await fewestInStock(prod.app.db, p.id)).toBe(3);
      const checkout = await prod.http('/api/v1/payments/test-checkout/pay', { method: 'POST', body: { order_id: 'order_AnythingAtAll01' } });
      expect(checkout.status).toBe(404);
      const cod = await prod.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: onlineBody({ paymentMode: 'COD' }), token });
      expect(cod.status).toBe(200);
      // The checkout learns it up front and offers Cash on Delivery only.
      const config = await prod.gql('{ paymentConfig { onlinePaymentAvailable } }');
      expect(config.body.data.paymentConfig.onlinePaymentAvailable).toBe(false);
    } finally {
      await prod.stop();
    }
  });

  it('with ALLOW_TEST_PAYMENTS=1 (staging) still takes test-mode online orders', async () => {
    const staging = await startTestShop({ env: { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_JWT_SECRET, ALLOW_TEST_PAYMENTS: '1' } });
    try {
      const p = await aProduct(staging.app.db, { stock: 3 });
      const { token } = await aShopper(staging);
      const order = await placeOnline(staging, token, p.id);
      const signed = await staging.http('/api/v1/payments/test-checkout/pay', { method: 'POST', body: { order_id: order.razorpayOrderId } });
      expect(signed.status).toBe(200);
      const config = await staging.gql('{ paymentConfig { onlinePaymentAvailable } }');
      expect(config.body.data.paymentConfig.onlinePaymentAvailable).toBe(true);
    } finally {
      await staging.stop();
    }
  });
});
