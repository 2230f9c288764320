import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../../test/builders';
import { aBuyNowOrder } from '../../test/order-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

let shop: TestShop;
let support: string;
let manager: { token: string; id: string; name: string };

beforeAll(async () => {
  shop = await startTestShop();
  support = (await aStaffMember(shop, 'support')).token;
  const m = await aStaffMember(shop, 'manager');
  manager = { token: m.token, id: m.member.id, name: m.member.name };
});
afterAll(async () => {
  await shop?.stop();
});

const BOOK = `mutation($id: ID!) { bookShipment(id: $id) { status trackingId } }`;
const ADVANCE = `mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }`;
const CANCEL = `mutation($id: ID!) { adminCancelOrder(id: $id, reason: "shopper asked") { status } }`;
const ORDER = `query($id: ID!) { adminOrder(id: $id) { status payment { isPaid refundStatus } timeline { event actor actorName staffId } shipment { status events { status } } } }`;

const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

/** A paid online order, booked with the test courier by support (support may ship): shipped, its parcel booked. */
async function aShippedPaidOrder() {
  const product = await aProduct(shop.app.db, { stock: 5, availableSizes: ['M'] });
  const shopper = await aShopper(shop);
  const id = await aBuyNowOrder(shop, shopper.token, product.id, { mode: 'Razorpay', size: 'M' });
  const booked = await shop.gql(BOOK, { id }, support);
  expect(booked.body.errors).toBeUndefined();
  return { id, shopper, product };
}

async function adminOrder(id: string) {
  const res = await shop.gql(ORDER, { id }, manager.token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.adminOrder;
}

describe('class 3: a side path around a permission', () => {
  it('support cannot cancel an order by any path: GraphQL, the test courier (return to origin), the shopper REST route', async () => {
    const { id } = await aShippedPaidOrder();
    const before = await adminOrder(id);
    expect(before).toMatchObject({ status: 'SHIPPED', payment: { isPaid: true, refundStatus: null } });

    // The back office's cancel: the permission table says no.
    expect(codeOf(await shop.gql(CANCEL, { id }, support))).toBe('FORBIDDEN');
    // The test courier, moved by hand to "returned to origin" (which cancels and refunds): the same permission.
    const rto = await shop.gql(ADVANCE, { id, s: 'RTO_DELIVERED' }, support);
    expect(codeOf(rto)).toBe('FORBIDDEN');
    expect(rto.body.errors[0].message).toMatch(/support.*cancel an order/i);
    // The shopper's REST cancellation is the shopper's: a staff token is no shopper.
    expect((await shop.http(`/api/v1/orders/${id}/cancel`, { method: 'POST', token: support })).status).toBeGreaterThanOrEqual(400);

    const after = await adminOrder(id);
    expect(after).toMatchObject({ status: 'SHIPPED', payment: { isPaid: true, refundStatus: null } });
    expect(after.timeline.map((h: { event: string }) => h.event)).not.toContain('RETURNED_TO_ORIGIN');
    // Nothing of the refused report was recorded on the parcel.
    expect(after.shipment.events.map((e: { status: string }) => e.status)).not.toContain('RTO_DELIVERED');
  });

  it('a manager may: the courier report moved by hand cancels and refunds, and the history names who moved it', async () => {
    const { id } = await aShippedPaidOrder();
    const done = await shop.gql(ADVANCE, { id, s: 'RTO_DELIVERED' }, manager.token);
    expect(done.body.errors).toBeUndefined();
    const after = await adminOrder(id);
    expect(after.status).toBe('CANCELLED');
    expect(after.payment.refundStatus).not.toBeNull();
    const step = after.timeline.find((h: { event: string }) => h.event === 'RETURNED_TO_ORIGIN');
    expect(step).toMatchObject({ actor: 'courier', staffId: manager.id });
    expect(step.actorName).toContain(manager.name);
  });

  it('the test courier is off in production unless ALLOW_TEST_COURIER=1', async () => {
    const product = await aProduct(shop.app.db, { stock: 5, availableSizes: ['M'] });
    const shopper = await aShopper(shop);
    const id = await aBuyNowOrder(shop, shopper.token, product.id, { size: 'M' });
    const config = shop.app.config;
    config.production = true;
    try {
      const refused = await shop.gql(BOOK, { id }, manager.token);
      expect(codeOf(refused)).toBe('COURIER_UNAVAILABLE');
      expect(refused.body.errors[0].message).toMatch(/ALLOW_TEST_COURIER=1/);
      expect((await adminOrder(id)).status).toBe('PENDING');
      config.allowTestCourier = true;
      const booked = await shop.gql(BOOK, { id }, manager.token);
      expect(booked.body.errors).toBeUndefined();
      config.allowTestCourier = false;
      expect(codeOf(await shop.gql(ADVANCE, { id, s: 'DELIVERED' }, manager.token))).toBe('COURIER_UNAVAILABLE');
      expect((await adminOrder(id)).status).toBe('SHIPPED');
    } finally {
      config.production = false;
      config.allowTestCourier = false;
    }
  });
});
