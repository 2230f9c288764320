import { Router, type Response } from 'express';
import { notFound } from '../../common/errors';
import { errorMiddleware, requireAuth, route } from '../../common/http';
import { isUuid } from '../../common/validation';
import type { AppServices, RequestContext } from '../../context';
import { ORDER_NOT_FOUND, ordersService } from '../orders/orders.service';
import { renderPackingSlip } from '../orders/packing-slip';
import { adminRoute, staffRestContext } from '../access/admin-guard';
import type { InvoiceEntity } from './invoice.entity';
import { invoiceService } from './invoice.service';

export const NO_INVOICE_YET = 'This order has no tax invoice yet: it is issued when the order ships.';
export const NO_CREDIT_NOTE = 'This order has no credit note: one is issued when goods of an invoiced order are returned, or the order is cancelled.';
export const NO_SUCH_CREDIT_NOTE = 'This order has no such credit note.';

/** Which document: the invoice, the latest credit note (the path given out before there could be several), or one credit note by id. */
type Which = { kind: 'invoice' } | { kind: 'latest_credit_note' } | { kind: 'credit_note'; id: string };

/** Answers an order's document as a PDF download, or 404 JSON when it has none. Private: never cached. */
async function sendDocument(ctx: RequestContext, res: Response, orderId: string, which: Which): Promise<void> {
  const { invoice, creditNotes } = await invoiceService.forOrder(ctx, orderId);
  let doc: InvoiceEntity | null | undefined;
  if (which.kind === 'invoice') doc = invoice;
  else if (which.kind === 'latest_credit_note') doc = creditNotes.at(-1);
  else doc = creditNotes.find((n) => n.id === which.id);
  if (!doc) throw notFound(which.kind === 'invoice' ? NO_INVOICE_YET : which.kind === 'credit_note' && creditNotes.length ? NO_SUCH_CREDIT_NOTE : NO_CREDIT_NOTE);
  const pdf = await invoiceService.pdf(doc, doc.kind === 'credit_note' ? invoice : null);
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${doc.number.replace(/\//g, '-')}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.status(200).end(pdf);
}

const DOCUMENTS: [string, (params: Record<string, string>) => Which][] = [
  ['/orders/:id/invoice.pdf', () => ({ kind: 'invoice' })],
  ['/orders/:id/credit-note.pdf', () => ({ kind: 'latest_credit_note' })],
  ['/orders/:id/credit-notes/:noteId.pdf', (p) => ({ kind: 'credit_note', id: p.noteId })],
];

/**
 * /api/v1/orders/:id/invoice.pdf, /credit-notes/:noteId.pdf (each credit note; the order's
 * `creditNotes` give their paths) and /credit-note.pdf (the latest): the buyer's own documents with
 * their bearer token. No token: 401; someone else's order (or no such order): 404, as for the order itself.
 */
export function invoicesRouter(): Router {
  const r = Router();
  for (const [path, which] of DOCUMENTS) {
    r.get(
      path,
      requireAuth,
      route(async (req, res) => {
        const order = await ordersService.findMine(req.ctx, String(req.params.id));
        if (!order) throw notFound(ORDER_NOT_FOUND);
        await sendDocument(req.ctx, res, order.id, which(req.params as Record<string, string>));
      }),
    );
  }
  return r;
}

/**
 * /admin/api/orders/:id/invoice.pdf, /credit-notes/:noteId.pdf and /credit-note.pdf: any order's documents for staff whose role
 * may read orders (bearer staff token; 401/403 by the permission table). Mounted at /admin/api/orders,
 * which the gateway forwards to the backend (other GETs under /admin are the back office's pages).
 * And the packing slip:
 * GET /admin/api/orders/:id/packing-slip: the order's printable packing slip (HTML, no prices; a
 * replacement's names the original order's invoice) for staff
 * whose role may read orders (bearer staff token; 401/403 JSON by the permission table, 404 JSON for an
 * unknown order). Under /admin/api/, which the gateway forwards to the backend (other GETs under /admin
 * are the back office's pages); the back office fetches it with its token and prints it. Never cached,
 * and the page may run no script and load nothing.
 */
export function adminInvoicesRouter(app: AppServices): Router {
  const r = Router();
  r.use(staffRestContext(app));
  for (const [path, which] of DOCUMENTS) {
    r.get(
      path.replace('/orders', ''),
      adminRoute('orders.read'),
      route(async (req, res) => {
        const id = String(req.params.id);
        if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
        await sendDocument(req.ctx, res, id, which(req.params as Record<string, string>));
      }),
    );
  }
  r.get(
    '/:id/packing-slip',
    adminRoute('orders.read'),
    route(async (req, res) => {
      const order = await ordersService.findForStaff(req.ctx, String(req.params.id));
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const replaced = order.replacesOrderId
        ? { orderId: order.replacesOrderId, invoiceNumber: (await invoiceService.forOrder(req.ctx, order.replacesOrderId)).invoice?.number ?? null }
        : null;
      res
        .set({
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
          'X-Robots-Tag': 'noindex, nofollow',
        })
        .type('html')
        .send(renderPackingSlip(order, replaced));
    }),
  );
  r.use(errorMiddleware);
  return r;
}
