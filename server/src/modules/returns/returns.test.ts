import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, fewestInStock, ledgerMismatches } from '../../test/builders';
import { aBuyNowOrder, aDeliveredOrder as aDeliveredOrderOf, videoUploadPath } from '../../test/order-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { ProductEntity } from '../catalog/product.entity';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';

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

const DAY = 24 * 60 * 60 * 1000;
const stockOf = (id: string) => fewestInStock(shop.app.db, id);

async function gql<T = any>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql<T>(query, variables, token);
  return { data: res.body.data as T, errors: res.body.errors, code: res.body.errors?.[0]?.extensions?.code, extensions: (res.body.errors?.[0]?.extensions ?? {}) as Record<string, unknown> };
}

/** A delivered order of one product, COD or paid online; `deliveredDaysAgo` moves its delivery back. */
const aDeliveredOrder = (opts: Parameters<typeof aDeliveredOrderOf>[2] = {}) => aDeliveredOrderOf(shop, support, opts);

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 1)]);

type LineRef = { orderId: string; lineId: string };
const lineOf = (order: { id: string; lineId: string }): LineRef => ({ orderId: order.id, lineId: order.lineId });

async function uploadVideo(token: string, line: LineRef, file: Buffer = MP4, name = 'unpacking.mp4') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${shop.url}${videoUploadPath(line)}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { key?: string; message?: string; contentType?: string } };
}

async function twoVideos(token: string, line: LineRef) {
  const a = await uploadVideo(token, line);
  const b = await uploadVideo(token, line, Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 2)]), 'condition.webm');
  expect([a.status, b.status, a.body, b.body]).toEqual([201, 201, expect.anything(), expect.anything()]);
  return [a.body.key!, b.body.key!];
}

const REQUEST = `mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id kind state refundState refundAmountPaise upiId replacementSize history { event toState actor } } }`;
const FIELDS = 'id state refundState refundId pickupAwb replacementOrderId refundAmountPaise history { event fromState toState actor }';
const APPROVE = `mutation($id: ID!) { approveReturn(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectReturn(id: $id, reason: $reason) { ${FIELDS} } }`;
const PICKED = `mutation($id: ID!) { markReturnPickedUp(id: $id) { ${FIELDS} } }`;
const RECEIVED = `mutation($id: ID!) { markReturnReceived(id: $id) { replacementOutOfStock request { ${FIELDS} } } }`;
const REFUND = `mutation($id: ID!, $ref: String) { refundReturn(id: $id, upiPayoutReference: $ref) { ${FIELDS} } }`;

async function ask(order: Awaited<ReturnType<typeof aDeliveredOrder>>, input: Record<string, unknown>) {
  // A line the policy refuses takes no videos either (409 at upload): the request then names keys of the
  // right form, to show what the request itself answers.
  let videoIds = input.videoIds;
  if (!videoIds) {
    const first = await uploadVideo(order.shopper.token, lineOf(order));
    videoIds =
      first.status === 409
        ? [0, 1].map(() => `returns/${order.shopper.user.id}/${crypto.randomUUID()}.mp4`)
        : [first.body.key!, (await uploadVideo(order.shopper.token, lineOf(order))).body.key!];
  }
  return gql(order.shopper.token, REQUEST, { input: { orderId: order.id, lineId: order.lineId, reason: 'size_issue', ...input, videoIds } });
}

