import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, systemContext } from '../../context';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { catalogService } from '../catalog/catalog.service';
import { ProductEntity } from '../catalog/product.entity';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';
import { OrderHistoryEntity } from './order-history.entity';
import { OrderLineEntity } from './order-line.entity';
import { ORDER_LIFECYCLE, orderLifecycle, REFUSALS } from './order-lifecycle';
import { OrderEntity, OrderEvent, OrderStatus } from './order.entity';
import { runOrdersCommand, type OrdersCommand } from './orders-command';
import { ordersService } from './orders.service';

const WEBHOOK_SECRET = 'whsec_lifecycle_tests_only';
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
afterAll(async () => {
  await shop?.stop();
});

const stockOf = (id: string) => fewestInStock(shop.app.db, id);
const rowOf = (id: string) => shop.app.db.getRepository(OrderEntity).findOneByOrFail({ id });
const historyOf = (orderId: string) => shop.app.db.getRepository(OrderHistoryEntity).count({ where: { orderId } });

/**
 * An order brought into `status` by the events that lead there, as the shop itself would: an online
 * order (so a signature can be made for it), or for `pending` a COD order given a provider order id.
 */
async function anOrderIn(status: OrderStatus) {
  const p = await aProduct(shop.app.db, { kind: 'mug', availableSizes: [], stock: 5 });
  const { token } = await aShopper(shop);
  const paymentMode = status === OrderStatus.PENDING ? 'COD' : 'Razorpay';
  const res = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: { quantity: 1, paymentMode, size: 'NA', ...A_DELIVERY_ADDRESS }, token });
  expect(res.status).toBe(200);
  const id = res.body.order._id as string;
  let providerOrderId = res.body.order.razorpayOrderId as string;
  const ctx = systemContext(shop.app);
  const provider = paymentProvider(shop.app) as TestModePaymentProvider;
  const pay = async () => {
    const paid = provider.completePayment(providerOrderId);
    const verified = await shop.http('/api/v1/orders/verify-payment', { method: 'POST', body: { order_id: id, payment_id: paid.paymentId, signature: paid.signature }, token });
    expect(verified.status).toBe(200);
  };
  switch (status) {
    case OrderStatus.PENDING:
      providerOrderId = `order_${crypto.randomBytes(7).toString('hex')}`;
      await shop.app.db.query('UPDATE customer_order SET razorpay_order_id = $2 WHERE id = $1', [id, providerOrderId]);
      break;
    case OrderStatus.CONFIRMED:
      await pay();
      break;
    case OrderStatus.SHIPPED:
    case OrderStatus.DELIVERED:
      await pay();
      await ordersService.ship(ctx, id, { trackingId: 'SR-0' });
      if (status === OrderStatus.DELIVERED) await ordersService.deliver(ctx, id);
      break;
    case OrderStatus.CANCELLED:
      expect((await shop.http(`/api/v1/orders/${id}/cancel`, { method: 'POST', token })).status).toBe(200);
      break;
    case OrderStatus.PAYMENT_FAILED:
      expect((await shop.gql('mutation($id: ID!) { abandonPayment(orderId: $id) { id } }', { id }, token)).body.errors).toBeUndefined();
      break;
    case OrderStatus.EXPIRED:
      // The reservation's time runs out (the clock is not ours to move), then the sweep sees it.
      await shop.app.db.query(`UPDATE customer_order SET reserved_until = now() - interval '1 second' WHERE id = $1`, [id]);
      expect(await ordersService.expireDue(ctx, { productIds: [p.id] })).toBe(1);
      break;
    default:
      break;
  }
  expect((await rowOf(id)).status).toBe(status);
  return { id, providerOrderId, productId: p.id, token };
}

type Fired = { via: string; code?: string; status?: number };

