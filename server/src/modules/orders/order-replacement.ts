import crypto from 'node:crypto';
import { AppError } from '../../common/errors';
import { orderEvents } from '../../common/order-events';
import { rowsOf } from '../../common/sql';
import type { RequestContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { outOfStock } from './order-lifecycle';
import { OrderEvent, OrderStatus } from './order.entity';
import { lockOrder } from './order-rows';

export interface Replacement {
  originalOrderId: string;
  productId: string;
  size: string;
  quantity: number;
  /** Why it exists, kept in the new order's history (e.g. the exchange request it fills). */
  note: string;
}

/**
 * Places the replacement order of an exchange, in the caller's transaction: the same shopper and
 * address as the original order, one line of the chosen product and size at ₹0, already paid (the
 * original order's payment covers it, so the courier collects nothing), confirmed and waiting to ship.
 * Its stock is taken through the catalogue's stock writer (ledger rows name the new order); with too
 * little stock nothing is written and OUT_OF_STOCK is thrown, leaving the caller's transaction usable.
 */
export async function placeReplacement(tx: RequestContext, r: Replacement): Promise<string> {
  const original = await lockOrder(tx, { id: r.originalOrderId });
  if (!original) throw new AppError('NOT_FOUND', 'Order not found.');
  const product = await catalogService.loadById(tx, r.productId);
  if (!product) throw new AppError('NOT_FOUND', 'The replacement product is gone.');
  // The stock is taken first, under the new order's id (the ledger names it), so a shortfall writes nothing.
  const orderId = crypto.randomUUID();
  const taken = await catalogService.takeStock(tx, [{ productId: product.id, quantity: r.quantity }], { reason: 'order_placed', orderId, note: r.note });
  if (!taken.ok) throw outOfStock(taken.short);
  const [order] = await rowsOf<{ id: string }>(
    tx,
    `INSERT INTO customer_order (id, user_id, status, source, subtotal_paise, shipping_paise, total_paise, payment_mode, is_paid, paid_at,
       customer_name, customer_email, area, state, district, address, pincode, landmark, mobile_number)
     SELECT $3::uuid, user_id, $2, 'buy_now', 0, 0, 0, payment_mode, true, now(),
       customer_name, customer_email, area, state, district, address, pincode, landmark, mobile_number
     FROM customer_order WHERE id = $1
     RETURNING id`,
    [original.id, OrderStatus.CONFIRMED, orderId],
  );
  await tx.em.query(
    `INSERT INTO order_line (order_id, position, product_id, product_name, product_image, color, size, quantity, unit_price_paise, amount_paise)
     VALUES ($1, 1, $2, $3, $4, $5, $6, $7, 0, 0)`,
    [order.id, product.id, product.name, product.images[0] ?? '', product.color, r.size, r.quantity],
  );
  await tx.em.query(
    `INSERT INTO order_history (order_id, event, from_status, to_status, actor, note, at) VALUES ($1, $2, NULL, $3, 'system', $4, clock_timestamp())`,
    [order.id, OrderEvent.PLACED, OrderStatus.CONFIRMED, r.note],
  );
  await orderEvents.publish(tx, { orderId: order.id, event: OrderEvent.PLACED, from: null, to: OrderStatus.CONFIRMED });
  return order.id;
}
