import { csvCell } from '../../common/csv';
import { GST_STATES } from './gst-states';
import { rupees, type Gstr1 } from './gstr1';
import type { InvoiceEntity } from './invoice.entity';
import { indiaDay } from './invoice-numbers';

/** An amount written as it is (e.g. -1234.50): numbers are never formula-guarded like text. */
class Amount {
  constructor(readonly text: string) {}
}
/** Paise as rupees with two decimals, e.g. 123450 → 1234.50, -5 → -0.05. */
const money = (paise: number) => new Amount((paise < 0 ? '-' : '') + (Math.abs(paise) / 100).toFixed(2));
const num = (n: number) => new Amount(String(n));

type Cell = string | number | null | undefined | Amount;
const record = (cells: Cell[]) => `${cells.map((c) => (c instanceof Amount ? c.text : csvCell(c))).join(',')}\r\n`;
const csv = (header: string[], rows: Cell[][]) => record(header) + rows.map(record).join('');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** DD-MM-YYYY (the JSON's dates) as the offline tool's sheets write them: 05-Nov-2026. */
const sheetDate = (gst: string) => {
  const [d, m, y] = gst.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
};
const place = (code: string) => `${code}-${GST_STATES[code] ?? ''}`;
const UQC_NAMES: Record<string, string> = { PCS: 'PCS-PIECES', OTH: 'OTH-OTHERS', NA: 'NA' };
const paiseOf = (r: number) => Math.round(r * 100);

/** The GSTR-1 tables one may ask for as CSV (`&table=`). */
export const GSTR1_CSV_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c', 'docs'] as const;
export type Gstr1CsvTable = (typeof GSTR1_CSV_TABLES)[number];

const TAXES = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];
type Detail = { txval: number; rt: number; iamt?: number; camt?: number; samt?: number; csamt: number };
const taxCells = (d: Detail) => [money(paiseOf(d.iamt ?? 0)), money(paiseOf(d.camt ?? 0)), money(paiseOf(d.samt ?? 0))];

/**
 * One table of a month's GSTR-1 as CSV: the columns of the offline tool's sheet of that name (its
 * headings, dates as 05-Nov-2026, places as 09-Uttar Pradesh, one row per rate of a document), and,
 * after them, the tax amounts the JSON carries, so every figure of the JSON is in the CSVs too.
 */
export function gstr1Csv(g: Gstr1, table: Gstr1CsvTable): string {
  switch (table) {
    case 'b2b':
      return csv(
        ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount', ...TAXES],
        g.b2b.flatMap((c) =>
          c.inv.flatMap((i) => i.itms.map(({ itm_det: d }) => [c.ctin, '', i.inum, sheetDate(i.idt), money(paiseOf(i.val)), place(i.pos), i.rchrg, '', 'Regular B2B', '', num(d.rt), money(paiseOf(d.txval)), money(0), ...taxCells(d)])),
        ),
      );
    case 'b2cl':
      return csv(
        ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN', ...TAXES],
        g.b2cl.flatMap((p) => p.inv.flatMap((i) => i.itms.map(({ itm_det: d }) => [i.inum, sheetDate(i.idt), money(paiseOf(i.val)), place(p.pos), '', num(d.rt), money(paiseOf(d.txval)), money(0), '', ...taxCells(d)]))),
      );
    case 'b2cs':
      return csv(
        ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN', ...TAXES],
        g.b2cs.map((r) => [r.typ, place(r.pos), '', num(r.rt), money(paiseOf(r.txval)), money(0), '', ...taxCells(r as Detail)]),
      );
    case 'cdnr':
      return csv(
        ['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', ...TAXES],
        g.cdnr.flatMap((c) =>
          c.nt.flatMap((n) => n.itms.map(({ itm_det: d }) => [c.ctin, '', n.nt_num, sheetDate(n.nt_dt), n.ntty, place(n.pos), n.rchrg, 'Regular B2B', money(paiseOf(n.val)), '', num(d.rt), money(paiseOf(d.txval)), money(0), ...taxCells(d)])),
        ),
      );
    case 'cdnur':
      return csv(
        ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', ...TAXES],
        g.cdnur.flatMap((n) => n.itms.map(({ itm_det: d }) => [n.typ, n.nt_num, sheetDate(n.nt_dt), n.ntty, place(n.pos), money(paiseOf(n.val)), '', num(d.rt), money(paiseOf(d.txval)), money(0), ...taxCells(d)])),
      );
    case 'hsn_b2b':
    case 'hsn_b2c':
      return csv(
        ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', ...TAXES, 'Cess Amount'],
        g.hsn[table].map((r) => [
          r.hsn_sc,
          r.desc,
          UQC_NAMES[r.uqc] ?? r.uqc,
          num(r.qty),
          money(paiseOf(r.txval) + paiseOf(r.iamt) + paiseOf(r.camt) + paiseOf(r.samt)),
          num(r.rt),
          money(paiseOf(r.txval)),
          ...taxCells(r),
          money(0),
        ]),
      );
    case 'docs':
      return csv(
        ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
        g.doc_issue.doc_det.flatMap((t) => t.docs.map((d) => [t.doc_typ, d.from, d.to, num(d.totnum), num(d.cancel)])),
      );
  }
}

/** The sales register's columns: one row per invoice line and per credit-note line (credit notes negative). */
export const SALES_REGISTER_COLUMNS = [
  'Date',
  'Document',
  'Number',
  'Against invoice',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply',
  'HSN/SAC',
  'Description',
  'Quantity',
  'UQC',
  'Taxable value',
  'Rate %',
  'IGST',
  'CGST',
  'SGST',
  'Total',
];

/**
 * The sales register of a span: every line of every invoice and credit note issued in it, oldest first,
 * as issued (a credit note's amounts negative, so a column's sum is the span's net figure). Amounts in
 * rupees with two decimals.
 */
export function salesRegisterCsv(documents: InvoiceEntity[], invoicesById: ReadonlyMap<string, InvoiceEntity>): string {
  const docs = [...documents].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.kind.localeCompare(b.kind) || a.serial - b.serial);
  const rows: Cell[][] = [];
  for (const d of docs) {
    const sign = d.kind === 'credit_note' ? -1 : 1;
    const against = d.relatedInvoiceId ? (invoicesById.get(d.relatedInvoiceId)?.number ?? '') : '';
    for (const l of d.lines) {
      rows.push([
        indiaDay(d.issuedAt),
        d.kind === 'invoice' ? 'Tax invoice' : 'Credit note',
        d.number,
        against,
        d.buyer.businessName ?? d.buyer.name,
        d.buyer.gstin ?? '',
        place(d.placeOfSupplyCode),
        l.hsn ?? '',
        l.description,
        num(sign * l.quantity),
        l.unit,
        money(sign * l.taxablePaise),
        num(l.rateBp / 100),
        money(sign * l.igstPaise),
        money(sign * l.cgstPaise),
        money(sign * l.sgstPaise),
        money(sign * l.amountPaise),
      ]);
    }
  }
  return csv(SALES_REGISTER_COLUMNS, rows);
}

