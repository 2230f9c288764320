import { notFound } from '../../common/errors';
import { log } from '../../common/log';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { EVENT_KINDS, type ShipmentEvent } from '../shipping/shipping-events';
import type { Parcel } from '../shipping/shipping-provider';
import { shippingService } from '../shipping/shipping.service';
import type { TrackingStatus } from '../shipping/tracking';
import { ship } from './order-fulfilment';
import { allows, orderLifecycle, refusal, requireStaffMayCause } from './order-lifecycle';
import { processRefund } from './order-refunds';
import { lockOrder, ORDER_NOT_FOUND, reload, withLines } from './order-rows';
import { OrderEntity, OrderEvent, PaymentMode } from './order.entity';

/** The order event each courier report becomes. */
const ORDER_EVENTS: Record<ShipmentEvent['kind'], OrderEvent> = {
  shipped: OrderEvent.SHIPPED,
  out_for_delivery: OrderEvent.OUT_FOR_DELIVERY,
  delivered: OrderEvent.DELIVERED,
  rto_initiated: OrderEvent.RTO_INITIATED,
  rto_delivered: OrderEvent.RETURNED_TO_ORIGIN,
};

/**
 * The parcel's size and weight: a folded garment weighs about 400 g; the box (30 × 25 cm) is 5 cm
 * high for one piece and 3 cm higher for each more. Couriers re-weigh and bill the difference.
 */
function parcelOf(order: OrderEntity): Parcel {
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  return {
    orderId: order.id,
    placedAt: order.createdAt,
    paymentMode: order.paymentMode === PaymentMode.COD && !order.isPaid ? 'cod' : 'prepaid',
    totalPaise: order.totalPaise,
    subtotalPaise: order.subtotalPaise,
    customerName: order.customerName,
    email: order.customerEmail,
    phone: order.mobileNumber,
    address: order.address,
    landmark: order.landmark,
    area: order.area,
    district: order.district,
    state: order.state,
    pincode: order.pincode,
    lines: order.lines.map((l) => ({ name: l.productName, sku: l.productId.slice(-6), units: l.quantity, unitPricePaise: l.unitPricePaise })),
    weightKg: Math.max(0.5, Math.round(units * 0.4 * 10) / 10),
    lengthCm: 30,
    breadthCm: 25,
    heightCm: Math.min(60, 5 + 3 * (units - 1)),
  };
}

/**
 * Staff ship an order through the courier: the courier books the parcel (its order, AWB, label and
 * pickup; outside any transaction, and only once however often this is called), then the order ships
 * through the same fulfilment path as a manual shipment, with the courier's name as carrier and the AWB
 * as tracking id (legacy clients read it as `shiprocketOrderId`). An order the lifecycle would not ship
 * is refused before the courier is called.
 */
export async function bookShipment(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  const order = isUuid(orderId) ? await ctx.em.findOne(OrderEntity, { where: { id: orderId }, ...withLines }) : null;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!allows(order, OrderEvent.SHIPPED)) throw refusal(order, OrderEvent.SHIPPED);
  const booking = await shippingService.book(ctx, parcelOf(order));
  // Asked again after it worked: the order already left with this parcel.
  if (order.isShipped && order.trackingId === booking.awb) return reload(ctx, orderId);
  return ship(ctx, orderId, { carrier: booking.courierName, trackingId: booking.awb });
}

/**
 * Consumes a provider-neutral courier event INSIDE the tracking report's transaction: the order takes
 * the matching lifecycle event as the courier. Shipping was already done when the parcel was booked,
 * so a "shipped" scan then only joins the timeline; an event the order's status does not allow (a
 * delivery staff already recorded, a return after delivery) is logged and changes nothing. Returns the
 * refund to run after the commit when a paid order came back.
 */
export async function consumeShipmentEvent(tx: RequestContext, event: ShipmentEvent): Promise<(() => Promise<void>) | void> {
  const order = await lockOrder(tx, { id: event.orderId });
  if (!order) return;
  const orderEvent = ORDER_EVENTS[event.kind];
  if (orderEvent === OrderEvent.SHIPPED && order.isShipped) return;
  if (!allows(order, orderEvent)) {
    log.warn({ scope: 'orders', orderId: order.id, status: order.status, event: orderEvent }, 'courier event not applied: the order lifecycle does not allow it');
    return;
  }
  const changes = orderEvent === OrderEvent.SHIPPED ? { carrier: event.courierName || null, trackingId: event.awb } : undefined;
  const note = [event.courierName, event.awb, event.activity].filter(Boolean).join(' · ');
  const { refundDue } = await orderLifecycle.apply(tx, order, orderEvent, { actor: 'courier', note, changes });
  if (refundDue) return () => processRefund({ ...tx, em: tx.app.db.manager }, order.id);
}

/**
 * Staff (or a test) move a test-mode parcel to `status`, as the courier would report it: the report
 * goes through the webhook's path (recorded once, applied only if it moves the parcel forward) and
 * the audit trail records who moved it. It needs the permission of the order transition the report
 * causes (a return to origin cancels and refunds: `orders.cancel`), checked here before anything is
 * recorded, and again by the lifecycle as it applies it.
 */
export async function advanceTestShipment(ctx: RequestContext, orderId: string, status: TrackingStatus): Promise<OrderEntity> {
  const kind = EVENT_KINDS[status];
  if (kind) requireStaffMayCause(ctx, ORDER_EVENTS[kind]);
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const before = await ctx.em.findOne(OrderEntity, { where: { id: orderId } });
  if (!before) throw notFound(ORDER_NOT_FOUND);
  const outcome = await shippingService.advanceTestShipment(ctx, orderId, status, consumeShipmentEvent);
  const after = await reload(ctx, orderId);
  await inTransaction(ctx, (tx) =>
    auditService.record(tx, { action: 'shipment.advanceTest', entityType: 'order', entityId: orderId, before: { status: before.status }, after: { status: after.status, parcel: status, outcome } }),
  );
  return after;
}

/** Staff ask the courier for the parcel's scans now (a webhook that never came); new ones are applied as if they had. */
export async function refreshTracking(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  await shippingService.refreshTracking(ctx, orderId, consumeShipmentEvent);
  return reload(ctx, orderId);
}
