import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, systemContext } from '../../context';
import { aProduct, aShopper } from '../../test/builders';
import { download, pdfText, SHOP_LEGAL_DETAILS } from '../../test/documents';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { OrderEntity } from '../orders/order.entity';
import { runOrdersCommand } from '../orders/orders-command';
import { InvoiceEntity } from './invoice.entity';
import { invoiceService } from './invoice.service';

let shop: TestShop;
let ownerToken: string;

const SHOP = SHOP_LEGAL_DETAILS;

const SET_DETAILS = `mutation($input: ShopLegalDetailsInput!) { setShopLegalDetails(input: $input) { legalName stateCode stateName gstin invoicePrefix } }`;

beforeAll(async () => {
  shop = await startTestShop();
  ownerToken = (await aStaffMember(shop, 'owner')).token;
  const res = await shop.gql(SET_DETAILS, { input: SHOP }, ownerToken);
  expect(res.body.errors).toBeUndefined();
});
afterAll(async () => {
  await shop?.stop();
});

const NOIDA = { area: 'Sector 18', state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar', address: 'C-21, Atta Market', pincode: '201301', landmark: 'Near the metro', mobileNumber: '9876543210' };
const BENGALURU = { area: 'MG Road', state: 'Karnataka', district: 'Bangalore', address: '12 Residency Road', pincode: '560001', landmark: 'Opposite the park', mobileNumber: '9876543210' };

const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }';
const CHECKOUT = 'mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id totalPaise } }';
const MY_ORDER = 'query($id: ID!) { order(id: $id) { id invoice { number issuedAt pdfUrl } creditNote { number pdfUrl } } }';

/** A ₹2,999 kurta and a ₹499 tee, with their HSN codes and the garment rule. */
async function kurtaAndTee() {
  const kurta = await aProduct(shop.app.db, { kind: 'kurta', name: 'Chikankari Kurta', pricePaise: 299900, mrpPaise: 499900, hsnCode: '6211', gstRateClass: 'garment' });
  const tee = await aProduct(shop.app.db, { kind: 'tshirt', name: 'Pocket Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment' });
  return { kurta, tee };
}

/** A shopper's cash-on-delivery cart order of one kurta and two tees, delivered to `address`. */
async function anOrder(address: typeof NOIDA, shopper?: { token: string }) {
  const { kurta, tee } = await kurtaAndTee();
  const { token } = shopper ?? (await aShopper(shop));
  expect((await shop.gql(ADD, { input: { productId: kurta.id, size: 'M', quantity: 1 } }, token)).body.errors).toBeUndefined();
  expect((await shop.gql(ADD, { input: { productId: tee.id, size: 'L', quantity: 2 } }, token)).body.errors).toBeUndefined();
  const res = await shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...address } }, token);
  expect(res.body.errors).toBeUndefined();
  return { orderId: res.body.data.checkoutCart.id as string, total: res.body.data.checkoutCart.totalPaise as number, token, kurta, tee };
}

async function ship(orderId: string) {
  const result = await runOrdersCommand(systemContext(shop.app), { command: 'ship', orderId, tracking: `SR-${orderId.slice(0, 8)}` });
  expect(result.err).toEqual([]);
}

const invoiceOf = (orderId: string) => shop.app.db.getRepository(InvoiceEntity).findOneByOrFail({ orderId, kind: 'invoice' });

