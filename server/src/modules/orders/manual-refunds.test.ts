import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../context';
import { aProduct, aShopper, A_DELIVERY_ADDRESS } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';
import { processPendingRefunds } from './order-refunds';

/**
 * A cash-on-delivery order whose cash staff recorded and that then came back to the shop (returned to
 * origin) owes the shopper their money, with no provider payment to refund: staff pay it back by UPI or
 * NEFT and record the payout reference in the back office.
 */

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

const ORDER_FIELDS = `id code status actions totalPaise payment { mode isPaid refundStatus refundId refundedAt }`;
const RECORD = `mutation($id: ID!, $reference: String!) { recordManualRefund(id: $id, reference: $reference) { ${ORDER_FIELDS} } }`;
const ONE = `query($id: ID!) { adminOrder(id: $id) { ${ORDER_FIELDS} timeline { event status actor actorName note } } }`;

async function gql<T = any>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql<T>(query, variables, token);
  return { data: res.body.data as T, errors: res.body.errors, codes: (res.body.errors ?? []).map((e) => e.extensions?.code) };
}

async function ok<T = any>(token: string, query: string, variables: Record<string, unknown>) {
  const res = await gql<T>(token, query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

async function placed(mode: 'COD' | 'Razorpay') {
  const product = await aProduct(shop.app.db, { stock: 10 });
  const shopper = await aShopper(shop);
  const res = await shop.http(`/api/v1/orders/order/${product.id}`, {
    method: 'POST',
    token: shopper.token,
    body: { quantity: 1, paymentMode: mode, size: product.availableSizes[0] ?? 'NA', ...A_DELIVERY_ADDRESS },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.order._id as string, providerOrderId: res.body.order.razorpayOrderId as string, shopper };
}

/** Shipped with the test courier, its cash recorded by a manager, then the parcel came back undelivered. */
async function aCollectedCodOrderReturnedToOrigin() {
  const order = await placed('COD');
  await ok(support.token, 'mutation($id: ID!) { bookShipment(id: $id) { id } }', { id: order.id });
  await ok(manager.token, 'mutation($id: ID!) { recordCodPayment(id: $id) { id } }', { id: order.id });
  // Returned to origin cancels the order: a manager's step (orders.cancel).
  for (const s of ['RTO_INITIATED', 'RTO_DELIVERED']) await ok(manager.token, 'mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { id } }', { id: order.id, s });
  return order;
}

const auditOf = (orderId: string) =>
  shop.app.db.query(`SELECT action, staff_role, after FROM audit_entry WHERE entity_type = 'order' AND entity_id = $1 AND action = 'order.recordManualRefund'`, [orderId]) as Promise<
    { action: string; staff_role: string; after: Record<string, unknown> }[]
  >;

const mailsOf = (orderId: string) =>
  shop.app.db.query(`SELECT kind, subject, to_address, data FROM mail_message WHERE idempotency_key LIKE $1 ORDER BY created_at`, [`order:${orderId}:%`]) as Promise<
    { kind: string; subject: string; to_address: string; data: { headline: string; blocks: unknown[] } }[]
  >;

const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

describe('recording a refund paid by hand', () => {
  it('a manager records the UPI payout of a returned COD order: the refund is done with its reference, in the history, the audit trail, My Orders, legacy myOrders and a mail', async () => {
    const order = await aCollectedCodOrderReturnedToOrigin();
    const before = (await ok(manager.token, ONE, { id: order.id })).adminOrder;
    expect(before).toMatchObject({ status: 'CANCELLED', actions: ['RECORD_MANUAL_REFUND'], payment: { mode: 'COD', isPaid: true, refundStatus: 'PENDING', refundId: null } });
    // The refund sweep leaves it alone: there is no provider payment to refund.
    await processPendingRefunds(systemContext(shop.app));
    expect((await ok(manager.token, ONE, { id: order.id })).adminOrder.payment.refundStatus).toBe('PENDING');

    const done = (await ok(manager.token, RECORD, { id: order.id, reference: '  UPI/412345678901  ' })).recordManualRefund;
    expect(done).toMatchObject({ status: 'CANCELLED', actions: [], payment: { isPaid: true, refundStatus: 'REFUNDED', refundId: 'UPI/412345678901' } });
    expect(done.payment.refundedAt).toBeTruthy();

    const after = (await ok(manager.token, ONE, { id: order.id })).adminOrder;
    expect(after.timeline.map((t: { event: string }) => t.event)).toEqual(['PLACED', 'SHIPPED', 'COD_COLLECTED', 'RTO_INITIATED', 'RETURNED_TO_ORIGIN', 'REFUND_PAID_BY_STAFF']);
    expect(after.timeline.at(-1)).toEqual({
      event: 'REFUND_PAID_BY_STAFF',
      status: 'CANCELLED',
      actor: 'staff',
      actorName: manager.name,
      note: 'Paid back by hand, payout reference UPI/412345678901',
    });
    expect(await auditOf(order.id)).toEqual([
      { action: 'order.recordManualRefund', staff_role: 'manager', after: expect.objectContaining({ status: 'cancelled', refundStatus: 'refunded', reference: 'UPI/412345678901' }) },
    ]);

    // The shopper sees the payout reference too: My Orders names it for them to look for in their bank or UPI app.
    const mine = await shop.gql('{ myOrders { id status isPaid refundStatus refundId history { event actor } } }', {}, order.shopper.token);
    const myOrder = mine.body.data.myOrders.find((o: { id: string }) => o.id === order.id);
    expect(myOrder).toMatchObject({ status: 'CANCELLED', isPaid: true, refundStatus: 'REFUNDED', refundId: 'UPI/412345678901' });
    expect(myOrder.history.at(-1)).toEqual({ event: 'REFUND_PAID_BY_STAFF', actor: 'staff' });
    const legacy = await shop.http('/api/v1/orders/myOrders', { token: order.shopper.token });
    expect(legacy.status).toBe(200);
    expect(legacy.body.find((o: { _id: string }) => o._id === order.id)).toMatchObject({ status: 'cancelled', isPaid: true, refundStatus: 'refunded' });

    // The shopper's refunded mail, with the amount and the reference to look for in their bank or UPI app.
    const refundMail = (await mailsOf(order.id)).find((m) => m.kind === 'order.refund_paid_by_staff');
    expect(refundMail).toMatchObject({ subject: `Refund for order #${before.code}`, to_address: order.shopper.user.email, data: { headline: 'Your refund is done' } });
    expect(refundMail!.data.blocks).toContainEqual({
      kind: 'facts',
      facts: [
        { label: 'Refund', value: rupees(before.totalPaise) },
        { label: 'Payout reference', value: 'UPI/412345678901' },
      ],
    });

    // Once is enough: a second record is refused and changes nothing.
    const again = await gql(manager.token, RECORD, { id: order.id, reference: 'UPI/999999999999' });
    expect(again.codes).toEqual(['ORDER_NOT_REFUNDABLE']);
    expect(again.errors![0].message).toBe('This order is refunded already.');
    expect((await ok(manager.token, ONE, { id: order.id })).adminOrder.payment.refundId).toBe('UPI/412345678901');
  });

  it('support staff and shoppers may not record one; the order stays as it was', async () => {
    const order = await aCollectedCodOrderReturnedToOrigin();
    const bySupport = await gql(support.token, RECORD, { id: order.id, reference: 'NEFT-N123456789' });
    expect(bySupport.codes).toEqual(['FORBIDDEN']);
    const byShopper = await gql(order.shopper.token, RECORD, { id: order.id, reference: 'NEFT-N123456789' });
    expect(byShopper.codes).toEqual(['FORBIDDEN']);
    // Support still sees the order, and no button offered to them works for them (the client hides it by role).
    const seen = (await ok(support.token, ONE, { id: order.id })).adminOrder;
    expect(seen.payment).toMatchObject({ refundStatus: 'PENDING', refundId: null });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('a malformed payout reference is BAD_USER_INPUT naming the field, and changes nothing', async () => {
    const order = await aCollectedCodOrderReturnedToOrigin();
    for (const reference of ['', 'ab1', 'UTR 1234 5678', 'ref#1234', 'X'.repeat(65)]) {
      const res = await gql(manager.token, RECORD, { id: order.id, reference });
      expect(res.codes, reference).toEqual(['BAD_USER_INPUT']);
      expect(res.errors![0].extensions).toMatchObject({ fields: { reference: expect.stringMatching(/^Enter the payout reference \(the UPI or NEFT reference: 4 to 64 letters, digits/) } });
    }
    expect((await ok(manager.token, ONE, { id: order.id })).adminOrder.payment).toMatchObject({ refundStatus: 'PENDING', refundId: null });
  });

  it('refuses, with the lifecycle code, an online payment (the provider refunds it), a COD order with nothing to refund, and one not cancelled', async () => {
    // Paid online and cancelled: the provider refunded it; recording a payout by hand would pay twice.
    const online = await placed('Razorpay');
    const paid = (paymentProvider(shop.app) as TestModePaymentProvider).completePayment(online.providerOrderId);
    const verified = await shop.http('/api/v1/orders/verify-payment', { method: 'POST', body: { order_id: online.id, payment_id: paid.paymentId, signature: paid.signature }, token: online.shopper.token });
    expect(verified.status).toBe(200);
    await ok(manager.token, 'mutation($id: ID!, $reason: String!) { adminCancelOrder(id: $id, reason: $reason) { id } }', { id: online.id, reason: 'Out of stock' });
    const refusedOnline = await gql(manager.token, RECORD, { id: online.id, reference: 'UPI/412345678901' });
    expect(refusedOnline.codes).toEqual(['ORDER_NOT_REFUNDABLE']);
    expect(refusedOnline.errors![0].message).toBe('This order was paid online: its refund goes back through the payment provider, not by hand.');
    expect((await ok(manager.token, ONE, { id: online.id })).adminOrder).toMatchObject({ actions: [], payment: { mode: 'Razorpay', refundStatus: 'REFUNDED', refundId: expect.stringMatching(/^rfnd_/) } });

    // Cancelled before any cash was taken: nothing is owed.
    const unpaid = await placed('COD');
    await ok(manager.token, 'mutation($id: ID!, $reason: String!) { adminCancelOrder(id: $id, reason: $reason) { id } }', { id: unpaid.id, reason: 'Customer asked by phone' });
    const refusedUnpaid = await gql(manager.token, RECORD, { id: unpaid.id, reference: 'UPI/412345678901' });
    expect(refusedUnpaid.codes).toEqual(['ORDER_NOT_REFUNDABLE']);
    expect(refusedUnpaid.errors![0].message).toBe('This order has no refund due: nothing was paid for it.');

    // Paid and still on its way: not cancelled, so nothing goes back.
    const shipped = await placed('COD');
    await ok(support.token, 'mutation($id: ID!) { bookShipment(id: $id) { id } }', { id: shipped.id });
    await ok(manager.token, 'mutation($id: ID!) { recordCodPayment(id: $id) { id } }', { id: shipped.id });
    const refusedShipped = await gql(manager.token, RECORD, { id: shipped.id, reference: 'UPI/412345678901' });
    expect(refusedShipped.codes).toEqual(['ORDER_NOT_REFUNDABLE']);
    expect(refusedShipped.errors![0].message).toBe('Only a cancelled cash-on-delivery order whose cash was collected is refunded by hand; this one is shipped.');

    // An order that does not exist.
    const missing = await gql(manager.token, RECORD, { id: '00000000-0000-4000-8000-000000000000', reference: 'UPI/412345678901' });
    expect(missing.codes).toEqual(['NOT_FOUND']);
  });
});