describe('the return and exchange policy', () => {
  it('a return is accepted on the day of delivery and refused the day after, when an exchange is still possible', async () => {
    const today = await aDeliveredOrder();
    const ok = await ask(today, { kind: 'RETURN', upiId: 'asha.k@okaxis' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.requestReturn).toMatchObject({ kind: 'RETURN', state: 'REQUESTED', refundState: null, refundAmountPaise: today.amountPaise, upiId: 'asha.k@okaxis', history: [{ event: 'REQUESTED', toState: 'REQUESTED', actor: 'shopper' }] });

    const yesterday = await aDeliveredOrder({ deliveredDaysAgo: 1 });
    const late = await ask(yesterday, { kind: 'RETURN', upiId: 'asha.k@okaxis' });
    expect(late.code).toBe('RETURN_NOT_ALLOWED');
    expect(late.extensions.rule).toBe('RETURN_DAY_OVER');
    expect(late.errors![0].message).toMatch(/on the day of delivery/);
    const exchange = await ask(yesterday, { kind: 'EXCHANGE', replacementSize: 'M' });
    expect(exchange.errors).toBeUndefined();
    expect(exchange.data.requestReturn).toMatchObject({ kind: 'EXCHANGE', replacementSize: 'M', refundAmountPaise: 0 });
  });

  it('an exchange is accepted up to 4 days after delivery and refused on the 5th', async () => {
    const fourth = await aDeliveredOrder({ deliveredDaysAgo: 4 });
    expect((await ask(fourth, { kind: 'EXCHANGE', replacementSize: 'L' })).errors).toBeUndefined();
    const fifth = await aDeliveredOrder({ deliveredDaysAgo: 5 });
    const late = await ask(fifth, { kind: 'EXCHANGE', replacementSize: 'L' });
    expect([late.code, late.extensions.rule]).toEqual(['RETURN_NOT_ALLOWED', 'EXCHANGE_WINDOW_OVER']);
  });

  it('one return or exchange per product line; a line not yet delivered cannot be returned', async () => {
    const order = await aDeliveredOrder();
    expect((await ask(order, { kind: 'EXCHANGE', replacementSize: 'M' })).errors).toBeUndefined();
    const again = await ask(order, { kind: 'RETURN', upiId: 'asha@okicici' });
    expect([again.code, again.extensions.rule]).toEqual(['RETURN_NOT_ALLOWED', 'ALREADY_REQUESTED']);

    const product = await aProduct(shop.app.db, { stock: 5 });
    const shopper = await aShopper(shop);
    const placedId = await aBuyNowOrder(shop, shopper.token, product.id, { size: product.availableSizes[0] });
    const [line] = await shop.app.db.query('SELECT id FROM order_line WHERE order_id = $1', [placedId]);
    // Its videos are refused at upload; and a request naming any is refused by the policy.
    expect(await uploadVideo(shopper.token, { orderId: placedId, lineId: line.id })).toMatchObject({ status: 409, body: { message: 'Returns and exchanges open once the order is delivered.' } });
    const keys = [0, 1].map(() => `returns/${shopper.user.id}/${crypto.randomUUID()}.mp4`);
    const early = await gql(shopper.token, REQUEST, { input: { orderId: placedId, lineId: line.id, kind: 'EXCHANGE', reason: 'size_issue', videoIds: keys, replacementSize: 'M' } });
    expect([early.code, early.extensions.rule]).toEqual(['RETURN_NOT_ALLOWED', 'NOT_DELIVERED']);
  });

  it('sale items only when damaged; both videos are required; a COD return needs a valid UPI id', async () => {
    const sale = await aDeliveredOrder({ product: { tags: ['SUMMER SALE'] } });
    const changedMind = await ask(sale, { kind: 'RETURN', reason: 'changed_mind', upiId: 'asha@okaxis' });
    expect([changedMind.code, changedMind.extensions.rule]).toEqual(['RETURN_NOT_ALLOWED', 'SALE_ITEM']);
    const noVideos = await ask(sale, { kind: 'RETURN', reason: 'damaged', upiId: 'asha@okaxis', videoIds: [] });
    expect(noVideos.code).toBe('BAD_USER_INPUT');
    const someoneElses = await ask(sale, { kind: 'RETURN', reason: 'damaged', upiId: 'asha@okaxis', videoIds: [0, 1].map(() => `returns/${crypto.randomUUID()}/${crypto.randomUUID()}.mp4`) });
    expect(someoneElses.errors![0].message).toMatch(/unpacking video and the condition video/);
    const badUpi = await ask(sale, { kind: 'RETURN', reason: 'damaged', upiId: 'not a upi id' });
    expect(badUpi.errors![0].message).toMatch(/UPI id/);
    const damaged = await ask(sale, { kind: 'RETURN', reason: 'damaged', upiId: 'asha@okaxis' });
    expect(damaged.errors).toBeUndefined();
  });

  it('videos are recognised by their content; uploads need a shopper', async () => {
    const order = await aDeliveredOrder();
    const token = order.shopper.token;
    expect(await uploadVideo(token, lineOf(order), Buffer.from('GIF89a not a video at all'), 'clip.mp4')).toMatchObject({ status: 415, body: { message: /not an MP4, WebM or QuickTime/ } });
    expect(await uploadVideo(token, lineOf(order), Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(100)]), 'x.mov')).toMatchObject({ status: 201, body: { contentType: 'video/quicktime' } });
    const anonymous = await fetch(`${shop.url}/api/v1/returns/videos`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });
});

