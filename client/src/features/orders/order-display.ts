import type { OrderEvent, OrderStatus, ParcelStatus, PaymentMode } from './gql/graphql';

/** An order's short code: the last 6 characters of its id, uppercased. */
export const shortCode = (id: string) => id.slice(-6).toUpperCase();
/** SKU = the last 6 characters of the product id. */
export const sku = (productId: string) => productId.slice(-6);

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
  REFUND_PAID_BY_STAFF: 'Refunded',
};

export const eventLabel = (e: OrderEvent) => EVENT_LABELS[e] ?? e.toLowerCase();

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
