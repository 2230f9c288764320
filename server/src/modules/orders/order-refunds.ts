import { IsNull, Not } from 'typeorm';
import type { RequestContext } from '../../context';
import { refundThroughProvider } from '../payments/refund-sequence';
import { isAllowed, orderLifecycle } from './order-lifecycle';
import { lockOrder } from './order-rows';
import { OrderEntity, OrderEvent, RefundStatus } from './order.entity';

/**
 * Refunds an order whose refund is pending, through the provider, by the one refund sequence
 * (payments/refund-sequence.ts): the claim is the lifecycle's `refund_started` under the order's row
 * lock, so two processes never refund the same payment twice; the provider's answer is `refund_done`
 * or `refund_failed`.
 */
export async function processRefund(ctx: RequestContext, orderId: string): Promise<void> {
  await refundThroughProvider(ctx, {
    scope: 'orders',
    id: orderId,
    async claim(tx) {
      const order = await lockOrder(tx, { id: orderId });
      if (!order?.isPaid || !order.paymentId || order.refundStatus !== RefundStatus.PENDING || !isAllowed(order.status, OrderEvent.REFUND_STARTED)) return null;
      await orderLifecycle.apply(tx, order, OrderEvent.REFUND_STARTED, { actor: 'system' });
      return { paymentId: order.paymentId, amountPaise: order.totalPaise, receipt: orderId };
    },
    async settle(tx, outcome) {
      const order = await lockOrder(tx, { id: orderId });
      if (!order) return;
      if ('refundId' in outcome) await orderLifecycle.apply(tx, order, OrderEvent.REFUND_DONE, { actor: 'payment provider', changes: { refundId: outcome.refundId } });
      else await orderLifecycle.apply(tx, order, OrderEvent.REFUND_FAILED, { actor: 'payment provider' });
    },
  });
}

/**
 * Runs the refunds a stopped process left pending, oldest first, a few at a time; returns how many it
 * took up. Only orders with a provider payment qualify: cash that staff recorded on a cash-on-delivery
 * order is paid back by hand, and such orders at the head of the queue would otherwise fill every batch.
 */
export async function processPendingRefunds(ctx: RequestContext, batch = 20): Promise<number> {
  const pending = await ctx.em.find(OrderEntity, {
    select: { id: true },
    where: { refundStatus: RefundStatus.PENDING, paymentId: Not(IsNull()) },
    order: { createdAt: 'ASC' },
    take: batch,
  });
  for (const p of pending) await processRefund(ctx, p.id);
  return pending.length;
}
