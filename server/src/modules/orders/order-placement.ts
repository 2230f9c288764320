import { AppError, badInput, notFound } from '../../common/errors';
import { countOrderPlaced, countOrderRefused } from '../../common/metrics';
import { CART_EMPTY, CHECKOUT_PAUSED, codUnavailable, SELECT_SIZE } from '../../common/shop-messages';
import { requireShopper, userGone } from '../../common/shopper';
import type { RequestContext } from '../../context';
import { cartService } from '../cart/cart.service';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { deliveryService } from '../delivery/delivery.service';
import { onlinePaymentsAvailable } from '../payments/providers';
import { expireDue } from './order-expiry';
import { limitRefusal, placementLimits } from './order-limits';
import { orderLifecycle, outOfStock, type NewOrder, type PlacementRefusal } from './order-lifecycle';
import { attachProviderOrder } from './order-payment';
import { OrderEntity, OrderSource, PaymentMode } from './order.entity';
import type { CartCheckoutInput, OrderRequestInput } from './orders.types';

export const ONLINE_PAYMENT_OFF = 'Online payment is not available right now. Please choose Cash on Delivery.';

type Line = NewOrder['lines'][number];

/** A size as asked for: 'NA' (no size) when none was given. Whether it fits the product is place_order's rule. */
const requestedSize = (size: string | null | undefined) => (size ?? '').trim() || 'NA';

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
 * THE placement path, for Buy Now and the cart checkout alike. Every rule of placing an order (the
 * attempt counted, product and size, the fair-use caps, the unpaid-orders cap, the stock) is checked
 * by the lifecycle's one placement statement, with the same limits and the same refusals whatever the
 * path; here the shop only adds what is not the database's to know (is online payment possible at
 * all; is cash on delivery taken at the delivery PIN code, which may ask the courier) and words the answer. The amount comes from the catalogue's prices at that moment (nothing
 * the client sends about money or status is read). COD orders are placed as `pending`; online orders
 * wait for payment with the stock reserved, and carry the provider's order id to open the checkout with.
 */
async function placeOrder(ctx: RequestContext, source: OrderSource, input: CartCheckoutInput, linesOf: () => Promise<Line[]>): Promise<OrderEntity> {
  // Every placement ends here, placed or refused (by the code the shopper gets): the one place it is counted.
  try {
    const order = await placeLines(ctx, source, input, await linesOf());
    countOrderPlaced(input.paymentMode);
    return order;
  } catch (e) {
    if (e instanceof AppError) countOrderRefused(e.code, input.paymentMode);
    throw e;
  }
}

async function placeLines(ctx: RequestContext, source: OrderSource, input: CartCheckoutInput, lines: Line[]): Promise<OrderEntity> {
  const user = requireShopper(ctx);
  if (input.paymentMode === PaymentMode.Razorpay && !onlinePaymentsAvailable(ctx.app)) throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENT_OFF);
  // Whether cash is taken at the PIN may need the courier (an outside call), so it is asked here, before
  // the placement's transaction, and not by place_order, which knows only the database.
  if (input.paymentMode === PaymentMode.COD && !(await deliveryService.codAvailable(ctx, input.pincode))) {
    throw new AppError('COD_UNAVAILABLE', codUnavailable(input.pincode), { pincode: input.pincode });
  }
  const draft: NewOrder = {
    userId: user.id,
    source,
    paymentMode: input.paymentMode,
    reservationSeconds: ctx.app.config.paymentReservationSeconds,
    customerName: user.username,
    customerEmail: user.email,
    address: {
      area: input.area.trim(),
      state: input.state.trim(),
      district: (input.district ?? '').trim(),
      address: input.address.trim(),
      pincode: input.pincode,
      landmark: input.landmark.trim(),
      mobileNumber: input.mobileNumber,
    },
    lines,
  };
  let placed = await orderLifecycle.place(ctx, draft, 'shopper', placementLimits(user.id));
  // Reservations that ran out still hold their stock until a sweep: free those of these products and
  // try once more (the attempt is counted already).
  if ('refused' in placed && placed.refused === 'OUT_OF_STOCK' && (await expireDue(ctx, { productIds: [...new Set(lines.map((l) => l.productId))] })) > 0) {
    placed = await orderLifecycle.place(ctx, draft, 'shopper', placementLimits(user.id, false));
  }
  if ('refused' in placed) throw refusalError(placed);
  return input.paymentMode === PaymentMode.Razorpay ? attachProviderOrder(ctx, placed.order) : placed.order;
}

/** Buy Now: a one-line order of `productId` for the logged-in shopper (see placeOrder). */
export function placeBuyNow(ctx: RequestContext, productId: string, input: OrderRequestInput): Promise<OrderEntity> {
  return placeOrder(ctx, OrderSource.BUY_NOW, input, async () => [{ productId, size: requestedSize(input.size), quantity: input.quantity }]);
}

/**
 * The cart checks out: ONE order and one payment for every line of the shopper's cart as stored on
 * the server (nothing about the lines is read from the request). All lines' stock is taken at once,
 * all or nothing. The lines leave the cart once bought (at once for cash on delivery, when the
 * payment is confirmed for online orders); a failed payment leaves the cart as it was.
 */
export async function checkoutCart(ctx: RequestContext, input: CartCheckoutInput): Promise<OrderEntity> {
  return placeOrder(ctx, OrderSource.CART, input, async () => {
    requireShopper(ctx);
    if (!ctx.app.config.cartCheckout) throw new AppError('CHECKOUT_PAUSED', CHECKOUT_PAUSED);
    const cart = await cartService.get(ctx);
    return cart.items.map((item) => ({ productId: item.product.id, size: requestedSize(item.size), quantity: item.quantity }));
  });
}
