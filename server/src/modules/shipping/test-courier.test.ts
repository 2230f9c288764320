import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { systemContext } from '../../context';
import { ordersService } from '../orders/orders.service';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';

/** Without Shiprocket credentials the shop books parcels with its test-mode courier, which staff move along. */

let shop: TestShop;
let staffToken: string;
/** Returned to origin cancels an order: a manager's step (orders.cancel); support moves parcels otherwise. */
let managerToken: string;

beforeAll(async () => {
  shop = await startTestShop();
  staffToken = (await aStaffMember(shop, 'support')).token;
  managerToken = (await aStaffMember(shop, 'manager')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const BOOK = `mutation($id: ID!) { bookShipment(id: $id) { id status carrier trackingId shipment { provider carrier awb status labelUrl pickupScheduledFor events { status activity } } } }`;
const ADVANCE = `mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { id status shipment { status } } }`;
const MY_ORDERS = `{ myOrders { id status isPaid isShipped carrier trackingId history { event status actor } tracking { carrier awb status events { status activity location at } } } }`;

async function aCodOrder(productId: string, token: string): Promise<string> {
  const res = await shop.http(`/api/v1/orders/order/${productId}`, { method: 'POST', token, body: { quantity: 2, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order._id;
}

async function myOrder(token: string, id: string) {
  const res = await shop.gql(MY_ORDERS, {}, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.myOrders.find((o: { id: string }) => o.id === id);
}

/** What legacy clients read: `inStocks`, the sum over the product's sizes (aProduct gives each of S, M and L the stock). */
async function stockOf(productId: string): Promise<number> {
  return (await shop.http(`/api/v1/products/${productId}`)).body.inStocks;
}

const advance = async (id: string, s: string) => {
  const res = await shop.gql(ADVANCE, { id, s }, s === 'RTO_DELIVERED' ? managerToken : staffToken);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.advanceTestShipment;
};

describe('the test-mode courier journey', () => {
  it('ships, goes out for delivery and is delivered, each step shown in My Orders', async () => {
    const product = await aProduct(shop.app.db, { stock: 10 });
    const shopper = await aShopper(shop);
    const orderId = await aCodOrder(product.id, shopper.token);

    const booked = await shop.gql(BOOK, { id: orderId }, staffToken);
    expect(booked.body.errors).toBeUndefined();
    const order = booked.body.data.bookShipment;
    expect(order).toMatchObject({ status: 'SHIPPED', carrier: 'Test Courier' });
    expect(order.trackingId).toMatch(/^TEST\d{10}$/);
    expect(order.shipment).toMatchObject({ provider: 'test', carrier: 'Test Courier', awb: order.trackingId, status: 'BOOKED' });
    expect(order.shipment.pickupScheduledFor).toBeTruthy();

    // The label is a PDF staff download with their token; a shopper cannot.
    const label = await fetch(shop.url + order.shipment.labelUrl, { headers: { authorization: `bearer ${staffToken}` } });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await label.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await shop.http(order.shipment.labelUrl, { token: shopper.token })).status).toBe(403);

    // Booking again answers the same booking.
    const again = await shop.gql(BOOK, { id: orderId }, staffToken);
    expect(again.body.data.bookShipment.trackingId).toBe(order.trackingId);

    let mine = await myOrder(shopper.token, orderId);
    expect(mine).toMatchObject({ status: 'SHIPPED', isShipped: true, carrier: 'Test Courier', trackingId: order.trackingId });
    expect(mine.tracking).toMatchObject({ carrier: 'Test Courier', awb: order.trackingId, status: 'BOOKED' });
    const legacy = await shop.http('/api/v1/orders/myOrders', { token: shopper.token });
    expect(legacy.body.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ status: 'shipped', isShipped: true, shiprocketOrderId: order.trackingId });

    await advance(orderId, 'SHIPPED');
    await advance(orderId, 'IN_TRANSIT');
    expect(await advance(orderId, 'OUT_FOR_DELIVERY')).toMatchObject({ status: 'SHIPPED', shipment: { status: 'OUT_FOR_DELIVERY' } });
    mine = await myOrder(shopper.token, orderId);
    expect(mine.status).toBe('SHIPPED');
    expect(mine.history.at(-1)).toMatchObject({ event: 'OUT_FOR_DELIVERY', status: 'SHIPPED', actor: 'courier' });
    expect(mine.tracking.events.map((e: { status: string }) => e.status)).toEqual(['BOOKED', 'SHIPPED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY']);
    expect(mine.tracking.events[3]).toMatchObject({ activity: 'Out for delivery', location: 'Test hub' });

    expect(await advance(orderId, 'DELIVERED')).toMatchObject({ status: 'DELIVERED', shipment: { status: 'DELIVERED' } });
    mine = await myOrder(shopper.token, orderId);
    expect(mine).toMatchObject({ status: 'DELIVERED', isPaid: false });
    expect(mine.history.map((h: { event: string }) => h.event)).toEqual(['PLACED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);

    // A late report joins the timeline and moves nothing back.
    expect(await advance(orderId, 'OUT_FOR_DELIVERY')).toMatchObject({ status: 'DELIVERED', shipment: { status: 'DELIVERED' } });
    mine = await myOrder(shopper.token, orderId);
    expect(mine.status).toBe('DELIVERED');
    expect(mine.tracking.events).toHaveLength(6);
    expect(mine.history).toHaveLength(4);
    expect(await stockOf(product.id)).toBe(28);
  });

  it('returned to origin: the COD order is closed and its stock is back on the shelf', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const shopper = await aShopper(shop);
    const orderId = await aCodOrder(product.id, shopper.token);
    expect(await stockOf(product.id)).toBe(13);
    expect((await shop.gql(BOOK, { id: orderId }, staffToken)).body.data.bookShipment.status).toBe('SHIPPED');

    expect(await advance(orderId, 'RTO_INITIATED')).toMatchObject({ status: 'SHIPPED', shipment: { status: 'RTO_INITIATED' } });
    expect(await stockOf(product.id)).toBe(13);
    expect(await advance(orderId, 'RTO_DELIVERED')).toMatchObject({ status: 'CANCELLED', shipment: { status: 'RTO_DELIVERED' } });
    expect(await stockOf(product.id)).toBe(15);

    const mine = await myOrder(shopper.token, orderId);
    expect(mine).toMatchObject({ status: 'CANCELLED', isPaid: false });
    expect(mine.history.slice(-2)).toMatchObject([
      { event: 'RTO_INITIATED', status: 'SHIPPED', actor: 'courier' },
      { event: 'RETURNED_TO_ORIGIN', status: 'CANCELLED', actor: 'courier' },
    ]);
    // Reported again, or delivered after all: nothing changes, the stock is not returned twice.
    await advance(orderId, 'RTO_DELIVERED');
    expect(await advance(orderId, 'DELIVERED')).toMatchObject({ status: 'CANCELLED' });
    expect(await stockOf(product.id)).toBe(15);
  });

  it('returned to origin: a paid (test-mode Razorpay) order is closed, its stock put back and its payment refunded once', async () => {
    const product = await aProduct(shop.app.db, { stock: 5, pricePaise: 49999 });
    const shopper = await aShopper(shop);
    const placed = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', token: shopper.token, body: { quantity: 2, paymentMode: 'Razorpay', size: 'M', ...A_DELIVERY_ADDRESS } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.order._id;
    const payments = paymentProvider(shop.app) as TestModePaymentProvider;
    const paid = payments.completePayment(placed.body.order.razorpayOrderId);
    const verified = await shop.http('/api/v1/orders/verify-payment', { method: 'POST', token: shopper.token, body: { order_id: orderId, payment_id: paid.paymentId, signature: paid.signature } });
    expect(verified.status).toBe(200);
    expect(await stockOf(product.id)).toBe(13);

    expect((await shop.gql(BOOK, { id: orderId }, staffToken)).body.data.bookShipment.status).toBe('SHIPPED');
    await advance(orderId, 'SHIPPED');
    expect(await advance(orderId, 'RTO_INITIATED')).toMatchObject({ status: 'SHIPPED', shipment: { status: 'RTO_INITIATED' } });
    expect(payments.refunds.filter((r) => r.receipt === orderId)).toEqual([]);
    expect(await advance(orderId, 'RTO_DELIVERED')).toMatchObject({ status: 'CANCELLED', shipment: { status: 'RTO_DELIVERED' } });

    // The refund ran through the lifecycle's refund steps, for the whole amount paid (₹70 shipping included below ₹1000), to the payment that paid it.
    const refunds = payments.refunds.filter((r) => r.receipt === orderId);
    expect(refunds).toEqual([expect.objectContaining({ paymentId: paid.paymentId, amountPaise: 99998 + 7000 })]);
    const mine = await shop.gql(`{ myOrders { id status isPaid refundStatus history { event status actor } } }`, {}, shopper.token);
    const order = mine.body.data.myOrders.find((o: { id: string }) => o.id === orderId);
    expect(order).toMatchObject({ status: 'CANCELLED', isPaid: true, refundStatus: 'REFUNDED' });
    expect(order.history.map((h: { event: string }) => h.event)).toEqual(['PLACED', 'PAYMENT_CONFIRMED', 'SHIPPED', 'RTO_INITIATED', 'RETURNED_TO_ORIGIN', 'REFUND_STARTED', 'REFUND_DONE']);
    expect(order.history[4]).toMatchObject({ status: 'CANCELLED', actor: 'courier' });
    expect(await stockOf(product.id)).toBe(15);
    const legacy = await shop.http('/api/v1/orders/myOrders', { token: shopper.token });
    expect(legacy.body.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ status: 'cancelled', isPaid: true, refundStatus: 'refunded' });

    // Reported again: no second refund, no second restock.
    await advance(orderId, 'RTO_DELIVERED');
    expect(payments.refunds.filter((r) => r.receipt === orderId)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(15);
  });

  it('cash recorded, then returned to origin: the refund waits for staff to pay it back by hand, and the refund sweep passes over it', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const shopper = await aShopper(shop);
    const manager = await aStaffMember(shop, 'manager');
    const orderId = await aCodOrder(product.id, shopper.token);
    await shop.gql(BOOK, { id: orderId }, staffToken);
    const recorded = await shop.gql('mutation($id: ID!) { recordCodPayment(id: $id) { id } }', { id: orderId }, manager.token);
    expect(recorded.body.errors).toBeUndefined();
    expect(await advance(orderId, 'RTO_DELIVERED')).toMatchObject({ status: 'CANCELLED' });
    expect(await myOrder(shopper.token, orderId)).toMatchObject({ status: 'CANCELLED', isPaid: true });

    // No provider payment to refund: the sweep takes up nothing, so such orders never crowd out online refunds.
    expect((await ordersService.sweep(systemContext(shop.app))).refunds).toBe(0);
    const legacy = await shop.http('/api/v1/orders/myOrders', { token: shopper.token });
    expect(legacy.body.find((o: { _id: string }) => o._id === orderId)).toMatchObject({ status: 'cancelled', refundStatus: 'pending' });
    expect(await stockOf(product.id)).toBe(15);
  });

  it('refuses to book an order the lifecycle would not ship, before calling the courier', async () => {
    const product = await aProduct(shop.app.db);
    const shopper = await aShopper(shop);
    const orderId = await aCodOrder(product.id, shopper.token);
    expect((await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: orderId }, shopper.token)).body.data.cancelOrder.status).toBe('CANCELLED');
    const res = await shop.gql(BOOK, { id: orderId }, staffToken);
    expect(res.body.errors[0].extensions.code).toBe('ORDER_NOT_SHIPPABLE');
    expect((await myOrder(shopper.token, orderId)).tracking).toBeNull();
    // No booking: nothing to move.
    const moved = await shop.gql(ADVANCE, { id: orderId, s: 'DELIVERED' }, staffToken);
    expect(moved.body.errors[0]).toMatchObject({ message: 'This order has no courier booking yet.', extensions: { code: 'NOT_FOUND' } });
  });

  it('a shopper cannot move parcels', async () => {
    const shopper = await aShopper(shop);
    const res = await shop.gql(ADVANCE, { id: crypto.randomUUID(), s: 'DELIVERED' }, shopper.token);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('cash on delivery at a PIN code, without a courier configured', () => {
  it('follows the offline rule: most of India yes, the islands and the far north no', async () => {
    const q = 'query($p: String!) { pincode(pincode: $p) { state codAvailable } }';
    expect((await shop.gql(q, { p: '201301' })).body.data.pincode).toEqual({ state: 'Uttar Pradesh', codAvailable: true });
    expect((await shop.gql(q, { p: '744301' })).body.data.pincode).toEqual({ state: 'Andaman & Nicobar Islands', codAvailable: false });
    expect((await shop.http('/api/v1/delivery/pincode/560001')).body).toMatchObject({ state: 'Karnataka', codAvailable: true });
  });
});
