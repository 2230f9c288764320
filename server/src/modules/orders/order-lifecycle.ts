import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppError, type ErrorCode } from '../../common/errors';
import { rowsOf } from '../../common/sql';
import { inTransaction, type RequestContext } from '../../context';
import { cartService } from '../cart/cart.service';
import { catalogService } from '../catalog/catalog.service';
import type { StockShortfall } from '../catalog/stock';
import { OrderHistoryEntity, type OrderActor } from './order-history.entity';
import { OPEN_STATUSES, type PlacementCaps } from './order-limits';
import { OrderLineEntity } from './order-line.entity';
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

export interface Transition {
  to: OrderStatus;
  stock: StockEffect;
  /** The order counts as paid from now on (online payment verified, cash collected on delivery). */
  markPaid?: boolean;
  /** The money the order holds goes back to the shopper (after the commit, through the provider). */
  refund?: boolean;
  /** The refund went through. */
  refunded?: boolean;
  /** A cart order's lines leave the shopper's cart: they are bought. */
  leavesCart?: boolean;
  /** When a 'take' finds too little stock, this happens instead. */
  ifOutOfStock?: Transition;
}

/** A new order is placed from one of these, by its payment mode. */
export type StartState = 'new_cod' | 'new_online';

/**
 * THE ORDER LIFECYCLE: for each status, the events it allows, the next status and what happens.
 * An event missing from a status's row is refused with a typed error (REFUSALS); nothing else in the
 * shop changes an order's status.
 */
export const ORDER_LIFECYCLE: Record<StartState | OrderStatus, Partial<Record<OrderEvent, Transition>>> = {
  new_cod: {
    [OrderEvent.PLACED]: { to: OrderStatus.PENDING, stock: 'take', leavesCart: true },
  },
  new_online: {
    [OrderEvent.PLACED]: { to: OrderStatus.AWAITING_PAYMENT, stock: 'reserve' },
  },
  [OrderStatus.AWAITING_PAYMENT]: {
    [OrderEvent.PAYMENT_CONFIRMED]: { to: OrderStatus.CONFIRMED, stock: 'keep', markPaid: true, leavesCart: true },
    [OrderEvent.PAYMENT_FAILED]: { to: OrderStatus.PAYMENT_FAILED, stock: 'release' },
    [OrderEvent.PAYMENT_ABANDONED]: { to: OrderStatus.PAYMENT_FAILED, stock: 'release' },
    [OrderEvent.RESERVATION_EXPIRED]: { to: OrderStatus.EXPIRED, stock: 'release' },
    [OrderEvent.CANCELLED_BY_SHOPPER]: { to: OrderStatus.CANCELLED, stock: 'release' },
  },
  [OrderStatus.PENDING]: {
    [OrderEvent.CANCELLED_BY_SHOPPER]: { to: OrderStatus.CANCELLED, stock: 'release' },
    [OrderEvent.SHIPPED]: { to: OrderStatus.SHIPPED, stock: 'keep' },
  },
  [OrderStatus.CONFIRMED]: {
    [OrderEvent.CANCELLED_BY_SHOPPER]: { to: OrderStatus.CANCELLED, stock: 'release', refund: true },
    [OrderEvent.SHIPPED]: { to: OrderStatus.SHIPPED, stock: 'keep' },
  },
  [OrderStatus.SHIPPED]: {
    // Shipping again records a corrected tracking id.
    [OrderEvent.SHIPPED]: { to: OrderStatus.SHIPPED, stock: 'keep' },
    // Cash on delivery is collected at the door.
    [OrderEvent.DELIVERED]: { to: OrderStatus.DELIVERED, stock: 'keep', markPaid: true },
  },
  [OrderStatus.DELIVERED]: {},
  [OrderStatus.CANCELLED]: {
    // The shopper cancelled while the payment was on its way: keep nothing, give the money back.
    [OrderEvent.PAYMENT_CONFIRMED]: { to: OrderStatus.CANCELLED, stock: 'keep', markPaid: true, refund: true },
    [OrderEvent.REFUND_DONE]: { to: OrderStatus.CANCELLED, stock: 'keep', refunded: true },
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
    ifOutOfStock: { to: OrderStatus.CANCELLED, stock: 'keep', markPaid: true, refund: true },
  };
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
  [OrderEvent.SHIPPED]: { code: 'ORDER_NOT_SHIPPABLE', message: (s) => `Only placed or paid orders can be shipped; this one is ${s}.` },
  [OrderEvent.DELIVERED]: { code: 'ORDER_NOT_DELIVERABLE', message: (s) => `Only shipped orders can be delivered; this one is ${s}.` },
  [OrderEvent.PAYMENT_CONFIRMED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.PAYMENT_FAILED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.PAYMENT_ABANDONED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.RESERVATION_EXPIRED]: { code: 'ORDER_NOT_AWAITING_PAYMENT', message: (s) => `This order is not waiting for a payment; it is ${s}.` },
  [OrderEvent.REFUND_DONE]: { code: 'ORDER_NOT_REFUNDABLE', message: (s) => `Only cancelled orders are refunded; this one is ${s}.` },
};

