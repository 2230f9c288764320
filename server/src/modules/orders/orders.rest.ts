import { Router } from 'express';
import { notFound } from '../../common/errors';
import { requireAuth, route } from '../../common/http';
import { toLegacyOrder, toLegacyOrderEntries } from './legacy-order';
import { ORDER_NOT_FOUND, ordersService } from './orders.service';

/** /api/v1/orders: the legacy contract (status 200 on success, `{ message }` on errors). */
export function ordersRouter(): Router {
  const r = Router();

  r.post(
    '/orders/verify-payment',
    requireAuth,
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const order = await ordersService.verifyPayment(req.ctx, { orderId: body.order_id, paymentId: body.payment_id, signature: body.signature });
      res.status(200).json({ message: 'Payment verified successfully', order: toLegacyOrder(order, req.ctx.app.config.publicUrl) });
    }),
  );

  r.get(
    '/orders/myOrders',
    requireAuth,
    route(async (req, res) => {
      const orders = await ordersService.listMine(req.ctx);
      res.json(orders.flatMap((o) => toLegacyOrderEntries(o, req.ctx.app.config.publicUrl)));
    }),
  );

  r.get(
    '/orders/:id',
    requireAuth,
    route(async (req, res) => {
      const order = await ordersService.findMine(req.ctx, String(req.params.id));
      if (!order) throw notFound(ORDER_NOT_FOUND);
      res.json(toLegacyOrder(order, req.ctx.app.config.publicUrl));
    }),
  );

  r.post(
    '/orders/:id/cancel',
    requireAuth,
    route(async (req, res) => {
      const order = await ordersService.cancel(req.ctx, String(req.params.id));
      res.status(200).json({ message: 'Order cancelled', order: toLegacyOrder(order, req.ctx.app.config.publicUrl) });
    }),
  );

  return r;
}
