import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words';
import { localTaxName } from './gst-states';
import { indiaDay } from './invoice-numbers';
import type { InvoiceEntity, InvoiceLine } from './invoice.entity';
import { percent } from './tax-maths';

/**
 * The PDF of a tax invoice or credit note: A4, in PDF's built-in Helvetica (nothing embedded or
 * fetched). Helvetica's character set has no rupee sign, so amounts say "Rs." instead of "₹".
 */

const MARGIN = 36;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const CONTENT = A4_WIDTH - 2 * MARGIN;
const BOTTOM = A4_HEIGHT - MARGIN;

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 254152 paise → "2,541.52" (Indian grouping: 1,00,000.00). */
const rupees = (paise: number) => money.format(paise / 100);

/** 2026-03-31 → 31-03-2026, India's date. */
const printedDate = (at: Date) => indiaDay(at).split('-').reverse().join('-');

/** Helvetica (WinAnsi) cannot draw every character: anything it lacks becomes '?', never a broken glyph. */
const printable = (s: string) =>
  s
    .replace(/₹/g, 'Rs.')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, '?');

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLine, index: number) => string;
  total?: (lines: InvoiceLine[]) => string;
}

const total = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise') => (lines: InvoiceLine[]) => rupees(lines.reduce((s, l) => s + l[key], 0));

/** The table's columns: CGST and SGST (or UTGST) within the state, IGST across states. */
function columnsFor(doc: InvoiceEntity): Column[] {
  const first: Column[] = [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 46, align: 'left', cell: (l) => l.hsn ?? '-' },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit', width: 28, align: 'left', cell: (l) => l.unit },
    // The discount column appears only on documents with a discounted line.
    ...(doc.lines.some((l) => l.discountPaise) ? [{ title: 'Discount', width: 50, align: 'right' as const, cell: (l: InvoiceLine) => (l.discountPaise ? rupees(l.discountPaise) : '-') }] : []),
    { title: 'Taxable value', width: 62, align: 'right', cell: (l) => rupees(l.taxablePaise), total: total('taxablePaise') },
  ];
  const local = localTaxName(doc.supplier.stateCode);
  const taxes: Column[] =
    doc.taxSplit === 'intra'
      ? [
          { title: 'CGST rate', width: 38, align: 'right', cell: (l) => percent(l.rateBp / 2) },
          { title: 'CGST', width: 50, align: 'right', cell: (l) => rupees(l.cgstPaise), total: total('cgstPaise') },
          { title: `${local} rate`, width: 38, align: 'right', cell: (l) => percent(l.rateBp / 2) },
          { title: local, width: 50, align: 'right', cell: (l) => rupees(l.sgstPaise), total: total('sgstPaise') },
        ]
      : [
          { title: 'IGST rate', width: 38, align: 'right', cell: (l) => percent(l.rateBp) },
          { title: 'IGST', width: 62, align: 'right', cell: (l) => rupees(l.igstPaise), total: total('igstPaise') },
        ];
  const last: Column = { title: 'Total', width: 64, align: 'right', cell: (l) => rupees(l.amountPaise), total: total('amountPaise') };
  const columns = [...first, ...taxes, last];
  const fixed = columns.reduce((s, c) => s + c.width, 0);
  columns[1].width = CONTENT - fixed;
  return columns;
}

