import { notFound } from '../../common/errors';
import { isUuid } from '../../common/validation';
import type { RequestContext } from '../../context';
import { OrderLineEntity } from './order-line.entity';
import { OrderEntity } from './order.entity';

export const ORDER_NOT_FOUND = 'Order not found.';

/** find() options that bring an order's lines along, in the order the shopper saw them. */
export const withLines = { relations: { lines: true }, order: { lines: { position: 'ASC' } } } as const;

/** Locks the order row for a transition (lines are read after: FOR UPDATE cannot lock an outer join). */
export async function lockOrder(tx: RequestContext, where: { id: string; userId?: string } | { razorpayOrderId: string }): Promise<OrderEntity | null> {
  const order = await tx.em.findOne(OrderEntity, { where, lock: { mode: 'pessimistic_write' } });
  if (order) order.lines = await tx.em.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
  return order;
}

/** lockOrder, or 404 (a malformed id, or someone else's order when `userId` is given). */
export async function requireLocked(tx: RequestContext, where: { id: string; userId?: string }): Promise<OrderEntity> {
  const order = isUuid(where.id) ? await lockOrder(tx, where) : null;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order with its lines, in one query (find() with relations would first query the distinct ids). */
export const reload = (ctx: RequestContext, id: string) =>
  ctx.em.createQueryBuilder(OrderEntity, 'o').leftJoinAndSelect('o.lines', 'l').where('o.id = :id', { id }).orderBy('l.position', 'ASC').getOneOrFail();
