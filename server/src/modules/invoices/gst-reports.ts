import { notFound } from '../../common/errors';
import type { RequestContext } from '../../context';
import { zipArchive } from '../../common/zip';
import { daySpan, monthSpan, type DaySpan } from './gst-periods';
import { salesRegisterCsv } from './gst-csv';
import { GST_STATES } from './gst-states';
import { buildGstr1, type Gstr1 } from './gstr1';
import { InvoiceEntity } from './invoice.entity';
import { renderInvoicePdf } from './invoice-pdf';
import { shopLegalDetails } from './shop-legal-details';

export const NO_GSTIN = 'The shop’s legal details are not set, so there is no GSTIN to file for. An owner sets them in Settings.';

/** A span's documents, oldest first, and the invoices their credit notes are against (some may be older). */
async function documentsIn(ctx: RequestContext, span: DaySpan, gstin?: string): Promise<{ documents: InvoiceEntity[]; invoicesById: Map<string, InvoiceEntity> }> {
  const q = ctx.em
    .createQueryBuilder(InvoiceEntity, 'i')
    .where('i.issuedAt >= :start AND i.issuedAt < :end', { start: span.startsAt, end: span.endsAt })
    .orderBy('i.issuedAt', 'ASC')
    .addOrderBy('i.serial', 'ASC');
  if (gstin) q.andWhere(`i.supplier->>'gstin' = :gstin`, { gstin });
  const documents = await q.getMany();
  const invoicesById = new Map(documents.filter((d) => d.kind === 'invoice').map((d) => [d.id, d]));
  const missing = [...new Set(documents.map((d) => d.relatedInvoiceId).filter((id): id is string => !!id && !invoicesById.has(id)))];
  if (missing.length) {
    for (const inv of await ctx.em.createQueryBuilder(InvoiceEntity, 'i').where('i.id IN (:...ids)', { ids: missing }).getMany()) invoicesById.set(inv.id, inv);
  }
  return { documents, invoicesById };
}

/** A net figure of a span, in paise: invoices less credit notes. */
export interface TaxFigures {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}
export interface TaxSummaryRow extends TaxFigures {
  rateBp?: number;
  stateCode?: string;
  stateName?: string;
}
export interface TaxSummary {
  byRate: TaxSummaryRow[];
  byState: TaxSummaryRow[];
  total: TaxFigures;
  invoiceCount: number;
  creditNoteCount: number;
}

const zeroFigures = (): TaxFigures => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 });

/** The list of documents the back office shows: newest first, searched and filtered. */
export interface DocumentQuery {
  search?: string | null;
  from?: string | null;
  to?: string | null;
  kind?: 'invoice' | 'credit_note' | null;
  offset: number;
  limit: number;
}

/**
 * The accountant's month end, from the invoices and credit notes exactly as issued (their stored lines'
 * taxable values and taxes; nothing is recomputed from prices): GSTR-1, the sales register, the tax
 * summary by rate and by state, the documents list and a month's PDFs in one ZIP.
 */