describe('a shop in Uttar Pradesh issues a GST invoice when an order ships', () => {
  it('to Noida (201301): CGST and SGST; the ₹2,999 kurta at 18 %, the ₹499 tees at 5 %; everything adds up to the order total', async () => {
    const { orderId, total } = await anOrder(NOIDA);
    await ship(orderId);
    const inv = await invoiceOf(orderId);
    expect(inv).toMatchObject({ placeOfSupplyState: 'Uttar Pradesh', placeOfSupplyCode: '09', taxSplit: 'intra', reverseCharge: false, igstPaise: 0 });
    expect(inv.number).toMatch(/^RZ\/\d\d-\d\d\/\d{6}$/);
    expect(inv.lines).toEqual([
      expect.objectContaining({ hsn: '6211', quantity: 1, unit: 'PCS', rateBp: 1800, amountPaise: 299900, taxablePaise: 254152, cgstPaise: 22874, sgstPaise: 22874, igstPaise: 0 }),
      expect.objectContaining({ hsn: '6109', quantity: 2, unit: 'PCS', rateBp: 500, amountPaise: 99800, taxablePaise: 95048, cgstPaise: 2376, sgstPaise: 2376, igstPaise: 0 }),
    ]);
    expect(inv.cgstPaise).toBeGreaterThan(0);
    expect(inv.sgstPaise).toBeGreaterThan(0);
    expect(inv.taxablePaise + inv.cgstPaise + inv.sgstPaise + inv.igstPaise).toBe(total);
    expect(inv.totalPaise).toBe(total);
    for (const l of inv.lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.amountPaise);
    expect(inv.supplier).toEqual({ legalName: SHOP.legalName, address: SHOP.address, stateCode: '09', stateName: 'Uttar Pradesh', gstin: SHOP.gstin });
  });

  it('to Bengaluru (560001): IGST only, place of supply Karnataka (29)', async () => {
    const { orderId, total } = await anOrder(BENGALURU);
    await ship(orderId);
    const inv = await invoiceOf(orderId);
    expect(inv).toMatchObject({ placeOfSupplyState: 'Karnataka', placeOfSupplyCode: '29', taxSplit: 'inter', cgstPaise: 0, sgstPaise: 0 });
    expect(inv.lines.map((l) => [l.hsn, l.rateBp, l.igstPaise])).toEqual([
      ['6211', 1800, 45747],
      ['6109', 500, 4752],
    ]);
    expect(inv.taxablePaise + inv.igstPaise).toBe(total);
  });

  it('once: shipping again (a corrected tracking id) keeps the one invoice', async () => {
    const { orderId } = await anOrder(NOIDA);
    await ship(orderId);
    const first = await invoiceOf(orderId);
    await ship(orderId);
    expect(await shop.app.db.getRepository(InvoiceEntity).findBy({ orderId })).toEqual([first]);
  });

  it('never changes once issued: the database refuses to update or delete it', async () => {
    const { orderId } = await anOrder(NOIDA);
    await ship(orderId);
    await expect(shop.app.db.query(`UPDATE invoice SET total_paise = 1 WHERE order_id = $1`, [orderId])).rejects.toThrow(/never changes/);
    await expect(shop.app.db.query(`DELETE FROM invoice WHERE order_id = $1`, [orderId])).rejects.toThrow(/never changes/);
  });
});

