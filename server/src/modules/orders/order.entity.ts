import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { OrderLineEntity } from './order-line.entity';

/**
 * Where an order is in its life. Stock is held by every status except cancelled, payment_failed and
 * expired: leaving for one of those is exactly when the stock goes back.
 */
export enum OrderStatus {
  /** Online order created, stock reserved until `reservedUntil`, payment not yet verified. */
  AWAITING_PAYMENT = 'awaiting_payment',
  /** Cash on delivery, placed (the legacy value; shown as "confirmed"). */
  PENDING = 'pending',
  /** Online order, paid; or a cash-on-delivery order the shop confirmed. */
  CONFIRMED = 'confirmed',
  SHIPPED = 'shipped',
  DELIVERED = 'delivered',
  CANCELLED = 'cancelled',
  /** The online payment failed or the shopper gave it up; the stock went back. */
  PAYMENT_FAILED = 'payment_failed',
  /** The online payment never came within the reservation time; the stock went back. */
  EXPIRED = 'expired',
}

/** Statuses whose stock is still taken (the lifecycle table releases it on leaving them for cancelled, failed or expired). */
export const HOLDS_STOCK: OrderStatus[] = [
  OrderStatus.AWAITING_PAYMENT,
  OrderStatus.PENDING,
  OrderStatus.CONFIRMED,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
];

/** What can happen to an order; the lifecycle table (order-lifecycle.ts) says what each does in each status. */
export enum OrderEvent {
  PLACED = 'placed',
  PAYMENT_CONFIRMED = 'payment_confirmed',
  PAYMENT_FAILED = 'payment_failed',
  PAYMENT_ABANDONED = 'payment_abandoned',
  /** The payment provider could not open a checkout for the new order (down, or refused it). */
  PAYMENT_UNAVAILABLE = 'payment_unavailable',
  RESERVATION_EXPIRED = 'reservation_expired',
  CANCELLED_BY_SHOPPER = 'cancelled_by_shopper',
  /** Staff confirmed a placed cash-on-delivery order (e.g. after calling the shopper). */
  CONFIRMED_BY_STAFF = 'confirmed_by_staff',
  /** Staff cancelled the order before it shipped (a paid one is refunded), with a reason. */
  CANCELLED_BY_STAFF = 'cancelled_by_staff',
  SHIPPED = 'shipped',
  /** The courier took the parcel out for delivery (a step of the timeline; the order stays shipped). */
  OUT_FOR_DELIVERY = 'out_for_delivery',
  DELIVERED = 'delivered',
  /** The courier could not deliver and is bringing the parcel back (the order stays shipped until it arrives). */
  RTO_INITIATED = 'rto_initiated',
  /** The parcel came back to the shop (returned to origin): the order is closed and its stock is back. */
  RETURNED_TO_ORIGIN = 'returned_to_origin',
  /** The cash of a cash-on-delivery order was collected at the door: the order is paid. */
  COD_COLLECTED = 'cod_collected',
  /** The shop asked the provider to refund the payment (one process claims it). */
  REFUND_STARTED = 'refund_started',
  REFUND_DONE = 'refund_done',
  /** The provider refused or failed the refund: an operator looks at it. */
  REFUND_FAILED = 'refund_failed',
  /**
   * Staff paid a cash-on-delivery order's collected cash back by hand (UPI or bank transfer) and
   * recorded the payout reference: there is no provider payment to refund.
   */
  REFUND_PAID_BY_STAFF = 'refund_paid_by_staff',
}

/** Where an order came from: Buy Now (one line) or the cart (its lines leave the cart once bought). */
export enum OrderSource {
  BUY_NOW = 'buy_now',
  CART = 'cart',
}

/** The legacy values, kept as they are on the wire: anything but COD is the online provider. */
export enum PaymentMode {
  COD = 'COD',
  Razorpay = 'Razorpay',
}

export enum RefundStatus {
  PENDING = 'pending',
  PROCESSING = 'processing',
  REFUNDED = 'refunded',
  FAILED = 'failed',
}

registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'PENDING is a placed cash-on-delivery order (shown as "confirmed").' });
registerEnumType(PaymentMode, { name: 'PaymentMode' });
registerEnumType(RefundStatus, { name: 'RefundStatus' });
registerEnumType(OrderEvent, { name: 'OrderEvent', description: 'What happened to an order (its history).' });