/** Renders `doc` (and, for a credit note, names the invoice it reverses). */
export function renderInvoicePdf(doc: InvoiceEntity, related: InvoiceEntity | null): Promise<Buffer> {
  const title = doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${doc.number}`, Author: printable(doc.supplier.legalName), CreationDate: doc.issuedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (s: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) => pdf.text(printable(s), x, y, opts);

  // Title
  pdf.font('Helvetica-Bold').fontSize(16);
  text(title.toUpperCase(), MARGIN, MARGIN, { width: CONTENT, align: 'center' });
  pdf.font('Helvetica').fontSize(8);
  text('Original for recipient', MARGIN, pdf.y + 2, { width: CONTENT, align: 'center' });

  // Supplier (left) and the document's particulars (right)
  const top = pdf.y + 12;
  const half = CONTENT / 2 - 8;
  pdf.font('Helvetica-Bold').fontSize(11);
  text(doc.supplier.legalName, MARGIN, top, { width: half });
  pdf.font('Helvetica').fontSize(9);
  if (doc.supplier.tradeName) text(`Trading as ${doc.supplier.tradeName}`, MARGIN, pdf.y + 2, { width: half });
  text(doc.supplier.address, MARGIN, pdf.y + 2, { width: half });
  text(`State: ${doc.supplier.stateName} (State code ${doc.supplier.stateCode})`, MARGIN, pdf.y + 2, { width: half });
  pdf.font('Helvetica-Bold');
  text(`GSTIN: ${doc.supplier.gstin}`, MARGIN, pdf.y + 2, { width: half });
  const leftEnd = pdf.y;

  const right = MARGIN + CONTENT / 2 + 8;
  const particulars: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number],
    [doc.kind === 'invoice' ? 'Invoice date' : 'Credit note date', printedDate(doc.issuedAt)],
    ...(related ? ([['Against invoice', `${related.number} dated ${printedDate(related.issuedAt)}`]] as [string, string][]) : []),
    ['Place of supply', `${doc.placeOfSupplyState} (${doc.placeOfSupplyCode})`],
    ['Reverse charge', doc.reverseCharge ? 'Yes' : 'No'],
    ...(doc.reason ? ([['Reason', doc.reason]] as [string, string][]) : []),
  ];
  let y = top;
  for (const [label, value] of particulars) {
    pdf.font('Helvetica').fontSize(9);
    text(`${label}:`, right, y, { width: 92 });
    pdf.font('Helvetica-Bold');
    text(value, right + 94, y, { width: half - 94 });
    y = pdf.y + 3;
  }

  // Buyer
  y = Math.max(leftEnd, y) + 14;
  pdf.moveTo(MARGIN, y - 6).lineTo(MARGIN + CONTENT, y - 6).lineWidth(0.5).strokeColor('#999999').stroke();
  pdf.font('Helvetica').fontSize(8).fillColor('#555555');
  text('BILL TO / SHIP TO', MARGIN, y);
  pdf.fillColor('black').font('Helvetica-Bold').fontSize(10);
  text(doc.buyer.businessName ?? doc.buyer.name, MARGIN, pdf.y + 2, { width: CONTENT });
  pdf.font('Helvetica').fontSize(9);
  if (doc.buyer.businessName) text(`Attention: ${doc.buyer.name}`, MARGIN, pdf.y + 2, { width: CONTENT });
  text([...doc.buyer.addressLines, `PIN ${doc.buyer.pincode}`].join(', '), MARGIN, pdf.y + 2, { width: CONTENT });
  text(`State: ${doc.buyer.stateName} (State code ${doc.buyer.stateCode})`, MARGIN, pdf.y + 2, { width: CONTENT });
  if (doc.buyer.gstin) {
    pdf.font('Helvetica-Bold');
    text(`GSTIN: ${doc.buyer.gstin}`, MARGIN, pdf.y + 2, { width: CONTENT });
  }

  // Lines
  const columns = columnsFor(doc);
  const pad = 3;
  const drawRow = (cells: string[], rowTop: number, bold: boolean, fill?: string): number => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((c, i) => pdf.heightOfString(printable(c), { width: columns[i].width - 2 * pad }));
    const height = Math.max(...heights) + 2 * pad;
    if (fill) pdf.rect(MARGIN, rowTop, CONTENT, height).fillColor(fill).fill().fillColor('black');
    let x = MARGIN;
    cells.forEach((c, i) => {
      text(c, x + pad, rowTop + pad, { width: columns[i].width - 2 * pad, align: columns[i].align });
      x += columns[i].width;
    });
    pdf.moveTo(MARGIN, rowTop + height).lineTo(MARGIN + CONTENT, rowTop + height).lineWidth(0.5).strokeColor('#bbbbbb').stroke();
    return rowTop + height;
  };
  const header = columns.map((c) => c.title);
  y = drawRow(header, pdf.y + 12, true, '#eeeeee');
  doc.lines.forEach((line, i) => {
    const cells = columns.map((c) => c.cell(line, i));
    pdf.font('Helvetica').fontSize(8);
    const needed = Math.max(...cells.map((c, j) => pdf.heightOfString(printable(c), { width: columns[j].width - 2 * pad }))) + 2 * pad;
    if (y + needed > BOTTOM - 120) {
      pdf.addPage();
      y = drawRow(header, MARGIN, true, '#eeeeee');
    }
    y = drawRow(cells, y, false);
  });
  y = drawRow(
    columns.map((c, i) => (i === 1 ? 'Total' : c.total ? c.total(doc.lines) : '')),
    y,
    true,
  );

  // Totals in figures and words
  if (y > BOTTOM - 110) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 10;
  pdf.font('Helvetica').fontSize(9);
  const summary: [string, number][] = [
    ['Taxable value', doc.taxablePaise],
    ...(doc.taxSplit === 'intra'
      ? ([
          ['CGST', doc.cgstPaise],
          [localTaxName(doc.supplier.stateCode), doc.sgstPaise],
        ] as [string, number][])
      : ([['IGST', doc.igstPaise]] as [string, number][])),
  ];
  const labelX = MARGIN + CONTENT - 230;
  for (const [label, paise] of summary) {
    text(label, labelX, y, { width: 130 });
    text(`Rs. ${rupees(paise)}`, labelX + 130, y, { width: 100, align: 'right' });
    y = pdf.y + 2;
  }
  pdf.font('Helvetica-Bold').fontSize(10);
  text(doc.kind === 'invoice' ? 'Invoice total' : 'Credit note total', labelX, y + 2, { width: 130 });
  text(`Rs. ${rupees(doc.totalPaise)}`, labelX + 130, y + 2, { width: 100, align: 'right' });
  y = pdf.y + 8;
  pdf.font('Helvetica').fontSize(9);
  text(`Amount in words: ${amountInWords(doc.totalPaise)}`, MARGIN, y, { width: CONTENT });
  text('Amounts are in Indian Rupees (Rs.); prices include GST, and each line\'s taxable value is its price less the tax in it.', MARGIN, pdf.y + 4, {
    width: CONTENT,
  });
  text(`Tax payable on reverse charge: ${doc.reverseCharge ? 'Yes' : 'No'}`, MARGIN, pdf.y + 2, { width: CONTENT });

  // Signature
  y = pdf.y + 20;
  pdf.font('Helvetica-Bold');
  text(`For ${doc.supplier.legalName}`, MARGIN + CONTENT - 230, y, { width: 230, align: 'right' });
  pdf.font('Helvetica').fontSize(8);
  text('Authorised signatory (computer-generated document; no signature required)', MARGIN + CONTENT - 230, pdf.y + 18, { width: 230, align: 'right' });

  pdf.end();
  return done;
}
