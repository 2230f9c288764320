import { rowsOf } from '../../common/sql';
import { inTransaction, type RequestContext } from '../../context';
import { isAllowed, orderLifecycle } from './order-lifecycle';
import { processPendingRefunds } from './order-refunds';
import { lockOrder } from './order-rows';
import { OrderEvent, OrderStatus } from './order.entity';

/**
 * Expires online orders whose reservation ran out (their stock goes back), through the lifecycle,
 * each in its own transaction under its row lock: however many sweeps run at once, each order
 * expires and returns its stock exactly once. `filter` narrows it to one shopper's orders or to
 * orders holding some products.
 */
export async function expireDue(ctx: RequestContext, filter: { productIds?: string[]; userId?: string } = {}): Promise<number> {
  const params: unknown[] = [OrderStatus.AWAITING_PAYMENT];
  let where = `o.status = $1 AND o.reserved_until <= now()`;
  if (filter.userId) {
    params.push(filter.userId);
    where += ` AND o.user_id = $${params.length}`;
  }
  if (filter.productIds) {
    params.push(filter.productIds);
    where += ` AND EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.product_id = ANY($${params.length}::uuid[]))`;
  }
  const due = await rowsOf<{ id: string }>(ctx, `SELECT o.id FROM customer_order o WHERE ${where} ORDER BY o.reserved_until LIMIT 200`, params);
  let expired = 0;
  for (const { id } of due) {
    expired += await inTransaction(ctx, async (tx) => {
      const order = await lockOrder(tx, { id });
      // Another sweep, a payment or the shopper got there first.
      if (!order || !isAllowed(order.status, OrderEvent.RESERVATION_EXPIRED) || !order.reservedUntil || order.reservedUntil.getTime() > Date.now()) return 0;
      await orderLifecycle.apply(tx, order, OrderEvent.RESERVATION_EXPIRED, { actor: 'system' });
      return 1;
    });
  }
  return expired;
}

/**
 * Background duty of every backend: expire unpaid reservations that ran out, and finish refunds
 * that a stopped process left pending.
 */
export async function sweep(ctx: RequestContext): Promise<{ expired: number; refunds: number }> {
  const expired = await expireDue(ctx);
  const refunds = await processPendingRefunds(ctx);
  return { expired, refunds };
}
