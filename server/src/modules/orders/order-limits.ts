import { AppError } from '../../common/errors';
import { rateLimit } from '../../common/rate-limit';
import { userGone } from '../../common/shopper';
import { rowsOf } from '../../common/sql';
import type { RequestContext } from '../../context';
import { HOLDS_STOCK, OrderStatus, PaymentMode } from './order.entity';

/**
 * Fair-use limits on what one shopper can hold, as Indian shops set them for cash on delivery: an
 * account must not be able to take a product's whole stock, or the shop's, with orders it never has
 * to pay for. The figures are far above what a real shopper orders at once.
 */
export const ORDER_LIMITS = {
  /** Units of one product across the shopper's open orders, whatever the payment mode. */
  unitsPerProduct: 10,
  /** Open cash-on-delivery orders per shopper. */
  openCodOrders: 5,
  /** Their value together, in paise (₹50,000). */
  openCodValuePaise: 50_000_00,
  /** Placement attempts per shopper per window, successful or not. */
  placements: { limit: 10, windowSeconds: 10 * 60 },
} as const;

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

export const QUANTITY_LIMIT_MESSAGE = `You can have at most ${ORDER_LIMITS.unitsPerProduct} units of a product in orders that are not yet delivered.`;
export const COD_ORDERS_MESSAGE = `You already have ${ORDER_LIMITS.openCodOrders} Cash on Delivery orders on the way. Please pay online, or wait until one is delivered.`;
export const COD_VALUE_MESSAGE = `Cash on Delivery is limited to ${rupees(ORDER_LIMITS.openCodValuePaise)} across orders that are not yet delivered. Please pay online for this order.`;
export const TOO_MANY_PLACEMENTS = 'You are placing orders too quickly. Please wait a few minutes and try again.';

/** An order stays open until it is delivered or leaves play (cancelled, failed, expired: HOLDS_STOCK says which). */
const OPEN_STATUSES = HOLDS_STOCK.filter((s) => s !== OrderStatus.DELIVERED);
/** An unpaid online order whose reservation ran out is no longer held, even before the sweep marks it. */
const OPEN = `user_id = $1 AND status = ANY($2::text[]) AND (status <> '${OrderStatus.AWAITING_PAYMENT}' OR reserved_until > now())`;

export interface OrderLine {
  productId: string;
  quantity: number;
}

/**
 * Counts one placement attempt for the shopper and refuses with 429 past the window's limit. Called
 * before any other work, outside the placement transaction, so refused and failed attempts count too.
 */
export function countPlacement(ctx: RequestContext, userId: string): Promise<void> {
  const { limit, windowSeconds } = ORDER_LIMITS.placements;
  return rateLimit.consume(ctx, `order:user:${userId}`, limit, windowSeconds, TOO_MANY_PLACEMENTS);
}

/**
 * Refuses an order that would take the shopper past ORDER_LIMITS. Call it first inside the placement
 * transaction (`tx`): it locks the shopper's account row, so the same shopper's orders are placed one at
 * a time and two parallel orders cannot both pass a cap; other shoppers never wait on it. The lock
 * also keeps the account from being deleted under the order (a deleted one is an expired session).
 */
export async function enforceOrderLimits(tx: RequestContext, userId: string, lines: OrderLine[], paymentMode: PaymentMode, totalPaise: number): Promise<void> {
  const account = await rowsOf(tx, `SELECT 1 FROM app_user WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
  if (account.length === 0) throw userGone();

  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const held = await rowsOf<{ product_id: string; units: number }>(
    tx,
    `SELECT l.product_id, sum(l.quantity)::int AS units FROM customer_order o JOIN order_line l ON l.order_id = o.id
     WHERE ${OPEN} AND l.product_id = ANY($3::uuid[]) GROUP BY l.product_id`,
    [userId, OPEN_STATUSES, [...wanted.keys()]],
  );
  const heldOf = new Map(held.map((h) => [h.product_id, h.units]));
  for (const [productId, units] of wanted) {
    if ((heldOf.get(productId) ?? 0) + units > ORDER_LIMITS.unitsPerProduct) throw new AppError('QUANTITY_LIMIT', QUANTITY_LIMIT_MESSAGE);
  }

  if (paymentMode !== PaymentMode.COD) return;
  const [cod] = await rowsOf<{ orders: number; paise: string }>(
    tx,
    `SELECT count(*)::int AS orders, coalesce(sum(total_paise), 0)::bigint AS paise FROM customer_order WHERE ${OPEN} AND payment_mode = $3`,
    [userId, OPEN_STATUSES, PaymentMode.COD],
  );
  if (cod.orders + 1 > ORDER_LIMITS.openCodOrders) throw new AppError('ORDER_LIMIT', COD_ORDERS_MESSAGE);
  if (Number(cod.paise) + totalPaise > ORDER_LIMITS.openCodValuePaise) throw new AppError('ORDER_LIMIT', COD_VALUE_MESSAGE);
}