describe('a return from request to refund', () => {
  it('received damaged: the stock of its size does not rise; the ledger records it under its own reason', async () => {
    const order = await aDeliveredOrder({ mode: 'Razorpay' });
    const [line] = await shop.app.db.query('SELECT size FROM order_line WHERE order_id = $1', [order.id]);
    const sizeStock = async () => (await shop.app.db.query('SELECT stock FROM product_variant WHERE product_id = $1 AND size = $2', [order.product.id, line.size]))[0].stock;
    const before = await sizeStock();
    const asked = await ask(order, { kind: 'RETURN', reason: 'quality_issue' });
    const id = asked.data.requestReturn.id;
    await gql(manager, APPROVE, { id });
    const received = await gql(support, `mutation($id: ID!) { markReturnReceived(id: $id, condition: DAMAGED) { request { state refundState } } }`, { id });
    expect(received.errors).toBeUndefined();
    expect(received.data.markReturnReceived.request).toEqual({ state: 'RECEIVED', refundState: 'pending' });
    expect(await sizeStock()).toBe(before);
    const [row] = await shop.app.db.query(
      `SELECT l.reason, l.delta, l.note FROM stock_ledger l JOIN product_variant v ON v.id = l.variant_id WHERE v.product_id = $1 ORDER BY l.id DESC LIMIT 1`,
      [order.product.id],
    );
    expect(row).toEqual({ reason: 'returned_damaged', delta: 0, note: expect.stringMatching(/^1 × damaged, return /) });
    expect(await ledgerMismatches(shop.app.db, order.product.id)).toEqual([]);
  });

  it('a paid order: approved with a reverse pickup, picked up, received (stock back through the ledger), refunded through the payment provider', async () => {
    const order = await aDeliveredOrder({ mode: 'Razorpay' });
    const stockBefore = await stockOf(order.product.id);
    const asked = await ask(order, { kind: 'RETURN', reason: 'quality_issue' });
    expect(asked.errors).toBeUndefined();
    const id = asked.data.requestReturn.id;

    const approved = await gql(manager, APPROVE, { id });
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveReturn).toMatchObject({ state: 'APPROVED', pickupAwb: expect.stringMatching(/^TESTR\d{10}$/) });
    expect((await gql(support, PICKED, { id })).data.markReturnPickedUp.state).toBe('PICKED_UP');
    const received = await gql(support, RECEIVED, { id });
    expect(received.data.markReturnReceived.request).toMatchObject({ state: 'RECEIVED', refundState: 'pending' });
    expect(await stockOf(order.product.id)).toBe(stockBefore + 1);

    const refunded = await gql(manager, REFUND, { id });
    expect(refunded.errors).toBeUndefined();
    expect(refunded.data.refundReturn).toMatchObject({ state: 'REFUNDED', refundState: 'refunded', refundAmountPaise: order.amountPaise });
    const provider = paymentProvider(shop.app) as TestModePaymentProvider;
    const refunds = provider.refunds.filter((r) => r.receipt === `return-${id}`.slice(0, 40));
    expect(refunds).toEqual([expect.objectContaining({ amountPaise: order.amountPaise, refundId: refunded.data.refundReturn.refundId })]);
    expect(refunded.data.refundReturn.history.map((h: { event: string }) => h.event)).toEqual(['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED', 'REFUND_STARTED', 'REFUND_DONE']);

    // Refunding twice changes nothing and pays nothing more.
    const twice = await gql(manager, REFUND, { id });
    expect(twice.code).toBe('RETURN_TRANSITION_FORBIDDEN');
    expect(provider.refunds.filter((r) => r.receipt === `return-${id}`.slice(0, 40))).toHaveLength(1);
    // Stock and money reconcile: stock equals its ledger; the refund is the line, never more than was paid.
    expect(await ledgerMismatches(shop.app.db, order.product.id)).toEqual([]);
    const [{ total_paise }] = await shop.app.db.query('SELECT total_paise FROM customer_order WHERE id = $1', [order.id]);
    expect(order.amountPaise).toBeLessThanOrEqual(total_paise);
  });

  it('a cash-on-delivery order: refunded to the UPI id, staff record the payout reference', async () => {
    const order = await aDeliveredOrder({ mode: 'COD' });
    const asked = await ask(order, { kind: 'RETURN', reason: 'wrong_item', upiId: 'ravi.kumar@oksbi' });
    const id = asked.data.requestReturn.id;
    await gql(manager, APPROVE, { id });
    await gql(support, RECEIVED, { id });
    const noRef = await gql(manager, REFUND, { id });
    expect(noRef.errors![0].message).toMatch(/UPI payout reference/);
    const refunded = await gql(manager, REFUND, { id, ref: 'UTR-412345678901' });
    expect(refunded.data.refundReturn).toMatchObject({ state: 'REFUNDED', refundState: 'refunded', refundId: 'UTR-412345678901' });
    expect(refunded.data.refundReturn.history.map((h: { event: string }) => h.event)).toEqual(['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUND_DONE']);
    const audit = await shop.app.db.query(`SELECT action, after FROM audit_entry WHERE entity_type = 'return_request' AND entity_id = $1 ORDER BY id`, [id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['returns.approve', 'returns.receive', 'returns.refund']);
    expect(audit[2].after).toMatchObject({ upiId: 'ravi.kumar@oksbi', reference: 'UTR-412345678901', amountPaise: order.amountPaise });
  });

  it('a rejected request ends there, with the reason the shopper sees', async () => {
    const order = await aDeliveredOrder();
    const asked = await ask(order, { kind: 'EXCHANGE', replacementSize: 'L' });
    const id = asked.data.requestReturn.id;
    const rejected = await gql(manager, REJECT, { id, reason: 'The videos show the tags removed.' });
    expect(rejected.data.rejectReturn.state).toBe('REJECTED');
    expect((await gql(manager, APPROVE, { id })).code).toBe('RETURN_TRANSITION_FORBIDDEN');
    const mine = await gql(order.shopper.token, `query($orderId: ID!) { myReturnRequests(orderId: $orderId) { state rejectionReason } }`, { orderId: order.id });
    expect(mine.data.myReturnRequests).toEqual([{ state: 'REJECTED', rejectionReason: 'The videos show the tags removed.' }]);
  });
});

