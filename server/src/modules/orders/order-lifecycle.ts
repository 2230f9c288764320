import crypto from 'node:crypto';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppError, forbidden, type ErrorCode } from '../../common/errors';
import { orderEvents } from '../../common/order-events';
import { CART_EMPTY, OUT_OF_STOCK_MESSAGE } from '../../common/shop-messages';
import { rowsOf } from '../../common/sql';
import { inTransaction, type RequestContext } from '../../context';
import { roleMayNotMessage } from '../access/admin-guard';
import { mayPerform, type AdminOperationName } from '../access/permissions';
import { cartService } from '../cart/cart.service';
import { catalogService } from '../catalog/catalog.service';
import type { StockShortfall } from '../catalog/stock';
import { OrderHistoryEntity, type OrderActor } from './order-history.entity';
import { OPEN_STATUSES, type PlacementLimits } from './order-limits';
import { OrderLineEntity } from './order-line.entity';
import { orderFigures, orderPricingFacts, priceDraft, redeemOrderPromotions, type OrderFigures, type OrderPricingFacts } from './order-pricing';
import { OrderEntity, OrderEvent, OrderSource, OrderStatus, PaymentMode, RefundStatus } from './order.entity';

/** What a transition does with the order's stock. */
type StockEffect =
  /** Sold: take it now (cash on delivery; or a late payment that finds the stock still there). */
  | 'take'
  /** Held for an online payment that has not come yet. */
  | 'reserve'
  | 'keep'
  /** Give every line's stock back. */
  | 'release';

/**
 * What a transition does with the money the order holds: `due` (it goes back to the shopper: the
 * refund is pending and runs after the commit, through the provider; an order that holds none, unpaid
 * or a ₹0 exchange replacement, owes nothing and ends with no refund), `started` (one process claimed
 * the pending refund and calls the provider), `done` (the provider refunded it), `failed` (it did not),
 * `paid_by_hand` (staff paid it back outside the provider, e.g. a UPI payout of collected cash).
 */
type RefundEffect = 'due' | 'started' | 'done' | 'failed' | 'paid_by_hand';

/** The refund states each refund step may start from (a `due` refund starts from none). */
const REFUND_FROM: Record<Exclude<RefundEffect, 'due'>, readonly RefundStatus[]> = {
  started: [RefundStatus.PENDING],
  done: [RefundStatus.PROCESSING],
  failed: [RefundStatus.PROCESSING],
  // Never while a provider call may be under way (processing): that one settles it.
  paid_by_hand: [RefundStatus.PENDING, RefundStatus.FAILED],
};

const REFUND_TO: Record<Exclude<RefundEffect, 'due'>, RefundStatus> = {
  started: RefundStatus.PROCESSING,
  done: RefundStatus.REFUNDED,
  failed: RefundStatus.FAILED,
  paid_by_hand: RefundStatus.REFUNDED,
};

export interface Transition {
  to: OrderStatus;
  stock: StockEffect;
  /** The order counts as paid from now on (online payment verified, cash collected on delivery). */
  markPaid?: boolean;
  refund?: RefundEffect;
  /** A cart order's lines leave the shopper's cart: they are bought. */
  leavesCart?: boolean;
  /** When a 'take' finds too little stock, this happens instead. */
  ifOutOfStock?: Transition;
  /** Allowed only for an unpaid cash-on-delivery order (else refused with the event's code). */
  unpaidCodOnly?: boolean;
  /**
   * Refused for an exchange's replacement order (REPLACEMENT_NOT_CANCELLABLE): the shopper already sent
   * the original item back, so cancelling the replacement would leave them with neither goods nor money.
   * Only the shop cancels one, and that makes the exchange refundable (the returns module listens).
   */
  notForReplacement?: boolean;
  /**
   * Allowed only for a cash-on-delivery order with no provider payment (else ORDER_NOT_REFUNDABLE): money
   * the provider took goes back through the provider, never by hand, so it is never refunded twice.
   */
  noProviderPaymentOnly?: boolean;
}

/**
 * A new order is placed from one of these: by its payment mode, or as the replacement of an exchange
 * (the original order's payment covers it).
 */
export type StartState = 'new_cod' | 'new_online' | 'replacement';

/**
 * THE ORDER LIFECYCLE: for each status, the events it allows, the next status and what happens.
 * An event missing from a status's row is refused with a typed error (REFUSALS); nothing else in the
 * shop changes an order's status, refund state, paid or shipped flags, or (after placement) its stock.
 */