export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock!';

/** The transition an event makes from a status, or undefined when the table forbids it. */
export function transitionFor(from: StartState | OrderStatus, event: OrderEvent): Transition | undefined {
  return ORDER_LIFECYCLE[from][event];
}

export function isAllowed(status: OrderStatus, event: OrderEvent): boolean {
  return transitionFor(status, event) !== undefined;
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

/** Who caused a transition, and any facts it records on the order (tracking id, payment id, refund id). */
export interface Cause {
  actor: OrderActor;
  changes?: QueryDeepPartialEntity<OrderEntity>;
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
}

const now = () => 'now()';

async function record(tx: RequestContext, orderId: string, event: OrderEvent, from: OrderStatus | null, to: OrderStatus, actor: OrderActor) {
  await tx.em.insert(OrderHistoryEntity, { orderId, event, fromStatus: from, toStatus: to, actor, at: () => 'clock_timestamp()' });
}

type Row = Record<string, unknown>;

/** Why `place_order` placed nothing: a cap, a shortfall, the rate limit, or Buy Now's product or size. */
export type PlacementRefusal =
  | { refused: 'USER_GONE' | 'QUANTITY_LIMIT' | 'COD_ORDERS' | 'COD_VALUE' | 'TOO_MANY_PLACEMENTS' | 'NO_PRODUCT' }
  | { refused: 'OUT_OF_STOCK'; short: StockShortfall }
  | { refused: 'SIZE'; product: { name: string; availableSizes: string[] } };

export type PlacementResult = { order: OrderEntity } | PlacementRefusal;

/** What `place_order` checks besides the stock, before it writes anything. */
export interface PlacementChecks {
  /** The fair-use caps (ORDER_LIMITS), checked under a lock on the shopper's account row. */
  caps: PlacementCaps;
  /** Counts this attempt in the same statement; a refusal below still counts. */
  rateLimit?: { key: string; limit: number; windowSeconds: number };
  /** A one-line order whose product was not read yet: it must exist and the size must be one of its sizes. */
  checkProduct?: boolean;
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

/** Runs the `place_order` database function: the order as written, or why there is none. */
async function placeOrderStatement(ctx: RequestContext, args: Record<string, unknown>): Promise<PlacementResult> {
  const [{ placement }] = await rowsOf<{ placement: { order: Row; lines: Row[] } | PlacementRefusal }>(ctx, 'SELECT place_order($1::jsonb) AS placement', [
    JSON.stringify(args),
  ]);
  if (!('order' in placement)) return placement;
  const order = entityOf(ctx, OrderEntity, placement.order);
  order.lines = placement.lines.map((line) => entityOf(ctx, OrderLineEntity, line));
  return { order };
}

const stockOf = (lines: Pick<OrderLineEntity, 'productId' | 'quantity'>[]) => lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));

