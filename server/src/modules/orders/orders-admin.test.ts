import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../context';
import { aProduct, aShopper, A_DELIVERY_ADDRESS, fewestInStock } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { ProductEntity } from '../catalog/product.entity';
import { dashboardService } from '../dashboard/dashboard.service';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';
import { buildApiSchema } from '../../schema/build-schema';
import { ADMIN_OPERATION_EXTENSION } from '../access/admin-guard';
import { ACTION_OPERATIONS, type AdminOrderAction } from './order-admin.types';

let shop: TestShop;
let support: { token: string; name: string };
let manager: { token: string; name: string };

beforeAll(async () => {
  shop = await startTestShop();
  const s = await aStaffMember(shop, 'support', { name: 'Sunita Support' });
  const m = await aStaffMember(shop, 'manager', { name: 'Manoj Manager' });
  support = { token: s.token, name: s.member.name };
  manager = { token: m.token, name: m.member.name };
});
afterAll(async () => {
  await shop?.stop();
});

const stockOf = (id: string) => fewestInStock(shop.app.db, id);
const randomMobile = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`;

/** A shopper's order placed as a legacy client places it; `pay` completes an online payment. */
async function anOrder(opts: { mode?: 'COD' | 'Razorpay'; pay?: boolean; address?: Partial<typeof A_DELIVERY_ADDRESS>; product?: Partial<ProductEntity>; quantity?: number } = {}) {
  const product = await aProduct(shop.app.db, { stock: 10, ...opts.product });
  const shopper = await aShopper(shop);
  const body = { quantity: opts.quantity ?? 1, paymentMode: opts.mode ?? 'COD', size: product.availableSizes[0] ?? 'NA', ...A_DELIVERY_ADDRESS, ...opts.address };
  const res = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', body, token: shopper.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.order._id as string;
  let paymentId: string | undefined;
  if (opts.pay) {
    const paid = (paymentProvider(shop.app) as TestModePaymentProvider).completePayment(res.body.order.razorpayOrderId);
    paymentId = paid.paymentId;
    const verified = await shop.http('/api/v1/orders/verify-payment', { method: 'POST', body: { order_id: id, payment_id: paid.paymentId, signature: paid.signature }, token: shopper.token });
    expect(verified.status).toBe(200);
  }
  return { id, code: id.slice(-6).toUpperCase(), product, shopper, paymentId };
}

const ORDER_FIELDS = `id code status carrier trackingId itemCount totalPaise actions
  customer { name email } shipTo { name phone address pincode }
  payment { mode isPaid refundStatus refundId }
  lines { productName size quantity }`;

async function staff<T = any>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql<T>(query, variables, token);
  return { data: res.body.data as T, errors: res.body.errors, codes: (res.body.errors ?? []).map((e) => e.extensions?.code) };
}

const SHIP = `mutation($id: ID!, $carrier: String!, $trackingId: String!) { shipOrder(id: $id, carrier: $carrier, trackingId: $trackingId) { ${ORDER_FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmOrder(id: $id) { ${ORDER_FIELDS} } }`;
const DELIVER = `mutation($id: ID!) { deliverOrder(id: $id) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { adminCancelOrder(id: $id, reason: $reason) { ${ORDER_FIELDS} } }`;
const COD_PAID = `mutation($id: ID!) { recordCodPayment(id: $id) { ${ORDER_FIELDS} } }`;
const ONE = `query($id: ID!) { adminOrder(id: $id) { ${ORDER_FIELDS} timeline { event status actor actorName staffId note } } }`;
const LIST = `query($filter: AdminOrderFilter, $sort: AdminOrderSort, $limit: Int, $offset: Int) {
  adminOrders(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { total items { id code status totalPaise payment { mode isPaid } } }
}`;

const auditOf = (orderId: string) =>
  shop.app.db.query(`SELECT action, staff_role, before, after FROM audit_entry WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id`, [orderId]) as Promise<
    { action: string; staff_role: string; before: Record<string, unknown>; after: Record<string, unknown> }[]
  >;

describe('shipping an order from the back office', () => {
  it("a support user's shipOrder moves the shopper's order to shipped; legacy myOrders shows isShipped and the tracking id as shiprocketOrderId", async () => {
    const order = await anOrder();
    const shipped = await staff(support.token, SHIP, { id: order.id, carrier: 'Delhivery', trackingId: 'DLV-1234567890' });
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data.shipOrder).toMatchObject({ status: 'SHIPPED', carrier: 'Delhivery', trackingId: 'DLV-1234567890' });

    const mine = await shop.http('/api/v1/orders/myOrders/', { token: order.shopper.token });
    expect(mine.status).toBe(200);
    expect(mine.body[0]).toMatchObject({ _id: order.id, status: 'shipped', isShipped: true, shiprocketOrderId: 'DLV-1234567890' });
    // The storefront's My Orders shows the courier too.
    const gql = await shop.gql('{ myOrders { id carrier trackingId isShipped } }', {}, order.shopper.token);
    expect(gql.body.data.myOrders[0]).toEqual({ id: order.id, carrier: 'Delhivery', trackingId: 'DLV-1234567890', isShipped: true });

    // The timeline names the staff member; the audit trail has who, what, before and after.
    const one = await staff(support.token, ONE, { id: order.id });
    expect(one.data.adminOrder.timeline.at(-1)).toMatchObject({ event: 'SHIPPED', status: 'SHIPPED', actor: 'staff', actorName: support.name, note: 'Delhivery DLV-1234567890' });
    expect(one.data.adminOrder.timeline[0]).toMatchObject({ event: 'PLACED', actor: 'shopper', actorName: order.shopper.user.username });
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.ship',
        staff_role: 'support',
        before: expect.objectContaining({ status: 'pending', isShipped: false, trackingId: null }),
        after: expect.objectContaining({ status: 'shipped', isShipped: true, carrier: 'Delhivery', trackingId: 'DLV-1234567890' }),
      },
    ]);
  });

  it("a support user's createProduct is FORBIDDEN", async () => {
    const res = await staff(
      support.token,
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name: 'Forbidden Tee', description: 'Not for support to add.', pricePaise: 49900, mrpPaise: 59900, category: 'men', color: 'black', stock: 5, availableSizes: ['M'], imageIds: [] } },
    );
    expect(res.codes).toEqual(['FORBIDDEN']);
  });

  it('shipping again corrects the carrier and tracking id; a blank carrier or tracking id is BAD_USER_INPUT', async () => {
    const order = await anOrder();
    await staff(support.token, SHIP, { id: order.id, carrier: 'Delhivery', trackingId: 'WRONG-1' });
    const again = await staff(support.token, SHIP, { id: order.id, carrier: 'Blue Dart', trackingId: 'BD-77' });
    expect(again.data.shipOrder).toMatchObject({ status: 'SHIPPED', carrier: 'Blue Dart', trackingId: 'BD-77' });
    expect((await staff(support.token, SHIP, { id: order.id, carrier: '  ', trackingId: 'BD-78' })).codes).toEqual(['BAD_USER_INPUT']);
    expect((await staff(support.token, SHIP, { id: order.id, carrier: 'Blue Dart', trackingId: '' })).codes).toEqual(['BAD_USER_INPUT']);
  });
});

describe('every action goes through the order lifecycle', () => {
  it('confirm: a placed COD order becomes confirmed; a confirmed or online order is ORDER_NOT_CONFIRMABLE', async () => {
    const cod = await anOrder();
    const confirmed = await staff(manager.token, CONFIRM, { id: cod.id });
    expect(confirmed.data.confirmOrder).toMatchObject({ status: 'CONFIRMED', actions: ['SHIP', 'CANCEL'] });
    const again = await staff(manager.token, CONFIRM, { id: cod.id });
    expect(again.codes).toEqual(['ORDER_NOT_CONFIRMABLE']);
    expect(again.errors![0].message).toBe('This order is already confirmed.');
    const unpaidOnline = await anOrder({ mode: 'Razorpay' });
    expect((await staff(manager.token, CONFIRM, { id: unpaidOnline.id })).codes).toEqual(['ORDER_NOT_CONFIRMABLE']);
    // The shopper still sees it as confirmed, and may still cancel it before it ships.
    const mine = await shop.gql('{ myOrders { status canCancel history { event actor } } }', {}, cod.shopper.token);
    expect(mine.body.data.myOrders[0]).toMatchObject({ status: 'CONFIRMED', canCancel: true, history: [{ event: 'PLACED' }, { event: 'CONFIRMED_BY_STAFF', actor: 'staff' }] });
  });

  it('refused actions answer the lifecycle codes and change nothing (status, stock, audit trail)', async () => {
    const pending = await anOrder();
    const onlinePaid = await anOrder({ mode: 'Razorpay', pay: true });
    const cancelled = await anOrder();
    await staff(manager.token, CANCEL, { id: cancelled.id, reason: 'Customer asked by phone' });
    const shipped = await anOrder();
    await staff(support.token, SHIP, { id: shipped.id, carrier: 'DTDC', trackingId: 'D1' });

    const cases: [string, Record<string, unknown>, string, string][] = [
      [SHIP, { id: cancelled.id, carrier: 'DTDC', trackingId: 'D2' }, 'ORDER_NOT_SHIPPABLE', 'Only placed or paid orders can be shipped; this one is cancelled.'],
      [DELIVER, { id: pending.id }, 'ORDER_NOT_DELIVERABLE', 'Only shipped orders can be delivered; this one is pending.'],
      [CANCEL, { id: shipped.id, reason: 'Too late' }, 'ORDER_NOT_CANCELLABLE', 'This order has already shipped and can no longer be cancelled.'],
      [CANCEL, { id: cancelled.id, reason: 'Twice' }, 'ORDER_NOT_CANCELLABLE', 'This order is already cancelled.'],
      [COD_PAID, { id: pending.id }, 'COD_NOT_COLLECTABLE', 'Cash on delivery is recorded once the order has shipped or been delivered; this one is pending.'],
      [CONFIRM, { id: shipped.id }, 'ORDER_NOT_CONFIRMABLE', 'Only placed cash-on-delivery orders wait for confirmation; this one is shipped.'],
    ];
    for (const [query, variables, code, message] of cases) {
      const before = await staff(manager.token, ONE, { id: variables.id });
      const stock = await stockOf(await anOrderProduct(String(variables.id)));
      const audit = (await auditOf(String(variables.id))).length;
      const res = await staff(manager.token, query, variables);
      expect(res.codes, `${query.slice(0, 40)} ${code}`).toEqual([code]);
      expect(res.errors![0].message).toBe(message);
      const after = await staff(manager.token, ONE, { id: variables.id });
      expect(after.data.adminOrder.status).toBe(before.data.adminOrder.status);
      expect(after.data.adminOrder.timeline).toHaveLength(before.data.adminOrder.timeline.length);
      expect(await stockOf(await anOrderProduct(String(variables.id)))).toBe(stock);
      expect(await auditOf(String(variables.id))).toHaveLength(audit);
    }

    // Cash on delivery: only for a COD order that has shipped and is not paid yet.
    await staff(support.token, SHIP, { id: onlinePaid.id, carrier: 'DTDC', trackingId: 'D3' });
    const online = await staff(manager.token, COD_PAID, { id: onlinePaid.id });
    expect(online.codes).toEqual(['COD_NOT_COLLECTABLE']);
    expect(online.errors![0].message).toBe('This order was paid online: there is no cash to collect.');
    const collected = await staff(manager.token, COD_PAID, { id: shipped.id });
    expect(collected.data.recordCodPayment).toMatchObject({ status: 'SHIPPED', payment: { isPaid: true } });
    const twice = await staff(manager.token, COD_PAID, { id: shipped.id });
    expect(twice.codes).toEqual(['COD_NOT_COLLECTABLE']);
    expect(twice.errors![0].message).toBe('The cash for this order is already recorded.');

    // A reason is required to cancel; an unknown order is NOT_FOUND; support may not cancel at all.
    expect((await staff(manager.token, CANCEL, { id: pending.id, reason: '   ' })).codes).toEqual(['BAD_USER_INPUT']);
    expect((await staff(manager.token, DELIVER, { id: crypto.randomUUID() })).codes).toEqual(['NOT_FOUND']);
    expect((await staff(support.token, CANCEL, { id: pending.id, reason: 'No' })).codes).toEqual(['FORBIDDEN']);
  });

  it('deliver, then record the cash: a COD order is paid only once its cash is recorded', async () => {
    const order = await anOrder();
    await staff(support.token, SHIP, { id: order.id, carrier: 'India Post', trackingId: 'EE123456789IN' });
    const delivered = await staff(support.token, DELIVER, { id: order.id });
    // Recording the cash is for managers: support is offered nothing more on a delivered order.
    expect(delivered.data.deliverOrder).toMatchObject({ status: 'DELIVERED', payment: { isPaid: false }, actions: [] });
    expect((await staff(manager.token, ONE, { id: order.id })).data.adminOrder.actions).toEqual(['RECORD_COD_PAYMENT']);
    expect((await staff(support.token, COD_PAID, { id: order.id })).codes).toEqual(['FORBIDDEN']);
    const paid = await staff(manager.token, COD_PAID, { id: order.id });
    expect(paid.data.recordCodPayment).toMatchObject({ status: 'DELIVERED', payment: { isPaid: true }, actions: [] });
    const mine = await shop.http('/api/v1/orders/myOrders/', { token: order.shopper.token });
    expect(mine.body[0]).toMatchObject({ status: 'delivered', isPaid: true });
    expect((await auditOf(order.id)).map((a) => [a.action, a.staff_role])).toEqual([
      ['order.ship', 'support'],
      ['order.deliver', 'support'],
      ['order.recordCodPayment', 'manager'],
    ]);
  });

  it('cancelling a paid order gives its stock back and refunds it through the payment provider', async () => {
    const order = await anOrder({ mode: 'Razorpay', pay: true, quantity: 2 });
    expect(await stockOf(order.product.id)).toBe(8);
    const res = await staff(manager.token, CANCEL, { id: order.id, reason: 'Damaged in the warehouse' });
    expect(res.errors).toBeUndefined();
    expect(res.data.adminCancelOrder).toMatchObject({ status: 'CANCELLED', payment: { isPaid: true, refundStatus: 'REFUNDED', refundId: expect.stringMatching(/^rfnd_/) } });
    expect(await stockOf(order.product.id)).toBe(10);
    const refunds = (paymentProvider(shop.app) as TestModePaymentProvider).refunds.filter((r) => r.paymentId === order.paymentId);
    expect(refunds).toHaveLength(1);
    const one = await staff(manager.token, ONE, { id: order.id });
    expect(one.data.adminOrder.timeline.slice(-3)).toMatchObject([
      { event: 'CANCELLED_BY_STAFF', actor: 'staff', actorName: manager.name, note: 'Damaged in the warehouse' },
      { event: 'REFUND_STARTED', actor: 'system' },
      { event: 'REFUND_DONE', actor: 'payment provider', actorName: 'Payment provider' },
    ]);
    const [audit] = await auditOf(order.id);
    expect(audit).toMatchObject({ action: 'order.cancel', after: { status: 'cancelled', refundStatus: 'pending', reason: 'Damaged in the warehouse' } });
    // The shopper sees it cancelled and refunded.
    const mine = await shop.http('/api/v1/orders/myOrders/', { token: order.shopper.token });
    expect(mine.body[0]).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
  });
});

/** The product of an order's first line. */
async function anOrderProduct(orderId: string): Promise<string> {
  const [row] = await shop.app.db.query(`SELECT product_id FROM order_line WHERE order_id = $1 ORDER BY position LIMIT 1`, [orderId]);
  return row.product_id;
}

describe("an order's actions are the steps its status allows that the caller's role may take", () => {
  it('a placed COD order: managers and owners may confirm, ship or cancel it; support may only ship it (no cancel)', async () => {
    const owner = (await aStaffMember(shop, 'owner')).token;
    const order = await anOrder();
    const actionsOf = async (token: string) => (await staff(token, ONE, { id: order.id })).data.adminOrder.actions;
    expect(await actionsOf(owner)).toEqual(['CONFIRM', 'SHIP', 'CANCEL']);
    expect(await actionsOf(manager.token)).toEqual(['CONFIRM', 'SHIP', 'CANCEL']);
    expect(await actionsOf(support.token)).toEqual(['SHIP']);
    // The list answers the same as the order's page.
    const listed = await staff(support.token, `query($filter: AdminOrderFilter) { adminOrders(filter: $filter) { items { actions } } }`, { filter: { search: order.id } });
    expect(listed.data.adminOrders.items.map((o: { actions: string[] }) => o.actions)).toEqual([['SHIP']]);
    // A shipped order: everyone may mark it delivered (or correct the tracking); recording its cash is for managers.
    await staff(support.token, SHIP, { id: order.id, carrier: 'DTDC', trackingId: 'D1234' });
    expect(await actionsOf(support.token)).toEqual(['SHIP', 'DELIVER']);
    expect(await actionsOf(manager.token)).toEqual(['SHIP', 'DELIVER', 'RECORD_COD_PAYMENT']);
  });

  it('each action offered is the operation its mutation is guarded with', async () => {
    const fields = (await buildApiSchema()).getMutationType()!.getFields();
    const mutations: Record<AdminOrderAction, string> = {
      CONFIRM: 'confirmOrder',
      SHIP: 'shipOrder',
      DELIVER: 'deliverOrder',
      CANCEL: 'adminCancelOrder',
      RECORD_COD_PAYMENT: 'recordCodPayment',
      RECORD_MANUAL_REFUND: 'recordManualRefund',
    };
    for (const [action, mutation] of Object.entries(mutations) as [AdminOrderAction, string][]) {
      expect(fields[mutation].extensions[ADMIN_OPERATION_EXTENSION], mutation).toBe(ACTION_OPERATIONS[action]);
    }
  });
});

describe('the order list', () => {
  it('filters by status, payment mode, paid and date range, and searches by code, phone, e-mail and name', async () => {
    const mobile = randomMobile();
    const cod = await anOrder({ address: { mobileNumber: mobile } });
    const online = await anOrder({ mode: 'Razorpay', pay: true });
    const shipped = await anOrder();
    await staff(support.token, SHIP, { id: shipped.id, carrier: 'Ekart', trackingId: 'EK-1' });
    const old = await anOrder();
    await shop.app.db.query(`UPDATE customer_order SET created_at = '2024-03-10T10:00:00+05:30' WHERE id = $1`, [old.id]);

    const ids = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const res = await staff(support.token, LIST, { filter, limit: 100, ...extra });
      expect(res.errors).toBeUndefined();
      return res.data.adminOrders.items.map((o: { id: string }) => o.id) as string[];
    };

    expect(await ids({ search: cod.code })).toEqual([cod.id]);
    expect(await ids({ search: `#${cod.code.toLowerCase()}` })).toEqual([cod.id]);
    expect(await ids({ search: cod.id })).toEqual([cod.id]);
    expect(await ids({ search: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` })).toEqual([cod.id]);
    expect(await ids({ search: online.shopper.user.email.toUpperCase() })).toEqual([online.id]);
    expect(await ids({ search: shipped.shopper.user.username })).toContain(shipped.id);

    const mine = [cod.id, online.id, shipped.id, old.id];
    const within = async (filter: Record<string, unknown>) => (await ids(filter)).filter((id) => mine.includes(id));
    expect(await within({ status: 'SHIPPED' })).toEqual([shipped.id]);
    expect(await within({ status: ['PENDING', 'CONFIRMED'] })).toEqual(expect.arrayContaining([cod.id, online.id]));
    expect(await within({ status: ['PENDING', 'CONFIRMED'] })).not.toContain(shipped.id);
    expect(await within({ paymentMode: 'Razorpay' })).toEqual([online.id]);
    expect(await within({ paid: true })).toEqual([online.id]);
    expect((await within({ paid: false })).sort()).toEqual([cod.id, shipped.id, old.id].sort());
    expect(await within({ from: '2024-03-01T00:00:00+05:30', to: '2024-04-01T00:00:00+05:30' })).toEqual([old.id]);
    expect(await within({ from: '2025-01-01T00:00:00Z' })).not.toContain(old.id);
    // Newest first by default; oldest first when asked.
    const newest = await ids({});
    expect(newest.indexOf(shipped.id)).toBeLessThan(newest.indexOf(online.id));
    expect(newest.indexOf(online.id)).toBeLessThan(newest.indexOf(cod.id));
    const oldest = await staff(support.token, LIST, { sort: 'OLDEST', limit: 100 });
    expect(oldest.data.adminOrders.items.map((o: { id: string }) => o.id).filter((id: string) => mine.includes(id))[0]).toBe(old.id);

    // A page, and the total of every page.
    const page = await staff(support.token, LIST, { filter: {}, limit: 2, offset: 1 });
    expect(page.data.adminOrders.items).toHaveLength(2);
    expect(page.data.adminOrders.total).toBeGreaterThanOrEqual(4);
    expect((await staff(support.token, LIST, { filter: { from: '2025-01-02T00:00:00Z', to: '2025-01-01T00:00:00Z' } })).codes).toEqual(['BAD_USER_INPUT']);
    expect((await staff(support.token, LIST, { limit: 101 })).codes).toEqual(['BAD_USER_INPUT']);
  });

  it('adminOrder shows the lines, the customer, where it goes and how it is paid; an unknown id is null', async () => {
    const order = await anOrder({ quantity: 3, product: { name: 'Indigo Block Print Kurta', availableSizes: ['S', 'M', 'L'] } });
    const res = await staff(support.token, ONE, { id: order.id });
    expect(res.data.adminOrder).toMatchObject({
      id: order.id,
      code: order.code,
      status: 'PENDING',
      itemCount: 3,
      totalPaise: 3 * order.product.pricePaise,
      customer: { name: order.shopper.user.username, email: order.shopper.user.email },
      shipTo: { name: order.shopper.user.username, phone: A_DELIVERY_ADDRESS.mobileNumber, address: A_DELIVERY_ADDRESS.address, pincode: A_DELIVERY_ADDRESS.pincode },
      payment: { mode: 'COD', isPaid: false, refundStatus: null },
      lines: [{ productName: 'Indigo Block Print Kurta', size: 'S', quantity: 3 }],
      actions: ['SHIP'],
    });
    expect((await staff(support.token, ONE, { id: crypto.randomUUID() })).data.adminOrder).toBeNull();
  });
});

describe('the packing slip', () => {
  it('is a printable HTML page with the ship-to address and lines, no prices, everything escaped', async () => {
    const order = await anOrder({
      quantity: 2,
      product: { name: 'Tee <b>bold</b> & "quoted"', availableSizes: ['XL'], pricePaise: 123456, mrpPaise: 150000 },
      address: { address: '<script>alert("x")</script> Flat 4', landmark: `Opp. Sharma's <img src=x onerror=alert(1)>` },
    });
    const res = await shop.http(`/admin/api/orders/${order.id}/packing-slip`, { token: support.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = res.body as string;
    expect(html).toContain('Rangrez');
    expect(html).toContain(`Order #${order.code}`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Flat 4');
    expect(html).toContain('Opp. Sharma&#39;s &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Tee &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain(`Phone: ${A_DELIVERY_ADDRESS.mobileNumber}`);
    expect(html).toMatch(/<td>XL<\/td>\s*<td class="qty">2<\/td>/);
    expect(html).toContain('@media print');
    // No prices on a slip that travels with the goods.
    expect(html).not.toMatch(/₹|1234\.56|2469\.12|123456|246912/);
  });

  it('needs a staff session with orders.read: 401 without, 403 for a shopper, 404 for an unknown order', async () => {
    const order = await anOrder();
    const anonymous = await shop.http(`/admin/api/orders/${order.id}/packing-slip`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBeTruthy();
    expect((await shop.http(`/admin/api/orders/${order.id}/packing-slip`, { token: order.shopper.token })).status).toBe(403);
    const unknown = await shop.http(`/admin/api/orders/${crypto.randomUUID()}/packing-slip`, { token: support.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Order not found.' });
  });
});

describe('the dashboard', () => {
  const DASHBOARD = `{ adminDashboard { ordersToday revenueTodayPaise ordersThisWeek revenueThisWeekPaise awaitingShipment lowStockCount unreadMessages } }`;

  it('moves with a new order, a low-stock product and an unread message; managers only', async () => {
    const before = (await staff(manager.token, DASHBOARD)).data.adminDashboard;
    const order = await anOrder({ quantity: 1 });
    await aProduct(shop.app.db, { stock: 2 });
    await shop.http('/api/v1/contact/', { method: 'POST', body: { fullName: 'Asha', email: `asha-${crypto.randomUUID()}@example.in`, phone_Number: '9876543210', subject: 'Hello', message: 'Dashboard test' } });
    const after = (await staff(manager.token, DASHBOARD)).data.adminDashboard;
    // The new order's product had stock 10 of each size (9 of one after the order): not low. The new
    // product has 2 of each of its three sizes: three low sizes, and the count counts sizes.
    expect(after).toEqual({
      ordersToday: before.ordersToday + 1,
      // Revenue is what the order costs: its price and ₹70 shipping below ₹1000.
      revenueTodayPaise: before.revenueTodayPaise + order.product.pricePaise + 7000,
      ordersThisWeek: before.ordersThisWeek + 1,
      revenueThisWeekPaise: before.revenueThisWeekPaise + order.product.pricePaise + 7000,
      awaitingShipment: before.awaitingShipment + 1,
      lowStockCount: before.lowStockCount + 3,
      unreadMessages: before.unreadMessages + 1,
    });
    // A cancelled order leaves the figures.
    await staff(manager.token, CANCEL, { id: order.id, reason: 'Duplicate order' });
    const cancelled = (await staff(manager.token, DASHBOARD)).data.adminDashboard;
    expect(cancelled).toMatchObject({ ordersToday: before.ordersToday, revenueTodayPaise: before.revenueTodayPaise, awaitingShipment: before.awaitingShipment });
    expect((await staff(support.token, DASHBOARD)).codes).toEqual(['FORBIDDEN']);
  });

  it('counts today and this week in India time, weeks from Monday, sales only', async () => {
    // Wednesday 8 January 2031, 00:30 in India (19:00 UTC on the 7th).
    const now = new Date('2031-01-08T00:30:00+05:30');
    const at = async (iso: string, opts: Parameters<typeof anOrder>[0] = {}) => {
      const o = await anOrder(opts);
      await shop.app.db.query(`UPDATE customer_order SET created_at = $2 WHERE id = $1`, [o.id, iso]);
      const [{ total_paise }] = await shop.app.db.query(`SELECT total_paise FROM customer_order WHERE id = $1`, [o.id]);
      return { ...o, total: total_paise as number };
    };
    const today = await at('2031-01-08T00:10:00+05:30', { quantity: 2 });
    const lateYesterday = await at('2031-01-07T23:59:00+05:30'); // the same UTC day as `now`, but yesterday in India
    const monday = await at('2031-01-06T00:05:00+05:30', { mode: 'Razorpay', pay: true });
    await at('2031-01-05T23:55:00+05:30'); // Sunday: last week
    const cancelled = await at('2031-01-08T00:15:00+05:30');
    await staff(manager.token, CANCEL, { id: cancelled.id, reason: 'Customer changed their mind' });
    await at('2031-01-08T00:20:00+05:30', { mode: 'Razorpay' }); // never paid: not a sale
    await at('2031-01-08T01:00:00+05:30'); // after `now`

    const figures = await dashboardService.figures(systemContext(shop.app), now);
    expect(figures).toMatchObject({
      todayStartsAt: new Date('2031-01-07T18:30:00Z'),
      weekStartsAt: new Date('2031-01-05T18:30:00Z'),
      ordersToday: 1,
      revenueTodayPaise: today.total,
      ordersThisWeek: 3,
      revenueThisWeekPaise: today.total + lateYesterday.total + monday.total,
    });
  });
});
