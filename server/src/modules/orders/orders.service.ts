import { AppError, badInput, notFound } from '../../common/errors';
import { requireShopper, userGone } from '../../common/shopper';
import { rowsOf } from '../../common/sql';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { cartService } from '../cart/cart.service';
import { catalogService, PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import type { ProductEntity } from '../catalog/product.entity';
import type { PaymentEvent } from '../payments/payment-events';
import { onlinePaymentsAvailable, paymentProvider } from '../payments/providers';
import { capRefusal, countPlacement, placementCaps, placementRateLimit, tooManyPlacements } from './order-limits';
import { OrderHistoryEntity, type OrderActor } from './order-history.entity';
import { isAllowed, orderLifecycle, outOfStock, type NewOrder, type PlacementChecks, type PlacementRefusal } from './order-lifecycle';
import { OrderLineEntity } from './order-line.entity';
import { OrderEntity, OrderEvent, OrderSource, OrderStatus, PaymentMode, RefundStatus } from './order.entity';
import type { CartCheckoutInput, OrderRequestInput } from './orders.types';

export const ORDER_NOT_FOUND = 'Order not found.';
export const SELECT_SIZE = 'please select size first';
export const VERIFY_FAILED = 'Payment verification failed. Please contact support.';
export const ONLINE_PAYMENT_OFF = 'Online payment is not available right now. Please choose Cash on Delivery.';
export const PAYMENTS_UNAVAILABLE = 'Online payment is unavailable right now. Please try again, or choose Cash on Delivery.';
export const ALREADY_PAID = 'This order is already paid.';
export const SOLD_OUT_REFUND = 'This product sold out before your payment arrived. Your payment will be refunded.';
export const CANCELLED_REFUND = 'This order was cancelled before your payment arrived. Your payment will be refunded.';
export const TOO_MANY_UNPAID = 'You have too many unpaid orders. Please pay for or cancel one first.';
export const CART_EMPTY = 'Your cart is empty.';
export const CHECKOUT_PAUSED = 'Checkout Under Maintenance';

/** How many online orders one shopper may keep waiting for payment, so nobody can hoard the stock. */
export const MAX_UNPAID_ONLINE_ORDERS = 5;

const PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;

/** 'NA' for a product without sizes; otherwise one of its sizes, which must be chosen. */
function checkedSize(product: ProductEntity, requested: string | null | undefined): string {
  const size = (requested ?? '').trim() || 'NA';
  if (product.availableSizes.length === 0) {
    if (size !== 'NA') throw badInput("This product has no sizes: size must be 'NA'.");
    return 'NA';
  }
  if (size === 'NA') throw new AppError('SIZE_REQUIRED', SELECT_SIZE, { productId: product.id, productName: product.name });
  if (!product.availableSizes.includes(size)) throw badInput(`Size must be one of: ${product.availableSizes.join(', ')}.`);
  return size;
}

const withLines = { relations: { lines: true }, order: { lines: { position: 'ASC' } } } as const;

/** Locks the order row for the transition (lines are read after: FOR UPDATE cannot lock an outer join). */
async function lockOrder(tx: RequestContext, where: { id: string; userId?: string } | { razorpayOrderId: string }): Promise<OrderEntity | null> {
  const order = await tx.em.findOne(OrderEntity, { where, lock: { mode: 'pessimistic_write' } });
  if (order) order.lines = await tx.em.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
  return order;
}

async function requireLocked(tx: RequestContext, where: { id: string; userId?: string }): Promise<OrderEntity> {
  const order = isUuid(where.id) ? await lockOrder(tx, where) : null;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order with its lines, in one query (find() with relations would first query the distinct ids). */
const reload = (ctx: RequestContext, id: string) =>
  ctx.em.createQueryBuilder(OrderEntity, 'o').leftJoinAndSelect('o.lines', 'l').where('o.id = :id', { id }).orderBy('l.position', 'ASC').getOneOrFail();

/**
 * Expires online orders whose reservation ran out (their stock goes back), through the lifecycle,
 * each in its own transaction under its row lock: however many sweeps run at once, each order
 * expires and returns its stock exactly once.
 */
async function expireDue(ctx: RequestContext, filter: { productIds?: string[]; userId?: string } = {}): Promise<number> {
  const params: unknown[] = [OrderStatus.AWAITING_PAYMENT];
  let where = `o.status = $1 AND o.reserved_until <= now()`;
  if (filter.userId) {
    params.push(filter.userId);
    where += ` AND o.user_id = $${params.length}`;
  }
  if (filter.productIds) {
    params.push(filter.productIds);
    where += ` AND EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.product_id = ANY($${params.length}::uuid[]))`;
  }
  const due = await rowsOf<{ id: string }>(ctx, `SELECT o.id FROM customer_order o WHERE ${where} ORDER BY o.reserved_until LIMIT 200`, params);
  let expired = 0;
  for (const { id } of due) {
    expired += await inTransaction(ctx, async (tx) => {
      const order = await lockOrder(tx, { id });
      // Another sweep, a payment or the shopper got there first.
      if (!order || !isAllowed(order.status, OrderEvent.RESERVATION_EXPIRED) || !order.reservedUntil || order.reservedUntil.getTime() > Date.now()) return 0;
      await orderLifecycle.apply(tx, order, OrderEvent.RESERVATION_EXPIRED, { actor: 'system' });
      return 1;
    });
  }
  return expired;
}

/** Online payment must be possible, and one shopper may not hoard stock in unpaid orders. */
async function assertCanPay(ctx: RequestContext, userId: string, mode: PaymentMode): Promise<void> {
  if (mode !== PaymentMode.Razorpay) return;
  if (!onlinePaymentsAvailable(ctx.app)) throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENT_OFF);
  const unpaid = await ctx.em
    .createQueryBuilder(OrderEntity, 'o')
    .where('o.user_id = :userId AND o.status = :status AND o.reserved_until > now()', { userId, status: OrderStatus.AWAITING_PAYMENT })
    .getCount();
  if (unpaid >= MAX_UNPAID_ONLINE_ORDERS) throw new AppError('TOO_MANY_UNPAID_ORDERS', TOO_MANY_UNPAID);
}

function deliveryOf(input: CartCheckoutInput): NewOrder['address'] {
  return {
    area: input.area.trim(),
    state: input.state.trim(),
    district: (input.district ?? '').trim(),
    address: input.address.trim(),
    pincode: input.pincode,
    landmark: input.landmark.trim(),
    mobileNumber: input.mobileNumber,
  };
}

/** Words a placement refusal as the shop answers it; `line` is the order's (first) line, for a size refusal. */
function refuse(r: PlacementRefusal, line: NewOrder['lines'][number]): never {
  switch (r.refused) {
    case 'USER_GONE':
      throw userGone();
    case 'OUT_OF_STOCK':
      throw outOfStock(r.short);
    case 'TOO_MANY_PLACEMENTS':
      throw tooManyPlacements();
    case 'NO_PRODUCT':
      throw notFound(PRODUCT_NOT_FOUND);
    case 'SIZE':
      checkedSize({ id: line.productId, ...r.product } as ProductEntity, line.size);
      throw badInput('This size is not available.');
    default:
      throw capRefusal(r.refused);
  }
}

/** Orders: placing (Buy Now, cart checkout), paying, cancelling, shipping, all through the order lifecycle. */
export const ordersService = {
  /**
   * Buy Now: a one-line order for the logged-in shopper. The amount is the product's current price ×
   * quantity (nothing the client sends about money or status is read), and the stock is taken in the
   * same transaction. COD orders are placed as `pending`; online orders wait for payment with the
   * stock reserved, and carry the provider's order id to open the checkout with.
   */
  async place(ctx: RequestContext, productId: string, input: OrderRequestInput): Promise<OrderEntity> {
    const user = requireShopper(ctx);
    if (input.paymentMode === PaymentMode.COD && isUuid(productId)) {
      // Cash on delivery is ONE statement: the attempt counted, the product and size checked, the caps,
      // the stock and the order (see orderLifecycle.place). The refusals are the same, in the same order.
      const line = { productId, size: (input.size ?? '').trim() || 'NA', quantity: input.quantity };
      return this.placeLines(ctx, OrderSource.BUY_NOW, input, [line], null, { rateLimit: placementRateLimit(user.id), checkProduct: true });
    }
    await countPlacement(ctx, user.id);
    const product = await catalogService.requireProduct(ctx, productId);
    const size = checkedSize(product, input.size);
    await assertCanPay(ctx, user.id, input.paymentMode);
    return this.placeLines(ctx, OrderSource.BUY_NOW, input, [{ productId: product.id, size, quantity: input.quantity }], [product]);
  },

  /**
   * The cart checks out: ONE order and one payment for every line of the shopper's cart as stored on
   * the server (nothing about the lines is read from the request). All lines' stock is taken in one
   * transaction, all or nothing. The lines leave the cart once bought (at once for cash on delivery,
   * when the payment is confirmed for online orders); a failed payment leaves the cart as it was.
   */
  async checkoutCart(ctx: RequestContext, input: CartCheckoutInput): Promise<OrderEntity> {
    const user = requireShopper(ctx);
    if (!ctx.app.config.cartCheckout) throw new AppError('CHECKOUT_PAUSED', CHECKOUT_PAUSED);
    await countPlacement(ctx, user.id);
    const cart = await cartService.get(ctx);
    if (cart.items.length === 0) throw new AppError('CART_EMPTY', CART_EMPTY);
    const lines = cart.items.map((item) => ({ productId: item.product.id, size: checkedSize(item.product, item.size), quantity: item.quantity }));
    await assertCanPay(ctx, user.id, input.paymentMode);
    return this.placeLines(ctx, OrderSource.CART, input, lines, cart.items.map((i) => i.product));
  },

  /**
   * Places the lines through the order lifecycle. `products` are the lines' products as read before
   * (their price for the COD value cap, their stock to see whether expired reservations are in the
   * way); null when the placement statement checks and prices the product itself (`checks`).
   */
  async placeLines(
    ctx: RequestContext,
    source: OrderSource,
    input: CartCheckoutInput,
    lines: NewOrder['lines'],
    products: ProductEntity[] | null,
    checks: Omit<PlacementChecks, 'caps'> = {},
  ): Promise<OrderEntity> {
    const user = requireShopper(ctx);
    // Reservations that ran out still hold stock until a sweep; free them first when they are in the way.
    const short = (products ?? []).filter((p) => p.stock < (lines.find((l) => l.productId === p.id)?.quantity ?? 0)).map((p) => p.id);
    if (short.length) await expireDue(ctx, { productIds: short });
    const draft: NewOrder = {
      userId: user.id,
      source,
      paymentMode: input.paymentMode,
      reservationSeconds: ctx.app.config.paymentReservationSeconds,
      customerName: user.username,
      customerEmail: user.email,
      address: deliveryOf(input),
      lines,
    };
    const pricedTotal = lines.reduce((sum, l) => sum + (products?.find((p) => p.id === l.productId)?.pricePaise ?? 0) * l.quantity, 0);
    let placed = await orderLifecycle.place(ctx, draft, 'shopper', { caps: placementCaps(pricedTotal), ...checks });
    // Unread stock may be short only because of reservations that ran out: free them, try once more
    // (the attempt is counted already).
    if (!products && 'refused' in placed && placed.refused === 'OUT_OF_STOCK' && (await expireDue(ctx, { productIds: [placed.short.productId] })) > 0) {
      placed = await orderLifecycle.place(ctx, draft, 'shopper', { caps: placementCaps(pricedTotal), ...checks, rateLimit: undefined });
    }
    if ('refused' in placed) refuse(placed, lines[0]);
    return input.paymentMode === PaymentMode.Razorpay ? this.attachProviderOrder(ctx, placed.order) : placed.order;
  },

  /**
   * Creates the provider's order (total in paise, our id as receipt) outside the stock transaction,
   * so no product row stays locked during a network call. If the provider fails, the order is
   * withdrawn as if never placed and its stock returned: nothing is left reserved.
   */
  async attachProviderOrder(ctx: RequestContext, order: OrderEntity): Promise<OrderEntity> {
    try {
      const providerOrder = await paymentProvider(ctx.app).createOrder({ amountPaise: order.totalPaise, receipt: order.id, notes: { orderId: order.id } });
      await ctx.em.update(OrderEntity, { id: order.id }, { razorpayOrderId: providerOrder.id });
      return reload(ctx, order.id);
    } catch (e) {
      console.error('[orders] could not create the payment order:', e instanceof Error ? e.message : e);
      await inTransaction(ctx, async (tx) => {
        const placed = await lockOrder(tx, { id: order.id });
        if (!placed || placed.status !== OrderStatus.AWAITING_PAYMENT || placed.isPaid) return;
        await tx.em.delete(OrderEntity, { id: order.id });
        await catalogService.returnStock(tx, placed.lines);
      });
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE);
    }
  },

  /** The shopper's own orders, newest first (unpaid reservations that ran out are shown as expired). */
  async listMine(ctx: RequestContext): Promise<OrderEntity[]> {
    const user = requireShopper(ctx);
    await expireDue(ctx, { userId: user.id });
    return ctx.em.find(OrderEntity, { where: { userId: user.id }, ...withLines, order: { createdAt: 'DESC', id: 'DESC', lines: { position: 'ASC' } } });
  },

  /** One of the shopper's own orders; someone else's order is simply not found. */
  async findMine(ctx: RequestContext, orderId: string): Promise<OrderEntity | null> {
    const user = requireShopper(ctx);
    if (!isUuid(orderId)) return null;
    await expireDue(ctx, { userId: user.id });
    return ctx.em.findOne(OrderEntity, { where: { id: orderId, userId: user.id }, ...withLines });
  },

  /** The order's transitions, oldest first: its timeline. */
  history(ctx: RequestContext, orderId: string): Promise<OrderHistoryEntity[]> {
    return ctx.em.find(OrderHistoryEntity, { where: { orderId }, order: { at: 'ASC', id: 'ASC' } });
  },

  /**
   * Verifies what the checkout handed the browser: the signature must be the HMAC of the provider
   * order id STORED with this (the shopper's own) order and the payment id. The order is marked paid
   * exactly once; a replay of the same payment changes nothing, a forged or borrowed signature is 400.
   */
  async verifyPayment(ctx: RequestContext, input: { orderId: unknown; paymentId: unknown; signature: unknown }): Promise<OrderEntity> {
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
        console.warn(`[orders] order ${orderId} is paid, and another payment ${paymentId} was presented for it`);
        throw new AppError('ALREADY_PAID', ALREADY_PAID);
      }
      const applied = await orderLifecycle.apply(tx, order, OrderEvent.PAYMENT_CONFIRMED, { actor: 'shopper', changes: { paymentId } });
      return { refundDue: applied.refundDue, wasCancelled: order.status === OrderStatus.CANCELLED };
    });

    if (outcome.refundDue) {
      await this.processRefund(ctx, orderId);
      throw new AppError('PAYMENT_REFUNDED', outcome.wasCancelled ? CANCELLED_REFUND : SOLD_OUT_REFUND, { orderId });
    }
    return reload(ctx, orderId);
  },

  /** The shopper's online payment failed or they closed the checkout: the order stops waiting and its stock goes back at once. */
  async abandonPayment(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    return this.shopperEvent(ctx, orderId, OrderEvent.PAYMENT_ABANDONED);
  },

  /**
   * Cancels one of the shopper's own orders before it ships (the policy rule): its stock comes back
   * and, if it was paid, the payment is refunded through the provider.
   */
  async cancel(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    return this.shopperEvent(ctx, orderId, OrderEvent.CANCELLED_BY_SHOPPER);
  },

  async shopperEvent(ctx: RequestContext, orderId: string, event: OrderEvent): Promise<OrderEntity> {
    const user = requireShopper(ctx);
    const { refundDue } = await inTransaction(ctx, async (tx) => orderLifecycle.apply(tx, await requireLocked(tx, { id: orderId, userId: user.id }), event, { actor: 'shopper' }));
    if (refundDue) await this.processRefund(ctx, orderId);
    return reload(ctx, orderId);
  },

  /**
   * Refunds an order whose refund is pending, through the provider. The claim (pending → processing)
   * is one conditional update, so two processes never refund the same payment twice; the refund
   * going through is the lifecycle's `refund_done`.
   */
  async processRefund(ctx: RequestContext, orderId: string): Promise<void> {
    const claim = await ctx.em
      .createQueryBuilder()
      .update(OrderEntity)
      .set({ refundStatus: RefundStatus.PROCESSING })
      .where('id = :orderId AND refund_status = :pending AND is_paid AND razorpay_payment_id IS NOT NULL', { orderId, pending: RefundStatus.PENDING })
      .returning(['paymentId', 'totalPaise'])
      .execute();
    const claimed = (claim.raw as { razorpay_payment_id: string; total_paise: number }[])[0];
    if (!claimed) return;
    try {
      const { refundId } = await paymentProvider(ctx.app).refund({ paymentId: claimed.razorpay_payment_id, amountPaise: claimed.total_paise, receipt: orderId });
      await inTransaction(ctx, async (tx) => {
        const order = await requireLocked(tx, { id: orderId });
        await orderLifecycle.apply(tx, order, OrderEvent.REFUND_DONE, { actor: 'payment provider', changes: { refundId } });
      });
    } catch (e) {
      console.error(`[orders] refund of order ${orderId} failed:`, e instanceof Error ? e.message : e);
      await ctx.em.update(OrderEntity, { id: orderId }, { refundStatus: RefundStatus.FAILED });
    }
  },

  /**
   * Consumes a provider-neutral payment event (webhook) INSIDE the caller's transaction. Payments
   * are matched by the provider order id we stored and must carry the full amount. A failure after
   * the order left `awaiting_payment` (e.g. after a capture) is refused by the table and logged.
   * Returns the refund to run after the commit, if any.
   */
  async consumePaymentEvent(tx: RequestContext, event: PaymentEvent): Promise<(() => Promise<void>) | void> {
    const order = await lockOrder(tx, { razorpayOrderId: event.providerOrderId });
    if (!order) return;
    const actor: OrderActor = 'payment provider';
    if (event.kind === 'payment_failed') {
      if (!isAllowed(order.status, OrderEvent.PAYMENT_FAILED)) {
        console.warn(`[orders] payment failure for order ${order.id} ignored: the order is ${order.status}`);
        return;
      }
      await orderLifecycle.apply(tx, order, OrderEvent.PAYMENT_FAILED, { actor });
      return;
    }
    if (event.amountPaise !== order.totalPaise) {
      console.warn(`[orders] payment ${event.paymentId} of ${event.amountPaise} paise does not match order ${order.id} (${order.totalPaise}); ignored`);
      return;
    }
    if (order.isPaid) {
      if (order.paymentId !== event.paymentId) console.warn(`[orders] order ${order.id} is paid, and another payment ${event.paymentId} was captured for it`);
      return;
    }
    if (!isAllowed(order.status, OrderEvent.PAYMENT_CONFIRMED)) {
      console.warn(`[orders] payment ${event.paymentId} for order ${order.id} ignored: the order is ${order.status}`);
      return;
    }
    const { refundDue } = await orderLifecycle.apply(tx, order, OrderEvent.PAYMENT_CONFIRMED, { actor, changes: { paymentId: event.paymentId } });
    // The refund calls the provider, so it runs after the commit, outside the webhook's transaction.
    if (refundDue) return () => this.processRefund({ ...tx, em: tx.app.db.manager }, order.id);
  },

  /** Operator: the order left the warehouse with this tracking id (again: the tracking id is updated). */
  async ship(ctx: RequestContext, orderId: string, trackingId: string): Promise<OrderEntity> {
    const tracking = trackingId.trim();
    if (!tracking || tracking.length > 100) throw badInput('A tracking id (up to 100 characters) is required.');
    return this.operatorEvent(ctx, orderId, OrderEvent.SHIPPED, { trackingId: tracking });
  },

  /** Operator: the order reached the shopper. Cash on delivery is collected then, so it is paid. */
  async deliver(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    return this.operatorEvent(ctx, orderId, OrderEvent.DELIVERED);
  },

  async operatorEvent(ctx: RequestContext, orderId: string, event: OrderEvent, changes?: { trackingId: string }): Promise<OrderEntity> {
    await inTransaction(ctx, async (tx) => orderLifecycle.apply(tx, await requireLocked(tx, { id: orderId }), event, { actor: 'operator', changes }));
    return reload(ctx, orderId);
  },

  /** Operator listing for the command line: the most recent orders of everyone. */
  async listRecent(ctx: RequestContext, limit = 20): Promise<OrderEntity[]> {
    return ctx.em.find(OrderEntity, { ...withLines, order: { createdAt: 'DESC', lines: { position: 'ASC' } }, take: Math.min(Math.max(limit, 1), 200) });
  },

  /**
   * Background duty of every backend: expire unpaid reservations that ran out, and finish refunds
   * that a stopped process left pending.
   */
  async sweep(ctx: RequestContext): Promise<{ expired: number; refunds: number }> {
    const expired = await expireDue(ctx);
    const pending = await ctx.em.find(OrderEntity, { select: { id: true }, where: { refundStatus: RefundStatus.PENDING }, order: { createdAt: 'ASC' }, take: 20 });
    for (const p of pending) await this.processRefund(ctx, p.id);
    return { expired, refunds: pending.length };
  },
};
