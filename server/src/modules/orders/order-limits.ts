import { AppError } from '../../common/errors';
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
  /** Online orders one shopper may keep waiting for payment (each holds stock until it is paid or runs out). */
  unpaidOnlineOrders: 5,
  /** Placement attempts per shopper per window, successful or not. */
  placements: { limit: 10, windowSeconds: 10 * 60 },
} as const;

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

export const QUANTITY_LIMIT_MESSAGE = `You can have at most ${ORDER_LIMITS.unitsPerProduct} units of a product in orders that are not yet delivered.`;
export const COD_ORDERS_MESSAGE = `You already have ${ORDER_LIMITS.openCodOrders} Cash on Delivery orders on the way. Please pay online, or wait until one is delivered.`;
export const COD_VALUE_MESSAGE = `Cash on Delivery is limited to ${rupees(ORDER_LIMITS.openCodValuePaise)} across orders that are not yet delivered. Please pay online for this order.`;
export const TOO_MANY_PLACEMENTS = 'You are placing orders too quickly. Please wait a few minutes and try again.';
export const TOO_MANY_UNPAID = 'You have too many unpaid orders. Please pay for or cancel one first.';

/** An order stays open until it is delivered or leaves play (cancelled, failed, expired: HOLDS_STOCK says which). */
export const OPEN_STATUSES = HOLDS_STOCK.filter((s) => s !== OrderStatus.DELIVERED);

/** What `place_order` needs to enforce ORDER_LIMITS for one placement (the rules: modules/orders/sql/place_order.sql). */
export interface PlacementLimits {
  unitsPerProduct: number;
  openCodOrders: number;
  openCodValuePaise: number;
  unpaidOnlineOrders: number;
  /** The shopper's attempt counter; absent when this attempt was counted already (a retry). */
  placements?: { key: string; limit: number; windowSeconds: number };
}

/**
 * The limits for one placement by `userId`, enforced by the placement statement under a lock on the
 * shopper's account row: the same shopper's orders are placed one at a time and two parallel orders
 * cannot both pass a cap; other shoppers never wait on it. Open orders are those in OPEN_STATUSES, an
 * unpaid online order only while its reservation runs. `countAttempt: false` for a second try of an
 * attempt already counted.
 */
export function placementLimits(userId: string, countAttempt = true): PlacementLimits {
  const { unitsPerProduct, openCodOrders, openCodValuePaise, unpaidOnlineOrders, placements } = ORDER_LIMITS;
  return {
    unitsPerProduct,
    openCodOrders,
    openCodValuePaise,
    unpaidOnlineOrders,
    ...(countAttempt ? { placements: { key: `order:user:${userId}`, ...placements } } : {}),
  };
}

/** The answer to a limit the placement statement refused. */
export function limitRefusal(refused: 'TOO_MANY_PLACEMENTS' | 'TOO_MANY_UNPAID' | 'QUANTITY_LIMIT' | 'COD_ORDERS' | 'COD_VALUE'): AppError {
  switch (refused) {
    case 'TOO_MANY_PLACEMENTS':
      return new AppError('TOO_MANY_REQUESTS', TOO_MANY_PLACEMENTS);
    case 'TOO_MANY_UNPAID':
      return new AppError('TOO_MANY_UNPAID_ORDERS', TOO_MANY_UNPAID);
    case 'QUANTITY_LIMIT':
      return new AppError('QUANTITY_LIMIT', QUANTITY_LIMIT_MESSAGE);
    case 'COD_ORDERS':
      return new AppError('ORDER_LIMIT', COD_ORDERS_MESSAGE);
    case 'COD_VALUE':
      return new AppError('ORDER_LIMIT', COD_VALUE_MESSAGE);
  }
}
