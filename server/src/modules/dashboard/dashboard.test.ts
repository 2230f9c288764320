import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDeliveredOrder, twoReturnVideos } from '../../test/order-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

/** The owner's figures: revenue net of refunds, an exchange's ₹0 replacement no sale; the refund mail says how much and where to look. */

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

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql(query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

const FIGURES = '{ adminDashboard { ordersToday revenueTodayPaise ordersThisWeek revenueThisWeekPaise refundsTodayPaise refundsThisWeekPaise } }';
const figures = async () => (await gql(manager, FIGURES)).adminDashboard;

/** The shopper asks to return (or exchange) the order's line; staff approve it and receive the parcel. */
async function sendBack(order: Awaited<ReturnType<typeof aDeliveredOrder>>, kind: 'RETURN' | 'EXCHANGE') {
  const videoIds = await twoReturnVideos(shop, order.shopper.token, { orderId: order.id, lineId: order.lineId });
  const input = { orderId: order.id, lineId: order.lineId, kind, reason: 'size_issue', videoIds, ...(kind === 'EXCHANGE' ? { replacementSize: 'L' } : {}) };
  const { requestReturn } = await gql(order.shopper.token, 'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }', { input });
  await gql(manager, 'mutation($id: ID!) { approveReturn(id: $id) { state } }', { id: requestReturn.id });
  const { markReturnReceived } = await gql(support, 'mutation($id: ID!) { markReturnReceived(id: $id) { request { state replacementOrderId } } }', { id: requestReturn.id });
  return { requestId: requestReturn.id as string, replacementId: markReturnReceived.request.replacementOrderId as string | null };
}

describe('the dashboard’s revenue', () => {
  it('falls by the refunded amount after a return is refunded; the refund mail gives the amount and the Razorpay reference', async () => {
    const order = await aDeliveredOrder(shop, support, { mode: 'Razorpay', product: { pricePaise: 179899, mrpPaise: 249900, stock: 5 } });
    const before = await figures();
    const { requestId } = await sendBack(order, 'RETURN');
    const { refundReturn } = await gql(manager, 'mutation($id: ID!) { refundReturn(id: $id) { refundState refundId refundAmountPaise } }', { id: requestId });
    expect(refundReturn).toMatchObject({ refundState: 'refunded', refundAmountPaise: 179899, refundId: expect.any(String) });

    const after = await figures();
    expect(after.revenueTodayPaise).toBe(before.revenueTodayPaise - 179899);
    expect(after.revenueThisWeekPaise).toBe(before.revenueThisWeekPaise - 179899);
    expect(after.refundsTodayPaise).toBe(before.refundsTodayPaise + 179899);
    expect(after.ordersToday).toBe(before.ordersToday);

    // The mail as queued (its content; the job renders it to HTML and text when it sends it).
    const [mail] = await shop.app.db.query(`SELECT subject, data FROM mail_message WHERE idempotency_key = $1`, [`order:${order.id}:return_refunded:${requestId}`]);
    expect(mail.subject).toMatch(/^Return refunded: order #/);
    const content = JSON.stringify(mail.data);
    expect(content).toContain('₹1,798.99');
    expect(content).toContain('{"label":"Razorpay refund reference","value":"' + refundReturn.refundId + '"}');
  });

  it('counts an exchange’s ₹0 replacement order as no sale', async () => {
    const order = await aDeliveredOrder(shop, support, { mode: 'COD', size: 'S', product: { pricePaise: 49900, stock: 5 } });
    const before = await figures();
    const { replacementId } = await sendBack(order, 'EXCHANGE');
    expect(replacementId).toBeTruthy();
    const after = await figures();
    expect(after.ordersToday).toBe(before.ordersToday);
    expect(after.revenueTodayPaise).toBe(before.revenueTodayPaise);
  });
});