export const ORDER_LIFECYCLE: Record<StartState | OrderStatus, Partial<Record<OrderEvent, Transition>>> = {
  new_cod: {
    [OrderEvent.PLACED]: { to: OrderStatus.PENDING, stock: 'take', leavesCart: true },
  },
  new_online: {
    [OrderEvent.PLACED]: { to: OrderStatus.AWAITING_PAYMENT, stock: 'reserve' },
  },
  // An exchange's replacement costs nothing and was paid with the original order: confirmed, waiting to ship.
  replacement: {
    [OrderEvent.PLACED]: { to: OrderStatus.CONFIRMED, stock: 'take', markPaid: true },
  },
  [OrderStatus.AWAITING_PAYMENT]: {
    [OrderEvent.PAYMENT_CONFIRMED]: { to: OrderStatus.CONFIRMED, stock: 'keep', markPaid: true, leavesCart: true },
    [OrderEvent.PAYMENT_FAILED]: { to: OrderStatus.PAYMENT_FAILED, stock: 'release' },
    [OrderEvent.PAYMENT_ABANDONED]: { to: OrderStatus.PAYMENT_FAILED, stock: 'release' },
    // No checkout could be opened: the shopper was told to try again or choose cash on delivery, and
    // My Orders shows the attempt as a failed payment, like one given up in the checkout.
    [OrderEvent.PAYMENT_UNAVAILABLE]: { to: OrderStatus.PAYMENT_FAILED, stock: 'release' },
    [OrderEvent.RESERVATION_EXPIRED]: { to: OrderStatus.EXPIRED, stock: 'release' },
    [OrderEvent.CANCELLED_BY_SHOPPER]: { to: OrderStatus.CANCELLED, stock: 'release', notForReplacement: true },
    // A payment that still arrives is refunded (the cancelled row's payment_confirmed).
    [OrderEvent.CANCELLED_BY_STAFF]: { to: OrderStatus.CANCELLED, stock: 'release' },
  },
  [OrderStatus.PENDING]: {
    [OrderEvent.CANCELLED_BY_SHOPPER]: { to: OrderStatus.CANCELLED, stock: 'release', notForReplacement: true },
    [OrderEvent.CANCELLED_BY_STAFF]: { to: OrderStatus.CANCELLED, stock: 'release' },
    [OrderEvent.CONFIRMED_BY_STAFF]: { to: OrderStatus.CONFIRMED, stock: 'keep' },
    [OrderEvent.SHIPPED]: { to: OrderStatus.SHIPPED, stock: 'keep' },
  },
  [OrderStatus.CONFIRMED]: {
    [OrderEvent.CANCELLED_BY_SHOPPER]: { to: OrderStatus.CANCELLED, stock: 'release', refund: 'due', notForReplacement: true },
    [OrderEvent.CANCELLED_BY_STAFF]: { to: OrderStatus.CANCELLED, stock: 'release', refund: 'due' },
    [OrderEvent.SHIPPED]: { to: OrderStatus.SHIPPED, stock: 'keep' },
  },
  [OrderStatus.SHIPPED]: {
    // Shipping again records a corrected carrier or tracking id.
    [OrderEvent.SHIPPED]: { to: OrderStatus.SHIPPED, stock: 'keep' },
    // Delivery does not pay a cash-on-delivery order: the cash is recorded when the shop has it
    // (cod_collected), as couriers hand it over later.
    [OrderEvent.DELIVERED]: { to: OrderStatus.DELIVERED, stock: 'keep' },
    [OrderEvent.COD_COLLECTED]: { to: OrderStatus.SHIPPED, stock: 'keep', markPaid: true, unpaidCodOnly: true },
    // The courier's steps on the way: the shopper sees them in the timeline; legacy clients still read 'shipped'.
    [OrderEvent.OUT_FOR_DELIVERY]: { to: OrderStatus.SHIPPED, stock: 'keep' },
    [OrderEvent.RTO_INITIATED]: { to: OrderStatus.SHIPPED, stock: 'keep' },
    // The parcel came back undelivered: the order is closed (cancelled, so legacy clients understand it),
    // its stock goes back on the shelf, and a paid order is refunded; an unpaid cash order owes nothing.
    [OrderEvent.RETURNED_TO_ORIGIN]: { to: OrderStatus.CANCELLED, stock: 'release', refund: 'due' },
  },
  [OrderStatus.DELIVERED]: {
    [OrderEvent.COD_COLLECTED]: { to: OrderStatus.DELIVERED, stock: 'keep', markPaid: true, unpaidCodOnly: true },
  },
  [OrderStatus.CANCELLED]: {
    // The shopper cancelled while the payment was on its way: keep nothing, give the money back.
    [OrderEvent.PAYMENT_CONFIRMED]: { to: OrderStatus.CANCELLED, stock: 'keep', markPaid: true, refund: 'due' },
    [OrderEvent.REFUND_STARTED]: { to: OrderStatus.CANCELLED, stock: 'keep', refund: 'started' },
    [OrderEvent.REFUND_DONE]: { to: OrderStatus.CANCELLED, stock: 'keep', refund: 'done' },
    [OrderEvent.REFUND_FAILED]: { to: OrderStatus.CANCELLED, stock: 'keep', refund: 'failed' },
    // Cash collected on delivery and then owed back (returned to origin) has no provider payment: staff
    // pay it back by UPI or bank transfer and record the payout reference.
    [OrderEvent.REFUND_PAID_BY_STAFF]: { to: OrderStatus.CANCELLED, stock: 'keep', refund: 'paid_by_hand', noProviderPaymentOnly: true },
  },
  [OrderStatus.PAYMENT_FAILED]: {
    [OrderEvent.PAYMENT_CONFIRMED]: lateCapture(),
  },
  [OrderStatus.EXPIRED]: {
    [OrderEvent.PAYMENT_CONFIRMED]: lateCapture(),
  },
};