export const gstReports = {
  /**
   * GSTR-1 of a month (`period` MMYYYY) for the shop's GSTIN (the one in force now; `gstin` to file for
   * an earlier registration): the documents issued under that GSTIN in that month (India time).
   */
  async gstr1(ctx: RequestContext, period: string | undefined, gstin?: string): Promise<Gstr1> {
    const span = monthSpan(period);
    const filer = gstin ?? (await shopLegalDetails.get(ctx))?.gstin;
    if (!filer) throw notFound(NO_GSTIN);
    const { documents, invoicesById } = await documentsIn(ctx, span, filer);
    return buildGstr1({ gstin: filer, fp: span.fp, documents, invoicesById });
  },

  /** The sales register of the days `from` to `to` (India time, both included) as CSV. */
  async salesRegister(ctx: RequestContext, from: string | undefined, to: string | undefined): Promise<string> {
    const { documents, invoicesById } = await documentsIn(ctx, daySpan(from, to));
    return salesRegisterCsv(documents, invoicesById);
  },

  /** Taxable value and taxes of a span by rate and by state (place of supply), invoices less credit notes. */
  async taxSummary(ctx: RequestContext, from: string | undefined, to: string | undefined): Promise<TaxSummary> {
    const { documents } = await documentsIn(ctx, daySpan(from, to));
    const byRate = new Map<number, TaxSummaryRow>();
    const byState = new Map<string, TaxSummaryRow>();
    const total = zeroFigures();
    for (const d of documents) {
      const sign = d.kind === 'credit_note' ? -1 : 1;
      for (const l of d.lines) {
        const rate = byRate.get(l.rateBp) ?? { rateBp: l.rateBp, ...zeroFigures() };
        const state = byState.get(d.placeOfSupplyCode) ?? { stateCode: d.placeOfSupplyCode, stateName: GST_STATES[d.placeOfSupplyCode] ?? d.placeOfSupplyState, ...zeroFigures() };
        for (const row of [rate, state, total]) {
          row.taxablePaise += sign * l.taxablePaise;
          row.igstPaise += sign * l.igstPaise;
          row.cgstPaise += sign * l.cgstPaise;
          row.sgstPaise += sign * l.sgstPaise;
          row.totalPaise += sign * l.amountPaise;
        }
        byRate.set(l.rateBp, rate);
        byState.set(d.placeOfSupplyCode, state);
      }
    }
    return {
      byRate: [...byRate.values()].sort((a, b) => a.rateBp! - b.rateBp!),
      byState: [...byState.values()].sort((a, b) => a.stateCode!.localeCompare(b.stateCode!)),
      total,
      invoiceCount: documents.filter((d) => d.kind === 'invoice').length,
      creditNoteCount: documents.filter((d) => d.kind === 'credit_note').length,
    };
  },

  /**
   * Invoices and credit notes for the back office, newest first: a search matches the number, the
   * buyer's name or business name, the buyer's GSTIN or the order id; a span of days and a kind narrow it.
   */
  async documents(ctx: RequestContext, query: DocumentQuery): Promise<{ items: InvoiceEntity[]; total: number }> {
    const q = ctx.em.createQueryBuilder(InvoiceEntity, 'i').orderBy('i.issuedAt', 'DESC').addOrderBy('i.serial', 'DESC');
    if (query.from || query.to) {
      const span = daySpan(query.from ?? '2017-07-01', query.to ?? query.from ?? undefined);
      q.andWhere('i.issuedAt >= :start AND i.issuedAt < :end', { start: span.startsAt, end: span.endsAt });
    }
    if (query.kind) q.andWhere('i.kind = :kind', { kind: query.kind });
    const search = (query.search ?? '').trim().slice(0, 100);
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.andWhere(
        `(i.number ILIKE :like OR i.buyer->>'name' ILIKE :like OR i.buyer->>'businessName' ILIKE :like OR i.buyer->>'gstin' ILIKE :like OR i.order_id::text = :exact)`,
        { like, exact: search.toLowerCase() },
      );
    }
    const [items, total] = await q.skip(query.offset).take(query.limit).getManyAndCount();
    return { items, total };
  },

  /** The numbers of documents by id (a listed credit note's invoice). */
  async numbersOf(ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await ctx.em.createQueryBuilder(InvoiceEntity, 'i').select(['i.id', 'i.number']).where('i.id IN (:...ids)', { ids }).getMany();
    return new Map(rows.map((r) => [r.id, r.number]));
  },

  /**
   * A month's documents as one ZIP of PDFs (`invoices/…`, `credit-notes/…`, named by number), for the
   * accountant's records. Capped: a month with more documents than `max` is refused before any is drawn.
   */
  async monthZip(ctx: RequestContext, period: string | undefined, max: number): Promise<{ zip: Buffer; count: number } | { tooMany: number }> {
    const { documents, invoicesById } = await documentsIn(ctx, monthSpan(period));
    if (documents.length > max) return { tooMany: documents.length };
    const entries = [];
    for (const d of documents) {
      const related = d.relatedInvoiceId ? (invoicesById.get(d.relatedInvoiceId) ?? null) : null;
      entries.push({ name: `${d.kind === 'invoice' ? 'invoices' : 'credit-notes'}/${d.number.replace(/\//g, '-')}.pdf`, data: await renderInvoicePdf(d, related), modifiedAt: d.issuedAt });
    }
    return { zip: zipArchive(entries), count: documents.length };
  },
};
