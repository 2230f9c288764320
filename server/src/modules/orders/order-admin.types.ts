import { IsDate, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AdminOperationName } from '../access/permissions';
import { OrderLineEntity } from './order-line.entity';
import { OrderEvent, OrderStatus, PaymentMode, RefundStatus } from './order.entity';

export enum AdminOrderSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  TOTAL_HIGH = 'TOTAL_HIGH',
  TOTAL_LOW = 'TOTAL_LOW',
}
registerEnumType(AdminOrderSort, { name: 'AdminOrderSort', description: 'How the back office sorts orders (ties: newest first).' });

/** What staff can do to an order; each is one event of the order lifecycle. */
export enum AdminOrderAction {
  CONFIRM = 'CONFIRM',
  SHIP = 'SHIP',
  DELIVER = 'DELIVER',
  CANCEL = 'CANCEL',
  RECORD_COD_PAYMENT = 'RECORD_COD_PAYMENT',
  /** A cancelled cash-on-delivery order's collected cash was paid back by hand (UPI or NEFT). */
  RECORD_MANUAL_REFUND = 'RECORD_MANUAL_REFUND',
}
registerEnumType(AdminOrderAction, { name: 'AdminOrderAction', description: 'A back-office action on an order (an event of the order lifecycle).' });

/** The lifecycle event behind each action. */
export const ACTION_EVENTS: Record<AdminOrderAction, OrderEvent> = {
  [AdminOrderAction.CONFIRM]: OrderEvent.CONFIRMED_BY_STAFF,
  [AdminOrderAction.SHIP]: OrderEvent.SHIPPED,
  [AdminOrderAction.DELIVER]: OrderEvent.DELIVERED,
  [AdminOrderAction.CANCEL]: OrderEvent.CANCELLED_BY_STAFF,
  [AdminOrderAction.RECORD_COD_PAYMENT]: OrderEvent.COD_COLLECTED,
  [AdminOrderAction.RECORD_MANUAL_REFUND]: OrderEvent.REFUND_PAID_BY_STAFF,
};

/** The admin operation behind each action: the one its mutation is guarded with. */
export const ACTION_OPERATIONS: Record<AdminOrderAction, AdminOperationName> = {
  [AdminOrderAction.CONFIRM]: 'orders.confirm',
  [AdminOrderAction.SHIP]: 'orders.ship',
  [AdminOrderAction.DELIVER]: 'orders.deliver',
  [AdminOrderAction.CANCEL]: 'orders.cancel',
  [AdminOrderAction.RECORD_COD_PAYMENT]: 'orders.recordCodPayment',
  [AdminOrderAction.RECORD_MANUAL_REFUND]: 'orders.recordManualRefund',
};

@InputType({ description: 'Narrows the back office’s order list; every field is optional and they combine with AND.' })
export class AdminOrderFilter {
  @Field(() => [OrderStatus], { nullable: true, description: 'Any of these statuses (one value is accepted as a list of one).' })
  @IsOptional()
  @IsEnum(OrderStatus, { each: true })
  status?: OrderStatus[] | null;

  @Field(() => PaymentMode, { nullable: true })
  @IsOptional()
  @IsEnum(PaymentMode)
  paymentMode?: PaymentMode | null;

  @Field(() => Boolean, { nullable: true, description: 'Paid (online, or cash recorded) or not.' })
  @IsOptional()
  paid?: boolean | null;

  @Field(() => Date, { nullable: true, description: 'Placed at or after this moment.' })
  @IsOptional()
  @IsDate()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Placed before this moment.' })
  @IsOptional()
  @IsDate()
  to?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'An order code (the 6 characters shoppers see, with or without #) or id, a phone number (or its last digits), an e-mail address or part of one, or the customer’s name.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string | null;
}

@ObjectType({ description: 'Who placed an order, as they were signed in when placing it.' })
export class AdminOrderCustomer {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;
}

@ObjectType({ description: 'Where an order goes.' })
export class OrderShipTo {
  @Field(() => String, { description: 'The customer’s name.' })
  name: string;

  @Field(() => String, { description: '10-digit mobile number.' })
  phone: string;