/** A payment that arrives after the stock went back: sold if the stock is still there, else refunded. */
function lateCapture(): Transition {
  return {
    to: OrderStatus.CONFIRMED,
    stock: 'take',
    markPaid: true,
    leavesCart: true,
    ifOutOfStock: { to: OrderStatus.CANCELLED, stock: 'keep', markPaid: true, refund: 'due' },
  };
}

/**
 * The permission an event needs when a staff member causes it, whatever the path: the back office's
 * buttons, the test courier moved by hand, or anything else run in a staff member's request. Checked by
 * `apply` itself (where the state changes), so no side path reaches a transition the role may not make:
 * support may not cancel, so support cannot make a parcel "return to origin" (which cancels and refunds).
 * Events no staff member causes by hand (payments, refunds' steps, the sweep) need none. Couriers'
 * webhooks, the payment provider and the operator's command line act without a staff session.
 */
export const STAFF_EVENT_OPERATIONS: Partial<Record<OrderEvent, AdminOperationName>> = {
  [OrderEvent.CONFIRMED_BY_STAFF]: 'orders.confirm',
  [OrderEvent.SHIPPED]: 'orders.ship',
  [OrderEvent.OUT_FOR_DELIVERY]: 'orders.deliver',
  [OrderEvent.DELIVERED]: 'orders.deliver',
  [OrderEvent.RTO_INITIATED]: 'orders.deliver',
  [OrderEvent.RETURNED_TO_ORIGIN]: 'orders.cancel',
  [OrderEvent.CANCELLED_BY_STAFF]: 'orders.cancel',
  [OrderEvent.COD_COLLECTED]: 'orders.recordCodPayment',
  [OrderEvent.REFUND_PAID_BY_STAFF]: 'orders.recordManualRefund',
};

/** FORBIDDEN when the staff member behind `ctx` (if any) may not cause `event` (STAFF_EVENT_OPERATIONS). */
export function requireStaffMayCause(ctx: Pick<RequestContext, 'staff'>, event: OrderEvent): void {
  const operation = STAFF_EVENT_OPERATIONS[event];
  if (ctx.staff && operation && !mayPerform(ctx.staff.role, operation)) throw forbidden(roleMayNotMessage(ctx.staff.role, operation));
}

/** How each refused event is answered: its own code, and words for the shopper or the operator. */
export const REFUSALS: Record<OrderEvent, { code: ErrorCode; message: (status: OrderStatus) => string }> = {
  [OrderEvent.PLACED]: { code: 'ORDER_TRANSITION_FORBIDDEN', message: () => 'This order is already placed.' },
  [OrderEvent.CANCELLED_BY_SHOPPER]: {
    code: 'ORDER_NOT_CANCELLABLE',
    message: (s) =>
      s === OrderStatus.SHIPPED || s === OrderStatus.DELIVERED
        ? 'This order has already shipped and can no longer be cancelled.'
        : s === OrderStatus.CANCELLED
          ? 'This order is already cancelled.'
          : 'This order was never paid, so there is nothing to cancel.',
  },
  [OrderEvent.CANCELLED_BY_STAFF]: {
    code: 'ORDER_NOT_CANCELLABLE',
    message: (s) =>
      s === OrderStatus.SHIPPED || s === OrderStatus.DELIVERED
        ? 'This order has already shipped and can no longer be cancelled.'
        : s === OrderStatus.CANCELLED
          ? 'This order is already cancelled.'
          : `This order is over (${s}); there is nothing to cancel.`,
  },
  [OrderEvent.CONFIRMED_BY_STAFF]: {
    code: 'ORDER_NOT_CONFIRMABLE',
    message: (s) =>
      s === OrderStatus.CONFIRMED ? 'This order is already confirmed.' : `Only placed cash-on-delivery orders wait for confirmation; this one is ${s}.`,
  },
  [OrderEvent.COD_COLLECTED]: {
    code: 'COD_NOT_COLLECTABLE',
    message: (s) => `Cash on delivery is recorded once the order has shipped or been delivered; this one is ${s}.`,
  },
  [OrderEvent.SHIPPED]: { code: 'ORDER_NOT_SHIPPABLE', message: (s) => `Only placed or paid orders can be shipped; this one is ${s}.` },
  [OrderEvent.DELIVERED]: { code: 'ORDER_NOT_DELIVERABLE', message: (s) => `Only shipped orders can be delivered; this one is ${s}.` },
  [OrderEvent.OUT_FOR_DELIVERY]: { code: 'ORDER_NOT_DELIVERABLE', message: (s) => `Only shipped orders go out for delivery; this one is ${s}.` },
  [OrderEvent.RTO_INITIATED]: { code: 'ORDER_TRANSITION_FORBIDDEN', message: (s) => `Only shipped orders can be returned to the shop; this one is ${s}.` },
  [OrderEvent.RETURNED_TO_ORIGIN]: { code: 'ORDER_TRANSITION_FORBIDDEN', message: (s) => `Only shipped orders can be returned to the shop; this one is ${s}.` },
  [OrderEvent.PAYMENT_CONFIRMED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.PAYMENT_FAILED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.PAYMENT_ABANDONED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.PAYMENT_UNAVAILABLE]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.RESERVATION_EXPIRED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.REFUND_STARTED]: { code: 'ORDER_NOT_REFUNDABLE', message: (s) => `Only cancelled orders are refunded; this one is ${s}.` },
  [OrderEvent.REFUND_DONE]: { code: 'ORDER_NOT_REFUNDABLE', message: (s) => `Only cancelled orders are refunded; this one is ${s}.` },
  [OrderEvent.REFUND_FAILED]: { code: 'ORDER_NOT_REFUNDABLE', message: (s) => `Only cancelled orders are refunded; this one is ${s}.` },
  [OrderEvent.REFUND_PAID_BY_STAFF]: {
    code: 'ORDER_NOT_REFUNDABLE',
    message: (s) => `Only a cancelled cash-on-delivery order whose cash was collected is refunded by hand; this one is ${s}.`,
  },
};