describe('an exchange from request to replacement order', () => {
  it('received: the returned size goes back on the shelf and a ₹0 replacement order of the new size takes its stock, with no payment', async () => {
    const order = await aDeliveredOrder({ mode: 'Razorpay' });
    const sibling = await aProduct(shop.app.db, { name: order.product.name, color: 'white', stock: 3, availableSizes: ['S', 'M'] });
    const asked = await ask(order, { kind: 'EXCHANGE', replacementProductId: sibling.id, replacementSize: 'M' });
    expect(asked.errors).toBeUndefined();
    const id = asked.data.requestReturn.id;
    const before = { original: await stockOf(order.product.id), sibling: await stockOf(sibling.id) };
    await gql(manager, APPROVE, { id });
    // Approving the exchange reserves the replacement size at once; receiving it takes nothing more.
    expect(await stockOf(sibling.id)).toBe(before.sibling - 1);
    const received = await gql(support, RECEIVED, { id });
    expect(received.errors).toBeUndefined();
    const request = received.data.markReturnReceived.request;
    expect(request).toMatchObject({ state: 'REPLACEMENT_PLACED', refundState: null, replacementOrderId: expect.any(String) });
    expect(await stockOf(order.product.id)).toBe(before.original + 1);
    expect(await stockOf(sibling.id)).toBe(before.sibling - 1);
    for (const p of [order.product.id, sibling.id]) expect(await ledgerMismatches(shop.app.db, p)).toEqual([]);

    const mine = await shop.http(`/api/v1/orders/myOrders`, { token: order.shopper.token });
    expect(mine.status).toBe(200);
    const [replacement] = await shop.app.db.query('SELECT status, total_paise, is_paid FROM customer_order WHERE id = $1', [request.replacementOrderId]);
    expect(replacement).toEqual({ status: 'confirmed', total_paise: 0, is_paid: true });
    const [line] = await shop.app.db.query('SELECT product_id, size, amount_paise FROM order_line WHERE order_id = $1', [request.replacementOrderId]);
    expect(line).toEqual({ product_id: sibling.id, size: 'M', amount_paise: 0 });
    // No second payment, and no refund either.
    const [original] = await shop.app.db.query('SELECT refund_status FROM customer_order WHERE id = $1', [order.id]);
    expect(original.refund_status).toBeNull();
  });

  it('the replacement must be another size or colour of the same product', async () => {
    const order = await aDeliveredOrder();
    const other = await aProduct(shop.app.db, { stock: 5 });
    const sameSize = await ask(order, { kind: 'EXCHANGE', replacementSize: 'S' });
    expect(sameSize.errors![0].message).toMatch(/another size or colour of the same product/);
    const otherProduct = await ask(order, { kind: 'EXCHANGE', replacementProductId: other.id, replacementSize: other.availableSizes[0] ?? 'NA' });
    expect(otherProduct.code).toBe('BAD_USER_INPUT');
  });

  it('another colour only at the price paid for the original; another size of the same product at any price', async () => {
    const order = await aDeliveredOrder({ product: { pricePaise: 129900, mrpPaise: 199900 } });
    const dearer = await aProduct(shop.app.db, { name: order.product.name, color: 'white', pricePaise: 149900, mrpPaise: 199900, stock: 5 });
    const refused = await ask(order, { kind: 'EXCHANGE', replacementProductId: dearer.id, replacementSize: 'M' });
    expect(refused.code).toBe('RETURN_NOT_ALLOWED');
    expect(refused.extensions).toMatchObject({ rule: 'REPLACEMENT_PRICE', pricePaise: 149900, paidPaise: 129900 });
    expect(refused.errors![0].message).toBe(
      'That colour costs ₹1,499.00, not the ₹1,299.00 you paid: an exchange can only be for a colour at the same price, or another size. Choose another, or ask for a return.',
    );
    const cheaper = await aProduct(shop.app.db, { name: order.product.name, color: 'olive', pricePaise: 99900, mrpPaise: 199900, stock: 5 });
    expect((await ask(order, { kind: 'EXCHANGE', replacementProductId: cheaper.id, replacementSize: 'M' })).extensions).toMatchObject({ rule: 'REPLACEMENT_PRICE' });
    // Nothing was requested by the refusals.
    expect((await shop.app.db.query('SELECT count(*)::int AS n FROM return_request WHERE order_line_id = $1', [order.lineId]))[0].n).toBe(0);

    const samePrice = await aProduct(shop.app.db, { name: order.product.name, color: 'indigo', pricePaise: 129900, mrpPaise: 199900, stock: 5 });
    const accepted = await ask(order, { kind: 'EXCHANGE', replacementProductId: samePrice.id, replacementSize: 'L' });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.requestReturn).toMatchObject({ kind: 'EXCHANGE', state: 'REQUESTED' });

    // The same product in another size is a like-for-like swap even when its price has changed since.
    const repriced = await aDeliveredOrder();
    await shop.app.db.query('UPDATE product SET price_paise = price_paise + 10000 WHERE id = $1', [repriced.product.id]);
    expect((await ask(repriced, { kind: 'EXCHANGE', replacementSize: 'L' })).errors).toBeUndefined();
  });
});