  @Field(() => String)
  address: string;

  @Field(() => String)
  landmark: string;

  @Field(() => String)
  area: string;

  @Field(() => String)
  district: string;

  @Field(() => String)
  state: string;

  @Field(() => String)
  pincode: string;
}

@ObjectType({ description: 'How an order is paid, and its refund when it has one.' })
export class AdminOrderPayment {
  @Field(() => PaymentMode)
  mode: PaymentMode;

  @Field(() => Boolean)
  isPaid: boolean;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;

  @Field(() => String, { nullable: true, description: "The payment provider's order id." })
  providerOrderId: string | null;

  @Field(() => String, { nullable: true, description: "The payment provider's payment id." })
  paymentId: string | null;

  @Field(() => RefundStatus, { nullable: true, description: 'Null when no refund is due; FAILED needs an operator.' })
  refundStatus: RefundStatus | null;

  @Field(() => String, { nullable: true, description: "The payment provider's refund id; for a refund staff paid by hand, its UPI or NEFT payout reference." })
  refundId: string | null;

  @Field(() => Date, { nullable: true })
  refundedAt: Date | null;
}

@ObjectType({ description: 'One step of an order’s life as staff see it: who did it, and what they wrote.' })
export class AdminOrderEvent {
  @Field(() => OrderEvent)
  event: OrderEvent;

  @Field(() => OrderStatus, { nullable: true, description: 'The status before it (none for placing).' })
  fromStatus: OrderStatus | null;

  @Field(() => OrderStatus, { description: 'The status after it.' })
  status: OrderStatus;

  @Field(() => String, { description: "'shopper', 'staff', 'operator', 'payment provider' or 'system'." })
  actor: string;

  @Field(() => String, { description: 'Who did it, in words: the staff member’s name, or the customer’s, or the payment provider, the shop, the command line.' })
  actorName: string;

  @Field(() => ID, { nullable: true, description: 'The staff member, for a staff step.' })
  staffId: string | null;

  @Field(() => String, { nullable: true, description: 'What staff wrote with it: a cancellation’s reason, a shipment’s carrier and tracking id.' })
  note: string | null;

  @Field(() => Date)
  at: Date;
}

@ObjectType({ description: 'An order as the back office sees it.' })
export class AdminOrder {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'The short code shoppers see (“Order #ABC123”): the last 6 characters of the id, in capitals.' })
  code: string;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => AdminOrderCustomer)
  customer: AdminOrderCustomer;

  @Field(() => OrderShipTo)
  shipTo: OrderShipTo;

  @Field(() => [OrderLineEntity], { description: 'What was bought, in the order the shopper saw it.' })
  lines: OrderLineEntity[];

  @Field(() => Int, { description: 'How many items, all lines together.' })
  itemCount: number;

  @Field(() => Int, { description: 'In paise: the lines at their prices, before discounts.' })
  subtotalPaise: number;

  @Field(() => Int, { description: 'Every promotion and coupon together, in paise (each line shows its share).' })
  discountPaise: number;

  @Field(() => Int, { description: 'Cash-on-delivery fee, in paise.' })
  codFeePaise: number;

  @Field(() => Int, { description: 'In paise.' })
  shippingPaise: number;

  @Field(() => Int, { description: 'In paise.' })
  totalPaise: number;

  @Field(() => AdminOrderPayment)
  payment: AdminOrderPayment;

  @Field(() => String, { nullable: true })
  carrier: string | null;

  @Field(() => String, { nullable: true, description: 'Legacy clients read it as `shiprocketOrderId`.' })
  trackingId: string | null;

  @Field(() => Date, { nullable: true })
  shippedAt: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null;

  /** What the order lifecycle allows now, whoever asks; the `actions` field narrows it to the caller's role. */
  lifecycleActions: AdminOrderAction[];
}

@ObjectType({ description: 'A page of orders and how many match the filter.' })
export class AdminOrderPage {
  @Field(() => [AdminOrder])
  items: AdminOrder[];

  @Field(() => Int, { description: 'All orders matching the filter, over every page.' })
  total: number;
}
