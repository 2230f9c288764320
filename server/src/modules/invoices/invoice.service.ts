import { AppError } from '../../common/errors';
import { log } from '../../common/log';
import { rowsOf } from '../../common/sql';
import type { RequestContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { deliveryService } from '../delivery/delivery.service';
import type { OrderLineEntity } from '../orders/order-line.entity';
import type { OrderEntity } from '../orders/order.entity';
import { deliveryState, stateByCode, type GstState } from './gst-states';
import { documentNumber, financialYear, indiaDay, seriesOf, type DocumentKind } from './invoice-numbers';
import { InvoiceEntity, type BuyerSnapshot, type InvoiceLine, type SupplierSnapshot } from './invoice.entity';
import { creditLines } from './credit-maths';
import { renderInvoicePdf } from './invoice-pdf';
import { businessBuyers } from './business-buyer';
import { creditNotePrefixOf, shopLegalDetails, type ShopLegalDetails } from './shop-legal-details';
import { lineTax, rateFor, ruleInForce, type RateRule, type TaxSplit } from './tax-maths';

/** What an invoice needs of an order: who and where, its lines, its charges (the orders module passes its locked order). */
export type InvoiceableOrder = Pick<
  OrderEntity,
  'id' | 'customerName' | 'address' | 'landmark' | 'area' | 'district' | 'state' | 'pincode' | 'shippingPaise' | 'totalPaise'
> & Partial<Pick<OrderEntity, 'replacesOrderId' | 'codFeePaise'>> & { lines: (Pick<OrderLineEntity, 'productId' | 'productName' | 'color' | 'size' | 'quantity' | 'unitPricePaise' | 'amountPaise'> & Partial<Pick<OrderLineEntity, 'id' | 'discountPaise'>>)[] };

/** Pieces of an order line a credit note credits: the line by id (and by position, for invoices that did not keep line ids). */
export interface CreditedLine {
  orderLineId: string;
  position: number;
  quantity: number;
}

/** Delivery charges are a courier service (SAC 9968 12) supplied with the goods. */
const DELIVERY_SAC = '996812';

/** The class a product without a known class is taxed by: the general rate. */
const FALLBACK_CLASS = 'standard-18';

/** The rate rules as stored, dates as YYYY-MM-DD. The table is small (a row per class and period). */
async function rateRules(ctx: RequestContext): Promise<RateRule[]> {
  return rowsOf<RateRule>(
    ctx,
    `SELECT rate_class AS "rateClass", effective_from::text AS "effectiveFrom", effective_to::text AS "effectiveTo",
            threshold_paise AS "thresholdPaise", rate_bp AS "rateBp", rate_above_bp AS "rateAboveBp"
     FROM gst_rate_rule`,
  );
}

/**
 * The next serial of a series, taken in the caller's transaction: the sequence row stays locked until
 * it commits (concurrent issues wait their turn), and a rollback gives the number back (no gap).
 */
async function nextSerial(tx: RequestContext, series: string, fy: string): Promise<number> {
  const [{ serial }] = await rowsOf<{ serial: number }>(
    tx,
    `INSERT INTO invoice_sequence (series, financial_year, next_serial) VALUES ($1, $2, 2)
     ON CONFLICT (series) DO UPDATE SET next_serial = invoice_sequence.next_serial + 1
     RETURNING next_serial - 1 AS serial`,
    [series, fy],
  );
  return serial;
}

/** The place of supply of goods delivered to the order's address: its state, by PIN code first. */
async function placeOfSupply(order: InvoiceableOrder): Promise<GstState | null> {
  // The directory only, never the courier: this runs inside the transaction that holds the order locked.
  const place = await deliveryService.placeOf(order.pincode).catch(() => null);
  return deliveryState(order.pincode, place?.state ?? null, order.state);
}

const titleCase = (s: string) => s.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

function describe(line: InvoiceableOrder['lines'][number]): string {
  const variant = [titleCase(line.color), line.size && line.size !== 'NA' ? `Size ${line.size}` : ''].filter(Boolean).join(', ');
  return variant ? `${line.productName} (${variant})` : line.productName;
}

const sum = (lines: InvoiceLine[], key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'amountPaise') => lines.reduce((s, l) => s + l[key], 0);

interface Issue {
  kind: DocumentKind;
  orderId: string;
  prefix: string;
  at: Date;
  supplier: SupplierSnapshot;
  buyer: BuyerSnapshot;
  place: GstState;
  split: TaxSplit;
  lines: InvoiceLine[];
  relatedInvoiceId?: string;
  reason?: string;
}

/** The supplier as printed from the legal details in force (a trade name only when one is set). */
function supplierOf(legal: ShopLegalDetails): SupplierSnapshot {
  const state = stateByCode(legal.stateCode)!;
  const supplier: SupplierSnapshot = { legalName: legal.legalName, address: legal.address, stateCode: state.code, stateName: state.name, gstin: legal.gstin };
  return legal.tradeName ? { ...supplier, tradeName: legal.tradeName } : supplier;
}

/** Numbers and writes one document in the caller's transaction. */
async function write(tx: RequestContext, doc: Issue): Promise<InvoiceEntity> {
  const fy = financialYear(doc.at);
  const series = seriesOf(doc.prefix, fy);
  const serial = await nextSerial(tx, series, fy);
  const row: Omit<InvoiceEntity, 'id'> = {
    kind: doc.kind,
    orderId: doc.orderId,
    number: documentNumber(series, serial),
    series,
    serial,
    financialYear: fy,
    issuedAt: doc.at,
    supplier: doc.supplier,
    buyer: doc.buyer,
    placeOfSupplyState: doc.place.name,
    placeOfSupplyCode: doc.place.code,
    taxSplit: doc.split,
    reverseCharge: false,
    lines: doc.lines,
    taxablePaise: sum(doc.lines, 'taxablePaise'),
    cgstPaise: sum(doc.lines, 'cgstPaise'),
    sgstPaise: sum(doc.lines, 'sgstPaise'),
    igstPaise: sum(doc.lines, 'igstPaise'),
    totalPaise: sum(doc.lines, 'amountPaise'),
    relatedInvoiceId: doc.relatedInvoiceId ?? null,
    reason: doc.reason ?? null,
  };
  const result = await tx.em.insert(InvoiceEntity, row);
  return Object.assign(new InvoiceEntity(), row, { id: result.identifiers[0].id as string });
}

/** The database's clock, so every backend dates documents alike. */
async function now(ctx: RequestContext): Promise<Date> {
  const [{ at }] = await rowsOf<{ at: Date }>(ctx, 'SELECT now() AS at');
  return at;
}

/** An order's tax invoice, when issued, and its credit notes, oldest first. */
export interface OrderDocuments {
  invoice: InvoiceEntity | null;
  creditNotes: InvoiceEntity[];
}

const byIssue = (a: InvoiceEntity, b: InvoiceEntity) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.serial - b.serial;

/**
 * GST tax invoices and credit notes. An invoice is issued when an order ships; a credit note when
 * goods of an invoiced order come back (a returned line, as it is received) or the order is
 * cancelled (what is not credited yet). Both are numbered in consecutive series per financial year
 * and never change once issued; an invoice's credit notes together never exceed it.
 */
export const invoiceService = {
  /**
   * Issues the tax invoice of an order whose goods are leaving, in the caller's transaction (the one
   * that ships it, holding the order's lock), dated `at` (default: now). Idempotent: an order has at
   * most one invoice, and a second call answers the first. Each line is taxed at the rate its
   * product's GST class has on the invoice's date for the price of one piece; the tax is backed out
   * of the tax-inclusive amount (tax-maths.ts); within the shop's state as CGST + SGST, else IGST.
   * Delivery charges, if any, are a line taxed at the highest rate of the goods. Answers null, and
   * issues nothing, while the shop's legal details are not set (the supplier cannot be named), and for
   * an exchange's replacement order: the same product in another size or colour at the same price,
   * sent for nothing in place of goods that came back, is no new supply for consideration, so the
   * original order's invoice stands for it (its packing slip names that invoice), and the exchanged
   * line gets no credit note either.
   */
  async issueForShippedOrder(tx: RequestContext, order: InvoiceableOrder, opts: { at?: Date } = {}): Promise<InvoiceEntity | null> {
    if (order.replacesOrderId) return null;
    const existing = await tx.em.findOneBy(InvoiceEntity, { orderId: order.id, kind: 'invoice' });
    if (existing) return existing;
    const legal = await shopLegalDetails.get(tx);
    if (!legal) {
      log.warn({ scope: 'invoices', orderId: order.id }, 'order shipped without a tax invoice: the shop’s legal details are not set');
      return null;
    }
    const at = opts.at ?? (await now(tx));
    const day = indiaDay(at);
    const supplierState = stateByCode(legal.stateCode)!;
    let place = await placeOfSupply(order);
    if (!place) {
      // An address whose state cannot be told is taken as delivered within the shop's state.
      log.warn({ scope: 'invoices', orderId: order.id }, 'delivery state unknown: place of supply taken as the shop’s state');
      place = supplierState;
    }
    const split: TaxSplit = place.code === supplierState.code ? 'intra' : 'inter';

    const facts = new Map((await catalogService.taxFacts(tx, order.lines.map((l) => l.productId))).map((f) => [f.productId, f]));
    const rules = await rateRules(tx);
    const ruleFor = (rateClass: string) => {
      const rule = ruleInForce(rules, rateClass, day);
      if (!rule) throw new AppError('CONFLICT', `No GST rate rule for the class "${rateClass}" is in force on ${day}.`);
      return rule;
    };
    const lines: InvoiceLine[] = order.lines.map((l) => {
      const fact = facts.get(l.productId);
      // GST is on the discounted value: the amount is what the line sold for (the price engine's
      // split of the order's discounts), and a rate threshold compares what one piece sold for.
      const rateBp = rateFor(ruleFor(fact?.gstRateClass ?? FALLBACK_CLASS), Math.floor(l.amountPaise / l.quantity));
      const tax = lineTax(l.amountPaise, rateBp, split);
      const discount = l.discountPaise ? { discountPaise: l.discountPaise } : {};
      const line: InvoiceLine = { description: describe(l), hsn: fact?.hsnCode ?? null, quantity: l.quantity, unit: 'PCS', unitPricePaise: l.unitPricePaise, ...discount, amountPaise: l.amountPaise, ...tax };
      return l.id ? { ...line, orderLineId: l.id } : line;
    });
    if (order.shippingPaise > 0) {
      const rateBp = Math.max(...lines.map((l) => l.rateBp));
      const tax = lineTax(order.shippingPaise, rateBp, split);
      lines.push({ description: 'Delivery charges', hsn: DELIVERY_SAC, quantity: 1, unit: 'OTH', unitPricePaise: order.shippingPaise, amountPaise: order.shippingPaise, ...tax });
    }
    if (order.codFeePaise) {
      const rateBp = Math.max(...lines.map((l) => l.rateBp));
      const tax = lineTax(order.codFeePaise, rateBp, split);
      lines.push({ description: 'Cash on delivery charges', hsn: DELIVERY_SAC, quantity: 1, unit: 'OTH', unitPricePaise: order.codFeePaise, amountPaise: order.codFeePaise, ...tax });
    }
    if (sum(lines, 'amountPaise') !== order.totalPaise) {
      throw new Error(`order ${order.id}: lines and charges (${sum(lines, 'amountPaise')} paise) do not make its total (${order.totalPaise} paise)`);
    }

    const business = await businessBuyers.of(tx, order.id);
    const buyer: BuyerSnapshot = {
      name: order.customerName,
      addressLines: [order.address, order.landmark, order.area, order.district].map((s) => s?.trim()).filter((s): s is string => !!s),
      pincode: order.pincode,
      stateName: place.name,
      stateCode: place.code,
      ...(business ? { gstin: business.gstin, businessName: business.businessName } : {}),
    };
    const supplier = supplierOf(legal);
    return write(tx, { kind: 'invoice', orderId: order.id, prefix: legal.invoicePrefix, at, supplier, buyer, place, split, lines });
  },

  /**
   * Issues a credit note against an order's invoice, in the caller's transaction, dated `at` (default:
   * now), with the reason given: for the pieces of the order lines `lines` names (goods returned), or
   * without `lines` for everything the earlier credit notes left (the order was cancelled, or came back
   * to origin). Each line is credited as the invoice taxed it (credit-maths.ts): a line's credit notes
   * add up to the invoice line to the paisa, and never exceed it (the database checks the totals too).
   * Answers null, issuing nothing, when the order has no invoice (nothing was billed) or nothing asked
   * for is left to credit (so asking again changes nothing). The invoice's row is locked first, so
   * credit notes of one invoice are issued one at a time; numbered in the credit-note series (RZC/…)
   * of the current prefix, consecutive and gap-free like invoices.
   */
  async issueCreditNote(
    tx: RequestContext,
    orderId: string,
    reason: string,
    opts: { at?: Date; lines?: CreditedLine[] } = {},
  ): Promise<InvoiceEntity | null> {
    const [locked] = await rowsOf<{ id: string }>(tx, `SELECT id FROM invoice WHERE order_id = $1 AND kind = 'invoice' FOR UPDATE`, [orderId]);
    if (!locked) return null;
    const invoice = await tx.em.findOneByOrFail(InvoiceEntity, { id: locked.id });
    const earlier = await tx.em.find(InvoiceEntity, { where: { relatedInvoiceId: invoice.id, kind: 'credit_note' } });
    let want: 'rest' | Map<number, number> = 'rest';
    if (opts.lines) {
      const keptIds = invoice.lines.some((l) => l.orderLineId);
      want = new Map();
      for (const l of opts.lines) {
        // Invoices that kept no line ids list the order's lines in position order, before any delivery line.
        const index = keptIds ? invoice.lines.findIndex((il) => il.orderLineId === l.orderLineId) : l.position - 1;
        if (index >= 0 && index < invoice.lines.length) want.set(index, (want.get(index) ?? 0) + l.quantity);
      }
    }
    const lines = creditLines(invoice.lines, invoice.taxSplit, earlier.sort(byIssue).map((n) => n.lines), want);
    if (!lines.length || sum(lines, 'amountPaise') <= 0) return null;
    const legal = await shopLegalDetails.get(tx);
    const supplier = legal ? supplierOf(legal) : invoice.supplier;
    const prefix = legal ? creditNotePrefixOf(legal) : `${invoice.series.split('/')[0]}C`;
    return write(tx, {
      kind: 'credit_note',
      orderId,
      prefix,
      at: opts.at ?? (await now(tx)),
      supplier,
      buyer: invoice.buyer,
      place: { code: invoice.placeOfSupplyCode, name: invoice.placeOfSupplyState },
      split: invoice.taxSplit,
      lines,
      relatedInvoiceId: invoice.id,
      reason: reason.trim().slice(0, 500) || 'Order cancelled',
    });
  },

  /** The order's invoice (null until issued) and credit notes. The caller has checked who may see them. */
  async forOrder(ctx: RequestContext, orderId: string): Promise<OrderDocuments> {
    const docs = await ctx.em.find(InvoiceEntity, { where: { orderId } });
    return { invoice: docs.find((d) => d.kind === 'invoice') ?? null, creditNotes: docs.filter((d) => d.kind === 'credit_note').sort(byIssue) };
  },

  /** The invoices of several orders at once (My Orders lists many), by order id. */
  async invoicesOf(ctx: RequestContext, orderIds: string[]): Promise<Map<string, OrderDocuments>> {
    const result = new Map<string, OrderDocuments>(orderIds.map((id) => [id, { invoice: null, creditNotes: [] }]));
    if (!orderIds.length) return result;
    const docs = await ctx.em.createQueryBuilder(InvoiceEntity, 'i').where('i.orderId IN (:...ids)', { ids: orderIds }).getMany();
    for (const d of docs.sort(byIssue)) {
      const entry = result.get(d.orderId)!;
      if (d.kind === 'invoice') entry.invoice = d;
      else entry.creditNotes.push(d);
    }
    return result;
  },

  /** A document as the PDF the shopper and staff download (A4). */
  pdf(doc: InvoiceEntity, related?: InvoiceEntity | null): Promise<Buffer> {
    return renderInvoicePdf(doc, related ?? null);
  },
};
