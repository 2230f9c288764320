import { AppError } from '../common/errors';
import { countOrderPlaced, countOrderRefused } from '../common/metrics';
import { CHECKOUT_PAUSED, codUnavailable } from '../common/shop-messages';
import { requireShopper } from '../common/shopper';
import type { RequestContext } from '../context';
import { cartService } from '../modules/cart/cart.service';
import { deliveryService } from '../modules/delivery/delivery.service';
import { businessBuyers, validBusinessBuyer } from '../modules/invoices/business-buyer';
import type { NewOrder } from '../modules/orders/order-lifecycle';
import { OrderSource, PaymentMode, type OrderEntity } from '../modules/orders/order.entity';
import { ordersService } from '../modules/orders/orders.service';
import type { CartCheckoutInput, OrderRequestInput } from '../modules/orders/orders.types';
import { onlinePaymentsAvailable } from '../modules/payments/providers';

export const ONLINE_PAYMENT_OFF = 'Online payment is not available right now. Please choose Cash on Delivery.';

type Line = NewOrder['lines'][number];
type Draft = { lines: Line[]; couponCode: string | null };

/** A size as asked for: 'NA' (no size) when none was given. Whether it fits the product is place_order's rule. */
const requestedSize = (size: string | null | undefined) => (size ?? '').trim() || 'NA';

/**
 * JOURNEY: placing an order, by Buy Now or the cart checkout (one path for both).
 *
 * - Before the transaction: is online payment possible at all (payments); is cash on delivery taken at
 *   the delivery PIN code (delivery, which may ask the courier: a remote call, with nothing locked);
 *   the cart's lines (cart); the draft, with the shopper's address.
 * - In one transaction (orders: ordersService.placeDraft): the price engine prices the lines as read
 *   then (orders/order-pricing.ts); a cart order's lines leave the cart and the `placed` order event
 *   queues the shopper's mail (flows/subscribers.ts), for the order as it will be written, after a
 *   savepoint; then the `place_order` database function (modules/orders/sql/place_order.sql) holds
 *   every placement rule, takes or reserves the stock through the catalogue's stock writer and writes
 *   the order with those figures, after checking under the products' lock that every unit price is
 *   still the one priced (if not, the whole transaction is priced and tried again); an order priced
 *   with a promotion counts its use. From place_order to the commit the products' rows are held and
 *   every buyer of the same product waits: so as little as possible runs there.
 *   A business buyer's GSTIN and name (checked before: invoices/business-buyer.ts) are recorded
 *   beside the order once place_order wrote it, in the same transaction, for its B2B invoice.
 * - After the commit: an online order gets its payment provider's order (payments: a remote call, no
 *   transaction open), so the shopper's checkout can open; the mail is sent by a job.
 * - Undo: a refusal writes nothing but the counted attempt (what was written before place_order is
 *   rolled back to the savepoint). A cart whose lines left it between the read and the transaction
 *   (the same cart checked out twice at once, a line removed in another tab) places nothing:
 *   CART_EMPTY when all had gone, CONFLICT when some had. An online order whose provider order
 *   cannot be opened is moved to payment failed and its stock released (ordersService.openPayment).
 *
 * The rules, in full: Every rule of placing an order (the
 * attempt counted, product and size, the fair-use caps, the unpaid-orders cap, the stock) is checked
 * by the lifecycle's one placement statement, with the same limits and the same refusals whatever the
 * path; here the shop only adds what is not the database's to know (is online payment possible at
 * all; is cash on delivery taken at the delivery PIN code, which may ask the courier) and words the answer. The amount comes from the catalogue's prices at that moment (nothing
 * the client sends about money or status is read). COD orders are placed as `pending`; online orders
 * wait for payment with the stock reserved, and carry the provider's order id to open the checkout with.
 */
async function placeOrder(ctx: RequestContext, source: OrderSource, input: CartCheckoutInput, linesOf: () => Promise<Draft>): Promise<OrderEntity> {
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

async function placeLines(ctx: RequestContext, source: OrderSource, input: CartCheckoutInput, { lines, couponCode }: Draft): Promise<OrderEntity> {
  const user = requireShopper(ctx);
  if (input.paymentMode === PaymentMode.Razorpay && !onlinePaymentsAvailable(ctx.app)) throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENT_OFF);
  // Whether cash is taken at the PIN may need the courier (an outside call), so it is asked here, before
  // the placement's transaction, and not by place_order, which knows only the database.
  if (input.paymentMode === PaymentMode.COD && !(await deliveryService.codAvailable(ctx, input.pincode))) {
    throw new AppError('COD_UNAVAILABLE', codUnavailable(input.pincode), { pincode: input.pincode });
  }
  // A business buyer's GSTIN is checked before anything is written, and recorded once the order is.
  const business = await validBusinessBuyer({ gstin: input.buyerGstin, businessName: input.buyerBusinessName }, input);
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
    couponCode,
    // Recorded with the order, in its transaction: an order is never placed without the GSTIN it was asked with.
    ...(business ? { withOrder: (tx: RequestContext, orderId: string) => businessBuyers.record(tx, orderId, business) } : {}),
  };
  const order = await ordersService.placeDraft(ctx, draft);
  return input.paymentMode === PaymentMode.Razorpay ? ordersService.openPayment(ctx, order) : order;
}

/** Buy Now: a one-line order of `productId` for the logged-in shopper (see placeOrder). */
export function placeBuyNow(ctx: RequestContext, productId: string, input: OrderRequestInput): Promise<OrderEntity> {
  return placeOrder(ctx, OrderSource.BUY_NOW, input, async () => ({ lines: [{ productId, size: requestedSize(input.size), quantity: input.quantity }], couponCode: null }));
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
    // The coupon on the cart goes with it; the price engine prices the order as it priced the cart.
    return { lines: cart.items.map((item) => ({ productId: item.product.id, size: requestedSize(item.size), quantity: item.quantity })), couponCode: cart.coupon?.code ?? null };
  });
}
