import { Router } from 'express';
import { notFound } from '../../common/errors';
import { errorMiddleware, route } from '../../common/http';
import type { AppServices } from '../../context';
import { invoiceService } from '../invoices/invoice.service';
import { adminRoute, staffRestContext } from '../staff/admin-guard';
import { ORDER_NOT_FOUND } from './order-rows';
import { ordersService } from './orders.service';
import { renderPackingSlip } from './packing-slip';

/**
 * GET /admin/api/orders/:id/packing-slip: the order's printable packing slip (HTML, no prices; a
 * replacement's names the original order's invoice) for staff
 * whose role may read orders (bearer staff token; 401/403 JSON by the permission table, 404 JSON for an
 * unknown order). Under /admin/api/, which the gateway forwards to the backend (other GETs under /admin
 * are the back office's pages); the back office fetches it with its token and prints it. Never cached,
 * and the page may run no script and load nothing.
 */
export function adminOrdersRouter(app: AppServices): Router {
  const r = Router();
  r.use(staffRestContext(app));
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
