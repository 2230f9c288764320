import { GST_STATES } from './gst-states';
import type { InvoiceEntity, InvoiceLine } from './invoice.entity';
import { indiaDay } from './invoice-numbers';

/**
 * GSTR-1 of one month in the JSON the GST offline tool uploads (and exports), built from the documents
 * exactly as issued: each line's stored taxable value and taxes, never recomputed from prices (so a
 * discount on a line, or any later change to how lines are priced, flows through as issued).
 *
 * Where each document goes, as a careful accountant files it:
 * - an invoice with the buyer's GSTIN: `b2b` (invoice-wise, by the buyer's GSTIN);
 * - an invoice to a consumer, delivered to another state, worth more than ₹1 lakh: `b2cl` (invoice-wise,
 *   by place of supply; the limit since August 2024);
 * - every other consumer invoice: `b2cs`, summed by supply type, place of supply and rate;
 * - a credit note against a B2B invoice: `cdnr`; against a B2CL invoice: `cdnur` (type B2CL); against a
 *   B2CS invoice: subtracted from that month's `b2cs` row of the same place and rate, as the tool asks
 *   (credit notes to small consumers are reported net in Table 7);
 * - every line, net of credit notes: the HSN summary (Table 12), split into B2B and B2C;
 * - every document's series: `doc_issue` (Table 13).
 * A credit note is filed in the month it is issued, whatever the month of its invoice.
 *
 * Amounts are rupees with two decimals (JSON numbers); dates DD-MM-YYYY; places of supply the state code.
 */

/** The limit above which an inter-state consumer invoice is reported one by one (B2CL): ₹1,00,000. */
export const B2CL_LIMIT_PAISE = 100_000_00;

/** The offline tool's schema version this file is written in. */
export const GSTR1_VERSION = 'GST3.2.1';

export type Gstr1Class = 'b2b' | 'b2cl' | 'b2cs';

/** Where an invoice (or, by its invoice, a credit note) is reported. */
export function classOf(invoice: Pick<InvoiceEntity, 'buyer' | 'taxSplit' | 'totalPaise'>): Gstr1Class {
  if (invoice.buyer.gstin) return 'b2b';
  return invoice.taxSplit === 'inter' && invoice.totalPaise > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

/** Paise as the return's rupees: a number with at most two decimals. */
export const rupees = (paise: number) => Math.round(paise) / 100;

/** India's date of an instant as GSTR-1 writes it: DD-MM-YYYY. */
export function gstDate(at: Date): string {
  const [y, m, d] = indiaDay(at).split('-');
  return `${d}-${m}-${y}`;
}

/** A rate in basis points as the return's percentage: 500 → 5, 250 → 2.5. */
const ratePercent = (bp: number) => bp / 100;

interface Sums {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const zero = (): Sums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
function add(s: Sums, l: Pick<InvoiceLine, 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise'>, sign: number): void {
  s.taxable += sign * l.taxablePaise;
  s.igst += sign * l.igstPaise;
  s.cgst += sign * l.cgstPaise;
  s.sgst += sign * l.sgstPaise;
}

/** An item's tax detail: IGST for inter-state, CGST and SGST within the state (the keys the tool writes for each). */
function itemDetail(rateBp: number, s: Sums, split: 'intra' | 'inter') {
  const base = { txval: rupees(s.taxable), rt: ratePercent(rateBp) };
  return split === 'inter' ? { ...base, iamt: rupees(s.igst), csamt: 0 } : { ...base, camt: rupees(s.cgst), samt: rupees(s.sgst), csamt: 0 };
}

/** A document's lines summed by rate, as the return's items (num 1, 2, … in rate order). */
function itemsOf(doc: InvoiceEntity) {
  const byRate = new Map<number, Sums>();
  for (const l of doc.lines) {
    const s = byRate.get(l.rateBp) ?? zero();
    add(s, l, 1);
    byRate.set(l.rateBp, s);
  }
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rateBp, s], i) => ({ num: i + 1, itm_det: itemDetail(rateBp, s, doc.taxSplit) }));
}

/** Groups in insertion order. */
function groupBy<T, K>(items: T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const t of items) out.set(key(t), [...(out.get(key(t)) ?? []), t]);
  return out;
}

