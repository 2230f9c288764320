import { AppError, notFound } from '../../common/errors';
import { log } from '../../common/log';
import { VERIFY_FAILED } from '../../common/shop-messages';
import { requireShopper } from '../../common/shopper';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { auditService, webhookActor } from '../audit/audit.service';
import type { PaymentEvent } from '../payments/payment-events';
import { paymentProvider } from '../payments/providers';
import type { OrderActor } from './order-history.entity';
import { isAllowed, orderLifecycle } from './order-lifecycle';
import { processRefund } from './order-refunds';
import { lockOrder, ORDER_NOT_FOUND, reload, requireLocked } from './order-rows';
import { OrderEntity, OrderEvent, OrderStatus } from './order.entity';

export const PAYMENTS_UNAVAILABLE = 'Online payment is unavailable right now. Please try again, or choose Cash on Delivery.';
export const ALREADY_PAID = 'This order is already paid.';
export const SOLD_OUT_REFUND = 'This product sold out before your payment arrived. Your payment will be refunded.';
export const CANCELLED_REFUND = 'This order was cancelled before your payment arrived. Your payment will be refunded.';

const PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;

/**
 * Creates the provider's order (total in paise, our id as receipt) for a new online order, outside
 * the stock transaction, so no product row stays locked during a network call. If the provider fails,
 * the order takes the lifecycle's `payment_unavailable` (a failed payment, its stock back at once) and
 * the shopper is told to try again or pay on delivery.
 */
export async function attachProviderOrder(ctx: RequestContext, order: OrderEntity): Promise<OrderEntity> {
  try {
    const providerOrder = await paymentProvider(ctx.app).createOrder({ amountPaise: order.totalPaise, receipt: order.id, notes: { orderId: order.id } });
    await ctx.em.update(OrderEntity, { id: order.id }, { razorpayOrderId: providerOrder.id });
    return reload(ctx, order.id);
  } catch (e) {
    log.error({ scope: 'orders', err: e instanceof Error ? e.message : String(e) }, 'could not create the payment order');
    await inTransaction(ctx, async (tx) => {
      const placed = await lockOrder(tx, { id: order.id });
      if (placed && isAllowed(placed.status, OrderEvent.PAYMENT_UNAVAILABLE)) {
        await orderLifecycle.apply(tx, placed, OrderEvent.PAYMENT_UNAVAILABLE, { actor: 'system' });
      }
    });
    throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE);
  }
}

/**
 * Verifies what the checkout handed the browser: the signature must be the HMAC of the provider
 * order id STORED with this (the shopper's own) order and the payment id. The order is marked paid
 * exactly once; a replay of the same payment changes nothing, a forged or borrowed signature is 400.
 */
export async function verifyPayment(ctx: RequestContext, input: { orderId: unknown; paymentId: unknown; signature: unknown }): Promise<OrderEntity> {
  const user = requireShopper(ctx);
  const { orderId, paymentId, signature } = input;
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const notVerified = new AppError('PAYMENT_NOT_VERIFIED', VERIFY_FAILED);
  if (typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId)) throw notVerified;
  const provider = paymentProvider(ctx.app);

  const outcome = await inTransaction(ctx, async (tx) => {
    const order = await requireLocked(tx, { id: orderId, userId: user.id });
    if (!order.razorpayOrderId || !provider.verifyPaymentSignature({ providerOrderId: order.razorpayOrderId, paymentId, signature })) throw notVerified;
    if (order.isPaid) {
      // The same payment presented again (a retried request) is already applied: nothing to do.
      if (order.paymentId === paymentId) return { refundDue: false, wasCancelled: false };
      log.warn({ scope: 'orders' }, `order ${orderId} is paid, and another payment ${paymentId} was presented for it`);
      throw new AppError('ALREADY_PAID', ALREADY_PAID);
    }
    const applied = await orderLifecycle.apply(tx, order, OrderEvent.PAYMENT_CONFIRMED, { actor: 'shopper', changes: { paymentId } });
    return { refundDue: applied.refundDue, wasCancelled: order.status === OrderStatus.CANCELLED };
  });

  if (outcome.refundDue) {
    await processRefund(ctx, orderId);
    throw new AppError('PAYMENT_REFUNDED', outcome.wasCancelled ? CANCELLED_REFUND : SOLD_OUT_REFUND, { orderId });
  }
  return reload(ctx, orderId);
}

