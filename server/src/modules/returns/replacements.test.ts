import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';

/**
 * An exchange's replacement order is no new sale: the original order's invoice stands for it (no ₹0
 * invoice, no credit note for the exchanged line), its packing slip names that invoice, and cancelling
 * it refunds nothing, since nothing was paid for it.
 */

let shop: TestShop;
let manager: string;
let support: string;

beforeAll(async () => {
  shop = await startTestShop();
  const owner = (await aStaffMember(shop, 'owner')).token;
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
  const input = { legalName: 'Rangrez Apparel Private Limited', address: 'Plot 14, Sector 63\nNoida 201301', stateCode: '09', gstin: '09AAACR1234A1Z1', invoicePrefix: 'RZ' };
  await gql(owner, 'mutation($input: ShopLegalDetailsInput!) { setShopLegalDetails(input: $input) { gstin } }', { input });
});
afterAll(async () => {
  await shop?.stop();
});

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql(query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 1)]);

async function twoVideos(token: string): Promise<string[]> {
  const keys: string[] = [];
  for (const name of ['unpacking.mp4', 'condition.mp4']) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(MP4)]), name);
    const res = await fetch(`${shop.url}/api/v1/returns/videos`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(201);
    keys.push(((await res.json()) as { key: string }).key);
  }
  return keys;
}