describe('the invoice PDF', () => {
  it('the buyer downloads it once shipped: application/pdf with the GSTIN, every HSN code and the number; others 404, anonymous 401', async () => {
    const buyer = await aShopper(shop);
    const { orderId } = await anOrder(BENGALURU, buyer);
    const url = `/api/v1/orders/${orderId}/invoice.pdf`;

    const before = await shop.http(url, { token: buyer.token });
    expect(before.status).toBe(404);
    expect(before.body.message).toMatch(/issued when the order ships/);

    await ship(orderId);
    const mine = await shop.gql(MY_ORDER, { id: orderId }, buyer.token);
    const { number, pdfUrl } = mine.body.data.order.invoice;
    expect(pdfUrl).toBe(url);

    const pdf = await download(shop, url, buyer.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(SHOP.gstin);
    expect(text).toContain(number);
    expect(text).toContain('6211');
    expect(text).toContain('6109');
    expect(text).toMatch(/TAX INVOICE/);
    expect(text).toMatch(/Place of supply:\s+Karnataka \(29\)/);
    expect(text).toMatch(/Reverse charge:\s+No/);
    expect(text).toContain('Rupees Three Thousand Nine Hundred Ninety-Seven Only');
    expect(text).toContain('IGST');

    const other = await aShopper(shop);
    expect((await download(shop, url, other.token)).status).toBe(404);
    expect((await download(shop, url)).status).toBe(401);
    expect((await shop.gql(MY_ORDER, { id: orderId }, other.token)).body.data.order).toBeNull();
  });

  it('staff who may read orders download it from the back office; a shopper token is refused there', async () => {
    const buyer = await aShopper(shop);
    const { orderId } = await anOrder(NOIDA, buyer);
    await ship(orderId);
    const support = await aStaffMember(shop, 'support');
    const pdf = await download(shop, `/admin/api/orders/${orderId}/invoice.pdf`, support.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain((await invoiceOf(orderId)).number);
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect((await download(shop, `/admin/api/orders/${orderId}/invoice.pdf`, buyer.token)).status).toBe(403);
    expect((await download(shop, `/admin/api/orders/${orderId}/invoice.pdf`)).status).toBe(401);
  });
});

describe('invoice numbers', () => {
  it('50 orders shipped at once get 50 consecutive numbers, no gap and no repeat', async () => {
    const p = await aProduct(shop.app.db, { kind: 'tshirt', pricePaise: 49900, stock: 100, hsnCode: '6109', gstRateClass: 'garment' });
    const orderIds = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const { token } = await aShopper(shop);
        const res = await shop.http(`/api/v1/orders/order/${p.id}`, { method: 'POST', token, body: { quantity: 1, paymentMode: 'COD', size: 'M', ...NOIDA } });
        expect(res.status).toBe(200);
        return res.body.order._id as string;
      }),
    );
    await Promise.all(orderIds.map((id) => ship(id)));
    const invoices = await shop.app.db.getRepository(InvoiceEntity).find({ where: orderIds.map((orderId) => ({ orderId })) });
    expect(invoices).toHaveLength(50);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(50);
    const serials = invoices.map((i) => i.serial).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => serials[0] + i));
    const [{ next }] = await shop.app.db.query(`SELECT next_serial AS next FROM invoice_sequence WHERE series = $1`, [invoices[0].series]);
    expect(next).toBe(serials[49] + 1);
  });

  it('start again at 1 on 1 April, the first day of a financial year', async () => {
    const orders = await Promise.all([anOrder(NOIDA), anOrder(NOIDA), anOrder(NOIDA)]);
    const issueAt = async (orderId: string, at: string) => {
      const order = await shop.app.db.getRepository(OrderEntity).findOneOrFail({ where: { id: orderId }, relations: { lines: true } });
      return inTransaction(systemContext(shop.app), (tx) => invoiceService.issueForShippedOrder(tx, order, { at: new Date(at) }));
    };
    expect((await issueAt(orders[0].orderId, '2030-03-31T10:00:00Z'))!.number).toBe('RZ/29-30/000001');
    // 23:59 on 31 March in India
    expect((await issueAt(orders[1].orderId, '2030-03-31T18:29:00Z'))!.number).toBe('RZ/29-30/000002');
    // 00:01 on 1 April in India
    expect((await issueAt(orders[2].orderId, '2030-03-31T18:31:00Z'))!.number).toBe('RZ/30-31/000001');
  });

  it('a rate rule applies from its first day: a ₹1,199 tee on 21 September 2025 was at 12 %, on 22 September at 5 %', async () => {
    const tee = await aProduct(shop.app.db, { kind: 'tshirt', pricePaise: 119900, mrpPaise: 199900, hsnCode: '6109', gstRateClass: 'garment' });
    const rates: number[] = [];
    for (const at of ['2025-09-21T12:00:00Z', '2025-09-22T12:00:00Z']) {
      const { token } = await aShopper(shop);
      const res = await shop.http(`/api/v1/orders/order/${tee.id}`, { method: 'POST', token, body: { quantity: 1, paymentMode: 'COD', size: 'M', ...NOIDA } });
      const order = await shop.app.db.getRepository(OrderEntity).findOneOrFail({ where: { id: res.body.order._id }, relations: { lines: true } });
      const inv = await inTransaction(systemContext(shop.app), (tx) => invoiceService.issueForShippedOrder(tx, order, { at: new Date(at) }));
      rates.push(inv!.lines[0].rateBp);
    }
    expect(rates).toEqual([1200, 500]);
  });
});

