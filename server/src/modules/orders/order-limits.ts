import { AppError } from '../../common/errors';
import { rateLimit } from '../../common/rate-limit';
import type { RequestContext } from '../../context';
import { HOLDS_STOCK, OrderStatus } from './order.entity';

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
export const OPEN_STATUSES = HOLDS_STOCK.filter((s) => s !== OrderStatus.DELIVERED);

/**
 * Counts one placement attempt for the shopper and refuses with 429 past the window's limit. Called
 * before any other work, outside the placement transaction, so refused and failed attempts count too.
 */
export function countPlacement(ctx: RequestContext, userId: string): Promise<void> {
  const { key, limit, windowSeconds } = placementRateLimit(userId);
  return rateLimit.consume(ctx, key, limit, windowSeconds, TOO_MANY_PLACEMENTS);
}

/** The shopper's placement counter, for a placement statement that counts the attempt itself (Buy Now). */
export function placementRateLimit(userId: string): { key: string; limit: number; windowSeconds: number } {
  return { key: `order:user:${userId}`, ...ORDER_LIMITS.placements };
}

/** The answer past the placement limit, as rateLimit.consume gives it. */
export const tooManyPlacements = () => new AppError('TOO_MANY_REQUESTS', TOO_MANY_PLACEMENTS);

/** What the placement statement needs to enforce ORDER_LIMITS for one order (see orderLifecycle.place). */
export interface PlacementCaps {
  unitsPerProduct: number;
  openCodOrders: number;
  openCodValuePaise: number;
  /** The order's value at the catalogue's current prices: what the COD value cap adds up. */
  pricedTotalPaise: number;
}

/**
 * The caps for one order. The placement enforces them first, in its own statement, under a lock on the
 * shopper's account row: the same shopper's orders are placed one at a time and two parallel orders
 * cannot both pass a cap; other shoppers never wait on it. Open orders are those in OPEN_STATUSES, an
 * unpaid online order only while its reservation runs.
 */
export function placementCaps(pricedTotalPaise: number): PlacementCaps {
  const { unitsPerProduct, openCodOrders, openCodValuePaise } = ORDER_LIMITS;
  return { unitsPerProduct, openCodOrders, openCodValuePaise, pricedTotalPaise };
}

/** The answer to a cap the placement statement refused. */
export function capRefusal(refused: 'QUANTITY_LIMIT' | 'COD_ORDERS' | 'COD_VALUE'): AppError {
  if (refused === 'QUANTITY_LIMIT') return new AppError('QUANTITY_LIMIT', QUANTITY_LIMIT_MESSAGE);
  return new AppError('ORDER_LIMIT', refused === 'COD_ORDERS' ? COD_ORDERS_MESSAGE : COD_VALUE_MESSAGE);
}