/** Every way the shop lets `event` happen to an order from outside, fired at `order`. */
async function fireEverywhere(order: Awaited<ReturnType<typeof anOrderIn>>, event: OrderEvent): Promise<Fired[]> {
  const ctx = systemContext(shop.app);
  const fired: Fired[] = [];
  const gqlCode = async (query: string, variables: Record<string, unknown>) => (await shop.gql(query, variables, order.token)).body.errors?.[0]?.extensions?.code;
  switch (event) {
    case OrderEvent.CANCELLED_BY_SHOPPER:
      fired.push({ via: 'graphql cancelOrder', code: await gqlCode('mutation($id: ID!) { cancelOrder(id: $id) { id } }', { id: order.id }) });
      fired.push({ via: 'REST cancel', status: (await shop.http(`/api/v1/orders/${order.id}/cancel`, { method: 'POST', token: order.token })).status });
      break;
    case OrderEvent.PAYMENT_ABANDONED:
      fired.push({ via: 'graphql abandonPayment', code: await gqlCode('mutation($id: ID!) { abandonPayment(orderId: $id) { id } }', { id: order.id }) });
      break;
    case OrderEvent.PAYMENT_CONFIRMED: {
      const provider = paymentProvider(shop.app) as TestModePaymentProvider;
      const a = provider.completePayment(order.providerOrderId);
      fired.push({
        via: 'graphql verifyPayment',
        code: await gqlCode('mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { id } }', { input: { orderId: order.id, ...a } }),
      });
      const b = provider.completePayment(order.providerOrderId);
      const rest = await shop.http('/api/v1/orders/verify-payment', { method: 'POST', body: { order_id: order.id, payment_id: b.paymentId, signature: b.signature }, token: order.token });
      fired.push({ via: 'REST verify-payment', status: rest.status });
      break;
    }
    case OrderEvent.SHIPPED:
    case OrderEvent.DELIVERED:
    case OrderEvent.CONFIRMED_BY_STAFF:
    case OrderEvent.CANCELLED_BY_STAFF:
    case OrderEvent.COD_COLLECTED: {
      const commands: Partial<Record<OrderEvent, OrdersCommand>> = {
        [OrderEvent.SHIPPED]: { command: 'ship', orderId: order.id, tracking: 'SR-1' },
        [OrderEvent.DELIVERED]: { command: 'deliver', orderId: order.id },
        [OrderEvent.CONFIRMED_BY_STAFF]: { command: 'confirm', orderId: order.id },
        [OrderEvent.CANCELLED_BY_STAFF]: { command: 'cancel', orderId: order.id, reason: 'Out of stock at the warehouse' },
        [OrderEvent.COD_COLLECTED]: { command: 'cod-paid', orderId: order.id },
      };
      const cmd = commands[event]!;
      const result = await runOrdersCommand(ctx, cmd);
      fired.push({ via: `command ${cmd.command}`, code: result.exitCode === 1 ? /\((\w+)\)$/.exec(result.err[0] ?? '')?.[1] : `exit ${result.exitCode}` });
      break;
    }
    case OrderEvent.PAYMENT_FAILED: {
      // The provider is told 200 (or it retries for days); the table's refusal leaves the order as it was.
      const raw = JSON.stringify({ event: 'payment.failed', payload: { payment: { entity: { id: `pay_${crypto.randomBytes(6).toString('hex')}`, order_id: order.providerOrderId, amount: 100 } } } });
      const signature = crypto.createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
      const res = await shop.http('/api/v1/payments/razorpay/webhook', { method: 'POST', raw, headers: { 'x-razorpay-signature': signature } });
      fired.push({ via: 'webhook payment.failed', status: res.status });
      break;
    }
    default:
      break;
  }
  // Straight into the lifecycle too, as the sweep and the refund worker call it.
  const direct = await inTransaction(ctx, async (tx) => {
    const o = await tx.em.findOneOrFail(OrderEntity, { where: { id: order.id }, lock: { mode: 'pessimistic_write' } });
    o.lines = await tx.em.find(OrderLineEntity, { where: { orderId: o.id } });
    return orderLifecycle.apply(tx, o, event, { actor: 'system' }).then(
      () => undefined,
      (e: { extensions?: { code?: string } }) => e.extensions?.code,
    );
  });
  fired.push({ via: 'lifecycle', code: direct });
  return fired;
}

