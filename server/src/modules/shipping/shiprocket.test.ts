import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { shippingProvider } from './providers';

/**
 * The Shiprocket adapter against a local server that answers in Shiprocket's documented shapes (API v1
 * "external"): login, token renewal on 401, serviceability with COD, create order, assign AWB, label,
 * pickup, tracking; and Shiprocket's tracking webhook into the shop.
 */

const EMAIL = 'api-user@rangrez.example';
const PASSWORD = 'api-user-password';
const WEBHOOK_TOKEN = 'a-long-webhook-token-set-in-the-shiprocket-panel';

interface Call {
  method: string;
  path: string;
  auth?: string;
  body: any;
}

/** A stand-in for apiv2.shiprocket.in/v1/external: what it was asked, and switches a test flips. */
const fake = {
  calls: [] as Call[],
  tokens: new Set<string>(),
  logins: 0,
  failAwbOnce: false,
  scans: new Map<string, object[]>(),
  count: (path: string) => fake.calls.filter((c) => c.path.startsWith(path)).length,
};
let fakeServer: http.Server;
let awbCounter = 0;

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(call: Call, res: http.ServerResponse) {
  if (call.path === '/auth/login') {
    if (call.body?.email !== EMAIL || call.body?.password !== PASSWORD) return answer(res, 400, { message: 'Invalid email and password combination', status_code: 400 });
    fake.logins += 1;
    const token = `token-${fake.logins}`;
    fake.tokens.add(token);
    return answer(res, 200, { id: 1, first_name: 'API', email: EMAIL, company_id: 42, created_at: '2025-01-01 10:00:00', token });
  }
  const token = call.auth?.replace(/^Bearer /, '');
  if (!token || !fake.tokens.has(token)) return answer(res, 401, { message: 'Token has expired', status_code: 401 });

  const [path, query = ''] = call.path.split('?');
  if (call.method === 'GET' && path === '/settings/company/pickup') {
    return answer(res, 200, { data: { shipping_address: [{ id: 7, pickup_location: 'Noida Warehouse', name: 'Rangrez Returns', address: 'B-12, Sector 63', address_2: '', email: 'returns@rangrez.example', phone: '9810000000', pin_code: '201301', city: 'Noida', state: 'Uttar Pradesh', country: 'India' }] } });
  }
  if (call.method === 'GET' && path === '/courier/serviceability/') {
    const q = new URLSearchParams(query);
    const pin = q.get('delivery_postcode');
    if (q.get('pickup_postcode') !== '201301') return answer(res, 422, { message: 'pickup postcode missing' });
    const couriers =
      // The test orders' address (201309) is served like Noida, with cash on delivery.
      pin === '201301' || pin === A_DELIVERY_ADDRESS.pincode
        ? [{ courier_company_id: 12, courier_name: 'Delhivery Surface', cod: 1, rate: 62.5, etd: 'Nov 25, 2025', estimated_delivery_days: '2' }]
        : pin === '744301'
          ? [{ courier_company_id: 14, courier_name: 'India Post', cod: 0, rate: 180, etd: 'Dec 02, 2025', estimated_delivery_days: '9' }]
          : [];
    if (!couriers.length) return answer(res, 404, { status: 404, message: 'No courier serviceable for the given pincodes' });
    return answer(res, 200, { status: 200, data: { available_courier_companies: couriers, recommended_courier_company_id: couriers[0].courier_company_id } });
  }
  if (call.method === 'POST' && path === '/orders/create/adhoc') {
    const b = call.body ?? {};
    const missing = ['order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address', 'billing_city', 'billing_pincode', 'billing_state', 'billing_country', 'billing_email', 'billing_phone', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight'].filter((k) => b[k] === undefined || b[k] === '');
    if (missing.length || !Array.isArray(b.order_items) || !b.order_items.length) return answer(res, 422, { message: 'Oops! Invalid Data.', errors: { missing } });
    const n = fake.count('/orders/create/adhoc');
    return answer(res, 200, { order_id: 500000 + n, shipment_id: 900000 + n, status: 'NEW', status_code: 1, onboarding_completed_now: 0, awb_code: null, courier_company_id: null, courier_name: null });
  }
  if (call.method === 'POST' && path === '/orders/create/return') {
    const b = call.body ?? {};
    const required = ['order_id', 'order_date', 'pickup_customer_name', 'pickup_address', 'pickup_city', 'pickup_state', 'pickup_country', 'pickup_pincode', 'pickup_phone',
      'shipping_customer_name', 'shipping_address', 'shipping_city', 'shipping_country', 'shipping_pincode', 'shipping_state', 'shipping_phone', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight'];
    const missing = required.filter((k) => b[k] === undefined || b[k] === '');
    if (missing.length || !Array.isArray(b.order_items) || !b.order_items.length) return answer(res, 422, { message: 'Oops! Invalid Data.', errors: { missing } });
    return answer(res, 200, { order_id: 700001, shipment_id: 800001, status: 'RETURN PENDING', status_code: 21, company_name: 'Rangrez' });
  }
  if (call.method === 'POST' && path === '/courier/assign/awb') {
    if (fake.failAwbOnce) {
      fake.failAwbOnce = false;
      return answer(res, 500, { message: 'Something went wrong', status_code: 500 });
    }
    awbCounter += 1;
    const awb = `1410${String(awbCounter).padStart(8, '0')}`;
    return answer(res, 200, { awb_assign_status: 1, response: { data: { courier_company_id: 12, awb_code: awb, courier_name: 'Delhivery Surface', shipment_id: call.body.shipment_id, assigned_date_time: { date: '2025-11-22 15:06:00.000000' } } } });
  }
  if (call.method === 'POST' && path === '/courier/generate/label') {
    return answer(res, 200, { label_created: 1, label_url: `https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/42/labels/${call.body.shipment_id[0]}.pdf`, response: 'Label has been created and uploaded successfully!', not_created: [] });
  }
  if (call.method === 'POST' && path === '/courier/generate/pickup') {
    return answer(res, 200, { pickup_status: 1, response: { pickup_scheduled_date: '2025-11-23 12:00:00', pickup_token_number: 'Reference No: 194_BIGFOOT 1966840', status: 3, pickup_generated_date: { date: '2025-11-22 15:06:10.000000' }, data: 'Pickup is scheduled' } });
  }
  const track = /^\/courier\/track\/awb\/(\w+)$/.exec(path);
  if (call.method === 'GET' && track) {
    const activities = fake.scans.get(track[1]) ?? [];
    return answer(res, 200, { tracking_data: { track_status: 1, shipment_status: 7, shipment_track: [{ awb_code: track[1], current_status: 'Delivered' }], shipment_track_activities: activities, track_url: '', etd: '' } });
  }
  return answer(res, 404, { message: 'Not found' });
}

let shop: TestShop;
let staffToken: string;

beforeAll(async () => {
  fakeServer = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const call: Call = { method: req.method ?? 'GET', path: (req.url ?? '/').replace(/^\/v1\/external/, ''), auth: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined };
      fake.calls.push(call);
      handle(call, res);
    });
  });
  await new Promise<void>((resolve) => fakeServer.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}/v1/external`;
  shop = await startTestShop({
    env: { SHIPROCKET_EMAIL: EMAIL, SHIPROCKET_PASSWORD: PASSWORD, SHIPROCKET_API_URL: apiUrl, SHIPROCKET_PICKUP_LOCATION: 'Noida Warehouse', SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
  });
  staffToken = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
  await new Promise((resolve) => fakeServer?.close(resolve));
});

const BOOK = `mutation($id: ID!) { bookShipment(id: $id) { id status carrier trackingId shipment { provider awb status labelUrl pickupScheduledFor } } }`;
const MY_ORDERS = `{ myOrders { id status history { event actor } tracking { carrier awb status events { status activity location at } } } }`;

async function aCodOrder(productId: string, token: string): Promise<string> {
  const res = await shop.http(`/api/v1/orders/order/${productId}`, { method: 'POST', token, body: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order._id;
}

async function myOrder(token: string, id: string) {
  const res = await shop.gql(MY_ORDERS, {}, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.myOrders.find((o: { id: string }) => o.id === id);
}

/** Shiprocket's webhook time ("25 11 2025 09:15:00", India time) `days` from now at `hm`, and the instant it names. */
function istStamp(days: number, hm: string): { stamp: string; iso: string } {
  const d = new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString();
  const [y, m, dd] = [d.slice(0, 4), d.slice(5, 7), d.slice(8, 10)];
  return { stamp: `${dd} ${m} ${y} ${hm}:00`, iso: new Date(`${y}-${m}-${dd}T${hm}:00+05:30`).toISOString() };
}
const PICKED_UP = istStamp(1, '12:30');
const OUT = istStamp(2, '09:15');
const DELIVERED = istStamp(2, '14:00');

/** The tracking API's scan time ("2025-11-25 14:00:00", India time). */
const scanDate = (days: number, hm: string) => istStamp(days, hm).stamp.replace(/^(\d{2}) (\d{2}) (\d{4})/, '$3-$2-$1');

/** A webhook as Shiprocket sends it. */
function webhook(awb: string, orderId: string, statusId: number, status: string, time: string, token: string | null = WEBHOOK_TOKEN) {
  return shop.http('/api/v1/shipping/shiprocket/webhook', {
    method: 'POST',
    headers: token === null ? {} : { 'x-api-key': token },
    body: {
      awb,
      courier_name: 'Delhivery Surface',
      current_status: status,
      current_status_id: statusId,
      shipment_status: status,
      shipment_status_id: statusId,
      current_timestamp: time,
      order_id: orderId,
      sr_order_id: 500001,
      awb_assigned_date: '2025-11-22 15:06:00',
      pickup_scheduled_date: '2025-11-23 12:00:00',
      etd: '2025-11-25 23:59:59',
      scans: [
        { date: PICKED_UP.stamp.replace(/^(\d{2}) (\d{2}) (\d{4})/, '$3-$2-$1'), status: 'X-PPOM', activity: 'In Transit - Shipment picked up', location: 'Noida_Sec62_PC (Uttar Pradesh)', 'sr-status': '6', 'sr-status-label': 'SHIPPED' },
        { date: time.replace(/^(\d{2}) (\d{2}) (\d{4})/, '$3-$2-$1'), status: 'X-DDD3FD', activity: `${status} - from the hub`, location: 'Bengaluru_Hub (Karnataka)', 'sr-status': String(statusId), 'sr-status-label': status },
      ],
      is_return: 0,
      channel_id: 1,
    },
  });
}

describe('Shiprocket: booking', () => {
  it('logs in once, creates the order, assigns the AWB, makes the label and schedules the pickup; the order ships with them', async () => {
    const product = await aProduct(shop.app.db, { stock: 4 });
    const shopper = await aShopper(shop);
    const orderId = await aCodOrder(product.id, shopper.token);

    const res = await shop.gql(BOOK, { id: orderId }, staffToken);
    expect(res.body.errors).toBeUndefined();
    const order = res.body.data.bookShipment;
    expect(order).toMatchObject({ status: 'SHIPPED', carrier: 'Delhivery Surface', trackingId: expect.stringMatching(/^1410\d{8}$/) });
    expect(order.shipment).toMatchObject({ provider: 'shiprocket', awb: order.trackingId, status: 'BOOKED', pickupScheduledFor: '2025-11-23 12:00:00' });

    const created = fake.calls.find((c) => c.path === '/orders/create/adhoc')!;
    expect(created.auth).toBe('Bearer token-1');
    expect(created.body).toMatchObject({
      order_id: orderId,
      pickup_location: 'Noida Warehouse',
      billing_pincode: A_DELIVERY_ADDRESS.pincode,
      billing_state: 'Uttar Pradesh',
      billing_country: 'India',
      billing_phone: A_DELIVERY_ADDRESS.mobileNumber,
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: 399.99,
      order_items: [{ units: 1, selling_price: 399.99, sku: product.id.slice(-6) }],
    });
    expect(fake.calls.find((c) => c.path === '/courier/assign/awb')!.body).toEqual({ shipment_id: 900001 });
    expect(fake.calls.find((c) => c.path === '/courier/generate/pickup')!.body).toEqual({ shipment_id: [900001] });
    expect(fake.logins).toBe(1);

    // The label is the courier's: staff are sent to it.
    const label = await fetch(shop.url + order.shipment.labelUrl, { headers: { authorization: `bearer ${staffToken}` }, redirect: 'manual' });
    expect(label.status).toBe(302);
    expect(label.headers.get('location')).toBe('https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/42/labels/900001.pdf');
    // The back office asks for JSON (a script cannot follow a redirect to another origin): the address itself.
    const asJson = await fetch(shop.url + order.shipment.labelUrl, { headers: { authorization: `bearer ${staffToken}`, accept: 'application/json' } });
    expect(asJson.status).toBe(200);
    expect(await asJson.json()).toEqual({ url: 'https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/42/labels/900001.pdf' });

    expect((await shop.http('/api/v1/orders/myOrders', { token: shopper.token })).body[0]).toMatchObject({ shiprocketOrderId: order.trackingId });
  });

  it('logs in again when Shiprocket answers 401, and retries the call once', async () => {
    fake.tokens.clear();
    const product = await aProduct(shop.app.db);
    const shopper = await aShopper(shop);
    const orderId = await aCodOrder(product.id, shopper.token);
    const res = await shop.gql(BOOK, { id: orderId }, staffToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.bookShipment.status).toBe('SHIPPED');
    expect(fake.logins).toBe(2);
  });

  it('a booking that failed half-way continues where it stopped: the courier order is not created twice', async () => {
    const product = await aProduct(shop.app.db);
    const shopper = await aShopper(shop);
    const orderId = await aCodOrder(product.id, shopper.token);
    const createdBefore = fake.count('/orders/create/adhoc');
    fake.failAwbOnce = true;
    const failed = await shop.gql(BOOK, { id: orderId }, staffToken);
    expect(failed.body.errors[0].extensions.code).toBe('COURIER_UNAVAILABLE');
    expect((await myOrder(shopper.token, orderId)).status).toBe('PENDING');

    const retried = await shop.gql(BOOK, { id: orderId }, staffToken);
    expect(retried.body.errors).toBeUndefined();
    expect(retried.body.data.bookShipment.status).toBe('SHIPPED');
    expect(fake.count('/orders/create/adhoc')).toBe(createdBefore + 1);
  });
});

describe('Shiprocket: reverse pickup', () => {
  it("books a return order from the shopper's address to the pickup location, then an AWB with is_return 1", async () => {
    const booking = await shippingProvider(shop.app).bookReturn({
      returnId: '3f1e8a52-6a7b-4c1d-9a0e-2b9c8d7e6f50',
      placedAt: new Date('2025-11-25T06:30:00Z'),
      totalPaise: 39999,
      subtotalPaise: 39999,
      customerName: 'Asha Verma',
      email: 'asha@example.com',
      phone: A_DELIVERY_ADDRESS.mobileNumber,
      address: A_DELIVERY_ADDRESS.address,
      landmark: '',
      area: A_DELIVERY_ADDRESS.area,
      district: A_DELIVERY_ADDRESS.district,
      state: 'Karnataka',
      pincode: '560001',
      lines: [{ name: 'Kurta (M)', sku: 'abc123', units: 1, unitPricePaise: 39999 }],
      weightKg: 0.5,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 5,
    });
    expect(booking).toMatchObject({ providerOrderId: '700001', shipmentId: '800001', awb: expect.stringMatching(/^1410\d{8}$/), courierName: 'Delhivery Surface' });
    const created = fake.calls.find((c) => c.path === '/orders/create/return')!;
    expect(created.body).toMatchObject({
      order_id: '3f1e8a52-6a7b-4c1d-9a0e-2b9c8d7e6f50',
      pickup_customer_name: 'Asha Verma',
      pickup_pincode: '560001',
      pickup_state: 'Karnataka',
      shipping_customer_name: 'Rangrez Returns',
      shipping_pincode: '201301',
      shipping_address: 'B-12, Sector 63',
      payment_method: 'Prepaid',
      order_items: [{ name: 'Kurta (M)', units: 1, selling_price: 399.99 }],
    });
    expect(fake.calls.filter((c) => c.path === '/courier/assign/awb').at(-1)!.body).toEqual({ shipment_id: 800001, is_return: 1 });
  });
});

describe('Shiprocket: the tracking webhook', () => {
  let shopper: { token: string };
  let orderId: string;
  let awb: string;
  let productId: string;

  beforeAll(async () => {
    const product = await aProduct(shop.app.db, { stock: 3 });
    productId = product.id;
    shopper = await aShopper(shop);
    orderId = await aCodOrder(product.id, shopper.token);
    awb = (await shop.gql(BOOK, { id: orderId }, staffToken)).body.data.bookShipment.trackingId;
  });

  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    expect((await webhook(awb, orderId, 7, 'DELIVERED', DELIVERED.stamp, null)).status).toBe(401);
    expect((await webhook(awb, orderId, 7, 'DELIVERED', DELIVERED.stamp, 'not-the-token')).status).toBe(401);
    expect((await webhook(awb, orderId, 7, 'DELIVERED', DELIVERED.stamp, WEBHOOK_TOKEN.slice(0, -1))).status).toBe(401);
    const mine = await myOrder(shopper.token, orderId);
    expect(mine.status).toBe('SHIPPED');
    expect(mine.tracking.events).toHaveLength(1);
  });

  it('moves the order on each new status; a repeated event changes nothing; a late one only joins the timeline', async () => {
    const ofd = await webhook(awb, orderId, 17, 'OUT FOR DELIVERY', OUT.stamp);
    expect(ofd).toMatchObject({ status: 200, body: { status: 'applied' } });
    let mine = await myOrder(shopper.token, orderId);
    expect(mine.status).toBe('SHIPPED');
    expect(mine.history.at(-1)).toEqual({ event: 'OUT_FOR_DELIVERY', actor: 'courier' });
    expect(mine.tracking.events.at(-1)).toMatchObject({ status: 'OUT_FOR_DELIVERY', activity: 'OUT FOR DELIVERY - from the hub', location: 'Bengaluru_Hub (Karnataka)', at: OUT.iso });

    const again = await webhook(awb, orderId, 17, 'OUT FOR DELIVERY', OUT.stamp);
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    mine = await myOrder(shopper.token, orderId);
    expect(mine.history.filter((h: { event: string }) => h.event === 'OUT_FOR_DELIVERY')).toHaveLength(1);
    expect(mine.tracking.events).toHaveLength(2);

    expect((await webhook(awb, orderId, 7, 'DELIVERED', DELIVERED.stamp)).body.status).toBe('applied');
    // Shiprocket sends "shipped" late: the parcel was delivered already.
    expect((await webhook(awb, orderId, 6, 'SHIPPED', PICKED_UP.stamp)).body.status).toBe('recorded');
    // Delivered, reported a second time by another retry.
    expect((await webhook(awb, orderId, 7, 'DELIVERED', DELIVERED.stamp)).body.status).toBe('duplicate');

    mine = await myOrder(shopper.token, orderId);
    expect(mine.status).toBe('DELIVERED');
    expect(mine.tracking.status).toBe('DELIVERED');
    expect(mine.history.map((h: { event: string }) => h.event)).toEqual(['PLACED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    // The timeline is in the courier's order of events, whatever order they arrived in.
    expect(mine.tracking.events.map((e: { status: string }) => e.status)).toEqual(['BOOKED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
  });

  it('acknowledges an AWB the shop never booked without changing anything', async () => {
    expect(await webhook('999999999999', crypto.randomUUID(), 7, 'DELIVERED', DELIVERED.stamp)).toMatchObject({ status: 200, body: { status: 'unknown' } });
  });

  it('an RTO delivered by webhook closes the COD order and puts its stock back', async () => {
    const shopper2 = await aShopper(shop);
    const order2 = await aCodOrder(productId, shopper2.token);
    const awb2 = (await shop.gql(BOOK, { id: order2 }, staffToken)).body.data.bookShipment.trackingId;
    // inStocks is the sum over sizes: 3 of each of S, M and L, two ordered.
    const stock = async () => (await shop.http(`/api/v1/products/${productId}`)).body.inStocks;
    expect(await stock()).toBe(7);
    expect((await webhook(awb2, order2, 9, 'RTO INITIATED', istStamp(3, '10:00').stamp)).body.status).toBe('applied');
    expect((await webhook(awb2, order2, 10, 'RTO DELIVERED', istStamp(5, '16:00').stamp)).body.status).toBe('applied');
    expect((await webhook(awb2, order2, 10, 'RTO DELIVERED', istStamp(5, '16:00').stamp)).body.status).toBe('duplicate');
    expect(await stock()).toBe(8);
    expect((await myOrder(shopper2.token, order2)).status).toBe('CANCELLED');
  });
});

describe('class 4: webhooks trusted beyond their proof (the courier)', () => {
  const AUDIT = `query($f: AuditFilter) { auditEntries(filter: $f) { entries { action staffEmail staffRole entityId after } } }`;

  it('a report with a valid token whose AWB belongs to another parcel moves neither order; it is refused and recorded', async () => {
    const product = await aProduct(shop.app.db, { stock: 5 });
    const [a, b] = [await aShopper(shop), await aShopper(shop)];
    const orderA = await aCodOrder(product.id, a.token);
    const orderB = await aCodOrder(product.id, b.token);
    const awbA = (await shop.gql(BOOK, { id: orderA }, staffToken)).body.data.bookShipment.trackingId;
    const awbB = (await shop.gql(BOOK, { id: orderB }, staffToken)).body.data.bookShipment.trackingId;

    // Order A named, B's AWB; then order A named with an AWB the shop never booked.
    const crossed = await webhook(awbB, orderA, 10, 'RTO DELIVERED', istStamp(5, '16:00').stamp);
    expect(crossed).toMatchObject({ status: 200, body: { status: 'refused' } });
    const foreign = await webhook('888888888888', orderA, 7, 'DELIVERED', DELIVERED.stamp);
    expect(foreign).toMatchObject({ status: 200, body: { status: 'refused' } });

    for (const [token, id] of [[a.token, orderA], [b.token, orderB]] as const) {
      const mine = await myOrder(token, id);
      expect(mine.status).toBe('SHIPPED');
      expect(mine.history.map((h: { event: string }) => h.event)).toEqual(['PLACED', 'SHIPPED']);
      expect(mine.tracking.events.map((e: { status: string }) => e.status)).toEqual(['BOOKED']);
    }

    const { token: owner } = await aStaffMember(shop, 'owner');
    const trail = async (entityId: string) => (await shop.gql(AUDIT, { f: { entityId, action: 'webhook.courier.refused' } }, owner)).body.data.auditEntries.entries;
    expect(await trail(orderB)).toEqual([
      expect.objectContaining({ staffRole: 'webhook', after: expect.objectContaining({ awb: awbB, namedOrder: orderA, reason: expect.stringMatching(/another order/) }) }),
    ]);
    expect(await trail(orderA)).toEqual([
      expect.objectContaining({ staffRole: 'webhook', after: expect.objectContaining({ awb: '888888888888', bookedAwb: awbA }) }),
    ]);
  });
});

describe('Shiprocket: tracking and serviceability', () => {
  it('reads the scans of an AWB from the tracking API and applies the ones not heard by webhook', async () => {
    const product = await aProduct(shop.app.db);
    const shopper = await aShopper(shop);
    const orderId = await aCodOrder(product.id, shopper.token);
    const awb = (await shop.gql(BOOK, { id: orderId }, staffToken)).body.data.bookShipment.trackingId;
    fake.scans.set(awb, [
      { date: scanDate(1, '12:30'), status: 'X-PPOM', activity: 'Shipment picked up', location: 'Noida', 'sr-status': '42', 'sr-status-label': 'PICKED UP' },
      { date: scanDate(2, '08:00'), status: 'X-ILL2F', activity: 'Reached hub', location: 'Delhi', 'sr-status': '18', 'sr-status-label': 'IN TRANSIT' },
      { date: scanDate(3, '14:00'), status: 'DLVD', activity: 'Delivered to consignee', location: 'Noida', 'sr-status': '7', 'sr-status-label': 'DELIVERED' },
    ]);
    const res = await shop.gql('mutation($id: ID!) { refreshShipmentTracking(id: $id) { status shipment { status events { status } } } }', { id: orderId }, staffToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.refreshShipmentTracking).toMatchObject({ status: 'DELIVERED', shipment: { status: 'DELIVERED' } });
    expect(res.body.data.refreshShipmentTracking.shipment.events.map((e: { status: string }) => e.status)).toEqual(['BOOKED', 'SHIPPED', 'IN_TRANSIT', 'DELIVERED']);
    // Asked again: the same scans, nothing new.
    const again = await shop.gql('mutation($id: ID!) { refreshShipmentTracking(id: $id) { shipment { events { status } } } }', { id: orderId }, staffToken);
    expect(again.body.data.refreshShipmentTracking.shipment.events).toHaveLength(4);
  });

  it("says where cash on delivery is available from the courier's serviceability, and asks once per PIN for a while", async () => {
    const q = 'query($p: String!) { pincode(pincode: $p) { state codAvailable } }';
    expect((await shop.gql(q, { p: '201301' })).body.data.pincode).toEqual({ state: 'Uttar Pradesh', codAvailable: true });
    expect((await shop.gql(q, { p: '744301' })).body.data.pincode).toEqual({ state: 'Andaman & Nicobar Islands', codAvailable: false });
    // No courier serves it: no cash on delivery (the offline rule would have said yes).
    expect((await shop.http('/api/v1/delivery/pincode/560001')).body).toMatchObject({ state: 'Karnataka', codAvailable: false });
    const asked = fake.count('/courier/serviceability/');
    await shop.gql(q, { p: '201301' });
    expect(fake.count('/courier/serviceability/')).toBe(asked);
    const calls = fake.calls.filter((c) => c.path.startsWith('/courier/serviceability/'));
    expect(new URLSearchParams(calls[0].path.split('?')[1]).get('cod')).toBe('1');
  });

  it("checkout takes cash on delivery only where the courier collects it: Bengaluru, which no courier serves here, is refused", async () => {
    const product = await aProduct(shop.app.db, { stock: 3 });
    const shopper = await aShopper(shop);
    const order = (pincode: string, paymentMode = 'COD') =>
      shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', token: shopper.token, body: { quantity: 1, paymentMode, size: 'M', ...A_DELIVERY_ADDRESS, pincode } });
    expect(await order('560001')).toMatchObject({ status: 422, body: { message: 'Cash on delivery is not available at PIN code 560001. Please choose Pay Now to pay online.' } });
    const gql = await shop.gql('mutation($p: ID!, $i: OrderRequestInput!) { placeOrder(productId: $p, input: $i) { id } }', { p: product.id, i: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS, pincode: '744301' } }, shopper.token);
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'COD_UNAVAILABLE', pincode: '744301' });
    expect((await order('201301')).status).toBe(200);
  });
});