/** The transition an event makes from a status, or undefined when the table forbids it. */
export function transitionFor(from: StartState | OrderStatus, event: OrderEvent): Transition | undefined {
  return ORDER_LIFECYCLE[from][event];
}

export function isAllowed(status: OrderStatus, event: OrderEvent): boolean {
  return transitionFor(status, event) !== undefined;
}

/** What the table's conditions read of an order (besides its status). */
type OrderFacts = Pick<OrderEntity, 'id' | 'status' | 'paymentMode' | 'isPaid'> & Partial<Pick<OrderEntity, 'replacesOrderId' | 'refundStatus' | 'paymentId'>>;

/** Whether the table lets `event` happen to this order now (its status, and what the event requires of it). */
export function allows(order: OrderFacts, event: OrderEvent): boolean {
  const t = transitionFor(order.status, event);
  return !!t && !conditionRefusal(order, event, t);
}

/** The typed refusal of an event the table does not allow. */
export function refusal(order: Pick<OrderEntity, 'id' | 'status'>, event: OrderEvent): AppError {
  const r = REFUSALS[event];
  return new AppError(r.code, r.message(order.status), { orderId: order.id, status: order.status, event });
}

/** The answer when a line cannot be filled: the spec's words, with the product and what is left. */
export function outOfStock(short: StockShortfall): AppError {
  return new AppError('OUT_OF_STOCK', OUT_OF_STOCK_MESSAGE, { productId: short.productId, productName: short.productName, available: short.available });
}

/** Cash recorded for an order that is not an unpaid cash-on-delivery order. */
function codRefusal(order: Pick<OrderEntity, 'id' | 'status' | 'paymentMode'>, event: OrderEvent): AppError {
  const message =
    order.paymentMode !== PaymentMode.COD ? 'This order was paid online: there is no cash to collect.' : 'The cash for this order is already recorded.';
  return new AppError(REFUSALS[event].code, message, { orderId: order.id, status: order.status, event });
}

/** The shopper's cancellation of an exchange's replacement: the shop handles it, and the words say so. */
function replacementRefusal(order: Pick<OrderEntity, 'id' | 'status'> & Partial<Pick<OrderEntity, 'replacesOrderId'>>, event: OrderEvent): AppError {
  const original = `#${order.replacesOrderId!.slice(-6).toUpperCase()}`;
  return new AppError(
    'REPLACEMENT_NOT_CANCELLABLE',
    `This is the free replacement for your exchange on order ${original}, and it cannot be cancelled here: the item you sent back is already with us. If you no longer want it, please contact us and we will arrange a refund for that item instead.`,
    { orderId: order.id, status: order.status, event, replacesOrderId: order.replacesOrderId },
  );
}

/** How a refund state reads in a refusal. */
const REFUND_STATE_WORDS: Record<RefundStatus, string> = {
  [RefundStatus.PENDING]: "This order's refund has not started yet.",
  [RefundStatus.PROCESSING]: "This order's refund is under way with the payment provider.",
  [RefundStatus.REFUNDED]: 'This order is refunded already.',
  [RefundStatus.FAILED]: "This order's refund failed and waits for staff.",
};

