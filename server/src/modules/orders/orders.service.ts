import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppError, badInput, conflict, notFound } from '../../common/errors';
import { requireShopper } from '../../common/shopper';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { onlinePaymentsAvailable, paymentProvider } from '../payments/providers';
import { countPlacement, enforceOrderLimits } from './order-limits';
import { HOLDS_STOCK, OrderEntity, OrderStatus, PaymentMode, RefundStatus } from './order.entity';
import type { OrderRequestInput } from './orders.types';
import { rowsOf } from '../../common/sql';
import { returnStock, takeStock } from './stock';

export const ORDER_NOT_FOUND = 'Order not found.';
export const OUT_OF_STOCK = 'This product is out of stock!';
export const SELECT_SIZE = 'please select size first';
export const VERIFY_FAILED = 'Payment verification failed. Please contact support.';
export const ONLINE_PAYMENT_OFF = 'Online payment is not available right now. Please choose Cash on Delivery.';
export const PAYMENTS_UNAVAILABLE = 'Online payment is unavailable right now. Please try again, or choose Cash on Delivery.';
export const ALREADY_SHIPPED = 'This order has already shipped and can no longer be cancelled.';
export const ALREADY_CANCELLED = 'This order is already cancelled.';
export const NOT_ACTIVE = 'This order was never paid, so there is nothing to cancel.';
export const ALREADY_PAID = 'This order is already paid.';
export const SOLD_OUT_REFUND = 'This product sold out before your payment arrived. Your payment will be refunded.';
export const CANCELLED_REFUND = 'This order was cancelled before your payment arrived. Your payment will be refunded.';
export const TOO_MANY_UNPAID = 'You have too many unpaid orders. Please pay for or cancel one first.';

/** How many online orders one shopper may keep waiting for payment, so nobody can hoard the stock. */
export const MAX_UNPAID_ONLINE_ORDERS = 5;

const PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;
const CANCELLABLE = [OrderStatus.AWAITING_PAYMENT, OrderStatus.PENDING, OrderStatus.CONFIRMED];

/** What a verified payment did to an order. */
type PaymentOutcome = 'paid' | 'already-paid' | 'other-payment' | 'refund-sold-out' | 'refund-cancelled' | 'ignored';

/** A payment event from the provider (webhook), already authenticated by its signature. */
export type ProviderPaymentEvent =
  | { kind: 'captured'; providerOrderId: string; paymentId: string; amountPaise: number }
  | { kind: 'failed'; providerOrderId: string; paymentId?: string };

/** Whether the shopper may still cancel: before shipping, and only orders that are live. */
export function isCancellable(order: Pick<OrderEntity, 'status' | 'isShipped'>): boolean {
  return !order.isShipped && CANCELLABLE.includes(order.status);
}

/** 'NA' for a product without sizes; otherwise one of its sizes, which must be chosen. */
function checkedSize(availableSizes: string[], requested: string | undefined): string {
  const size = (requested ?? '').trim() || 'NA';
  if (availableSizes.length === 0) {
    if (size !== 'NA') throw badInput("This product has no sizes: size must be 'NA'.");
    return 'NA';
  }
  if (size === 'NA') throw badInput(SELECT_SIZE);
  if (!availableSizes.includes(size)) throw badInput(`Size must be one of: ${availableSizes.join(', ')}.`);
  return size;
}

function lockOrder(tx: RequestContext, where: { id: string; userId?: string } | { razorpayOrderId: string }) {
  return tx.em.findOne(OrderEntity, { where, lock: { mode: 'pessimistic_write' } });
}

async function updateOrder(tx: RequestContext, id: string, changes: QueryDeepPartialEntity<OrderEntity>): Promise<void> {
  await tx.em.update(OrderEntity, { id }, changes);
}

const reload = (ctx: RequestContext, id: string) => ctx.em.findOneByOrFail(OrderEntity, { id });
const now = () => 'now()';

