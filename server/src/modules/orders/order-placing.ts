import { AppError, badInput, notFound } from '../../common/errors';
import { SELECT_SIZE, CART_EMPTY } from '../../common/shop-messages';
import { userGone } from '../../common/shopper';
import type { RequestContext } from '../../context';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { expireDue } from './order-expiry';
import { limitRefusal, placementLimits } from './order-limits';
import { orderLifecycle, outOfStock, type NewOrder, type PlacementRefusal } from './order-lifecycle';
import type { OrderEntity } from './order.entity';

/** The words for a line whose size does not fit its product (place_order found it). */
function sizeRefusal(r: Extract<PlacementRefusal, { refused: 'SIZE' }>): AppError {
  const sizes = r.product.availableSizes;
  if (sizes.length === 0) return badInput("This product has no sizes: size must be 'NA'.");
  if (r.size === 'NA') return new AppError('SIZE_REQUIRED', SELECT_SIZE, { productId: r.productId, productName: r.product.name });
  return badInput(`Size must be one of: ${sizes.join(', ')}.`);
}

/** Words a placement refusal as the shop answers it, whichever way the order was placed. */
function refusalError(r: PlacementRefusal): AppError {
  switch (r.refused) {
    case 'USER_GONE':
      return userGone();
    case 'NO_LINES':
      return new AppError('CART_EMPTY', CART_EMPTY);
    case 'NO_PRODUCT':
      return notFound(PRODUCT_NOT_FOUND);
    case 'SIZE':
      return sizeRefusal(r);
    case 'OUT_OF_STOCK':
      return outOfStock(r.short);
    default:
      return limitRefusal(r.refused);
  }
}

/**
 * Places a drafted order in ONE transaction (the lifecycle's placement statement, with every rule of
 * placing an order: the attempt counted, product and size, the fair-use caps, the unpaid-orders cap,
 * the stock), or throws its refusal in the shop's words. When the stock is short and unpaid online
 * orders of those products have run out of time, they are expired first and the placement tried once
 * more (without counting a second attempt).
 */
export async function placeDraft(ctx: RequestContext, draft: NewOrder): Promise<OrderEntity> {
  let placed = await orderLifecycle.place(ctx, draft, 'shopper', placementLimits(draft.userId));
  // Reservations that ran out still hold their stock until a sweep: free those of these products and
  // try once more (the attempt is counted already).
  if ('refused' in placed && placed.refused === 'OUT_OF_STOCK' && (await expireDue(ctx, { productIds: [...new Set(draft.lines.map((l) => l.productId))] })) > 0) {
    placed = await orderLifecycle.place(ctx, draft, 'shopper', placementLimits(draft.userId, false));
  }
  if ('refused' in placed) throw refusalError(placed);
  return placed.order;
}
