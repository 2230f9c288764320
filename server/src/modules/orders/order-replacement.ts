import { AppError } from '../../common/errors';
import type { RequestContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { orderLifecycle } from './order-lifecycle';
import { lockOrder } from './order-rows';

export interface Replacement {
  originalOrderId: string;
  productId: string;
  size: string;
  quantity: number;
  /** Why it exists, kept in the new order's history (e.g. the exchange request it fills). */
  note: string;
  /** Its stock was reserved when the exchange was approved: the order takes none again. */
  stockReserved?: boolean;
}

/**
 * Places the replacement order of an exchange, in the caller's transaction, through the order
 * lifecycle like every order: the same shopper and address as the original order, one line of the
 * chosen product and size at ₹0, already paid (the original order's payment covers it, so the courier
 * collects nothing), confirmed and waiting to ship. With too little stock nothing is written and
 * OUT_OF_STOCK is thrown, leaving the caller's transaction usable.
 */
export async function placeReplacement(tx: RequestContext, r: Replacement): Promise<string> {
  const original = await lockOrder(tx, { id: r.originalOrderId });
  if (!original) throw new AppError('NOT_FOUND', 'Order not found.');
  const product = await catalogService.loadById(tx, r.productId);
  if (!product) throw new AppError('NOT_FOUND', 'The replacement product is gone.');
  return orderLifecycle.placeReplacement(tx, { originalOrderId: original.id, product, size: r.size, quantity: r.quantity, note: r.note, stockReserved: r.stockReserved });
}