/** Takes a locked, stock-holding order out of play and puts its stock back: exactly once, under the row lock. */
async function release(tx: RequestContext, order: OrderEntity, status: OrderStatus.PAYMENT_FAILED | OrderStatus.EXPIRED): Promise<void> {
  await updateOrder(tx, order.id, { status });
  await returnStock(tx, order.productId, order.quantity);
}

/**
 * Marks a locked online order paid by `paymentId`, exactly once. A payment that arrives after the
 * reservation ran out takes the stock again if it is still there; otherwise (or when the shopper had
 * cancelled) the money is kept only to be refunded.
 */
async function applyPayment(tx: RequestContext, order: OrderEntity, paymentId: string): Promise<PaymentOutcome> {
  if (order.isPaid) return order.paymentId === paymentId ? 'already-paid' : 'other-payment';
  if (order.paymentMode !== PaymentMode.Razorpay) return 'ignored';
  const paid = { isPaid: true, paymentId, paidAt: now, reservedUntil: null };
  switch (order.status) {
    case OrderStatus.AWAITING_PAYMENT:
      await updateOrder(tx, order.id, { ...paid, status: OrderStatus.CONFIRMED });
      return 'paid';
    case OrderStatus.PAYMENT_FAILED:
    case OrderStatus.EXPIRED:
      if (await takeStock(tx, order.productId, order.quantity)) {
        await updateOrder(tx, order.id, { ...paid, status: OrderStatus.CONFIRMED });
        return 'paid';
      }
      await updateOrder(tx, order.id, { ...paid, status: OrderStatus.CANCELLED, cancelledAt: now, refundStatus: RefundStatus.PENDING });
      return 'refund-sold-out';
    case OrderStatus.CANCELLED:
      await updateOrder(tx, order.id, { ...paid, refundStatus: RefundStatus.PENDING });
      return 'refund-cancelled';
    default:
      return 'ignored';
  }
}

/**
 * Releases the stock of online orders whose payment did not come in time (one statement: each order
 * is expired and its stock returned exactly once, however many sweeps run at the same moment).
 */
async function releaseExpired(ctx: RequestContext, filter: { productId?: string; userId?: string } = {}): Promise<number> {
  const params: unknown[] = [];
  let where = `status = 'awaiting_payment' AND reserved_until <= now()`;
  if (filter.productId) {
    params.push(filter.productId);
    where += ` AND product_id = $${params.length}`;
  }
  if (filter.userId) {
    params.push(filter.userId);
    where += ` AND user_id = $${params.length}`;
  }
  const rows = await rowsOf<{ orders: number }>(
    ctx,
    `WITH expired AS (
       UPDATE customer_order SET status = 'expired' WHERE ${where} RETURNING product_id, quantity
     ), returned AS (
       UPDATE product p SET stock = p.stock + t.quantity
       FROM (SELECT product_id, sum(quantity)::int AS quantity FROM expired GROUP BY product_id) t
       WHERE p.id = t.product_id
     )
     SELECT count(*)::int AS orders FROM expired`,
    params,
  );
  return rows[0]?.orders ?? 0;
}