describe('credit notes', () => {
  it('an invoiced order that is cancelled gets a credit note reversing its invoice, in its own series, with its own PDF', async () => {
    const buyer = await aShopper(shop);
    const { orderId } = await anOrder(NOIDA, buyer);
    await ship(orderId);
    const invoice = await invoiceOf(orderId);
    const note = await inTransaction(systemContext(shop.app), (tx) => invoiceService.issueCreditNote(tx, orderId, 'Returned to origin: the buyer refused the parcel'));
    expect(note).toMatchObject({ kind: 'credit_note', relatedInvoiceId: invoice.id, totalPaise: invoice.totalPaise, cgstPaise: invoice.cgstPaise, sgstPaise: invoice.sgstPaise });
    expect(note!.number).toMatch(/^RZC\/\d\d-\d\d\/\d{6}$/);
    expect(note!.lines).toEqual(invoice.lines.map((l, i) => ({ ...l, invoiceLine: i })));
    // Asked again: nothing is left to credit, so nothing more is issued.
    expect(await inTransaction(systemContext(shop.app), (tx) => invoiceService.issueCreditNote(tx, orderId, 'again'))).toBeNull();
    expect(await shop.app.db.getRepository(InvoiceEntity).countBy({ orderId, kind: 'credit_note' })).toBe(1);

    const mine = await shop.gql(MY_ORDER, { id: orderId }, buyer.token);
    const pdfUrl = `/api/v1/orders/${orderId}/credit-notes/${note!.id}.pdf`;
    expect(mine.body.data.order.creditNote).toEqual({ number: note!.number, pdfUrl });
    for (const url of [pdfUrl, `/api/v1/orders/${orderId}/credit-note.pdf`]) {
      const pdf = await download(shop, url, buyer.token);
      expect(pdf.type).toBe('application/pdf');
      const text = await pdfText(pdf.bytes);
      expect(text).toMatch(/CREDIT NOTE/);
      expect(text).toContain(note!.number);
      expect(text).toContain(invoice.number);
      expect(text).toContain('Returned to origin');
    }
  });

  it('an order cancelled before it shipped has no invoice and gets no credit note', async () => {
    const buyer = await aShopper(shop);
    const { orderId } = await anOrder(NOIDA, buyer);
    expect((await shop.gql('mutation($id: ID!) { cancelOrder(id: $id) { id } }', { id: orderId }, buyer.token)).body.errors).toBeUndefined();
    expect(await shop.app.db.getRepository(InvoiceEntity).findBy({ orderId })).toEqual([]);
  });
});

describe("the shop's legal details", () => {
  it('only owners read and change them; a wrong GSTIN check character or a GSTIN of another state is refused', async () => {
    const manager = await aStaffMember(shop, 'manager');
    const denied = await shop.gql('{ shopLegalDetails { gstin } }', {}, manager.token);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const read = await shop.gql('{ shopLegalDetails { legalName stateName gstin invoicePrefix } }', {}, ownerToken);
    expect(read.body.data.shopLegalDetails).toEqual({ legalName: SHOP.legalName, stateName: 'Uttar Pradesh', gstin: SHOP.gstin, invoicePrefix: 'RZ' });
    // The form's list of states: owners only, in code order (01 before 10).
    expect((await shop.gql('{ gstStates { code } }', {}, manager.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await shop.gql('{ gstStates { code } }')).body.errors[0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    const states = (await shop.gql('{ gstStates { code name } }', {}, ownerToken)).body.data.gstStates as { code: string; name: string }[];
    expect(states.slice(0, 2)).toEqual([{ code: '01', name: 'Jammu and Kashmir' }, { code: '02', name: 'Himachal Pradesh' }]);
    expect(states.find((st) => st.code === '09')?.name).toBe('Uttar Pradesh');
    expect(states.map((st) => st.code)).toEqual([...states.map((st) => st.code)].sort());

    const badCheck = await shop.gql(SET_DETAILS, { input: { ...SHOP, gstin: '09AAACR1234A1Z5' } }, ownerToken);
    expect(badCheck.body.errors[0]).toMatchObject({ message: expect.stringMatching(/check character/), extensions: { code: 'BAD_USER_INPUT' } });
    const otherState = await shop.gql(SET_DETAILS, { input: { ...SHOP, gstin: '27AAPFU0939F1ZV' } }, ownerToken);
    expect(otherState.body.errors[0].message).toMatch(/start with the state code/);
    const longPrefix = await shop.gql(SET_DETAILS, { input: { ...SHOP, invoicePrefix: 'RANGREZ' } }, ownerToken);
    expect(longPrefix.body.errors[0].message).toMatch(/1 to 3/);
  });
});