/**
 * What an HSN or SAC code covers, as the HSN master words it (shortened), for the codes the shop's
 * catalogue uses; another code gets no description (the portal takes it from its master by the code).
 */
const HSN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '6109': 'T-shirts, singlets, vests, knitted',
  '6110': 'Jerseys, pullovers, sweatshirts, knitted',
  '6204': 'Women’s suits, dresses, skirts',
  '6205': 'Men’s shirts',
  '6211': 'Other garments',
  '6505': 'Hats and other headgear',
  '6912': 'Ceramic tableware, kitchenware',
  '7323': 'Household articles of iron or steel',
  '4414': 'Wooden frames for pictures',
  '4202': 'Trunks, bags and cases',
  '4016': 'Other articles of vulcanised rubber',
  '7326': 'Other articles of iron or steel',
  '7616': 'Other articles of aluminium',
  '996812': 'Courier services',
};

/** The services' code prefix: SAC codes start 99. Services are reported without a quantity (UQC NA). */
const isService = (hsn: string | null) => !!hsn && hsn.startsWith('99');

export interface Gstr1Input {
  gstin: string;
  fp: string;
  /** The month's invoices and credit notes issued under `gstin`. */
  documents: InvoiceEntity[];
  /** The invoices the month's credit notes are against, by id (they may be of an earlier month). */
  invoicesById: ReadonlyMap<string, InvoiceEntity>;
}