const STATUSES = Object.values(OrderStatus);
const EVENTS = Object.values(OrderEvent);

describe('the order lifecycle table', () => {
  it.each(STATUSES)('refuses, from %s, every event the table does not allow, by every entry point, with its code', async (status) => {
    const forbidden = EVENTS.filter((e) => !ORDER_LIFECYCLE[status][e]);
    const order = await anOrderIn(status);
    const stockBefore = await stockOf(order.productId);
    const historyBefore = await historyOf(order.id);
    const paid = (await rowOf(order.id)).isPaid;
    for (const event of forbidden) {
      for (const f of await fireEverywhere(order, event)) {
        // A second payment presented for a paid order is refused before the table is asked.
        const code = paid && f.via === 'graphql verifyPayment' ? 'ALREADY_PAID' : REFUSALS[event].code;
        if (f.via === 'webhook payment.failed') expect(f, `${status} × ${event} via ${f.via}`).toEqual({ via: f.via, status: 200 });
        else if (f.status !== undefined) expect(f, `${status} × ${event} via ${f.via}`).toEqual({ via: f.via, status: 409 });
        else expect(f, `${status} × ${event} via ${f.via}`).toEqual({ via: f.via, code });
      }
    }
    // Nothing changed: status, stock, history.
    expect((await rowOf(order.id)).status).toBe(status);
    expect(await stockOf(order.productId)).toBe(stockBefore);
    expect(await historyOf(order.id)).toBe(historyBefore);
  }, 120_000);

  it('records every transition with who caused it: placed, shipped, delivered, cash collected', async () => {
    const p = await aProduct(shop.app.db, { kind: 'mug', availableSizes: [], stock: 2 });
    const { token } = await aShopper(shop);
    const placed = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', body: { quantity: 1, paymentMode: 'COD', size: 'NA', ...A_DELIVERY_ADDRESS }, token });
    const id = placed.body.order._id as string;
    const ctx = systemContext(shop.app);
    expect((await runOrdersCommand(ctx, { command: 'ship', orderId: id, tracking: 'SR-42' })).exitCode).toBe(0);
    expect((await runOrdersCommand(ctx, { command: 'deliver', orderId: id })).exitCode).toBe(0);
    expect((await runOrdersCommand(ctx, { command: 'cod-paid', orderId: id })).exitCode).toBe(0);
    const res = await shop.gql('query($id: ID!) { order(id: $id) { status isPaid history { event status actor at } } }', { id }, token);
    const order = res.body.data.order;
    expect(order).toMatchObject({ status: 'DELIVERED', isPaid: true });
    expect(order.history.map((h: { event: string; status: string; actor: string }) => [h.event, h.status, h.actor])).toEqual([
      ['PLACED', 'PENDING', 'shopper'],
      ['SHIPPED', 'SHIPPED', 'operator'],
      ['DELIVERED', 'DELIVERED', 'operator'],
      ['COD_COLLECTED', 'DELIVERED', 'operator'],
    ]);
  });
});

describe('stock has one owner', () => {
  it('the database refuses a negative stock', async () => {
    const p = await aProduct(shop.app.db, { stock: 1 });
    await expect(catalogService.setStock(systemContext(shop.app), p.id, -1, undefined, 'M')).rejects.toThrow(/check constraint/);
    expect(await stockOf(p.id)).toBe(1);
  });

  it('no module but the catalogue writes the product table', () => {
    const modules = path.resolve(__dirname, '..');
    const writers: string[] = [];
    for (const dir of fs.readdirSync(modules)) {
      if (dir === 'catalog') continue;
      for (const file of fs.readdirSync(path.join(modules, dir))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const text = fs.readFileSync(path.join(modules, dir, file), 'utf8');
        if (/\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+product\b/i.test(text)) writers.push(`${dir}/${file}`);
      }
    }
    expect(writers).toEqual([]);
  });
});
