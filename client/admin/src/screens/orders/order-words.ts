import type { OrderEvent, OrderStatus, PaymentMode, RefundStatus } from '../../gql/graphql';

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Each status in words, and how it looks: waiting work is yellow, done is green, over is grey or red. */
export const STATUS: Record<OrderStatus, { label: string; tone: Tone }> = {
  AWAITING_PAYMENT: { label: 'Awaiting payment', tone: 'neutral' },
  PENDING: { label: 'Placed', tone: 'warning' },
  CONFIRMED: { label: 'Confirmed', tone: 'warning' },
  SHIPPED: { label: 'Shipped', tone: 'info' },
  DELIVERED: { label: 'Delivered', tone: 'success' },
  CANCELLED: { label: 'Cancelled', tone: 'danger' },
  PAYMENT_FAILED: { label: 'Payment failed', tone: 'danger' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
};

export const STATUS_ORDER: OrderStatus[] = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'AWAITING_PAYMENT', 'PAYMENT_FAILED', 'EXPIRED'];

export const PAYMENT_MODE: Record<PaymentMode, string> = { COD: 'Cash on delivery', Razorpay: 'Online (Razorpay)' };

export const REFUND: Record<RefundStatus, string> = {
  PENDING: 'Refund due',
  PROCESSING: 'Refund in progress',
  REFUNDED: 'Refunded',
  FAILED: 'Refund failed: needs an operator',
};

const EVENT: Record<string, string> = {
  PLACED: 'Order placed',
  PAYMENT_CONFIRMED: 'Payment received',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_ABANDONED: 'Payment abandoned',
  PAYMENT_UNAVAILABLE: 'Payment unavailable',
  CONFIRMED_BY_STAFF: 'Confirmed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  COD_COLLECTED: 'Cash collected',
  CANCELLED_BY_SHOPPER: 'Cancelled by the customer',
  CANCELLED_BY_STAFF: 'Cancelled by staff',
  REFUND_STARTED: 'Refund started',
  REFUND_DONE: 'Refund done',
  REFUND_FAILED: 'Refund failed',
  REFUND_PAID_BY_STAFF: 'Refund paid by hand',
  RESERVATION_EXPIRED: 'Reservation expired',
  OUT_FOR_DELIVERY: 'Out for delivery',
  RTO_INITIATED: 'Being returned to the shop',
  RETURNED_TO_ORIGIN: 'Returned to the shop',
};

/** A timeline step in words; a step this screen does not know yet reads as its name in lower case. */
export function eventWords(event: OrderEvent): string {
  return EVENT[event] ?? event.charAt(0) + event.slice(1).toLowerCase().replace(/_/g, ' ');
}
