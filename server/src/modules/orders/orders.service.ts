import { expireDue, sweep } from './order-expiry';
import { abandonPayment, consumePaymentEvent, verifyPayment } from './order-payment';
import { cancel, deliver, ship } from './order-fulfilment';
import { checkoutCart, placeBuyNow } from './order-placement';
import { findMine, history, listMine, listRecent } from './order-reads';
import { processRefund } from './order-refunds';

export { ORDER_NOT_FOUND } from './order-rows';

/**
 * Orders, by use case: placing (order-placement.ts: Buy Now and the cart checkout, one path), paying
 * (order-payment.ts), refunds (order-refunds.ts), fulfilment (order-fulfilment.ts: cancel, ship,
 * deliver), the expiry sweep (order-expiry.ts) and reads (order-reads.ts). Every status change goes
 * through the order lifecycle (order-lifecycle.ts). Resolvers, REST handlers, the command line and the
 * background jobs call this one front door.
 */
export const ordersService = {
  place: placeBuyNow,
  checkoutCart,
  verifyPayment,
  abandonPayment,
  consumePaymentEvent,
  cancel,
  processRefund,
  ship,
  deliver,
  listMine,
  findMine,
  history,
  listRecent,
  expireDue,
  sweep,
};
