import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../test/builders';
import { SHOP_LEGAL_DETAILS } from '../test/documents';
import { aBuyNowOrder, aDeliveredOrder, twoReturnVideos } from '../test/order-builders';
import { startShiprocketStandIn } from '../test/shiprocket-stand-in';
import { startTestShop, type TestShop } from '../test/shop';
import { aStaffMember } from '../test/staff-builders';

/**
 * The journeys that cross modules (server/src/flows/) keep their promises about what runs outside a
 * transaction, tried against a courier (a Shiprocket stand-in on loopback) that is slow or fails:
 * - no database lock is held while the courier answers;
 * - a step that fails after the courier booked something undoes the booking, or records it.
 */

let shop: TestShop;
let courier: Awaited<ReturnType<typeof startShiprocketStandIn>>;
let manager: string;
let support: string;
let probe: QueryRunner;

beforeAll(async () => {
  courier = await startShiprocketStandIn();
  shop = await startTestShop({ env: courier.env });
  const owner = (await aStaffMember(shop, 'owner')).token;
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
  const set = await shop.gql(`mutation($input: ShopLegalDetailsInput!) { setShopLegalDetails(input: $input) { gstin } }`, { input: SHOP_LEGAL_DETAILS }, owner);
  expect(set.body.errors).toBeUndefined();
  // A connection of its own: a second staff member's transaction, while the shop's is busy.
  probe = shop.app.db.createQueryRunner();
  await probe.connect();
});
afterAll(async () => {
  await probe?.release();
  await shop?.stop();
  await courier?.close();
});

/** Whether another transaction can lock the order row at once (FOR UPDATE NOWAIT), as a second staff member's change would. */
async function canLockNow(orderId: string): Promise<boolean> {
  await probe.query('BEGIN');
  try {
    await probe.query('SELECT id FROM customer_order WHERE id = $1 FOR UPDATE NOWAIT', [orderId]);
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === '55P03') return false;
    throw e;
  } finally {
    await probe.query('ROLLBACK');
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('no remote call inside a database transaction', () => {
  it('while a courier that takes 3 s answers, another transaction can lock the order being shipped (FOR UPDATE NOWAIT); the order ships with its invoice', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const shopper = await aShopper(shop);
    const orderId = await aBuyNowOrder(shop, shopper.token, product.id, { size: product.availableSizes[0] });
    // Orders ship hours after they are placed, when the courier's answer about their PIN (kept a few
    // minutes) is long gone: a PIN the courier was not asked about here stands for that.
    await shop.app.db.query(`UPDATE customer_order SET pincode = '110001', district = 'New Delhi', state = 'Delhi' WHERE id = $1`, [orderId]);
    // Every courier call takes 3 s: booking the parcel and any serviceability question alike.
    courier.before = () => sleep(3000);
    try {
      const shipping = shop.gql(`mutation($id: ID!) { bookShipment(id: $id) { status trackingId } }`, { id: orderId }, support);
      let done = false;
      void shipping.finally(() => (done = true));
      const probes: boolean[] = [];
      while (!done) {
        if (courier.inFlight > 0) probes.push(await canLockNow(orderId));
        await sleep(250);
      }
      const shipped = await shipping;
      expect(shipped.body.errors).toBeUndefined();
      expect(shipped.body.data.bookShipment).toMatchObject({ status: 'SHIPPED', trackingId: expect.stringMatching(/^1410/) });
      const [invoice] = await shop.app.db.query(`SELECT number FROM invoice WHERE order_id = $1 AND kind = 'invoice'`, [orderId]);
      expect(invoice.number).toMatch(/^RZ\//);
      // The courier was asked while the order was being shipped, and the order was never locked then.
      expect(probes.length).toBeGreaterThan(2);
      expect(probes.every(Boolean)).toBe(true);
    } finally {
      courier.before = async () => {};
    }
  });
});

describe('a failing step undoes what the courier booked before it', () => {
  const REQUEST = `mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }`;
  const APPROVE = `mutation($id: ID!) { approveReturn(id: $id) { id state pickupAwb } }`;
  const REJECT = `mutation($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { state } }`;

  async function aRequestedReturn() {
    const order = await aDeliveredOrder(shop, support);
    const videoIds = await twoReturnVideos(shop, order.shopper.token, { orderId: order.id, lineId: order.lineId });
    const asked = await shop.gql(REQUEST, { input: { orderId: order.id, lineId: order.lineId, kind: 'RETURN', reason: 'size_issue', upiId: 'asha.k@okaxis', videoIds } }, order.shopper.token);
    expect(asked.body.errors).toBeUndefined();
    return asked.body.data.requestReturn.id as string;
  }

  it('when the request is rejected while the reverse pickup is being booked, approval fails and the booked pickup is cancelled with the courier', async () => {
    const id = await aRequestedReturn();
    // Another manager rejects the request while the courier books the pickup for this approval.
    courier.before = async (call) => {
      if (call.path === '/orders/create/return') {
        const rejected = await shop.gql(REJECT, { id, reason: 'The video shows the tag removed.' }, manager);
        expect(rejected.body.data.rejectReturn.state).toBe('REJECTED');
      }
    };
    try {
      const cancelsBefore = courier.count('/orders/cancel');
      const approved = await shop.gql(APPROVE, { id }, manager);
      expect(approved.body.errors?.[0]?.extensions?.code).toBeDefined();
      expect(approved.body.data).toBeNull();
      const created = courier.calls.filter((c) => c.path === '/orders/create/return').pop()!;
      expect(created.body.order_id).toBe(id);
      // The return order the courier made for it was cancelled: no pickup stays booked without a record.
      const cancels = courier.calls.filter((c) => c.path === '/orders/cancel');
      expect(cancels.length).toBe(cancelsBefore + 1);
      const [request] = await shop.app.db.query('SELECT state, pickup_awb, pickup_provider_order_id FROM return_request WHERE id = $1', [id]);
      expect(request).toMatchObject({ state: 'rejected', pickup_awb: null });
      expect(cancels.at(-1)!.body.ids).toHaveLength(1);
    } finally {
      courier.before = async () => {};
    }
  });

  it('when the courier cannot cancel it either, the booked pickup is recorded in the audit trail with its AWB', async () => {
    const id = await aRequestedReturn();
    courier.before = async (call) => {
      if (call.path === '/orders/create/return') await shop.gql(REJECT, { id, reason: 'Outside the policy.' }, manager);
    };
    courier.failing.add('/orders/cancel');
    try {
      const approved = await shop.gql(APPROVE, { id }, manager);
      expect(approved.body.data).toBeNull();
      const [entry] = await shop.app.db.query(`SELECT after FROM audit_entry WHERE action = 'returns.pickupOrphaned' AND entity_id = $1`, [id]);
      expect(entry.after).toMatchObject({ provider: 'shiprocket', awb: expect.stringMatching(/^1410/) });
    } finally {
      courier.before = async () => {};
      courier.failing.clear();
    }
  });

  it('an approval that is recorded keeps its pickup: nothing is cancelled', async () => {
    const id = await aRequestedReturn();
    const cancelsBefore = courier.count('/orders/cancel');
    const approved = await shop.gql(APPROVE, { id }, manager);
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approveReturn).toMatchObject({ state: 'APPROVED', pickupAwb: expect.stringMatching(/^1410/) });
    expect(courier.count('/orders/cancel')).toBe(cancelsBefore);
  });
});
