import { badInput } from '../../common/errors';
import { requireShopper } from '../../common/shopper';
import { inTransaction, type RequestContext } from '../../context';
import { orderLifecycle } from './order-lifecycle';
import { processRefund } from './order-refunds';
import { reload, requireLocked } from './order-rows';
import { OrderEntity, OrderEvent } from './order.entity';

/**
 * Cancels one of the shopper's own orders before it ships (the policy rule): its stock comes back
 * and, if it was paid, the payment is refunded through the provider.
 */
export async function cancel(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  const user = requireShopper(ctx);
  const { refundDue } = await inTransaction(ctx, async (tx) =>
    orderLifecycle.apply(tx, await requireLocked(tx, { id: orderId, userId: user.id }), OrderEvent.CANCELLED_BY_SHOPPER, { actor: 'shopper' }),
  );
  if (refundDue) await processRefund(ctx, orderId);
  return reload(ctx, orderId);
}

/** Operator: the order left the warehouse with this tracking id (again: the tracking id is updated). */
export async function ship(ctx: RequestContext, orderId: string, trackingId: string): Promise<OrderEntity> {
  const tracking = trackingId.trim();
  if (!tracking || tracking.length > 100) throw badInput('A tracking id (up to 100 characters) is required.');
  return operatorEvent(ctx, orderId, OrderEvent.SHIPPED, { trackingId: tracking });
}

/** Operator: the order reached the shopper. Cash on delivery is collected then, so it is paid. */
export async function deliver(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  return operatorEvent(ctx, orderId, OrderEvent.DELIVERED);
}

async function operatorEvent(ctx: RequestContext, orderId: string, event: OrderEvent, changes?: { trackingId: string }): Promise<OrderEntity> {
  await inTransaction(ctx, async (tx) => orderLifecycle.apply(tx, await requireLocked(tx, { id: orderId }), event, { actor: 'operator', changes }));
  return reload(ctx, orderId);
}
