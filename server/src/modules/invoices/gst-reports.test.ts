import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../../test/builders';
import { download, pdfText, SHOP_LEGAL_DETAILS } from '../../test/documents';
import { shipAndDeliver, twoReturnVideos } from '../../test/order-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { paymentProvider } from '../payments/providers';
import type { TestModePaymentProvider } from '../payments/test-mode-provider';
import { gstinCheckCharacter } from './gstin';
import { InvoiceEntity } from './invoice.entity';
import { indiaDay } from './invoice-numbers';

/**
 * The owner's legal details and the accountant's month end: a month of COD, paid, B2B, cancelled and
 * returned orders and an inter-state invoice over ₹1 lakh, filed as GSTR-1 and listed in the sales
 * register, reconciled to the paisa with the month's invoices and credit notes.
 */

let shop: TestShop;
let owner: string;
let manager: string;
let support: string;

/** A GSTIN with the right check character for its first 14 characters. */
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
/** The shop's own registration, set by the owner in the test (Uttar Pradesh). */
const OWN_GSTIN = gstin('09AAKCR7788M1Z');
/** A business buyer registered in Uttar Pradesh. */
const BUYER_GSTIN = gstin('09AADCK4455P1Z');

const NOIDA = { area: 'Sector 18', state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar', address: 'C-21, Atta Market', pincode: '201301', landmark: 'Near the metro', mobileNumber: '9876543210' };
const BENGALURU = { area: 'MG Road', state: 'Karnataka', district: 'Bangalore', address: '12 Residency Road', pincode: '560001', landmark: 'Opposite the park', mobileNumber: '9876543210' };

const SET_DETAILS = `mutation($input: ShopLegalDetailsInput!) { setShopLegalDetails(input: $input) { legalName tradeName gstin invoicePrefix creditNotePrefix isDemoGstin } }`;

beforeAll(async () => {
  shop = await startTestShop();
  owner = (await aStaffMember(shop, 'owner')).token;
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

type Address = typeof NOIDA;
type Business = { buyerGstin?: string; buyerBusinessName?: string };

/** A shopper's cart checkout of `items`, cash on delivery, to `address` (a business buyer's GSTIN when given). */
async function aCartOrder(items: { productId: string; quantity: number }[], address: Address = NOIDA, business: Business = {}) {
  const shopper = await aShopper(shop);
  for (const item of items) await gql(shopper.token, 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }', { input: { ...item, size: 'M' } });
  const placed = await gql(shopper.token, 'mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id totalPaise } }', {
    input: { paymentMode: 'COD', ...address, ...business },
  });
  const lines: { id: string; position: number }[] = await shop.app.db.query('SELECT id, position FROM order_line WHERE order_id = $1 ORDER BY position', [placed.checkoutCart.id]);
  return { id: placed.checkoutCart.id as string, shopper, lines };
}

/** A shopper's Buy Now of one product paid online (test-mode checkout), delivered to `address`. */
async function aPaidOrder(productId: string, address: Address) {
  const shopper = await aShopper(shop);
  const placed = await gql(shopper.token, 'mutation($p: ID!, $input: OrderRequestInput!) { placeOrder(productId: $p, input: $input) { id razorpayOrderId } }', {
    p: productId,
    input: { paymentMode: 'Razorpay', quantity: 1, size: 'M', ...address },
  });
  const paid = (paymentProvider(shop.app) as TestModePaymentProvider).completePayment(placed.placeOrder.razorpayOrderId);
  await gql(shopper.token, 'mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { id } }', {
    input: { orderId: placed.placeOrder.id, paymentId: paid.paymentId, signature: paid.signature },
  });
  return { id: placed.placeOrder.id as string, shopper };
}

/** The shopper returns one line of a delivered order; staff approve it and receive the parcel (its credit note is issued). */
async function returnLine(order: { id: string; shopper: { token: string } }, lineId: string) {
  const videoIds = await twoReturnVideos(shop, order.shopper.token, { orderId: order.id, lineId });
  const { requestReturn } = await gql(order.shopper.token, 'mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }', {
    input: { orderId: order.id, lineId, kind: 'RETURN', reason: 'size_issue', upiId: 'asha.k@okaxis', videoIds },
  });
  await gql(manager, 'mutation($id: ID!) { approveReturn(id: $id) { state } }', { id: requestReturn.id });
  await gql(support, 'mutation($id: ID!) { markReturnReceived(id: $id) { request { state } } }', { id: requestReturn.id });
}

/** The test courier books the parcel, which then comes back to origin (the order is cancelled: its credit note). */
async function bookThenReturnToOrigin(orderId: string) {
  await gql(support, 'mutation($id: ID!) { bookShipment(id: $id) { status } }', { id: orderId });
  await gql(support, 'mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }', { id: orderId, s: 'RTO_INITIATED' });
  await gql(manager, 'mutation($id: ID!, $s: ParcelStatus!) { advanceTestShipment(id: $id, status: $s) { status } }', { id: orderId, s: 'RTO_DELIVERED' });
}

async function report(path: string, token = manager) {
  const res = await fetch(shop.url + path, { headers: { authorization: `bearer ${token}` } });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, disposition: res.headers.get('content-disposition'), body: type.includes('json') ? await res.json() : await res.text() };
}

describe('the shop’s legal details', () => {
  it('refuses a GSTIN whose check character is wrong, naming the field; a GSTIN of another state; a clash of prefixes', async () => {
    const wrongCheck = OWN_GSTIN.slice(0, 14) + (OWN_GSTIN[14] === 'A' ? 'B' : 'A');
    const res = await shop.gql(SET_DETAILS, { input: { ...SHOP_LEGAL_DETAILS, gstin: wrongCheck } }, owner);
    expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/check character/), extensions: { code: 'BAD_USER_INPUT', field: 'gstin' } });
    const otherState = await shop.gql(SET_DETAILS, { input: { ...SHOP_LEGAL_DETAILS, gstin: gstin('27AAKCR7788M1Z') } }, owner);
    expect(otherState.body.errors[0]).toMatchObject({ message: 'The GSTIN must start with the state code.', extensions: { field: 'gstin' } });
    const clash = await shop.gql(SET_DETAILS, { input: { ...SHOP_LEGAL_DETAILS, creditNotePrefix: 'RZ' } }, owner);
    expect(clash.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'creditNotePrefix' });
    // Managers may not change them.
    expect((await shop.gql(SET_DETAILS, { input: SHOP_LEGAL_DETAILS }, manager)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('a valid GSTIN appears on the next invoice and not on the ones issued before; the demo GSTIN is flagged', async () => {
    const demo = await gql(owner, SET_DETAILS, { input: SHOP_LEGAL_DETAILS });
    expect(demo.setShopLegalDetails).toMatchObject({ gstin: SHOP_LEGAL_DETAILS.gstin, isDemoGstin: true, creditNotePrefix: 'RZC', tradeName: null });
    expect((await gql(manager, '{ adminDashboard { legalDetailsWarning } }')).adminDashboard.legalDetailsWarning).toMatch(/demo GSTIN 09AAACR1234A1Z1/);

    const tee = await aProduct(shop.app.db, { kind: 'tshirt', name: 'Pocket Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment' });
    const before = await aCartOrder([{ productId: tee.id, quantity: 1 }]);
    await shipAndDeliver(shop, support, before.id);

    const own = await gql(owner, SET_DETAILS, {
      input: { ...SHOP_LEGAL_DETAILS, legalName: 'Rangrez Textiles LLP', tradeName: 'Rangrez', gstin: OWN_GSTIN.toLowerCase(), invoicePrefix: 'RT', creditNotePrefix: 'RTC' },
    });
    expect(own.setShopLegalDetails).toEqual({ legalName: 'Rangrez Textiles LLP', tradeName: 'Rangrez', gstin: OWN_GSTIN, invoicePrefix: 'RT', creditNotePrefix: 'RTC', isDemoGstin: false });
    expect((await gql(manager, '{ adminDashboard { legalDetailsWarning } }')).adminDashboard.legalDetailsWarning).toBeNull();
    const after = await aCartOrder([{ productId: tee.id, quantity: 1 }]);
    await shipAndDeliver(shop, support, after.id);

    const invoices = shop.app.db.getRepository(InvoiceEntity);
    const first = await invoices.findOneByOrFail({ orderId: before.id, kind: 'invoice' });
    const second = await invoices.findOneByOrFail({ orderId: after.id, kind: 'invoice' });
    expect(first.supplier).toMatchObject({ gstin: SHOP_LEGAL_DETAILS.gstin, legalName: SHOP_LEGAL_DETAILS.legalName });
    expect(first.number).toMatch(/^RZ\//);
    expect(second.supplier).toMatchObject({ gstin: OWN_GSTIN, legalName: 'Rangrez Textiles LLP', tradeName: 'Rangrez' });
    expect(second.number).toMatch(/^RT\/\d\d-\d\d\/000001$/);

    // The change is in the audit trail.
    const [audit] = await shop.app.db.query(`SELECT after FROM audit_entry WHERE entity_id = 'shop.legalDetails' ORDER BY at DESC LIMIT 1`);
    expect(audit.after).toMatchObject({ gstin: OWN_GSTIN, tradeName: 'Rangrez' });
  });
});

describe('a business buyer at checkout', () => {
  it('refuses a GSTIN with a wrong check character, or of another state than the delivery, naming the field', async () => {
    const tee = await aProduct(shop.app.db, { kind: 'tshirt', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment' });
    const shopper = await aShopper(shop);
    await gql(shopper.token, 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }', { input: { productId: tee.id, size: 'M', quantity: 1 } });
    const CHECKOUT = 'mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id } }';
    const bad = await shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...NOIDA, buyerGstin: BUYER_GSTIN.slice(0, 14) + '0', buyerBusinessName: 'Kasturi Traders' } }, shopper.token);
    const badCheck = BUYER_GSTIN[14] === '0';
    if (!badCheck) expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'buyerGstin' });
    const elsewhere = await shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...BENGALURU, buyerGstin: BUYER_GSTIN, buyerBusinessName: 'Kasturi Traders' } }, shopper.token);
    expect(elsewhere.body.errors[0]).toMatchObject({ message: expect.stringMatching(/registered in another state.*Karnataka/), extensions: { field: 'buyerGstin' } });
    const noName = await shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...NOIDA, buyerGstin: BUYER_GSTIN } }, shopper.token);
    expect(noName.body.errors[0].extensions).toMatchObject({ field: 'buyerBusinessName' });
  });

  it('records the GSTIN in the order’s own transaction: when it cannot be written, no order is placed without it', async () => {
    const tee = await aProduct(shop.app.db, { kind: 'tshirt', pricePaise: 49900, stock: 3, hsnCode: '6109', gstRateClass: 'garment' });
    const shopper = await aShopper(shop);
    await gql(shopper.token, 'mutation($input: AddToCartInput!) { addToCart(input: $input) { id } }', { input: { productId: tee.id, size: 'M', quantity: 1 } });
    // The database refuses this one business's record (as a failing disk or a lost connection would).
    await shop.asOwner(`CREATE FUNCTION refuse_business() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await shop.asOwner(`CREATE TRIGGER refuse_business BEFORE INSERT ON order_business_buyer FOR EACH ROW WHEN (NEW.business_name = 'Refused Traders') EXECUTE FUNCTION refuse_business()`);
    try {
      const CHECKOUT = 'mutation($input: CartCheckoutInput!) { checkoutCart(input: $input) { id } }';
      const refused = await shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...NOIDA, buyerGstin: BUYER_GSTIN, buyerBusinessName: 'Refused Traders' } }, shopper.token);
      expect(refused.body.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await shop.app.db.query('SELECT count(*)::int AS n FROM customer_order WHERE user_id = $1', [shopper.user.id])).toEqual([{ n: 0 }]);
      const [{ stock }] = await shop.app.db.query(`SELECT stock FROM product_variant WHERE product_id = $1 AND size = 'M'`, [tee.id]);
      expect(stock).toBe(3);
      // Nothing was lost: the cart keeps its line, and the order goes through once the record can be written.
      const placed = await shop.gql(CHECKOUT, { input: { paymentMode: 'COD', ...NOIDA, buyerGstin: BUYER_GSTIN, buyerBusinessName: 'Kasturi Traders' } }, shopper.token);
      expect(placed.body.errors).toBeUndefined();
      const recorded = await shop.app.db.query('SELECT gstin, business_name FROM order_business_buyer WHERE order_id = $1', [placed.body.data.checkoutCart.id]);
      expect(recorded).toEqual([{ gstin: BUYER_GSTIN, business_name: 'Kasturi Traders' }]);
    } finally {
      await shop.asOwner('DROP TRIGGER refuse_business ON order_business_buyer');
      await shop.asOwner('DROP FUNCTION refuse_business()');
    }
  });
});

describe('a month of orders, filed', () => {
  const month = { documents: [] as InvoiceEntity[] };
  let bigInvoiceNumber = '';

  beforeAll(async () => {
    await gql(owner, SET_DETAILS, { input: { ...SHOP_LEGAL_DETAILS, gstin: OWN_GSTIN, invoicePrefix: 'RT', creditNotePrefix: 'RTC' } });
    const kurta = await aProduct(shop.app.db, { kind: 'kurta', name: 'Chikankari Kurta', pricePaise: 299900, mrpPaise: 499900, hsnCode: '6211', gstRateClass: 'garment', stock: 50 });
    const tee = await aProduct(shop.app.db, { kind: 'tshirt', name: 'Pocket Tee', pricePaise: 49900, hsnCode: '6109', gstRateClass: 'garment', stock: 50 });
    const mug = await aProduct(shop.app.db, { kind: 'mug', name: 'Block-print Mug', pricePaise: 33333, hsnCode: '6912', gstRateClass: 'standard-5', stock: 50 });
    const loom = await aProduct(shop.app.db, { kind: 'totebag', name: 'Handloom Wall Hanging', pricePaise: 12_500_000, mrpPaise: 15_000_000, hsnCode: '5805', gstRateClass: 'standard-18', stock: 5 });

    // Cash on delivery, within the state, delivered.
    const cod = await aCartOrder([{ productId: kurta.id, quantity: 1 }, { productId: tee.id, quantity: 2 }, { productId: mug.id, quantity: 3 }]);
    await shipAndDeliver(shop, support, cod.id);
    // Paid online, to another state, delivered.
    const paid = await aPaidOrder(kurta.id, BENGALURU);
    await shipAndDeliver(shop, support, paid.id);
    // A business buyer, within the state: delivered, then one line returned (a credit note to a registered buyer).
    const b2b = await aCartOrder([{ productId: kurta.id, quantity: 1 }, { productId: mug.id, quantity: 1 }], NOIDA, { buyerGstin: BUYER_GSTIN, buyerBusinessName: 'Kasturi Traders' });
    await shipAndDeliver(shop, support, b2b.id);
    await returnLine(b2b, b2b.lines[1].id);
    // Cancelled before shipping: no document at all.
    const cancelledEarly = await aCartOrder([{ productId: tee.id, quantity: 1 }]);
    await gql(manager, 'mutation($id: ID!) { adminCancelOrder(id: $id, reason: "Customer asked") { status } }', { id: cancelledEarly.id });
    // Shipped with the test courier, then returned to origin: cancelled after its invoice (a credit note to a consumer).
    const rto = await aCartOrder([{ productId: tee.id, quantity: 1 }, { productId: mug.id, quantity: 1 }]);
    await bookThenReturnToOrigin(rto.id);
    // A consumer's order delivered, one line returned.
    const returned = await aCartOrder([{ productId: kurta.id, quantity: 1 }, { productId: tee.id, quantity: 1 }]);
    await shipAndDeliver(shop, support, returned.id);
    await returnLine(returned, returned.lines[0].id);
    // Inter-state, a consumer, over ₹1 lakh, paid online: B2CL; a second one comes back to origin (a B2CL credit note).
    const big = await aPaidOrder(loom.id, BENGALURU);
    await shipAndDeliver(shop, support, big.id);
    const bigBack = await aPaidOrder(loom.id, BENGALURU);
    await bookThenReturnToOrigin(bigBack.id);

    month.documents = await shop.app.db.getRepository(InvoiceEntity).find({ order: { issuedAt: 'ASC' } });
    month.documents = month.documents.filter((d) => d.supplier.gstin === OWN_GSTIN);
    bigInvoiceNumber = month.documents.find((d) => d.orderId === big.id && d.kind === 'invoice')!.number;
    expect(month.documents.filter((d) => d.orderId === cancelledEarly.id)).toEqual([]);
  }, 120_000);

  /** The months the documents fall in (a run across midnight of a month's end files two). */
  const periods = () => [...new Set(month.documents.map((d) => indiaDay(d.issuedAt).slice(0, 7)))].map((ym) => `${ym.slice(5, 7)}${ym.slice(0, 4)}`);

  it('GSTR-1 has the offline tool’s header and tables, each document where an accountant files it', async () => {
    const [fp] = periods();
    const res = await report(`/admin/api/reports/gstr1?period=${fp}`);
    expect(res.status).toBe(200);
    expect(res.disposition).toBe(`attachment; filename="GSTR1_${OWN_GSTIN}_${fp}.json"`);
    const g = res.body;
    expect(Object.keys(g)).toEqual(['gstin', 'fp', 'version', 'hash', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue']);
    expect(g).toMatchObject({ gstin: OWN_GSTIN, fp, version: expect.stringMatching(/^GST\d/) });
    if (periods().length > 1) return; // the structure checks below assume one month
    expect(g.b2b).toEqual([{ ctin: BUYER_GSTIN, inv: [expect.objectContaining({ rchrg: 'N', inv_typ: 'R', pos: '09', inum: expect.stringMatching(/^RT\//), idt: expect.stringMatching(/^\d\d-\d\d-\d{4}$/) })] }]);
    expect(g.b2b[0].inv[0].itms.map((i: { itm_det: { rt: number } }) => i.itm_det.rt)).toEqual([5, 18]);
    // Both ₹1,25,000 invoices to Karnataka, the one that came back too (its credit note is in cdnur).
    expect(g.b2cl).toEqual([{ pos: '29', inv: [expect.objectContaining({ inum: bigInvoiceNumber, val: 125000 }), expect.objectContaining({ val: 125000 })] }]);
    expect(g.cdnr).toEqual([{ ctin: BUYER_GSTIN, nt: [expect.objectContaining({ ntty: 'C', pos: '09', nt_num: expect.stringMatching(/^RTC\//) })] }]);
    expect(g.cdnur).toEqual([expect.objectContaining({ typ: 'B2CL', ntty: 'C', pos: '29', val: 125000 })]);
    expect(g.b2cs.map((r: { sply_ty: string; pos: string; rt: number }) => `${r.sply_ty} ${r.pos} ${r.rt}`).sort()).toEqual(['INTER 29 18', 'INTRA 09 18', 'INTRA 09 5']);
    for (const r of g.b2cs) expect(r.typ).toBe('OE');
    // The HSN summary: the unit and quantity, B2B apart from B2C, net of credit notes.
    expect(g.hsn.hsn_b2b).toEqual(expect.arrayContaining([expect.objectContaining({ hsn_sc: '6211', uqc: 'PCS', qty: 1, rt: 18 })]));
    expect(g.hsn.hsn_b2b.find((r: { hsn_sc: string }) => r.hsn_sc === '6912')).toMatchObject({ qty: 0, txval: 0, camt: 0, samt: 0 });
    expect(g.hsn.hsn_b2c.find((r: { hsn_sc: string; rt: number }) => r.hsn_sc === '5805' && r.rt === 18)).toMatchObject({ uqc: 'PCS', qty: 1 });
    // Documents issued: the invoices' and the credit notes' series, none missing.
    expect(g.doc_issue.doc_det.map((d: { doc_num: number }) => d.doc_num)).toEqual([1, 5]);
    for (const t of g.doc_issue.doc_det) for (const d of t.docs) expect(d).toMatchObject({ cancel: 0, net_issue: d.totnum });
    const invoiceCount = month.documents.filter((d) => d.kind === 'invoice').length;
    expect(g.doc_issue.doc_det[0].docs.reduce((s: number, d: { net_issue: number }) => s + d.net_issue, 0)).toBe(invoiceCount);
  });

  it('its taxable values and taxes, summed over its tables with credit notes subtracted, equal the month’s invoices less its credit notes, to the paisa; intra-state CGST equals SGST', async () => {
    const paise = (r: number | undefined) => Math.round((r ?? 0) * 100);
    type Detail = { txval: number; iamt?: number; camt?: number; samt?: number };
    const filed = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    const hsnFiled = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    const count = (into: typeof filed, d: Detail, sign: number) => {
      into.taxable += sign * paise(d.txval);
      into.igst += sign * paise(d.iamt);
      into.cgst += sign * paise(d.camt);
      into.sgst += sign * paise(d.samt);
      if (d.camt !== undefined || d.samt !== undefined) expect(paise(d.camt)).toBe(paise(d.samt));
    };
    for (const fp of periods()) {
      const { body: g } = await report(`/admin/api/reports/gstr1?period=${fp}`);
      for (const c of g.b2b) for (const i of c.inv) for (const it of i.itms) count(filed, it.itm_det, 1);
      for (const p of g.b2cl) for (const i of p.inv) for (const it of i.itms) count(filed, it.itm_det, 1);
      for (const r of g.b2cs) count(filed, r, 1);
      for (const c of g.cdnr) for (const n of c.nt) for (const it of n.itms) count(filed, it.itm_det, -1);
      for (const n of g.cdnur) for (const it of n.itms) count(filed, it.itm_det, -1);
      for (const r of [...g.hsn.hsn_b2b, ...g.hsn.hsn_b2c]) count(hsnFiled, r, 1);
    }
    const issued = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    for (const d of month.documents) {
      const sign = d.kind === 'credit_note' ? -1 : 1;
      issued.taxable += sign * d.taxablePaise;
      issued.igst += sign * d.igstPaise;
      issued.cgst += sign * d.cgstPaise;
      issued.sgst += sign * d.sgstPaise;
      for (const l of d.lines) if (d.taxSplit === 'intra') expect(l.cgstPaise).toBe(l.sgstPaise);
      expect(d.cgstPaise).toBe(d.sgstPaise);
    }
    expect(issued.igst).toBeGreaterThan(0);
    expect(issued.cgst).toBeGreaterThan(0);
    expect(filed).toEqual(issued);
    expect(hsnFiled).toEqual(issued);
  });

  it('each table is a CSV too, with the same figures; the sales register lists every document line and sums to the same net', async () => {
    const [fp] = periods();
    const { body: g } = await report(`/admin/api/reports/gstr1?period=${fp}`);
    const b2cs = await report(`/admin/api/reports/gstr1?period=${fp}&format=csv&table=b2cs`);
    expect(b2cs.status).toBe(200);
    expect(b2cs.type).toMatch(/^text\/csv/);
    const rows = (b2cs.body as string).trim().split('\r\n').map((l) => l.split(','));
    expect(rows[0].slice(0, 7)).toEqual(['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN']);
    expect(rows.length - 1).toBe(g.b2cs.length);
    const csvTaxable = rows.slice(1).reduce((s, r) => s + Math.round(Number(r[4]) * 100), 0);
    expect(csvTaxable).toBe(g.b2cs.reduce((s: number, r: { txval: number }) => s + Math.round(r.txval * 100), 0));
    expect(rows.slice(1).map((r) => r[1])).toContain('09-Uttar Pradesh');

    const days = month.documents.map((d) => indiaDay(d.issuedAt)).sort();
    const register = await report(`/admin/api/reports/sales-register.csv?from=${days[0]}&to=${days.at(-1)}`);
    expect(register.status).toBe(200);
    const lines = (register.body as string).trim().split('\r\n');
    const header = lines[0].split(',');
    expect(header).toEqual(['Date', 'Document', 'Number', 'Against invoice', 'Buyer', 'Buyer GSTIN', 'Place of supply', 'HSN/SAC', 'Description', 'Quantity', 'UQC', 'Taxable value', 'Rate %', 'IGST', 'CGST', 'SGST', 'Total']);
    const all = await shop.app.db.getRepository(InvoiceEntity).find();
    expect(lines.length - 1).toBe(all.reduce((s, d) => s + d.lines.length, 0));
    const column = (name: string) => lines.slice(1).reduce((s, l) => s + Math.round(Number(l.match(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)!.map((c) => c.replace(/^,/, ''))[header.indexOf(name)]) * 100), 0);
    const net = (k: 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise' | 'totalPaise') => all.reduce((s, d) => s + (d.kind === 'credit_note' ? -1 : 1) * d[k], 0);
    expect(column('Taxable value')).toBe(net('taxablePaise'));
    expect(column('IGST')).toBe(net('igstPaise'));
    expect(column('CGST')).toBe(net('cgstPaise'));
    expect(column('Total')).toBe(net('totalPaise'));
    expect(register.body).toContain(BUYER_GSTIN);
  });

  it('the B2B invoice is issued to the business: its name and GSTIN on the PDF, beside the shop’s trade name', async () => {
    const b2bInvoice = month.documents.find((d) => d.kind === 'invoice' && d.buyer.gstin)!;
    expect(b2bInvoice.buyer).toMatchObject({ gstin: BUYER_GSTIN, businessName: 'Kasturi Traders' });
    const pdf = await download(shop, `/admin/api/orders/${b2bInvoice.orderId}/invoice.pdf`, manager);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Kasturi Traders');
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain(`GSTIN: ${OWN_GSTIN}`);
  });

  it('the documents list finds a document by buyer GSTIN, number or order id, and by kind; support may not read it', async () => {
    const LIST = 'query($f: TaxDocumentsFilter!) { taxDocuments(filter: $f) { total items { number kind buyerName buyerGstin againstNumber pdfPath orderId } } }';
    const byGstin = (await gql(manager, LIST, { f: { search: BUYER_GSTIN.toLowerCase() } })).taxDocuments;
    expect(byGstin.items.map((d: { kind: string }) => d.kind).sort()).toEqual(['CREDIT_NOTE', 'INVOICE']);
    expect(byGstin.items.find((d: { kind: string }) => d.kind === 'CREDIT_NOTE')).toMatchObject({ buyerName: 'Kasturi Traders', againstNumber: expect.stringMatching(/^RT\//) });
    const invoice = byGstin.items.find((d: { kind: string }) => d.kind === 'INVOICE');
    expect(invoice.pdfPath).toBe(`/admin/api/orders/${invoice.orderId}/invoice.pdf`);
    expect((await gql(manager, LIST, { f: { search: invoice.number } })).taxDocuments.items.map((d: { number: string }) => d.number)).toEqual([invoice.number]);
    expect((await gql(manager, LIST, { f: { search: invoice.orderId, kind: 'INVOICE' } })).taxDocuments.total).toBe(1);
    const notes = (await gql(manager, LIST, { f: { kind: 'CREDIT_NOTE', limit: 100 } })).taxDocuments;
    expect(notes.total).toBe(month.documents.filter((d) => d.kind === 'credit_note').length);
    expect((await shop.gql(LIST, { f: {} }, support)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('routes: owners and managers only; a bad period or table is a 400 with a message', async () => {
    const [fp] = periods();
    expect((await report(`/admin/api/reports/gstr1?period=${fp}`, owner)).status).toBe(200);
    expect((await report(`/admin/api/reports/gstr1?period=${fp}`, support)).status).toBe(403);
    expect((await fetch(`${shop.url}/admin/api/reports/gstr1?period=${fp}`)).status).toBe(401);
    expect(await report('/admin/api/reports/gstr1?period=2026-11')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/MMYYYY/) } });
    expect(await report(`/admin/api/reports/gstr1?period=${fp}&format=csv&table=nope`)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/b2cs/) } });
    expect(await report('/admin/api/reports/sales-register.csv?from=2026-11-30&to=2026-11-01')).toMatchObject({ status: 400 });
    expect(await report('/admin/api/reports/sales-register.csv?from=2020-01-01&to=2026-11-01')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/366 days/) } });
  });

  it('the tax summary by rate and by state nets credit notes; the month’s PDFs come as one ZIP', async () => {
    const days = month.documents.map((d) => indiaDay(d.issuedAt)).sort();
    const { taxSummary } = await gql(
      manager,
      'query($from: String!, $to: String!) { taxSummary(from: $from, to: $to) { byRate { rateBp taxablePaise igstPaise cgstPaise sgstPaise } byState { stateCode stateName taxablePaise } total { taxablePaise igstPaise cgstPaise sgstPaise totalPaise } invoiceCount creditNoteCount } }',
      { from: days[0], to: days.at(-1) },
    );
    const all = await shop.app.db.getRepository(InvoiceEntity).find();
    const net = (k: 'taxablePaise' | 'totalPaise') => all.reduce((s, d) => s + (d.kind === 'credit_note' ? -1 : 1) * d[k], 0);
    expect(taxSummary.total.taxablePaise).toBe(net('taxablePaise'));
    expect(taxSummary.byRate.reduce((s: number, r: { taxablePaise: number }) => s + r.taxablePaise, 0)).toBe(net('taxablePaise'));
    expect(taxSummary.byState.map((r: { stateCode: string; stateName: string }) => `${r.stateCode} ${r.stateName}`)).toEqual(['09 Uttar Pradesh', '29 Karnataka']);
    expect(taxSummary.byRate.map((r: { rateBp: number }) => r.rateBp)).toEqual([500, 1800]);

    const [fp] = periods();
    const res = await fetch(`${shop.url}/admin/api/reports/documents.zip?period=${fp}`, { headers: { authorization: `bearer ${manager}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await res.arrayBuffer());
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.toString('latin1')).toContain(`invoices/${bigInvoiceNumber.replace(/\//g, '-')}.pdf`);
  });
});
