import { Router } from 'express';
import { notFound } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { requireAuth, route } from '../../common/http';
import { toLegacyOrder, toLegacyOrderEntries } from './legacy-order';
import { ORDER_NOT_FOUND, ordersService } from './orders.service';
import { OrderRequestInput } from './orders.types';

/**
 * Legacy clients type the address into forms and may send numbers for the PIN and mobile, or stray
 * spaces: accept those shapes, then validate strictly.
 */
function normalizeOrderBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string') out[key] = value.trim();
  }
  for (const key of ['pincode', 'mobileNumber']) {
    if (typeof out[key] === 'number') out[key] = String(out[key]);
  }
  return out;
}

/** /api/v1/orders: the legacy contract (status 200 on success, `{ message }` on errors). */
export function ordersRouter(): Router {
  const r = Router();

  r.post(
    '/orders/order/:productId',
    requireAuth,
    route(async (req, res) => {
      const input = await parseInput(OrderRequestInput, normalizeOrderBody(req.body));
      const order = await ordersService.place(req.ctx, String(req.params.productId), input);
      res.status(200).json({ message: 'Order placed successfully', order: toLegacyOrder(order, req.ctx.app.config.publicUrl) });
    }),
  );

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
