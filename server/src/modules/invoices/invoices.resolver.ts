import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BatchLoader, loaderOf } from '../../common/batch-loader';
import type { RequestContext } from '../../context';
import type { OrderEntity } from '../orders/order.entity';
import { orderType } from '../orders/orders.types';
import { AdminOperation } from '../access/admin-guard';
import { stateByCode } from './gst-states';
import type { InvoiceEntity } from './invoice.entity';
import { invoiceService, type OrderDocuments } from './invoice.service';
import { GstStateType, InvoiceDocument, ShopLegalDetailsInput, ShopLegalDetailsType } from './invoices.types';
import { GST_STATES } from './gst-states';
import { creditNotePrefixOf, DEMO_GSTIN, shopLegalDetails, type ShopLegalDetails } from './shop-legal-details';

/** Where the buyer downloads a document of their order (REST, bearer token): the invoice, or one credit note by id. */
export const invoicePdfPath = (doc: Pick<InvoiceEntity, 'id' | 'orderId' | 'kind'>) =>
  doc.kind === 'invoice' ? `/api/v1/orders/${doc.orderId}/invoice.pdf` : `/api/v1/orders/${doc.orderId}/credit-notes/${doc.id}.pdf`;

const asDocument = (doc: InvoiceEntity): InvoiceDocument => ({ number: doc.number, issuedAt: doc.issuedAt, totalPaise: doc.totalPaise, pdfUrl: invoicePdfPath(doc) });

const asLegalType = (d: ShopLegalDetails | null): ShopLegalDetailsType | null =>
  d && { ...d, tradeName: d.tradeName ?? null, creditNotePrefix: creditNotePrefixOf(d), stateName: stateByCode(d.stateCode)?.name ?? '', isDemoGstin: d.gstin === DEMO_GSTIN };

/** An order's documents, fetched for every order of a page at once. */
function documentsOf(ctx: RequestContext, orderId: string): Promise<OrderDocuments> {
  return loaderOf(ctx, 'invoices-by-order', () => new BatchLoader<string, OrderDocuments>((ids) => invoiceService.invoicesOf(ctx, ids), { invoice: null, creditNotes: [] })).load(
    orderId,
  );
}

/** The order's invoice fields (My Orders) and the owner's legal details (back office). */
@Resolver(orderType)
export class InvoicesResolver {
  @FieldResolver(() => InvoiceDocument, { nullable: true, description: 'The GST tax invoice, issued when the order ships.' })
  async invoice(@Ctx() ctx: RequestContext, @Root() order: OrderEntity): Promise<InvoiceDocument | null> {
    const { invoice } = await documentsOf(ctx, order.id);
    return invoice && asDocument(invoice);
  }

  @FieldResolver(() => InvoiceDocument, {
    nullable: true,
    description: 'The latest credit note against the invoice (see creditNotes for all of them).',
  })
  async creditNote(@Ctx() ctx: RequestContext, @Root() order: OrderEntity): Promise<InvoiceDocument | null> {
    const latest = (await documentsOf(ctx, order.id)).creditNotes.at(-1);
    return latest ? asDocument(latest) : null;
  }

  @FieldResolver(() => [InvoiceDocument], {
    description:
      'The credit notes against the invoice, oldest first: one for each returned line as it is received, and one for what is left when an invoiced order is cancelled or returned to origin. Together never more than the invoice.',
  })
  async creditNotes(@Ctx() ctx: RequestContext, @Root() order: OrderEntity): Promise<InvoiceDocument[]> {
    return (await documentsOf(ctx, order.id)).creditNotes.map(asDocument);
  }

  @AdminOperation('settings.manage')
  @Query(() => ShopLegalDetailsType, { nullable: true, description: 'Owners: the shop’s legal details printed on tax invoices (null until set).' })
  async shopLegalDetails(@Ctx() ctx: RequestContext): Promise<ShopLegalDetailsType | null> {
    return asLegalType(await shopLegalDetails.get(ctx));
  }

  @AdminOperation('settings.manage')
  @Query(() => [GstStateType], { description: 'Owners: the GST state codes a shop may register in, in code order, for the legal details form (the server checks stateCode against them).' })
  gstStates(): GstStateType[] {
    // Codes like '10' are integer-like keys, which objects list before '01': sorted here.
    return Object.entries(GST_STATES)
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.code.localeCompare(b.code));
  }

  @AdminOperation('settings.manage')
  @Mutation(() => ShopLegalDetailsType, {
    description:
      'Owners: sets the legal and trade names, address, state code, GSTIN (its check character and state code checked) and the invoice and credit-note prefixes printed on documents issued from now on; issued documents never change. A wrong field is refused with BAD_USER_INPUT and extensions.field naming it.',
  })
  async setShopLegalDetails(@Ctx() ctx: RequestContext, @Arg('input', () => ShopLegalDetailsInput) input: ShopLegalDetailsInput): Promise<ShopLegalDetailsType> {
    const { legalName, tradeName, address, stateCode, gstin, invoicePrefix, creditNotePrefix } = input;
    return asLegalType(await shopLegalDetails.set(ctx, { legalName, tradeName, address, stateCode, gstin, invoicePrefix, creditNotePrefix: creditNotePrefix ?? undefined }))!;
  }
}
