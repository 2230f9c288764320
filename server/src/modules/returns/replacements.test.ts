import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_LEGAL_DETAILS } from '../../test/documents';
import { aDeliveredOrder, twoReturnVideos, type PaymentMode } from '../../test/order-builders';
import { fewestInStock, ledgerMismatches } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';

/**
 * An exchange's replacement order is no new sale: the original order's invoice stands for it (no ₹0
 * invoice, no credit note for the exchanged line), and its packing slip names that invoice. The shopper
 * cannot cancel it (they have sent the original item back); when the shop cancels it or the courier
 * returns it to origin, the exchange turns into a return of the original line: refundable, with a
 * credit note for that line, the replacement's stock back on the shelf.
 */

let shop: TestShop;
let manager: string;
let support: string;

beforeAll(async () => {
  shop = await startTestShop();
  const owner = (await aStaffMember(shop, 'owner')).token;
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
  await gql(owner, 'mutation($input: ShopLegalDetailsInput!) { setShopLegalDetails(input: $input) { gstin } }', { input: SHOP_LEGAL_DETAILS });
});
afterAll(async () => {
  await shop?.stop();
});

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql(query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

/** A delivered (and so invoiced) order of one tee in size S, exchanged for size L: the replacement placed on receipt. */
async function anExchange(mode: PaymentMode) {
  const order = await aDeliveredOrder(shop, support, { mode, size: 'S', product: { name: 'Pocket Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment', stock: 5 } });
  const { product: tee, shopper, id: orderId, lineId } = order;
  const input = { orderId, lineId, kind: 'EXCHANGE', reason: 'size_issue', replacementSize: 'L', videoIds: await twoReturnVideos(shop, shopper.token, { orderId, lineId }) };
  const { requestReturn } = await gql(shopper.token, 'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }', { input });
  await gql(manager, 'mutation($id: ID!) { approveReturn(id: $id) { state } }', { id: requestReturn.id });
  const { markReturnReceived } = await gql(support, 'mutation($id: ID!) { markReturnReceived(id: $id) { request { state replacementOrderId } } }', { id: requestReturn.id });
  expect(markReturnReceived.request.state).toBe('REPLACEMENT_PLACED');
  return { tee, shopper, orderId, lineId, requestId: requestReturn.id as string, replacementId: markReturnReceived.request.replacementOrderId as string };
}

const documents = async (orderId: string) =>
  (await shop.app.db.query('SELECT kind, number FROM invoice WHERE order_id = $1 ORDER BY kind', [orderId])) as { kind: string; number: string }[];
const creditNotes = async (orderId: string) =>
  (await shop.app.db.query(`SELECT number, total_paise, lines, reason FROM invoice WHERE order_id = $1 AND kind = 'credit_note' ORDER BY serial`, [orderId])) as {
    number: string;
    total_paise: number;
    lines: { orderLineId?: string; quantity: number; amountPaise: number }[];
    reason: string;
  }[];
const REQUEST = 'query($id: ID!) { returnRequest(id: $id) { state refundState refundAmountPaise refundId upiId history { event actor note } } }';
const REFUND = 'mutation($id: ID!, $ref: String) { refundReturn(id: $id, upiPayoutReference: $ref) { state refundState refundAmountPaise refundId history { event } } }';
const mailRow = async (key: string) =>
  ((await shop.app.db.query('SELECT subject, data FROM mail_message WHERE idempotency_key = $1', [key]))[0] ?? null) as { subject: string; data: unknown } | null;
const MY_ORDER = 'query($id: ID!) { order(id: $id) { status isPaid refundStatus totalPaise invoice { number } creditNotes { number } } }';
const stockOf = (id: string) => fewestInStock(shop.app.db, id);

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

  });
});

describe('the shopper and a replacement order', () => {
  it('cannot cancel it: GraphQL and the legacy REST route refuse with REPLACEMENT_NOT_CANCELLABLE, and My Orders offers no Cancel', async () => {
    const { shopper, orderId, replacementId, tee } = await anExchange('COD');
    const stockBefore = await stockOf(tee.id);
    const card = await gql(shopper.token, 'query($id: ID!) { order(id: $id) { status canCancel replacesOrderId totalPaise } }', { id: replacementId });
    expect(card.order).toEqual({ status: 'CONFIRMED', canCancel: false, replacesOrderId: orderId, totalPaise: 0 });

    const res = await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: replacementId }, shopper.token);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'REPLACEMENT_NOT_CANCELLABLE', orderId: replacementId, replacesOrderId: orderId });
    expect(res.body.errors?.[0]?.message).toBe(
      `This is the free replacement for your exchange on order #${orderId.slice(-6).toUpperCase()}, and it cannot be cancelled here: the item you sent back is already with us. If you no longer want it, please contact us and we will arrange a refund for that item instead.`,
    );
    const legacy = await shop.http(`/api/v1/orders/${replacementId}/cancel`, { method: 'POST', token: shopper.token });
    expect(legacy.status).toBe(409);
    expect(legacy.body.message).toMatch(/free replacement for your exchange/);

    // Nothing changed: still confirmed, its stock still taken.
    expect((await gql(shopper.token, MY_ORDER, { id: replacementId })).order).toMatchObject({ status: 'CONFIRMED' });
    expect(await stockOf(tee.id)).toBe(stockBefore);
    // My Orders' list says the same.
    const mine = await gql(shopper.token, 'query { myOrders { id canCancel } }');
    expect(mine.myOrders.find((o: { id: string }) => o.id === replacementId).canCancel).toBe(false);
  });
});