describe('permissions', () => {
  it('support may read requests and record receipts but not approve or refund; shoppers and anonymous callers reach no staff operation', async () => {
    const order = await aDeliveredOrder();
    const asked = await ask(order, { kind: 'EXCHANGE', replacementSize: 'M' });
    const id = asked.data.requestReturn.id;
    expect((await gql(support, APPROVE, { id })).code).toBe('FORBIDDEN');
    expect((await gql(support, REFUND, { id })).code).toBe('FORBIDDEN');
    expect((await gql(order.shopper.token, APPROVE, { id })).code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    const list = await gql(manager, `query($f: ReturnRequestFilter) { returnRequests(filter: $f) { total items { id state } } }`, { f: { orderId: order.id } });
    expect(list.data.returnRequests).toEqual({ total: 1, items: [{ id, state: 'REQUESTED' }] });
    const video = await fetch(`${shop.url}/admin/api/returns/${id}/videos/0`, { headers: { Authorization: `Bearer ${manager}` } });
    expect([video.status, video.headers.get('content-type'), Buffer.from(await video.arrayBuffer()).subarray(4, 8).toString()]).toEqual([200, 'video/mp4', 'ftyp']);
    // Support answer shoppers about their requests: they read them and watch the videos.
    const supportVideo = await fetch(`${shop.url}/admin/api/returns/${id}/videos/0`, { headers: { Authorization: `Bearer ${support}` } });
    expect([supportVideo.status, Buffer.from(await supportVideo.arrayBuffer()).subarray(4, 8).toString()]).toEqual([200, 'ftyp']);
    expect((await fetch(`${shop.url}/admin/api/returns/${id}/videos/0`, { headers: { Authorization: `Bearer ${order.shopper.token}` } })).status).toBe(403);
    const [key] = (await shop.app.db.query('SELECT video_keys FROM return_request WHERE id = $1', [id]))[0].video_keys;
    expect((await fetch(`${shop.url}/media/${key}`)).status).toBe(404);
    const stranger = await aShopper(shop);
    const theirs = await gql(stranger.token, `query($orderId: ID!) { myReturnRequests(orderId: $orderId) { id } }`, { orderId: order.id });
    expect(theirs.data.myReturnRequests).toEqual([]);
  });
});