/** A refund step the order's refund state does not allow (a second claim, a result of no claim, a second refund). */
function refundRefusal(order: Pick<OrderEntity, 'id' | 'status'> & Partial<Pick<OrderEntity, 'refundStatus'>>, event: OrderEvent): AppError {
  const message = order.refundStatus ? REFUND_STATE_WORDS[order.refundStatus] : 'This order has no refund due: nothing was paid for it.';
  return new AppError(REFUSALS[event].code, message, { orderId: order.id, status: order.status, event, refundStatus: order.refundStatus ?? null });
}

/** A refund by hand of money a payment provider holds: the provider gives it back (or staff retry it there). */
function providerPaymentRefusal(order: Pick<OrderEntity, 'id' | 'status'>, event: OrderEvent): AppError {
  return new AppError(REFUSALS[event].code, 'This order was paid online: its refund goes back through the payment provider, not by hand.', {
    orderId: order.id,
    status: order.status,
    event,
  });
}

/**
 * Why the transition `t` the table gives `event` may not happen to this order, by what it requires of
 * the order beyond its status (payment mode, paid, refund state, replacement); null when it may.
 */
function conditionRefusal(order: OrderFacts, event: OrderEvent, t: Transition): AppError | null {
  if (t.noProviderPaymentOnly && (order.paymentMode !== PaymentMode.COD || order.paymentId)) return providerPaymentRefusal(order, event);
  if (t.refund && t.refund !== 'due' && !REFUND_FROM[t.refund].includes(order.refundStatus as RefundStatus)) return refundRefusal(order, event);
  if (t.unpaidCodOnly && (order.paymentMode !== PaymentMode.COD || order.isPaid)) return codRefusal(order, event);
  if (t.notForReplacement && order.replacesOrderId) return replacementRefusal(order, event);
  return null;
}

/**
 * Who caused a transition (for `staff`, which staff member), what they wrote with it (kept in the
 * history), and the facts it records on the order (carrier, tracking id, payment id, refund id):
 * never its state.
 */
export interface Cause {
  actor: OrderActor;
  staffId?: string | null;
  note?: string | null;
  changes?: Partial<Pick<OrderEntity, 'carrier' | 'trackingId' | 'paymentId' | 'refundId'>>;
}

export interface NewOrder {
  userId: string;
  source: OrderSource;
  paymentMode: PaymentMode;
  reservationSeconds: number;
  customerName: string;
  customerEmail: string;
  address: Pick<OrderEntity, 'area' | 'state' | 'district' | 'address' | 'pincode' | 'landmark' | 'mobileNumber'>;
  lines: { productId: string; size: string; quantity: number }[];
  /** The coupon code the shopper entered on the cart (cart checkout only). */
  couponCode?: string | null;
  /**
   * What the caller records beside the order (a business buyer's GSTIN), in the placement's
   * transaction once the order is written: placed with the order, or not at all.
   */
  withOrder?: (tx: RequestContext, orderId: string) => Promise<void>;
}

const now = () => 'now()';

async function record(tx: RequestContext, orderId: string, event: OrderEvent, from: OrderStatus | null, to: OrderStatus, cause: Cause) {
  await tx.em.insert(OrderHistoryEntity, {
    orderId,
    event,
    fromStatus: from,
    toStatus: to,
    actor: cause.actor,
    staffId: cause.staffId ?? null,
    note: cause.note ?? null,
    at: () => 'clock_timestamp()',
  });
}

type Row = Record<string, unknown>;

/** Why `place_order` placed nothing (the checks, in order: modules/orders/sql/place_order.sql). */
export type PlacementRefusal =
  | { refused: 'USER_GONE' | 'TOO_MANY_PLACEMENTS' | 'NO_LINES' | 'TOO_MANY_UNPAID' | 'QUANTITY_LIMIT' | 'COD_ORDERS' | 'COD_VALUE' }
  | { refused: 'NO_PRODUCT'; productId: string }
  | { refused: 'SIZE'; productId: string; size: string; product: { name: string; availableSizes: string[] } }
  | { refused: 'OUT_OF_STOCK'; short: StockShortfall };

export type PlacementResult = { order: OrderEntity } | PlacementRefusal;

/** The replacement order of an exchange: one line of the chosen product and size, for the original order's shopper. */
export interface NewReplacement {
  /** The original order, locked by the caller: the replacement goes to its shopper and address. */
  originalOrderId: string;
  product: { id: string; name: string; images: string[]; color: string };
  size: string;
  quantity: number;
  /** Why it exists, kept in the new order's history (e.g. the exchange request it fills). */
  note: string;
  /** Its stock was reserved when the exchange was approved (the ledger names the original order): none is taken again. */
  stockReserved?: boolean;
}