/** A delivered (and so invoiced) order of one tee in size S, exchanged for size L: the replacement placed on receipt. */
async function anExchange(mode: 'COD' | 'Razorpay') {
  const tee = await aProduct(shop.app.db, { name: 'Pocket Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment', stock: 5 });
  const shopper = await aShopper(shop);
  const placed = await shop.http(`/api/v1/orders/order/${tee.id}`, { method: 'POST', token: shopper.token, body: { quantity: 1, paymentMode: mode, size: 'S', ...A_DELIVERY_ADDRESS } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.order._id as string;
  if (mode === 'Razorpay') {
    const paid = (paymentProvider(shop.app) as TestModePaymentProvider).completePayment(placed.body.order.razorpayOrderId);
    const verified = await shop.http('/api/v1/orders/verify-payment', { method: 'POST', body: { order_id: orderId, payment_id: paid.paymentId, signature: paid.signature }, token: shopper.token });
    expect(verified.status).toBe(200);
  }
  await gql(support, 'mutation($id: ID!) { shipOrder(id: $id, carrier: "Delhivery", trackingId: "DLV-9") { status } }', { id: orderId });
  await gql(support, 'mutation($id: ID!) { deliverOrder(id: $id) { status } }', { id: orderId });
  const [line] = await shop.app.db.query('SELECT id FROM order_line WHERE order_id = $1', [orderId]);
  const input = { orderId, lineId: line.id, kind: 'EXCHANGE', reason: 'size_issue', replacementSize: 'L', videoIds: await twoVideos(shopper.token) };
  const { requestReturn } = await gql(shopper.token, 'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }', { input });
  await gql(manager, 'mutation($id: ID!) { approveReturn(id: $id) { state } }', { id: requestReturn.id });
  const { markReturnReceived } = await gql(support, 'mutation($id: ID!) { markReturnReceived(id: $id) { request { state replacementOrderId } } }', { id: requestReturn.id });
  expect(markReturnReceived.request.state).toBe('REPLACEMENT_PLACED');
  return { tee, shopper, orderId, replacementId: markReturnReceived.request.replacementOrderId as string };
}

const documents = async (orderId: string) =>
  (await shop.app.db.query('SELECT kind, number FROM invoice WHERE order_id = $1 ORDER BY kind', [orderId])) as { kind: string; number: string }[];
const MY_ORDER = 'query($id: ID!) { order(id: $id) { status isPaid refundStatus totalPaise invoice { number } creditNotes { number } } }';
const stockOf = async (id: string) => Number((await shop.app.db.query('SELECT stock FROM product WHERE id = $1', [id]))[0].stock);

describe('an exchange of an invoiced order', () => {
  it('gets no credit note; its ₹0 replacement ships without a tax invoice, and the packing slip names the original invoice', async () => {
    const { shopper, orderId, replacementId } = await anExchange('COD');
    const [invoice] = await documents(orderId);
    expect(invoice).toEqual({ kind: 'invoice', number: expect.stringMatching(/^RZ\/\d\d-\d\d\/\d{6}$/) });
    // The exchanged line is not credited: the original invoice stands for the replacement.
    expect(await documents(orderId)).toEqual([invoice]);

    await gql(support, 'mutation($id: ID!) { bookShipment(id: $id) { status } }', { id: replacementId });
    const mine = await gql(shopper.token, MY_ORDER, { id: replacementId });
    expect(mine.order).toEqual({ status: 'SHIPPED', isPaid: true, refundStatus: null, totalPaise: 0, invoice: null, creditNotes: [] });
    expect(await documents(replacementId)).toEqual([]);
    const pdf = await shop.http(`/api/v1/orders/${replacementId}/invoice.pdf`, { token: shopper.token });
    expect(pdf.status).toBe(404);

    const slip = await shop.http(`/admin/api/orders/${replacementId}/packing-slip`, { token: support });
    expect(slip.status).toBe(200);
    const text = String(slip.body);
    expect(text).toContain('Exchange replacement, free of charge');
    expect(text).toContain(`order #${orderId.slice(-6).toUpperCase()}`);
    expect(text).toContain(`Supplied under tax invoice ${invoice.number}; no new invoice.`);
    const originalSlip = await shop.http(`/admin/api/orders/${orderId}/packing-slip`, { token: support });
    expect(String(originalSlip.body)).not.toContain('Exchange replacement');

    // Undeliverable and back at the shop: closed, with no refund and no credit note (nothing was billed or paid).
    await gql(support, 'mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }', { id: replacementId, s: 'RTO_DELIVERED' });
    expect((await gql(shopper.token, MY_ORDER, { id: replacementId })).order).toMatchObject({ status: 'CANCELLED', refundStatus: null, creditNotes: [] });
    expect(await documents(replacementId)).toEqual([]);
  });
});

describe('a cancelled replacement', () => {
  it('ends without a refund, whoever cancels it: nothing was paid for it', async () => {
    const provider = paymentProvider(shop.app) as TestModePaymentProvider;
    const paid = await anExchange('Razorpay');
    const stockBefore = await stockOf(paid.tee.id);
    const cancelled = await gql(manager, 'mutation($id: ID!) { adminCancelOrder(id: $id, reason: "Size L is damaged in the warehouse") { status } }', { id: paid.replacementId });
    expect(cancelled.adminCancelOrder.status).toBe('CANCELLED');
    expect((await gql(paid.shopper.token, MY_ORDER, { id: paid.replacementId })).order).toMatchObject({ status: 'CANCELLED', refundStatus: null });
    expect(provider.refunds.filter((r) => r.receipt === paid.replacementId)).toEqual([]);
    expect(await stockOf(paid.tee.id)).toBe(stockBefore + 1);
    // The original order keeps its payment and its invoice, untouched.
    expect((await gql(paid.shopper.token, MY_ORDER, { id: paid.orderId })).order).toMatchObject({ status: 'DELIVERED', isPaid: true, refundStatus: null, creditNotes: [] });

    const cod = await anExchange('COD');
    expect((await gql(cod.shopper.token, 'mutation($id: ID!) { cancelOrder(id: $id) { status refundStatus } }', { id: cod.replacementId })).cancelOrder).toEqual({
      status: 'CANCELLED',
      refundStatus: null,
    });
    const [row] = await shop.app.db.query('SELECT refund_status FROM customer_order WHERE id = $1', [cod.replacementId]);
    expect(row.refund_status).toBeNull();
  });
});