/** The shopper's online payment failed or they closed the checkout: the order stops waiting and its stock goes back at once. */
export async function abandonPayment(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  const user = requireShopper(ctx);
  await inTransaction(ctx, async (tx) => orderLifecycle.apply(tx, await requireLocked(tx, { id: orderId, userId: user.id }), OrderEvent.PAYMENT_ABANDONED, { actor: 'shopper' }));
  return reload(ctx, orderId);
}

/** The one currency the shop sells in: every order's total is in paise of it. */
export const SHOP_CURRENCY = 'INR';

/**
 * Records a payment event refused for not matching the order it names: a warning in the log and an
 * audit entry on the order (actor: the payment provider's webhook) that owners read in the audit trail.
 */
async function refusePayment(tx: RequestContext, order: OrderEntity, event: Extract<PaymentEvent, { kind: 'payment_captured' }>, reason: string): Promise<'refused'> {
  log.warn({ scope: 'orders', orderId: order.id, paymentId: event.paymentId, reason }, 'payment webhook refused');
  await auditService.record(
    tx,
    {
      action: 'webhook.payment.refused',
      entityType: 'order',
      entityId: order.id,
      after: { reason, paymentId: event.paymentId, amountPaise: event.amountPaise, currency: event.currency, orderTotalPaise: order.totalPaise, orderCurrency: SHOP_CURRENCY },
    },
    webhookActor('payment provider'),
  );
  return 'refused';
}

/**
 * Consumes a provider-neutral payment event (webhook) INSIDE the caller's transaction. Payments
 * are matched by the provider order id we stored and must carry the full amount in the shop's
 * currency (INR): a capture of another amount or currency is refused and recorded ('refused'), the
 * order unchanged. A failure after the order left `awaiting_payment` (e.g. after a capture) is refused
 * by the table and logged. Returns the refund to run after the commit, if any.
 */
export async function consumePaymentEvent(tx: RequestContext, event: PaymentEvent): Promise<(() => Promise<void>) | 'refused' | void> {
  const order = await lockOrder(tx, { razorpayOrderId: event.providerOrderId });
  if (!order) return;
  const actor: OrderActor = 'payment provider';
  if (event.kind === 'payment_failed') {
    if (!isAllowed(order.status, OrderEvent.PAYMENT_FAILED)) {
      log.warn({ scope: 'orders' }, `payment failure for order ${order.id} ignored: the order is ${order.status}`);
      return;
    }
    await orderLifecycle.apply(tx, order, OrderEvent.PAYMENT_FAILED, { actor });
    return;
  }
  if (event.currency.toUpperCase() !== SHOP_CURRENCY) return refusePayment(tx, order, event, `the payment is in ${event.currency || 'no currency'}, the order in ${SHOP_CURRENCY}`);
  if (event.amountPaise !== order.totalPaise) return refusePayment(tx, order, event, `the payment is ${event.amountPaise} paise, the order ${order.totalPaise}`);
  if (order.isPaid) {
    if (order.paymentId !== event.paymentId) log.warn({ scope: 'orders' }, `order ${order.id} is paid, and another payment ${event.paymentId} was captured for it`);
    return;
  }
  if (!isAllowed(order.status, OrderEvent.PAYMENT_CONFIRMED)) {
    log.warn({ scope: 'orders' }, `payment ${event.paymentId} for order ${order.id} ignored: the order is ${order.status}`);
    return;
  }
  const { refundDue } = await orderLifecycle.apply(tx, order, OrderEvent.PAYMENT_CONFIRMED, { actor, changes: { paymentId: event.paymentId } });
  // The refund calls the provider, so it runs after the commit, outside the webhook's transaction.
  if (refundDue) return () => processRefund({ ...tx, em: tx.app.db.manager }, order.id);
}