/** An entity from a row given as JSON in its column names (timestamps come as ISO strings). */
function entityOf<T extends object>(ctx: RequestContext, target: new () => T, row: Row): T {
  const entity = new target() as Record<string, unknown>;
  for (const column of ctx.em.connection.getMetadata(target).columns) {
    const value = row[column.databaseName];
    if (value === undefined) continue;
    entity[column.propertyName] = value !== null && column.type === 'timestamptz' ? new Date(value as string) : value;
  }
  return entity as T;
}

/** How often a placement is priced and tried when prices keep changing under it (place_order's SQLSTATE RZPRC). */
const PLACEMENT_PRICING_ATTEMPTS = 3;
export const PRICES_CHANGED = 'Prices changed while your order was being placed. Please review your order and try again.';
export const CART_CHANGED = 'Your cart changed while your order was being placed. Please check your cart and try again.';
/** A cart checkout whose lines left the cart meanwhile: all of them (another checkout bought them) or some. */
const cartChangedMeanwhile = (stillInCart: number) => (stillInCart === 0 ? new AppError('CART_EMPTY', CART_EMPTY) : new AppError('CONFLICT', CART_CHANGED));
const pricesChanged = (e: unknown) => (e as { code?: string; driverError?: { code?: string } })?.driverError?.code === 'RZPRC' || (e as { code?: string })?.code === 'RZPRC';

/** Runs the `place_order` database function (the rules: modules/orders/sql/place_order.sql): the order as written, or why there is none. */
async function placeOrderStatement(ctx: RequestContext, args: Record<string, unknown>): Promise<PlacementResult> {
  const [{ placement }] = await rowsOf<{ placement: { order: Row; lines: Row[] } | PlacementRefusal }>(ctx, 'SELECT place_order($1::jsonb) AS placement', [
    JSON.stringify(args),
  ]);
  if (!('order' in placement)) return placement;
  const order = entityOf(ctx, OrderEntity, placement.order);
  order.lines = placement.lines.map((line) => entityOf(ctx, OrderLineEntity, line));
  return { order };
}

/**
 * The order place_order will write for this draft, priced with these figures (place_order checks the
 * unit prices under the lock): what the `placed` event's subscribers read, published before the
 * statement. Names, images and colours are the products' as read for pricing.
 */
function orderAsPlaced(id: string, status: OrderStatus, draft: NewOrder, facts: OrderPricingFacts, figures: OrderFigures): OrderEntity {
  const lines = draft.lines.map((l, i) => {
    const product = facts.products.get(l.productId)!;
    const variant = facts.variants.get(l.productId)?.find((v) => v.size === l.size);
    const f = figures.lines[i];
    return Object.assign(new OrderLineEntity(), {
      orderId: id,
      position: i + 1,
      productId: l.productId,
      productName: product.name,
      productImage: product.images[0] ?? '',
      color: product.color,
      size: l.size,
      sku: variant?.sku ?? null,
      quantity: l.quantity,
      unitPricePaise: f.unitPricePaise,
      discountPaise: f.discountPaise,
      amountPaise: f.amountPaise,
    });
  });
  return Object.assign(new OrderEntity(), {
    id,
    userId: draft.userId,
    status,
    source: draft.source,
    subtotalPaise: lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0),
    discountPaise: figures.discountPaise,
    shippingPaise: figures.shippingPaise,
    codFeePaise: figures.codFeePaise,
    totalPaise: figures.totalPaise,
    paymentMode: draft.paymentMode,
    isPaid: false,
    paidAt: null,
    isShipped: false,
    carrier: null,
    trackingId: null,
    refundStatus: null,
    refundId: null,
    replacesOrderId: null,
    customerName: draft.customerName,
    customerEmail: draft.customerEmail,
    ...draft.address,
    lines,
  });
}

const stockOf = (lines: Pick<OrderLineEntity, 'productId' | 'size' | 'quantity'>[]) => lines.map((l) => ({ productId: l.productId, size: l.size, quantity: l.quantity }));

