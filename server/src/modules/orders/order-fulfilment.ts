import { AppError, badInput } from '../../common/errors';
import { requireShopper } from '../../common/shopper';
import { inTransaction, type RequestContext } from '../../context';
import { auditService, COMMAND_LINE_ACTOR } from '../audit/audit.service';
import { type Cause, orderLifecycle } from './order-lifecycle';
import { processRefund } from './order-refunds';
import { reload, requireLocked } from './order-rows';
import { OrderEntity, OrderEvent } from './order.entity';
import { PAYOUT_REFERENCE, PAYOUT_REFERENCE_MESSAGE } from '../../common/payout-reference';

export const CARRIER_MAX = 60;
export const TRACKING_ID_MAX = 100;
export const CANCEL_REASON_MAX = 500;

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

/** A shipment: the courier (optional from the command line, which predates it) and its tracking id. */
export interface Shipment {
  carrier?: string | null;
  trackingId: string;
}

/**
 * The order left the warehouse with this carrier and tracking id; shipping it again corrects them.
 * The shopper sees both in My Orders (legacy clients: the tracking id as `shiprocketOrderId`).
 */
export async function ship(ctx: RequestContext, orderId: string, shipment: Shipment): Promise<OrderEntity> {
  const trackingId = shipment.trackingId.trim();
  const carrier = shipment.carrier?.trim() || null;
  if (!trackingId || trackingId.length > TRACKING_ID_MAX) throw badInput(`A tracking id (up to ${TRACKING_ID_MAX} characters) is required.`);
  if (shipment.carrier != null && (!carrier || carrier.length > CARRIER_MAX)) throw badInput(`A carrier (up to ${CARRIER_MAX} characters) is required.`);
  const changes = carrier ? { carrier, trackingId } : { trackingId };
  return fulfilmentEvent(ctx, orderId, OrderEvent.SHIPPED, 'order.ship', { changes, note: [carrier, trackingId].filter(Boolean).join(' ') });
}

/** The order reached the shopper. A cash-on-delivery order stays unpaid until its cash is recorded. */
export async function deliver(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  return fulfilmentEvent(ctx, orderId, OrderEvent.DELIVERED, 'order.deliver');
}

/** The shop confirms a placed cash-on-delivery order (after a call to the shopper, say). */
export async function confirm(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  return fulfilmentEvent(ctx, orderId, OrderEvent.CONFIRMED_BY_STAFF, 'order.confirm');
}

/**
 * The shop cancels an order that has not shipped, with a reason kept in its timeline and the audit
 * trail: its stock comes back and a paid order is refunded through the provider, the same refund path
 * as a shopper's cancellation (after the commit; a provider failure leaves it `failed` for an operator).
 */
export async function cancelByStaff(ctx: RequestContext, orderId: string, reason: string): Promise<OrderEntity> {
  const why = reason.trim();
  if (!why || why.length > CANCEL_REASON_MAX) throw badInput(`A reason (up to ${CANCEL_REASON_MAX} characters) is required to cancel an order.`);
  return fulfilmentEvent(ctx, orderId, OrderEvent.CANCELLED_BY_STAFF, 'order.cancel', { note: why });
}

/** The cash of a cash-on-delivery order that has shipped or been delivered reached the shop: it is paid. */
export async function recordCodPayment(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  return fulfilmentEvent(ctx, orderId, OrderEvent.COD_COLLECTED, 'order.recordCodPayment');
}

/**
 * Staff paid a cancelled cash-on-delivery order's collected cash back by hand (UPI or NEFT) and record
 * the payout reference: the refund is done (its reference kept as the order's refund id, and in its
 * history under the staff member's name) and the shopper is mailed. Only for an order with no provider
 * payment and a refund pending or failed (the lifecycle's ORDER_NOT_REFUNDABLE otherwise); a malformed
 * reference is BAD_USER_INPUT with `fields.reference`.
 */
export async function recordManualRefund(ctx: RequestContext, orderId: string, reference: string): Promise<OrderEntity> {
  const ref = reference.trim();
  if (!PAYOUT_REFERENCE.test(ref)) throw new AppError('BAD_USER_INPUT', PAYOUT_REFERENCE_MESSAGE, { fields: { reference: PAYOUT_REFERENCE_MESSAGE } });
  return fulfilmentEvent(ctx, orderId, OrderEvent.REFUND_PAID_BY_STAFF, 'order.recordManualRefund', { changes: { refundId: ref }, note: `Paid back by hand, payout reference ${ref}` }, { reference: ref });
}

/** What the audit trail keeps of an order before and after a staff action. */
const audited = (o: OrderEntity) => ({
  status: o.status,
  isPaid: o.isPaid,
  isShipped: o.isShipped,
  carrier: o.carrier,
  trackingId: o.trackingId,
  refundStatus: o.refundStatus,
});

/**
 * One back-office action on an order, from the admin API (`ctx.staff`) or the operator's command line:
 * the lifecycle applies `event` under the order's row lock, the history names the staff member, and the
 * audit trail records the change in the same transaction. A refund the transition makes due runs after
 * the commit.
 */
async function fulfilmentEvent(
  ctx: RequestContext,
  orderId: string,
  event: OrderEvent,
  action: string,
  extra: Pick<Cause, 'changes' | 'note'> = {},
  auditAfter: Record<string, unknown> = {},
): Promise<OrderEntity> {
  const cause: Cause = ctx.staff ? { actor: 'staff', staffId: ctx.staff.id, ...extra } : { actor: 'operator', ...extra };
  const { refundDue } = await inTransaction(ctx, async (tx) => {
    const order = await requireLocked(tx, { id: orderId });
    const before = audited(order);
    const result = await orderLifecycle.apply(tx, order, event, cause);
    const after = audited(await reload(tx, orderId));
    const reason = event === OrderEvent.CANCELLED_BY_STAFF ? { reason: extra.note } : {};
    await auditService.record(tx, { action, entityType: 'order', entityId: orderId, before, after: { ...after, ...reason, ...auditAfter } }, ctx.staff ? undefined : COMMAND_LINE_ACTOR);
    return result;
  });
  if (refundDue) await processRefund(ctx, orderId);
  return reload(ctx, orderId);
}
