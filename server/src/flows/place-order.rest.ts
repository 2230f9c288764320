import { Router } from 'express';
import { requireAuth, route } from '../common/http';
import { parseInput } from '../common/validation';
import { toLegacyOrder } from '../modules/orders/legacy-order';
import { OrderRequestInput } from '../modules/orders/orders.types';
import { placeBuyNow } from './place-order';

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

/** POST /api/v1/orders/order/:productId: Buy Now in the legacy contract (status 200 on success, `{ message }` on errors). */
export function placeOrderRouter(): Router {
  const r = Router();

  r.post(
    '/orders/order/:productId',
    requireAuth,
    route(async (req, res) => {
      const input = await parseInput(OrderRequestInput, normalizeOrderBody(req.body));
      const order = await placeBuyNow(req.ctx, String(req.params.productId), input);
      res.status(200).json({ message: 'Order placed successfully', order: toLegacyOrder(order, req.ctx.app.config.publicUrl) });
    }),
  );

  return r;
}
