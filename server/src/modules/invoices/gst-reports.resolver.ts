import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { badInput } from '../../common/errors';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { gstReports } from './gst-reports';
import { TaxDocumentKind, TaxDocumentPage, TaxDocumentsFilter, TaxDocumentType, TaxSummaryType } from './gst-reports.types';
import type { InvoiceEntity } from './invoice.entity';
import { invoiceService } from './invoice.service';
import { AdminOrder } from '../orders/order-admin.types';

/** Where staff download a document (the admin routes of invoices.rest.ts). */
export const adminPdfPath = (d: Pick<InvoiceEntity, 'id' | 'orderId' | 'kind'>) =>
  d.kind === 'invoice' ? `/admin/api/orders/${d.orderId}/invoice.pdf` : `/admin/api/orders/${d.orderId}/credit-notes/${d.id}.pdf`;

/** A document as the back office lists it. */
export function asTaxDocument(d: InvoiceEntity, againstNumber: string | null): TaxDocumentType {
  return {
    id: d.id,
    kind: d.kind === 'invoice' ? TaxDocumentKind.INVOICE : TaxDocumentKind.CREDIT_NOTE,
    number: d.number,
    issuedAt: d.issuedAt,
    orderId: d.orderId,
    buyerName: d.buyer.businessName ?? d.buyer.name,
    buyerGstin: d.buyer.gstin ?? null,
    placeOfSupply: `${d.placeOfSupplyState} (${d.placeOfSupplyCode})`,
    taxablePaise: d.taxablePaise,
    taxPaise: d.igstPaise + d.cgstPaise + d.sgstPaise,
    totalPaise: d.totalPaise,
    againstNumber,
    pdfPath: adminPdfPath(d),
  };
}

/** The accountant's screens in the back office: the tax summary and the list of documents. */
@Resolver()
export class GstReportsResolver {
  @AdminOperation('reports.read')
  @Query(() => TaxSummaryType, { description: 'Owners and managers: taxable value and taxes from `from` to `to` (YYYY-MM-DD, India time, both included; at most 366 days) by rate and by state.' })
  taxSummary(@Ctx() ctx: RequestContext, @Arg('from', () => String) from: string, @Arg('to', () => String) to: string): Promise<TaxSummaryType> {
    return gstReports.taxSummary(ctx, from, to);
  }

  @AdminOperation('reports.read')
  @Query(() => TaxDocumentPage, { description: 'Owners and managers: invoices and credit notes, newest first, searched and filtered.' })
  async taxDocuments(@Ctx() ctx: RequestContext, @Arg('filter', () => TaxDocumentsFilter) filter: TaxDocumentsFilter): Promise<TaxDocumentPage> {
    if (!Number.isInteger(filter.limit) || filter.limit < 1 || filter.limit > 100) throw badInput('limit must be 1 to 100.');
    if (!Number.isInteger(filter.offset) || filter.offset < 0 || filter.offset > 100_000) throw badInput('offset must be 0 to 100000.');
    const { items, total } = await gstReports.documents(ctx, { ...filter, kind: filter.kind ?? null });
    const numbers = new Map(items.map((d) => [d.id, d.number]));
    const missing = items.filter((d) => d.relatedInvoiceId && !numbers.has(d.relatedInvoiceId)).map((d) => d.relatedInvoiceId!);
    for (const [id, number] of await gstReports.numbersOf(ctx, missing)) numbers.set(id, number);
    return { total, items: items.map((d) => asTaxDocument(d, d.relatedInvoiceId ? (numbers.get(d.relatedInvoiceId) ?? null) : null)) };
  }
}

/** The order page's documents: its invoice and credit notes, for staff who may read orders. */
@Resolver(() => AdminOrder)
export class AdminOrderDocumentsResolver {
  @FieldResolver(() => [TaxDocumentType], { description: 'The GST tax invoice (issued when the order ships) and the credit notes against it, oldest first, with where staff download each.' })
  async documents(@Ctx() ctx: RequestContext, @Root() order: AdminOrder): Promise<TaxDocumentType[]> {
    const { invoice, creditNotes } = await invoiceService.forOrder(ctx, order.id);
    return [...(invoice ? [asTaxDocument(invoice, null)] : []), ...creditNotes.map((n) => asTaxDocument(n, invoice?.number ?? null))];
  }
}