/** The order lifecycle: the only code that moves an order from one status to another. */
export const orderLifecycle = {
  /**
   * Places a new order (event `placed`): ONE statement, the database function `place_order`, which
   * holds every placement rule (the attempt counted, product and size, the fair-use caps in `limits`,
   * the unpaid-orders cap, the stock taken or reserved through the catalogue's stock writer) and writes
   * order, lines and history; a refusal writes nothing (but the counted attempt). In one transaction
   * (the caller's, or its own) with a cart order's lines leaving the cart and the `placed` order event
   * (what its subscribers write). Answers the order with its lines as written, or the refusal (the caller words it).
   */
  async place(ctx: RequestContext, draft: NewOrder, actor: OrderActor, limits: PlacementLimits): Promise<PlacementResult> {
    const start: StartState = draft.paymentMode === PaymentMode.COD ? 'new_cod' : 'new_online';
    const t = transitionFor(start, OrderEvent.PLACED)!;
    // place_order takes the stock of every order it writes: a placement that did otherwise needs it changed.
    if (t.stock !== 'take' && t.stock !== 'reserve') throw new Error(`placement with stock effect ${t.stock} is not supported by place_order`);
    const args = {
      userId: draft.userId,
      status: t.to,
      event: OrderEvent.PLACED,
      actor,
      source: draft.source,
      paymentMode: draft.paymentMode,
      // The database clock decides when a reservation runs out, so every backend and the sweep agree.
      ...(t.stock === 'reserve' ? { reservationSeconds: Math.max(0, Math.floor(draft.reservationSeconds)) } : {}),
      customerName: draft.customerName,
      customerEmail: draft.customerEmail,
      address: draft.address,
      lines: draft.lines,
      limits,
      openStatuses: OPEN_STATUSES,
    };
    const leavesCart = !!t.leavesCart && draft.source === OrderSource.CART;
    const productIds = draft.lines.map((l) => l.productId);
    // From place_order to the commit the products' rows are held, and every buyer of those products
    // waits: so the order is priced, its lines leave the cart and its `placed` event is published (the
    // order mail) BEFORE place_order, for the order as it will be written, under an id chosen here. A
    // refusal rolls those writes back to the savepoint; the attempt stays counted.
    const run = async (tx: RequestContext): Promise<PlacementResult> => {
      const facts = await orderPricingFacts(tx, productIds);
      const pricing = await priceDraft(tx, { ...draft, couponCode: draft.couponCode ?? null }, facts);
      const orderId = crypto.randomUUID();
      // A line the facts do not know: place_order refuses it (or, if it appeared meanwhile, fails so that all is priced again).
      if (!pricing) return placeOrderStatement(tx, { ...args, orderId, priced: null });
      const figures = orderFigures(pricing.priced);
      const placing = { ...args, orderId, priced: figures };
      await tx.em.query('SAVEPOINT placement');
      if (leavesCart) {
        // Two checkouts of one cart (a double tap, two tabs) both read it before either committed: the
        // later one waits here for the first to commit and then finds the lines gone. It places nothing.
        const stillInCart = await cartService.removeBought(tx, draft.userId, productIds);
        if (stillInCart < new Set(productIds).size) throw cartChangedMeanwhile(stillInCart);
      }
      const written = orderAsPlaced(orderId, t.to, draft, facts, figures);
      await orderEvents.publish(tx, { orderId, event: OrderEvent.PLACED, from: null, to: t.to, written });
      const placed = await placeOrderStatement(tx, placing);
      if ('order' in placed) {
        if (draft.withOrder) await draft.withOrder(tx, orderId);
        // The promotions' use: only orders priced with one write here (a coupon's last use, counted by one UPDATE).
        await redeemOrderPromotions(tx, orderId, pricing);
        return placed;
      }
      await tx.em.query('ROLLBACK TO SAVEPOINT placement');
      if (limits.placements) await rowsOf(tx, 'SELECT count_placement_attempt($1::jsonb)', [JSON.stringify(limits.placements)]);
      return placed;
    };
    // One transaction, so what the event's subscribers write (the order mail) commits with the order.
    // A price that changed between pricing and placing rolls it all back: price again from fresh rows.
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(ctx, run);
      } catch (e) {
        if (!pricesChanged(e)) throw e;
        if (attempt >= PLACEMENT_PRICING_ATTEMPTS) throw new AppError('PRICES_CHANGED', PRICES_CHANGED);
      }
    }
  },

  /**
   * Places the replacement order of an exchange (event `placed` from `replacement`), in the caller's
   * transaction: the original order's shopper, address and payment mode, one line at ₹0, paid and
   * confirmed as the table says, naming the order it replaces (so it is never invoiced or refunded).
   * Its stock is taken first through the catalogue's stock writer, under the new order's id (the
   * ledger names it), so with too little stock nothing is written and OUT_OF_STOCK is thrown, leaving
   * the caller's transaction usable. Answers the new order's id.
   */
  async placeReplacement(tx: RequestContext, r: NewReplacement): Promise<string> {
    const t = transitionFor('replacement', OrderEvent.PLACED)!;
    const orderId = crypto.randomUUID();
    let sku: string | null = null;
    if (r.stockReserved) {
      sku = (await catalogService.variantsOf(tx, [r.product.id])).get(r.product.id)?.find((v) => v.size === r.size)?.sku ?? null;
    } else if (t.stock === 'take') {
      const taken = await catalogService.takeStock(tx, [{ productId: r.product.id, size: r.size, quantity: r.quantity }], { reason: 'order_placed', orderId, note: r.note });
      if (!taken.ok) throw outOfStock(taken.short);
      sku = taken.taken[0]?.sku ?? null;
    }
    const [order] = await rowsOf<{ id: string }>(
      tx,
      `INSERT INTO customer_order (id, user_id, status, source, subtotal_paise, shipping_paise, total_paise, payment_mode, is_paid, paid_at,
         customer_name, customer_email, area, state, district, address, pincode, landmark, mobile_number, replaces_order_id)
       SELECT $3::uuid, user_id, $2, 'buy_now', 0, 0, 0, payment_mode, $4, CASE WHEN $4 THEN now() END,
         customer_name, customer_email, area, state, district, address, pincode, landmark, mobile_number, id
       FROM customer_order WHERE id = $1
       RETURNING id`,
      [r.originalOrderId, t.to, orderId, !!t.markPaid],
    );
    if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
    await tx.em.insert(OrderLineEntity, {
      orderId: order.id,
      position: 1,
      productId: r.product.id,
      productName: r.product.name,
      productImage: r.product.images[0] ?? '',
      color: r.product.color,
      size: r.size,
      sku,
      quantity: r.quantity,
      unitPricePaise: 0,
      amountPaise: 0,
    });
    await record(tx, order.id, OrderEvent.PLACED, null, t.to, { actor: 'system', note: r.note });
    await orderEvents.publish(tx, { orderId: order.id, event: OrderEvent.PLACED, from: null, to: t.to });
    return order.id;
  },

  /**
   * Applies `event` to an order the caller LOCKED (with its lines) in its transaction: looks the
   * event up in the table, refuses it with its typed error when the table does not allow it (or the
   * order's refund state does not allow the refund step), and otherwise carries out the transition's
   * effects (stock through the catalogue, paid, shipped, refund state, dates, the cart) and records it
   * (refusing first, FORBIDDEN, an event the staff member behind `tx` may not cause: STAFF_EVENT_OPERATIONS)
   * in the order's history and publishes it as an order event (in the same transaction). `refundDue` tells the caller to run the refund after the commit.
   */
  async apply(tx: RequestContext, order: OrderEntity, event: OrderEvent, cause: Cause): Promise<{ to: OrderStatus; refundDue: boolean }> {
    // The permission of the transition, checked where the state changes, whoever called: see STAFF_EVENT_OPERATIONS.
    requireStaffMayCause(tx, event);
    // The history names the staff member behind a transition they caused in their request (a courier report
    // moved by hand too); what follows by itself (a refund's steps) stays the provider's or the shop's.
    if (tx.staff && !cause.staffId && STAFF_EVENT_OPERATIONS[event]) cause = { ...cause, staffId: tx.staff.id };
    let t = transitionFor(order.status, event);
    if (!t) throw refusal(order, event);
    const refused = conditionRefusal(order, event, t);
    if (refused) throw refused;
    if (t.stock === 'take' || t.stock === 'reserve') {
      const taken = await catalogService.takeStock(tx, stockOf(order.lines));
      if (!taken.ok) {
        if (!t.ifOutOfStock) throw outOfStock(taken.short);
        t = t.ifOutOfStock;
      }
    }
    if (t.stock === 'release') await catalogService.returnStock(tx, stockOf(order.lines));

    const paysNow = !!t.markPaid && !order.isPaid;
    // Only money the order holds goes back: a replacement is 'paid' by its original order, at ₹0.
    const refundDue = t.refund === 'due' && (order.isPaid || paysNow) && order.totalPaise > 0;
    const changes: QueryDeepPartialEntity<OrderEntity> = { status: t.to, ...cause.changes };
    if (t.to !== OrderStatus.AWAITING_PAYMENT) changes.reservedUntil = null;
    if (paysNow) Object.assign(changes, { isPaid: true, paidAt: now });
    if (refundDue) changes.refundStatus = RefundStatus.PENDING;
    if (t.refund && t.refund !== 'due') changes.refundStatus = REFUND_TO[t.refund];
    if (t.refund === 'done' || t.refund === 'paid_by_hand') changes.refundedAt = now;
    if (t.to === OrderStatus.SHIPPED) Object.assign(changes, { isShipped: true }, order.shippedAt ? {} : { shippedAt: now });
    if (t.to === OrderStatus.DELIVERED) changes.deliveredAt = now;
    if (t.to === OrderStatus.CANCELLED && order.status !== OrderStatus.CANCELLED) changes.cancelledAt = now;
    await tx.em.update(OrderEntity, { id: order.id }, changes);
    await record(tx, order.id, event, order.status, t.to, cause);
    if (t.leavesCart && order.source === OrderSource.CART) await cartService.removeBought(tx, order.userId, order.lines.map((l) => l.productId));
    // Last, in this transaction: the subscribers (flows/subscribers.ts) issue the tax invoice as the goods
    // leave, a credit note when an invoiced order is cancelled, and queue the mail; the invoice series
    // they lock is then held only until the commit.
    await orderEvents.publish(tx, { orderId: order.id, event, from: order.status, to: t.to, note: cause.note ?? null });
    return { to: t.to, refundDue };
  },
};