/** Orders: placing, paying, cancelling, shipping. All rules about an order's life live here. */
export const ordersService = {
  /**
   * Places an order for the logged-in shopper. The amount is the product's current price × quantity
   * (nothing the client sends about money or status is read). The stock is taken in the same
   * transaction by one conditional update, so concurrent buyers can never take more than there is.
   * COD orders are placed as `pending`; online orders wait for payment with the stock reserved for
   * `paymentReservationSeconds`, and carry the provider's order id to open the checkout with.
   */
  async place(ctx: RequestContext, productId: string, input: OrderRequestInput): Promise<OrderEntity> {
    const user = requireShopper(ctx);
    await countPlacement(ctx, user.id);
    const product = await catalogService.requireProduct(ctx, productId);
    const size = checkedSize(product.availableSizes, input.size);
    const online = input.paymentMode === PaymentMode.Razorpay;
    if (online && !onlinePaymentsAvailable(ctx.app)) throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENT_OFF);
    if (online) {
      const [{ unpaid }] = await rowsOf<{ unpaid: number }>(
        ctx,
        `SELECT count(*)::int AS unpaid FROM customer_order WHERE user_id = $1 AND status = 'awaiting_payment' AND reserved_until > now()`,
        [user.id],
      );
      if (unpaid >= MAX_UNPAID_ONLINE_ORDERS) throw conflict(TOO_MANY_UNPAID);
    }
    const seconds = Math.max(0, Math.floor(ctx.app.config.paymentReservationSeconds));

    const orderId = await inTransaction(ctx, async (tx) => {
      await enforceOrderLimits(tx, user.id, [{ productId: product.id, quantity: input.quantity }], input.paymentMode, product.pricePaise * input.quantity);
      let taken = await takeStock(tx, product.id, input.quantity);
      if (!taken && (await releaseExpired(tx, { productId: product.id })) > 0) taken = await takeStock(tx, product.id, input.quantity);
      if (!taken) throw conflict(OUT_OF_STOCK);
      const result = await tx.em
        .createQueryBuilder()
        .insert()
        .into(OrderEntity)
        .values({
          userId: user.id,
          productId: product.id,
          productName: taken.name,
          productImage: taken.image,
          color: taken.color,
          size,
          quantity: input.quantity,
          unitPricePaise: taken.pricePaise,
          amountPaise: taken.pricePaise * input.quantity,
          paymentMode: input.paymentMode,
          status: online ? OrderStatus.AWAITING_PAYMENT : OrderStatus.PENDING,
          isPaid: false,
          isShipped: false,
          // The database clock decides, so every backend and the sweep agree on when it runs out.
          reservedUntil: online ? () => `now() + make_interval(secs => ${seconds})` : null,
          customerName: user.username,
          customerEmail: user.email,
          area: input.area.trim(),
          state: input.state.trim(),
          district: (input.district ?? '').trim(),
          address: input.address.trim(),
          pincode: input.pincode,
          landmark: input.landmark.trim(),
          mobileNumber: input.mobileNumber,
        })
        .returning('id')
        .execute();
      return (result.raw as { id: string }[])[0].id;
    });

    const order = await reload(ctx, orderId);
    return online ? this.attachProviderOrder(ctx, order) : order;
  },

  /**
   * Creates the provider's order (amount in paise, our id as receipt) outside the stock transaction,
   * so no product row stays locked during a network call. If the provider fails, the order is
   * withdrawn and its stock returned: nothing is left reserved.
   */
  async attachProviderOrder(ctx: RequestContext, order: OrderEntity): Promise<OrderEntity> {
    try {
      const providerOrder = await paymentProvider(ctx.app).createOrder({ amountPaise: order.amountPaise, receipt: order.id, notes: { orderId: order.id } });
      await updateOrder(ctx, order.id, { razorpayOrderId: providerOrder.id });
      return reload(ctx, order.id);
    } catch (e) {
      console.error('[orders] could not create the payment order:', e instanceof Error ? e.message : e);
      await inTransaction(ctx, async (tx) => {
        const withdrawn = await rowsOf<{ product_id: string; quantity: number }>(
          tx,
          `DELETE FROM customer_order WHERE id = $1 AND status = 'awaiting_payment' AND NOT is_paid RETURNING product_id, quantity`,
          [order.id],
        );
        for (const w of withdrawn) await returnStock(tx, w.product_id, w.quantity);
      });
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE);
    }
  },

  /** The shopper's own orders, newest first (unpaid reservations that ran out are shown as expired). */
  async listMine(ctx: RequestContext): Promise<OrderEntity[]> {
    const user = requireShopper(ctx);
    await releaseExpired(ctx, { userId: user.id });
    return ctx.em.find(OrderEntity, { where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  },

  /** One of the shopper's own orders; someone else's order is simply not found. */
  async findMine(ctx: RequestContext, orderId: string): Promise<OrderEntity | null> {
    const user = requireShopper(ctx);
    if (!isUuid(orderId)) return null;
    await releaseExpired(ctx, { userId: user.id });
    return ctx.em.findOne(OrderEntity, { where: { id: orderId, userId: user.id } });
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
    if (typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId)) throw badInput(VERIFY_FAILED);
    const provider = paymentProvider(ctx.app);

    const outcome = await inTransaction(ctx, async (tx) => {
      const order = await lockOrder(tx, { id: orderId, userId: user.id });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (!order.razorpayOrderId || !provider.verifyPaymentSignature({ providerOrderId: order.razorpayOrderId, paymentId, signature })) {
        throw badInput(VERIFY_FAILED);
      }
      return applyPayment(tx, order, paymentId);
    });

    if (outcome === 'other-payment') {
      console.warn(`[orders] order ${orderId} is paid, and another payment ${paymentId} was presented for it`);
      throw conflict(ALREADY_PAID);
    }
    if (outcome === 'refund-sold-out' || outcome === 'refund-cancelled') {
      await this.processRefund(ctx, orderId);
      throw conflict(outcome === 'refund-sold-out' ? SOLD_OUT_REFUND : CANCELLED_REFUND);
    }
    return reload(ctx, orderId);
  },

  /**
   * The shopper's online payment failed or they closed the checkout: the order stops waiting and its
   * stock goes back at once. Idempotent; a payment that still succeeds later is handled by applyPayment.
   */
  async abandonPayment(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    const user = requireShopper(ctx);
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
    await inTransaction(ctx, async (tx) => {
      const order = await lockOrder(tx, { id: orderId, userId: user.id });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.status === OrderStatus.AWAITING_PAYMENT && !order.isPaid) await release(tx, order, OrderStatus.PAYMENT_FAILED);
    });
    return reload(ctx, orderId);
  },

  /**
   * Cancels one of the shopper's own orders before it ships (the policy rule): its stock comes back
   * and, if it was paid, the payment is refunded through the provider. Shipped orders cannot be cancelled.
   */
  async cancel(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    const user = requireShopper(ctx);
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
    const refund = await inTransaction(ctx, async (tx) => {
      const order = await lockOrder(tx, { id: orderId, userId: user.id });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.isShipped || order.status === OrderStatus.SHIPPED || order.status === OrderStatus.DELIVERED) throw conflict(ALREADY_SHIPPED);
      if (order.status === OrderStatus.CANCELLED) throw conflict(ALREADY_CANCELLED);
      if (!isCancellable(order)) throw conflict(NOT_ACTIVE);
      await updateOrder(tx, order.id, {
        status: OrderStatus.CANCELLED,
        cancelledAt: now,
        reservedUntil: null,
        refundStatus: order.isPaid ? RefundStatus.PENDING : null,
      });
      if (HOLDS_STOCK.includes(order.status)) await returnStock(tx, order.productId, order.quantity);
      return order.isPaid;
    });
    if (refund) await this.processRefund(ctx, orderId);
    return reload(ctx, orderId);
  },

  /**
   * Refunds an order whose refund is pending, through the provider. The claim (pending → processing)
   * is one conditional update, so two processes never refund the same payment twice.
   */
  async processRefund(ctx: RequestContext, orderId: string): Promise<void> {
    const [claimed] = await rowsOf<{ razorpay_payment_id: string; amount_paise: number }>(
      ctx,
      `UPDATE customer_order SET refund_status = 'processing'
       WHERE id = $1 AND refund_status = 'pending' AND is_paid AND razorpay_payment_id IS NOT NULL
       RETURNING razorpay_payment_id, amount_paise`,
      [orderId],
    );
    if (!claimed) return;
    try {
      const { refundId } = await paymentProvider(ctx.app).refund({ paymentId: claimed.razorpay_payment_id, amountPaise: claimed.amount_paise, receipt: orderId });
      await ctx.em.query(`UPDATE customer_order SET refund_status = 'refunded', refund_id = $2, refunded_at = now() WHERE id = $1`, [orderId, refundId]);
    } catch (e) {
      console.error(`[orders] refund of order ${orderId} failed:`, e instanceof Error ? e.message : e);
      await ctx.em.query(`UPDATE customer_order SET refund_status = 'failed' WHERE id = $1`, [orderId]);
    }
  },

  /**
   * Applies an authenticated provider event (webhook) INSIDE the caller's transaction. Payments are
   * matched by the provider order id we stored and must carry the full amount. Returns the order
   * to refund after commit, if any.
   */
  async applyProviderEvent(tx: RequestContext, event: ProviderPaymentEvent): Promise<{ refundOrderId?: string }> {
    const order = await lockOrder(tx, { razorpayOrderId: event.providerOrderId });
    if (!order) return {};
    if (event.kind === 'failed') {
      if (order.status === OrderStatus.AWAITING_PAYMENT && !order.isPaid) await release(tx, order, OrderStatus.PAYMENT_FAILED);
      return {};
    }
    if (event.amountPaise !== order.amountPaise) {
      console.warn(`[orders] payment ${event.paymentId} of ${event.amountPaise} paise does not match order ${order.id} (${order.amountPaise}); ignored`);
      return {};
    }
    const outcome = await applyPayment(tx, order, event.paymentId);
    return outcome === 'refund-sold-out' || outcome === 'refund-cancelled' ? { refundOrderId: order.id } : {};
  },

  /** Operator: the order left the warehouse with this tracking id (again: the tracking id is updated). */
  async ship(ctx: RequestContext, orderId: string, trackingId: string): Promise<OrderEntity> {
    const tracking = trackingId.trim();
    if (!tracking || tracking.length > 100) throw badInput('A tracking id (up to 100 characters) is required.');
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
    await inTransaction(ctx, async (tx) => {
      const order = await lockOrder(tx, { id: orderId });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (![OrderStatus.PENDING, OrderStatus.CONFIRMED, OrderStatus.SHIPPED].includes(order.status)) {
        throw conflict(`Only placed or paid orders can be shipped; this one is ${order.status}.`);
      }
      await updateOrder(tx, order.id, {
        status: OrderStatus.SHIPPED,
        isShipped: true,
        trackingId: tracking,
        ...(order.shippedAt ? {} : { shippedAt: now }),
      });
    });
    return reload(ctx, orderId);
  },

  /** Operator: the order reached the shopper. Cash on delivery is collected then, so it is paid. */
  async deliver(ctx: RequestContext, orderId: string): Promise<OrderEntity> {
    if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
    await inTransaction(ctx, async (tx) => {
      const order = await lockOrder(tx, { id: orderId });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.status === OrderStatus.DELIVERED) return;
      if (order.status !== OrderStatus.SHIPPED) throw conflict(`Only shipped orders can be delivered; this one is ${order.status}.`);
      await updateOrder(tx, order.id, {
        status: OrderStatus.DELIVERED,
        deliveredAt: now,
        ...(order.isPaid ? {} : { isPaid: true, paidAt: now }),
      });
    });
    return reload(ctx, orderId);
  },

  /** Operator listing for the command line: the most recent orders of everyone. */
  async listRecent(ctx: RequestContext, limit = 20): Promise<OrderEntity[]> {
    return ctx.em.find(OrderEntity, { order: { createdAt: 'DESC' }, take: Math.min(Math.max(limit, 1), 200) });
  },

  /**
   * Background duty of every backend: expire unpaid reservations that ran out, and finish refunds
   * that a stopped process left pending.
   */
  async sweep(ctx: RequestContext): Promise<{ expired: number; refunds: number }> {
    const expired = await releaseExpired(ctx);
    const pending = await rowsOf<{ id: string }>(ctx, `SELECT id FROM customer_order WHERE refund_status = 'pending' ORDER BY created_at LIMIT 20`);
    for (const p of pending) await this.processRefund(ctx, p.id);
    return { expired, refunds: pending.length };
  },
};