/** The month's GSTR-1 (see the file's comment). */
export function buildGstr1({ gstin, fp, documents, invoicesById }: Gstr1Input) {
  const docs = [...documents].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.serial - b.serial);
  const invoices = docs.filter((d) => d.kind === 'invoice');
  const notes = docs.filter((d) => d.kind === 'credit_note');
  const invoiceOf = (note: InvoiceEntity) => {
    const inv = note.relatedInvoiceId ? invoicesById.get(note.relatedInvoiceId) : undefined;
    if (!inv) throw new Error(`credit note ${note.number}: its invoice is missing`);
    return inv;
  };
  const noteClass = (note: InvoiceEntity) => classOf(invoiceOf(note));

  const b2b = [...groupBy(
    invoices.filter((i) => classOf(i) === 'b2b'),
    (i) => i.buyer.gstin!,
  )].map(([ctin, list]) => ({
    ctin,
    inv: list.map((i) => ({ inum: i.number, idt: gstDate(i.issuedAt), val: rupees(i.totalPaise), pos: i.placeOfSupplyCode, rchrg: 'N', inv_typ: 'R', itms: itemsOf(i) })),
  }));

  const b2cl = [...groupBy(
    invoices.filter((i) => classOf(i) === 'b2cl'),
    (i) => i.placeOfSupplyCode,
  )].map(([pos, list]) => ({ pos, inv: list.map((i) => ({ inum: i.number, idt: gstDate(i.issuedAt), val: rupees(i.totalPaise), itms: itemsOf(i) })) }));

  // B2CS: consumer invoices and the credit notes against them, net, by supply type, place and rate.
  const b2csRows = new Map<string, { split: 'intra' | 'inter'; pos: string; rateBp: number; sums: Sums }>();
  const intoB2cs = (doc: InvoiceEntity, sign: number) => {
    for (const l of doc.lines) {
      const k = `${doc.taxSplit}|${doc.placeOfSupplyCode}|${l.rateBp}`;
      const row = b2csRows.get(k) ?? { split: doc.taxSplit, pos: doc.placeOfSupplyCode, rateBp: l.rateBp, sums: zero() };
      add(row.sums, l, sign);
      b2csRows.set(k, row);
    }
  };
  for (const i of invoices) if (classOf(i) === 'b2cs') intoB2cs(i, 1);
  for (const n of notes) if (noteClass(n) === 'b2cs') intoB2cs(n, -1);
  const b2cs = [...b2csRows.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.split.localeCompare(b.split) || a.rateBp - b.rateBp)
    .map((r) => {
      const { txval, rt, ...taxes } = itemDetail(r.rateBp, r.sums, r.split);
      return { sply_ty: r.split === 'inter' ? 'INTER' : 'INTRA', pos: r.pos, typ: 'OE', txval, rt, ...taxes };
    });

  const noteEntry = (n: InvoiceEntity) => ({ ntty: 'C', nt_num: n.number, nt_dt: gstDate(n.issuedAt), val: rupees(n.totalPaise), pos: n.placeOfSupplyCode });
  const cdnr = [...groupBy(
    notes.filter((n) => noteClass(n) === 'b2b'),
    (n) => invoiceOf(n).buyer.gstin!,
  )].map(([ctin, list]) => ({ ctin, nt: list.map((n) => ({ ...noteEntry(n), rchrg: 'N', inv_typ: 'R', itms: itemsOf(n) })) }));
  const cdnur = notes.filter((n) => noteClass(n) === 'b2cl').map((n) => ({ typ: 'B2CL', ...noteEntry(n), itms: itemsOf(n) }));

  // HSN summary, net of credit notes, B2B apart from B2C.
  const hsnRows = { b2b: new Map<string, { hsn: string; desc: string; uqc: string; rateBp: number; qty: number; value: number; sums: Sums }>(), b2c: new Map() };
  const intoHsn = (doc: InvoiceEntity, registered: boolean, sign: number) => {
    const rows = registered ? hsnRows.b2b : hsnRows.b2c;
    for (const l of doc.lines) {
      const hsn = l.hsn ?? '';
      const uqc = isService(l.hsn) ? 'NA' : l.unit === 'OTH' ? 'OTH' : 'PCS';
      const k = `${hsn}|${uqc}|${l.rateBp}`;
      const row = rows.get(k) ?? { hsn, desc: HSN_DESCRIPTIONS[hsn] ?? '', uqc, rateBp: l.rateBp, qty: 0, value: 0, sums: zero() };
      if (uqc !== 'NA') row.qty += sign * l.quantity;
      row.value += sign * l.amountPaise;
      add(row.sums, l, sign);
      rows.set(k, row);
    }
  };
  for (const i of invoices) intoHsn(i, classOf(i) === 'b2b', 1);
  for (const n of notes) intoHsn(n, noteClass(n) === 'b2b', -1);
  const hsnTable = (rows: Map<string, { hsn: string; desc: string; uqc: string; rateBp: number; qty: number; value: number; sums: Sums }>) =>
    [...rows.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBp - b.rateBp)
      .map((r, i) => ({
        num: i + 1,
        hsn_sc: r.hsn,
        desc: r.desc,
        uqc: r.uqc,
        qty: r.qty,
        rt: ratePercent(r.rateBp),
        txval: rupees(r.sums.taxable),
        iamt: rupees(r.sums.igst),
        camt: rupees(r.sums.cgst),
        samt: rupees(r.sums.sgst),
        csamt: 0,
      }));

  // Documents issued: each series' first and last number of the month, how many, and how many are missing (cancelled).
  const series = (kind: InvoiceEntity['kind']) =>
    [...groupBy(
      docs.filter((d) => d.kind === kind),
      (d) => d.series,
    )].map(([, list], i) => {
      const sorted = [...list].sort((a, b) => a.serial - b.serial);
      const totnum = sorted.at(-1)!.serial - sorted[0].serial + 1;
      const cancel = totnum - sorted.length;
      return { num: i + 1, from: sorted[0].number, to: sorted.at(-1)!.number, totnum, cancel, net_issue: totnum - cancel };
    });
  const docDet = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: series('invoice') },
    { doc_num: 5, doc_typ: 'Credit Note', docs: series('credit_note') },
  ].filter((d) => d.docs.length);

  return {
    gstin,
    fp,
    version: GSTR1_VERSION,
    hash: 'hash',
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    hsn: { hsn_b2b: hsnTable(hsnRows.b2b), hsn_b2c: hsnTable(hsnRows.b2c) },
    doc_issue: { doc_det: docDet },
  };
}

export type Gstr1 = ReturnType<typeof buildGstr1>;

/** "09-Uttar Pradesh": a place of supply as the offline tool's sheets write it. */
export const placeName = (code: string) => `${code}-${GST_STATES[code] ?? ''}`;
