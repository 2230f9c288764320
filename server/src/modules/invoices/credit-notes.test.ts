import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, systemContext } from '../../context';
import { aProduct, aShopper } from '../../test/builders';
import { download, pdfText, SHOP_LEGAL_DETAILS } from '../../test/documents';
import { shipAndDeliver, twoReturnVideos } from '../../test/order-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { InvoiceEntity } from './invoice.entity';
import { invoiceService } from './invoice.service';

/**
 * Credit notes as goods come back: a returned line is credited when it reaches the shop, a return to
 * origin or cancellation credits what is left, and an invoice's credit notes never add up to more than it.
 */

let shop: TestShop;
let owner: string;
let manager: string;
let support: string;

const SHOP = SHOP_LEGAL_DETAILS;

beforeAll(async () => {
  shop = await startTestShop();
  owner = (await aStaffMember(shop, 'owner')).token;
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const NOIDA = { area: 'Sector 18', state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar', address: 'C-21, Atta Market', pincode: '201301', landmark: 'Near the metro', mobileNumber: '9876543210' };
const BENGALURU = { area: 'MG Road', state: 'Karnataka', district: 'Bangalore', address: '12 Residency Road', pincode: '560001', landmark: 'Opposite the park', mobileNumber: '9876543210' };

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await shop.gql(query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

const ORDER_DOCS = 'query($id: ID!) { order(id: $id) { status invoice { number totalPaise pdfUrl } creditNote { number } creditNotes { number totalPaise pdfUrl } } }';
const BOOK = 'mutation($id: ID!) { bookShipment(id: $id) { status } }';
const ADVANCE = 'mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }';
const REQUEST = 'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }';
const RECEIVED = 'mutation($id: ID!) { markReturnReceived(id: $id) { request { state refundState } } }';

type Line = { id: string; position: number; product_id: string; quantity: number; amount_paise: number };

/** A shopper's cash-on-delivery cart order of `items` (product and quantity), delivered to `address`. */
async function aCartOrder(items: { productId: string; quantity: number }[], address = NOIDA) {
  const shopper = await aShopper(shop);
  for (const item of items) await gql(shopper.token, 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }', { input: { ...item, size: 'M' } });
  const placed = await gql(shopper.token, 'mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id totalPaise } }', { input: { paymentMode: 'COD', ...address } });
  const lines: Line[] = await shop.app.db.query('SELECT id, position, product_id, quantity, amount_paise FROM order_line WHERE order_id = $1 ORDER BY position', [placed.checkoutCart.id]);
  return { id: placed.checkoutCart.id as string, totalPaise: placed.checkoutCart.totalPaise as number, shopper, lines };
}

/** The shopper returns one line of a delivered COD order; staff approve it and receive the parcel. */
async function returnLine(order: Awaited<ReturnType<typeof aCartOrder>>, line: Line) {
  const input = { orderId: order.id, lineId: line.id, kind: 'RETURN', reason: 'size_issue', upiId: 'asha.k@okaxis', videoIds: await twoReturnVideos(shop, order.shopper.token, { orderId: order.id, lineId: line.id }) };
  const { requestReturn } = await gql(order.shopper.token, REQUEST, { input });
  await gql(manager, 'mutation($id: ID!) { approveReturn(id: $id) { state } }', { id: requestReturn.id });
  const { markReturnReceived } = await gql(support, RECEIVED, { id: requestReturn.id });
  expect(markReturnReceived.request).toEqual({ state: 'RECEIVED', refundState: 'pending' });
  return requestReturn.id as string;
}

const docsOf = async (orderId: string) => {
  const all = await shop.app.db.getRepository(InvoiceEntity).find({ where: { orderId }, order: { serial: 'ASC' } });
  return { invoice: all.find((d) => d.kind === 'invoice') ?? null, creditNotes: all.filter((d) => d.kind === 'credit_note') };
};

const AMOUNTS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;
const sumOf = (notes: InvoiceEntity[]) => Object.fromEntries(AMOUNTS.map((k) => [k, notes.reduce((s, n) => s + n[k], 0)]));
const amountsOf = (doc: InvoiceEntity) => Object.fromEntries(AMOUNTS.map((k) => [k, doc[k]]));

/** A ₹2,999 kurta (18 %) and two ₹499 tees (5 %), with their HSN codes. */
async function kurtaAndTees() {
  const kurta = await aProduct(shop.app.db, { kind: 'kurta', name: 'Chikankari Kurta', pricePaise: 299900, mrpPaise: 499900, hsnCode: '6211', gstRateClass: 'garment' });
  const tee = await aProduct(shop.app.db, { kind: 'tshirt', name: 'Pocket Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment' });
  const otherTee = await aProduct(shop.app.db, { kind: 'tshirt', name: 'Striped Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment' });
  return { kurta, tee, otherTee };
}

describe('an order that was never invoiced', () => {
  it('gets no credit note when a returned line comes back (the shop had no legal details when it shipped)', async () => {
    const { tee } = await kurtaAndTees();
    const order = await aCartOrder([{ productId: tee.id, quantity: 1 }]);
    await shipAndDeliver(shop, support, order.id);
    await returnLine(order, order.lines[0]);
    expect(await docsOf(order.id)).toEqual({ invoice: null, creditNotes: [] });
    const mine = await gql(order.shopper.token, ORDER_DOCS, { id: order.id });
    expect(mine.order).toMatchObject({ invoice: null, creditNote: null, creditNotes: [] });
  });
});

describe('credit notes of an invoiced order', () => {
  beforeAll(async () => {
    await gql(owner, 'mutation($input: ShopLegalDetailsInput!) { setShopLegalDetails(input: $input) { gstin } }', { input: SHOP });
  });

  it('a returned tee (1 of 2) is credited when it reaches the shop: that tee’s price to the paisa; a cancellation afterwards credits only the rest', async () => {
    const { kurta, tee, otherTee } = await kurtaAndTees();
    const order = await aCartOrder([
      { productId: kurta.id, quantity: 1 },
      { productId: tee.id, quantity: 1 },
      { productId: otherTee.id, quantity: 1 },
    ]);
    await shipAndDeliver(shop, support, order.id);
    const teeLine = order.lines.find((l) => l.product_id === tee.id)!;
    await returnLine(order, teeLine);

    const { invoice, creditNotes } = await docsOf(order.id);
    expect(invoice!.totalPaise).toBe(order.totalPaise);
    expect(creditNotes).toHaveLength(1);
    const [note] = creditNotes;
    expect(note).toMatchObject({ relatedInvoiceId: invoice!.id, taxSplit: 'intra', totalPaise: 49900, taxablePaise: 47524, cgstPaise: 1188, sgstPaise: 1188, igstPaise: 0 });
    expect(note.number).toMatch(/^RZC\/\d\d-\d\d\/\d{6}$/);
    expect(note.lines).toEqual([expect.objectContaining({ hsn: '6109', quantity: 1, rateBp: 500, amountPaise: 49900, taxablePaise: 47524, cgstPaise: 1188, sgstPaise: 1188, orderLineId: teeLine.id })]);
    expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(49900);
    expect(note.reason).toMatch(/Goods returned: Pocket Tee/);

    // The shopper sees it with the order and downloads it; so do staff; nobody else.
    const mine = await gql(order.shopper.token, ORDER_DOCS, { id: order.id });
    expect(mine.order.creditNotes).toEqual([{ number: note.number, totalPaise: 49900, pdfUrl: `/api/v1/orders/${order.id}/credit-notes/${note.id}.pdf` }]);
    expect(mine.order.creditNote).toEqual({ number: note.number });
    const pdf = await download(shop, mine.order.creditNotes[0].pdfUrl, order.shopper.token);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const text = await pdfText(pdf.bytes);
    expect(text).toMatch(/CREDIT NOTE/);
    expect(text).toContain(note.number);
    expect(text).toContain(invoice!.number);
    expect(text).toContain(SHOP.gstin);
    expect(text).toContain('6109');
    expect(text).not.toContain('6211');
    expect(text).toContain('Rupees Four Hundred Ninety-Nine Only');
    const staffPdf = await download(shop, `/admin/api/orders/${order.id}/credit-notes/${note.id}.pdf`, support);
    expect([staffPdf.status, staffPdf.type]).toEqual([200, 'application/pdf']);
    expect(await pdfText(staffPdf.bytes)).toContain(note.number);
    expect((await download(shop, mine.order.creditNotes[0].pdfUrl, (await aShopper(shop)).token)).status).toBe(404);
    expect((await download(shop, mine.order.creditNotes[0].pdfUrl)).status).toBe(401);
    expect((await download(shop, `/api/v1/orders/${order.id}/credit-notes/${invoice!.id}.pdf`, order.shopper.token)).status).toBe(404);

    // Cancelling what is left (as a cancellation or return to origin does) credits the kurta and the other tee only.
    const rest = await inTransaction(systemContext(shop.app), (tx) => invoiceService.issueCreditNote(tx, order.id, 'Order cancelled'));
    expect(rest!.totalPaise).toBe(order.totalPaise - 49900);
    expect(rest!.lines.map((l) => [l.hsn, l.quantity, l.amountPaise])).toEqual([
      ['6211', 1, 299900],
      ['6109', 1, 49900],
    ]);
    expect(rest!.serial).toBe(note.serial + 1);
    // Together the credit notes are the invoice, to the paisa, and nothing more can be credited.
    expect(sumOf([note, rest!])).toEqual(amountsOf(invoice!));
    expect(await inTransaction(systemContext(shop.app), (tx) => invoiceService.issueCreditNote(tx, order.id, 'again'))).toBeNull();
    expect((await docsOf(order.id)).creditNotes).toHaveLength(2);
  });

  it('the database refuses a credit note that would take the credit notes past the invoice', async () => {
    const { tee } = await kurtaAndTees();
    const order = await aCartOrder([{ productId: tee.id, quantity: 2 }]);
    await shipAndDeliver(shop, support, order.id);
    const note = await inTransaction(systemContext(shop.app), (tx) => invoiceService.issueCreditNote(tx, order.id, 'Order cancelled'));
    const copy = (taxable: number) =>
      shop.app.db.query(
        `INSERT INTO invoice (kind, order_id, number, series, serial, financial_year, issued_at, supplier, buyer, place_of_supply_state, place_of_supply_code,
           tax_split, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, related_invoice_id, reason)
         SELECT kind, order_id, series || '999999', series, 999999, financial_year, issued_at, supplier, buyer, place_of_supply_state, place_of_supply_code,
           tax_split, lines, $2, 0, 0, 0, $2, related_invoice_id, 'one paisa more' FROM invoice WHERE id = $1`,
        [note!.id, taxable],
      );
    await expect(copy(1)).rejects.toThrow(/would exceed/);
    expect((await docsOf(order.id)).creditNotes).toHaveLength(1);
  });

  it('pieces of one line: 1 of 2 tees credited, then the courier’s return to origin credits the other and the kurta, and the totals are the invoice’s', async () => {
    const { kurta, tee } = await kurtaAndTees();
    const order = await aCartOrder(
      [
        { productId: kurta.id, quantity: 1 },
        { productId: tee.id, quantity: 2 },
      ],
      BENGALURU,
    );
    expect((await gql(support, BOOK, { id: order.id })).bookShipment.status).toBe('SHIPPED');
    const teeLine = order.lines.find((l) => l.product_id === tee.id)!;
    // One piece credited on its own (the returns flow credits whole lines; the invoice service takes pieces).
    const first = await inTransaction(systemContext(shop.app), (tx) =>
      invoiceService.issueCreditNote(tx, order.id, 'Goods returned: one Pocket Tee', { lines: [{ orderLineId: teeLine.id, position: teeLine.position, quantity: 1 }] }),
    );
    expect(first).toMatchObject({ taxSplit: 'inter', totalPaise: 49900, taxablePaise: 47524, igstPaise: 2376, cgstPaise: 0, sgstPaise: 0 });

    await gql(support, ADVANCE, { id: order.id, s: 'RTO_INITIATED' });
    // Returned to origin cancels (and refunds) the order: a manager's step (orders.cancel), not support's.
    expect((await gql(manager, ADVANCE, { id: order.id, s: 'RTO_DELIVERED' })).advanceTestShipment.status).toBe('CANCELLED');

    const { invoice, creditNotes } = await docsOf(order.id);
    expect(creditNotes).toHaveLength(2);
    const rest = creditNotes[1];
    expect(rest.lines.map((l) => [l.hsn, l.quantity, l.amountPaise, l.taxablePaise, l.igstPaise])).toEqual([
      ['6211', 1, 299900, 254153, 45747],
      ['6109', 1, 49900, 95048 - 47524, 4752 - 2376],
    ]);
    expect(rest.totalPaise).toBe(order.totalPaise - 49900);
    expect(sumOf(creditNotes)).toEqual(amountsOf(invoice!));
    const mine = await gql(order.shopper.token, ORDER_DOCS, { id: order.id });
    expect(mine.order.creditNotes.map((n: { totalPaise: number }) => n.totalPaise)).toEqual([49900, order.totalPaise - 49900]);
  });

  it('a shipped cash-on-delivery order the test courier brings back to origin gets a credit note for its whole invoice', async () => {
    const { kurta, tee } = await kurtaAndTees();
    const order = await aCartOrder([
      { productId: kurta.id, quantity: 1 },
      { productId: tee.id, quantity: 1 },
    ]);
    await gql(support, BOOK, { id: order.id });
    expect((await gql(order.shopper.token, ORDER_DOCS, { id: order.id })).order.creditNotes).toEqual([]);
    await gql(support, ADVANCE, { id: order.id, s: 'RTO_INITIATED' });
    await gql(manager, ADVANCE, { id: order.id, s: 'RTO_DELIVERED' });

    const mine = await gql(order.shopper.token, ORDER_DOCS, { id: order.id });
    expect(mine.order.status).toBe('CANCELLED');
    expect(mine.order.invoice.totalPaise).toBe(order.totalPaise);
    expect(mine.order.creditNotes).toEqual([expect.objectContaining({ totalPaise: order.totalPaise })]);
    const { invoice, creditNotes } = await docsOf(order.id);
    expect(amountsOf(creditNotes[0])).toEqual(amountsOf(invoice!));
    const pdf = await download(shop, mine.order.creditNotes[0].pdfUrl, order.shopper.token);
    expect(await pdfText(pdf.bytes)).toContain(mine.order.creditNotes[0].number);
  });
});
