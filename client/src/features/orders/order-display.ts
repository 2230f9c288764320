import type { OrderEvent, OrderStatus, ParcelStatus, PaymentMode, RefundStatus } from './gql/graphql';

/** An order's short code: the last 6 characters of its id, uppercased. */
export const shortCode = (id: string) => id.slice(-6).toUpperCase();
/** The spec's SKU field: the line's own SKU (its size's, e.g. KURTA-INDIGO-M); lines from before sizes had SKUs, the last 6 characters of the product id. */
export const sku = (line: { productId: string; sku?: string | null }) => line.sku || line.productId.slice(-6);

const LABELS: Record<OrderStatus, string> = {
  PENDING: 'confirmed',
  CONFIRMED: 'confirmed',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  AWAITING_PAYMENT: 'awaiting payment',
  PAYMENT_FAILED: 'payment failed',
  EXPIRED: 'payment expired',
};

/** Pending is shown as 'confirmed'. */
export const statusLabel = (s: OrderStatus) => LABELS[s] ?? s.toLowerCase();

/** Delivered green, shipped blue, pending and confirmed yellow, anything else gray. */
export function statusTone(s: OrderStatus): 'green' | 'blue' | 'yellow' | 'gray' {
  if (s === 'DELIVERED') return 'green';
  if (s === 'SHIPPED') return 'blue';
  if (s === 'PENDING' || s === 'CONFIRMED') return 'yellow';
  return 'gray';
}

export const paymentMethodLabel = (m: PaymentMode) => (m === 'COD' ? 'Cash on Delivery' : 'Online (Razorpay)');

/** The card's payment label: PAID or CASH ON DELIVERY (an unpaid online order says so instead). */
export const paymentBadge = (isPaid: boolean, mode: PaymentMode) => (isPaid ? 'PAID' : mode === 'COD' ? 'CASH ON DELIVERY' : 'NOT PAID');

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
/** Long date with hour and minute, e.g. "22 November 2025 at 3:06 pm". */
export const formatOrderDate = (iso: string) => longDate.format(new Date(iso));

/** The timeline's words for each step of an order's life, as Indian shops show them. */
const EVENT_LABELS: Record<OrderEvent, string> = {
  PLACED: 'Placed',
  PAYMENT_CONFIRMED: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_ABANDONED: 'Payment cancelled',
  PAYMENT_UNAVAILABLE: 'Payment could not start',
  RESERVATION_EXPIRED: 'Payment expired',
  CANCELLED_BY_SHOPPER: 'Cancelled',
  CONFIRMED_BY_STAFF: 'Confirmed by the shop',
  CANCELLED_BY_STAFF: 'Cancelled by the shop',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to the seller',
  RETURNED_TO_ORIGIN: 'Returned to the seller',
  COD_COLLECTED: 'Cash received',
  REFUND_STARTED: 'Refund started',
  REFUND_DONE: 'Refunded',
  REFUND_FAILED: 'Refund delayed',
  REFUND_PAID_BY_STAFF: 'Refunded by UPI or bank transfer',
};

export const eventLabel = (e: OrderEvent) => EVENT_LABELS[e] ?? e.toLowerCase();

/** Refunds as the shop's policy words them: the bank takes its time after an online refund. */
export const ONLINE_REFUND_DONE = 'Refunded (5-7 working days)';

/**
 * The order's refund in words, or null when nothing is refunded. An online payment refunded through the
 * payment provider still takes the bank 5-7 working days; collected cash paid back by hand (UPI or
 * NEFT, the history's refund_paid_by_staff) is done when recorded, and its payout reference is what
 * the shopper looks for in their bank or UPI app.
 */
export function refundLabel(order: { refundStatus: RefundStatus | null; refundId: string | null; history: { event: OrderEvent }[] }): string | null {
  if (!order.refundStatus) return null;
  if (order.refundStatus !== 'REFUNDED') return 'Being processed';
  const paidByHand = order.history.some((step) => step.event === 'REFUND_PAID_BY_STAFF');
  if (!paidByHand) return ONLINE_REFUND_DONE;
  return `Refunded by UPI or bank transfer${order.refundId ? ` · reference ${order.refundId}` : ''}`;
}

/**
 * A return's refund once done: a cash-on-delivery return is paid to the shopper's UPI id by staff, done
 * when recorded (with the payout reference); an online one goes back to the payment, 5-7 working days.
 */
export function returnRefundedLabel(cashOnDelivery: boolean, request: { refundId: string | null; upiId: string | null }): string {
  if (!cashOnDelivery) return ONLINE_REFUND_DONE;
  const to = request.upiId ? `Refunded to your UPI ID ${request.upiId}` : 'Refunded to your UPI ID';
  return `${to}${request.refundId ? ` · reference ${request.refundId}` : ''}`;
}

/** Where the parcel is, in the words of Indian courier tracking pages (RTO: on its way back to the seller). */
const PARCEL_LABELS: Record<ParcelStatus, string> = {
  BOOKED: 'Ready for pickup',
  SHIPPED: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to the seller',
  RTO_DELIVERED: 'Returned to the seller',
  CANCELLED: 'Shipment cancelled',
  OTHER: 'Update',
};

export const parcelLabel = (s: ParcelStatus) => PARCEL_LABELS[s] ?? s.toLowerCase();