/** The order lifecycle: the only code that moves an order from one status to another. */
export const orderLifecycle = {
  /**
   * Places a new order (event `placed`): makes the `checks`, locks the shopper, checks the fair-use
   * caps, takes or reserves the stock of every line (all or nothing; a shortfall is refused naming the
   * product and what is left), prices the lines from the catalogue at that moment and writes order,
   * lines and history. All of it is ONE statement, the database function `place_order`, so a popular
   * product's row is locked only for the time the database itself needs; a refusal writes nothing (but
   * the counted attempt). Without a transaction in `ctx` the statement is its own transaction; a cart
   * order's lines then leave the cart in the same transaction. Answers the order with its lines as
   * written, or the refusal (the caller words it).
   */
  async place(ctx: RequestContext, draft: NewOrder, actor: OrderActor, checks: PlacementChecks): Promise<PlacementResult> {
    const start: StartState = draft.paymentMode === PaymentMode.COD ? 'new_cod' : 'new_online';
    const t = transitionFor(start, OrderEvent.PLACED)!;
    const online = t.to === OrderStatus.AWAITING_PAYMENT;
    const args = {
      userId: draft.userId,
      status: t.to,
      event: OrderEvent.PLACED,
      actor,
      source: draft.source,
      paymentMode: draft.paymentMode,
      // The database clock decides when a reservation runs out, so every backend and the sweep agree.
      ...(online ? { reservationSeconds: Math.max(0, Math.floor(draft.reservationSeconds)) } : {}),
      customerName: draft.customerName,
      customerEmail: draft.customerEmail,
      address: draft.address,
      lines: draft.lines,
      ...checks,
      openStatuses: OPEN_STATUSES,
    };
    const leavesCart = !!t.leavesCart && draft.source === OrderSource.CART;
    const run = async (tx: RequestContext) => {
      const placed = await placeOrderStatement(tx, args);
      if ('order' in placed && leavesCart) await cartService.removeBought(tx, draft.userId, draft.lines.map((l) => l.productId));
      return placed;
    };
    return leavesCart ? inTransaction(ctx, run) : run(ctx);
  },

  /**
   * Applies `event` to an order the caller LOCKED (with its lines) in its transaction: looks the
   * event up in the table, refuses it with its typed error when the table does not allow it, and
   * otherwise carries out the transition's effects and records it in the order's history.
   * `refundDue` tells the caller to run the refund after the commit.
   */
  async apply(tx: RequestContext, order: OrderEntity, event: OrderEvent, cause: Cause): Promise<{ to: OrderStatus; refundDue: boolean }> {
    let t = transitionFor(order.status, event);
    if (!t) throw refusal(order, event);
    if (t.stock === 'take' || t.stock === 'reserve') {
      const taken = await catalogService.takeStock(tx, stockOf(order.lines));
      if (!taken.ok) {
        if (!t.ifOutOfStock) throw outOfStock(taken.short);
        t = t.ifOutOfStock;
      }
    }
    if (t.stock === 'release') await catalogService.returnStock(tx, stockOf(order.lines));

    const paysNow = !!t.markPaid && !order.isPaid;
    const refundDue = !!t.refund && (order.isPaid || paysNow);
    const changes: QueryDeepPartialEntity<OrderEntity> = { status: t.to, ...cause.changes };
    if (t.to !== OrderStatus.AWAITING_PAYMENT) changes.reservedUntil = null;
    if (paysNow) Object.assign(changes, { isPaid: true, paidAt: now });
    if (refundDue) changes.refundStatus = RefundStatus.PENDING;
    if (t.refunded) Object.assign(changes, { refundStatus: RefundStatus.REFUNDED, refundedAt: now });
    if (t.to === OrderStatus.SHIPPED) Object.assign(changes, { isShipped: true }, order.shippedAt ? {} : { shippedAt: now });
    if (t.to === OrderStatus.DELIVERED) changes.deliveredAt = now;
    if (t.to === OrderStatus.CANCELLED && order.status !== OrderStatus.CANCELLED) changes.cancelledAt = now;
    await tx.em.update(OrderEntity, { id: order.id }, changes);
    await record(tx, order.id, event, order.status, t.to, cause.actor);
    if (t.leavesCart && order.source === OrderSource.CART) await cartService.removeBought(tx, order.userId, order.lines.map((l) => l.productId));
    return { to: t.to, refundDue };
  },
};