/** One order: its lines, where it goes, how it is paid and where it is in its life. */
@ObjectType('Order', { description: "A shopper's order: one line from Buy Now, several from the cart." })
@Entity({ name: 'customer_order' })
export class OrderEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', name: 'user_id' })
  userId: string;

  @Field(() => OrderStatus)
  @Column({ type: 'text' })
  status: OrderStatus;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => [OrderLineEntity], { description: 'What was bought, in the order the shopper saw it.' })
  @OneToMany(() => OrderLineEntity, (line) => line.order, { cascade: ['insert'] })
  lines: OrderLineEntity[];

  @Column({ type: 'text', default: OrderSource.BUY_NOW })
  source: OrderSource;

  @Field(() => Int, { description: 'The lines together at their prices, before discounts, in paise.' })
  @Column({ type: 'integer', name: 'subtotal_paise' })
  subtotalPaise: number;

  @Field(() => Int, { description: 'Every promotion and coupon together, in paise.' })
  @Column({ type: 'integer', name: 'discount_paise', default: 0 })
  discountPaise: number;

  @Field(() => Int, { description: 'Cash-on-delivery fee, in paise (the shipping rules; ₹0 unless the owner sets one).' })
  @Column({ type: 'integer', name: 'cod_fee_paise', default: 0 })
  codFeePaise: number;

  @Field(() => Int, { description: "Delivery charges in paise, by the shop's shipping rules on the items after discounts." })
  @Column({ type: 'integer', name: 'shipping_paise', default: 0 })
  shippingPaise: number;

  @Field(() => Int, { description: 'What the shopper pays, in paise: subtotal − discount + shipping + COD fee, computed by the price engine.' })
  @Column({ type: 'integer', name: 'total_paise' })
  totalPaise: number;

  @Field(() => PaymentMode)
  @Column({ type: 'text', name: 'payment_mode' })
  paymentMode: PaymentMode;

  @Field(() => Boolean)
  @Column({ type: 'boolean', name: 'is_paid', default: false })
  isPaid: boolean;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', name: 'paid_at', nullable: true })
  paidAt: Date | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', name: 'is_shipped', default: false })
  isShipped: boolean;

  @Field(() => String, { nullable: true, description: 'The courier the order left with, once shipped.' })
  @Column({ type: 'text', nullable: true })
  carrier: string | null;

  /** The shipping provider's id (legacy REST: `shiprocketOrderId`). */
  @Field(() => String, { nullable: true, description: "The shipping provider's tracking id, once shipped." })
  @Column({ type: 'text', name: 'tracking_id', nullable: true })
  trackingId: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', name: 'shipped_at', nullable: true })
  shippedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', name: 'delivered_at', nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', name: 'cancelled_at', nullable: true })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true, description: "The payment provider's order id: open the checkout with it." })
  @Column({ type: 'text', name: 'razorpay_order_id', nullable: true })
  razorpayOrderId: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', name: 'razorpay_payment_id', nullable: true })
  paymentId: string | null;

  @Field(() => Date, { nullable: true, description: 'Until when an unpaid online order keeps its stock.' })
  @Column({ type: 'timestamptz', name: 'reserved_until', nullable: true })
  reservedUntil: Date | null;

  @Field(() => RefundStatus, { nullable: true })
  @Column({ type: 'text', name: 'refund_status', nullable: true })
  refundStatus: RefundStatus | null;

  @Field(() => String, { nullable: true, description: "The refund's reference: the payment provider's refund id, or the UPI or NEFT payout reference of a refund staff paid by hand (the shopper looks for it in their bank or UPI app)." })
  @Column({ type: 'text', name: 'refund_id', nullable: true })
  refundId: string | null;

  /**
   * A replacement order (an exchange's new size or colour): the order it replaces a line of. It is
   * not a sale of its own: no tax invoice (the original's stands), nothing paid, nothing to refund.
   */
  @Field(() => ID, { nullable: true, description: "An exchange's replacement order: the order whose returned line it replaces (it costs nothing, and the shopper cannot cancel it)." })
  @Column({ type: 'uuid', name: 'replaces_order_id', nullable: true })
  replacesOrderId: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', name: 'refunded_at', nullable: true })
  refundedAt: Date | null;

  /** Who ordered, from the login token at order time (never from the request body). */
  @Column({ type: 'text', name: 'customer_name' })
  customerName: string;

  @Column({ type: 'text', name: 'customer_email' })
  customerEmail: string;

  @Field(() => String)
  @Column({ type: 'text' })
  area: string;

  @Field(() => String)
  @Column({ type: 'text' })
  state: string;

  @Field(() => String)
  @Column({ type: 'text' })
  district: string;

  @Field(() => String)
  @Column({ type: 'text' })
  address: string;

  @Field(() => String)
  @Column({ type: 'text' })
  pincode: string;

  @Field(() => String)
  @Column({ type: 'text' })
  landmark: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'mobile_number' })
  mobileNumber: string;
}