describe('a replacement cancelled by the shop or returned to origin', () => {
  it('staff cancel (online payment): the exchange becomes refundable for the line, credited, mailed, and refunded through Razorpay exactly once', async () => {
    const provider = paymentProvider(shop.app) as TestModePaymentProvider;
    const paid = await anExchange('Razorpay');
    const [line] = await shop.app.db.query('SELECT amount_paise, product_id FROM order_line WHERE id = $1', [paid.lineId]);
    const [replacementLine] = await shop.app.db.query('SELECT product_id, quantity FROM order_line WHERE order_id = $1', [paid.replacementId]);
    const stockBefore = await stockOf(replacementLine.product_id);
    expect(await creditNotes(paid.orderId)).toEqual([]);

    const cancelled = await gql(manager, 'mutation($id: ID!) { adminCancelOrder(id: $id, reason: "Size L is damaged in the warehouse") { status } }', { id: paid.replacementId });
    expect(cancelled.adminCancelOrder.status).toBe('CANCELLED');
    // The replacement itself refunds nothing (nothing was paid for it) and its stock is back through the ledger.
    expect((await gql(paid.shopper.token, MY_ORDER, { id: paid.replacementId })).order).toMatchObject({ status: 'CANCELLED', refundStatus: null, creditNotes: [] });
    expect(provider.refunds.filter((r) => r.receipt === paid.replacementId)).toEqual([]);
    expect(await stockOf(replacementLine.product_id)).toBe(stockBefore + replacementLine.quantity);
    expect(await ledgerMismatches(shop.app.db, replacementLine.product_id)).toEqual([]);

    // The exchange is a return now: received, the line's amount due, the step in its history.
    const { returnRequest } = await gql(manager, REQUEST, { id: paid.requestId });
    expect(returnRequest).toMatchObject({ state: 'RECEIVED', refundState: 'pending', refundAmountPaise: line.amount_paise, refundId: null });
    expect(returnRequest.history.at(-1)).toEqual({ event: 'REPLACEMENT_CANCELLED', actor: 'staff', note: `Replacement order #${paid.replacementId.slice(-6).toUpperCase()} cancelled` });
    // Its supply is reversed: a credit note for the original line, for exactly its amount.
    const [note] = await creditNotes(paid.orderId);
    expect(note).toMatchObject({ number: expect.stringMatching(/^RZC\//), total_paise: line.amount_paise, lines: [expect.objectContaining({ orderLineId: paid.lineId, quantity: 1, amountPaise: line.amount_paise })] });
    expect(note.reason).toMatch(/^Goods returned: Pocket Tee \(size S\) × 1, exchange .+ cancelled\)$/);
    // The shopper is told, once; the replacement's own 'we cancelled your order' mail (which would promise a payment back) is not sent.
    const mail = await mailRow(`order:${paid.orderId}:return_replacement_cancelled:${paid.requestId}`);
    expect(mail?.subject).toBe(`Refund due for your exchange: order #${paid.orderId.slice(-6).toUpperCase()}`);
    expect(JSON.stringify(mail?.data)).toContain('goes back to the account you paid from');
    expect(await mailRow(`order:${paid.replacementId}:cancelled_by_staff`)).toBeNull();
    // And no replacement again: receiving it once more is refused.
    const again = await shop.gql('mutation($id: ID!) { markReturnReceived(id: $id) { request { state } } }', { id: paid.requestId }, support);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('RETURN_TRANSITION_FORBIDDEN');

    const refunded = await gql(manager, REFUND, { id: paid.requestId });
    expect(refunded.refundReturn).toMatchObject({ state: 'REFUNDED', refundState: 'refunded', refundAmountPaise: line.amount_paise });
    const receipt = `return-${paid.requestId}`.slice(0, 40);
    expect(provider.refunds.filter((r) => r.receipt === receipt)).toEqual([expect.objectContaining({ amountPaise: line.amount_paise, refundId: refunded.refundReturn.refundId })]);
    expect(refunded.refundReturn.history.map((h: { event: string }) => h.event)).toEqual([
      'REQUESTED', 'APPROVED', 'RECEIVED', 'REPLACEMENT_PLACED', 'REPLACEMENT_CANCELLED', 'REFUND_STARTED', 'REFUND_DONE',
    ]);
    const twice = await shop.gql(REFUND, { id: paid.requestId }, manager);
    expect(twice.body.errors?.[0]?.extensions?.code).toBe('RETURN_TRANSITION_FORBIDDEN');
    expect(provider.refunds.filter((r) => r.receipt === receipt)).toHaveLength(1);
    // One credit note for the line, however often it is asked: refunds = credit notes = the line.
    expect(await creditNotes(paid.orderId)).toHaveLength(1);
    // The original order keeps its payment; only the line's amount went back.
    expect((await gql(paid.shopper.token, MY_ORDER, { id: paid.orderId })).order).toMatchObject({ status: 'DELIVERED', isPaid: true, refundStatus: null });
  });

  it('returned to origin by the test courier (cash on delivery, no UPI id on file): refundable, credited, and refunded with the payout reference alone', async () => {
    const cod = await anExchange('COD');
    const [line] = await shop.app.db.query('SELECT amount_paise FROM order_line WHERE id = $1', [cod.lineId]);
    const [replacementLine] = await shop.app.db.query('SELECT product_id, quantity FROM order_line WHERE order_id = $1', [cod.replacementId]);
    await gql(support, 'mutation($id: ID!) { bookShipment(id: $id) { status } }', { id: cod.replacementId });
    const stockShipped = await stockOf(replacementLine.product_id);

    await gql(manager, 'mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }', { id: cod.replacementId, s: 'RTO_DELIVERED' });
    // The replacement is closed with nothing billed or paid; its stock is back.
    expect((await gql(cod.shopper.token, MY_ORDER, { id: cod.replacementId })).order).toMatchObject({ status: 'CANCELLED', refundStatus: null, creditNotes: [] });
    expect(await documents(cod.replacementId)).toEqual([]);
    expect(await stockOf(replacementLine.product_id)).toBe(stockShipped + replacementLine.quantity);
    expect(await ledgerMismatches(shop.app.db, replacementLine.product_id)).toEqual([]);

    const { returnRequest } = await gql(manager, REQUEST, { id: cod.requestId });
    expect(returnRequest).toMatchObject({ state: 'RECEIVED', refundState: 'pending', refundAmountPaise: line.amount_paise, upiId: null });
    expect(returnRequest.history.at(-1)).toMatchObject({ event: 'REPLACEMENT_CANCELLED', actor: 'courier', note: expect.stringMatching(/came back undelivered$/) });
    const [note] = await creditNotes(cod.orderId);
    expect(note).toMatchObject({ total_paise: line.amount_paise, lines: [expect.objectContaining({ orderLineId: cod.lineId, amountPaise: line.amount_paise })] });
    const mail = await mailRow(`order:${cod.orderId}:return_replacement_cancelled:${cod.requestId}`);
    expect(JSON.stringify(mail?.data)).toContain('came back to us undelivered');
    expect(JSON.stringify(mail?.data)).toContain('please reply to this mail with your UPI ID');
    // The shopper reads it in My Orders.
    const mine = await gql(cod.shopper.token, 'query($orderId: ID!) { myReturnRequests(orderId: $orderId) { state refundState refundAmountPaise } }', { orderId: cod.orderId });
    expect(mine.myReturnRequests).toEqual([{ state: 'RECEIVED', refundState: 'pending', refundAmountPaise: line.amount_paise }]);
    // A repeated RTO report changes nothing.
    await shop.gql('mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }', { id: cod.replacementId, s: 'RTO_DELIVERED' }, manager);
    expect(await creditNotes(cod.orderId)).toHaveLength(1);

    const noRef = await shop.gql(REFUND, { id: cod.requestId }, manager);
    expect(noRef.body.errors?.[0]?.message).toMatch(/UPI payout reference/);
    const refunded = await gql(manager, REFUND, { id: cod.requestId, ref: 'UTR-998877665544' });
    expect(refunded.refundReturn).toMatchObject({ state: 'REFUNDED', refundState: 'refunded', refundId: 'UTR-998877665544', refundAmountPaise: line.amount_paise });
    const audit = await shop.app.db.query(`SELECT after FROM audit_entry WHERE action = 'returns.refund' AND entity_id = $1`, [cod.requestId]);
    expect(audit).toEqual([{ after: expect.objectContaining({ amountPaise: line.amount_paise, reference: 'UTR-998877665544', upiId: null }) }]);
    expect((await shop.gql(REFUND, { id: cod.requestId, ref: 'UTR-998877665545' }, manager)).body.errors?.[0]?.extensions?.code).toBe('RETURN_TRANSITION_FORBIDDEN');
    expect(await creditNotes(cod.orderId)).toHaveLength(1);
  });
});
