import { requireShopper } from '../../common/shopper';
import { isUuid } from '../../common/validation';
import type { RequestContext } from '../../context';
import { expireDue } from './order-expiry';
import { OrderHistoryEntity } from './order-history.entity';
import { withLines } from './order-rows';
import { OrderEntity } from './order.entity';

/** The shopper's own orders, newest first (unpaid reservations that ran out are shown as expired). */
export async function listMine(ctx: RequestContext): Promise<OrderEntity[]> {
  const user = requireShopper(ctx);
  await expireDue(ctx, { userId: user.id });
  return ctx.em.find(OrderEntity, { where: { userId: user.id }, ...withLines, order: { createdAt: 'DESC', id: 'DESC', lines: { position: 'ASC' } } });
}

/** One of the shopper's own orders; someone else's order is simply not found. */
export async function findMine(ctx: RequestContext, orderId: string): Promise<OrderEntity | null> {
  const user = requireShopper(ctx);
  if (!isUuid(orderId)) return null;
  await expireDue(ctx, { userId: user.id });
  return ctx.em.findOne(OrderEntity, { where: { id: orderId, userId: user.id }, ...withLines });
}

/** The order's transitions, oldest first: its timeline. */
export function history(ctx: RequestContext, orderId: string): Promise<OrderHistoryEntity[]> {
  return ctx.em.find(OrderHistoryEntity, { where: { orderId }, order: { at: 'ASC', id: 'ASC' } });
}

/** Operator listing for the command line: the most recent orders of everyone. */
export async function listRecent(ctx: RequestContext, limit = 20): Promise<OrderEntity[]> {
  return ctx.em.find(OrderEntity, { ...withLines, order: { createdAt: 'DESC', lines: { position: 'ASC' } }, take: Math.min(Math.max(limit, 1), 200) });
}

/** Statuses of orders that never became a sale: they do not make a shopper's "first order" taken. */
const NOT_A_SALE = ['cancelled', 'payment_failed', 'expired'];

/** Whether the shopper has an order that counts (not cancelled, failed or expired), other than `exceptOrderId`: first-order coupons ask it. */
export async function hasEarlierOrder(ctx: RequestContext, userId: string, exceptOrderId: string | null): Promise<boolean> {
  const rows: unknown[] = await ctx.em.query(
    `SELECT 1 FROM customer_order WHERE user_id = $1 AND status <> ALL ($2::text[]) AND id IS DISTINCT FROM $3::uuid LIMIT 1`,
    [userId, NOT_A_SALE, exceptOrderId],
  );
  return rows.length > 0;
}

/** A delivery address the shopper gave an earlier order. */
export interface SavedAddress {
  area: string;
  state: string;
  district: string;
  address: string;
  pincode: string;
  landmark: string;
  mobileNumber: string;
}

/**
 * The shopper's own delivery addresses, kept from their orders: each different one once, the most
 * recently used first, at most five (what a checkout offers to choose from).
 */
export async function savedAddresses(ctx: RequestContext): Promise<SavedAddress[]> {
  const user = requireShopper(ctx);
  return ctx.em.query(
    `SELECT area, state, district, address, pincode, landmark, "mobileNumber" FROM (
       SELECT DISTINCT ON (lower(address), pincode, mobile_number) area, state, district, address, pincode, landmark,
              mobile_number AS "mobileNumber", created_at
       FROM customer_order WHERE user_id = $1 AND replaces_order_id IS NULL
       ORDER BY lower(address), pincode, mobile_number, created_at DESC) a
     ORDER BY created_at DESC LIMIT 5`,
    [user.id],
  );
}
