import { expireDue, sweep } from './order-expiry';
import { abandonPayment, consumePaymentEvent, verifyPayment } from './order-payment';
import { cancel, cancelByStaff, confirm, deliver, recordCodPayment, recordManualRefund, ship } from './order-fulfilment';
import { findForStaff, findManyForStaff, listForStaff, orderFigures, timelineForStaff } from './order-admin-reads';
import { attachProviderOrder } from './order-payment';
import { placeDraft } from './order-placing';
import { findMine, hasEarlierOrder, history, listMine, listRecent, savedAddresses } from './order-reads';
import { processRefund } from './order-refunds';
import { placeReplacement } from './order-replacement';
import { advanceTestShipment, bookShipment, consumeShipmentEvent, refreshTracking } from './order-shipping';

export { ORDER_NOT_FOUND } from './order-rows';

/**
 * Orders, by use case: placing (order-placing.ts: one drafted order in one statement; the journey around it, Buy Now and the cart checkout, is flows/place-order.ts), paying
 * (order-payment.ts), refunds (order-refunds.ts), fulfilment (order-fulfilment.ts: the shopper's
 * cancel; the back office's and the command line's confirm, ship, deliver, cancel, cash collected), the
 * expiry sweep (order-expiry.ts), the shopper's reads (order-reads.ts) and the back office's
 * (order-admin-reads.ts: list, search, timeline, dashboard figures). Every status change goes
 * through the order lifecycle (order-lifecycle.ts). Resolvers, REST handlers, the command line and the
 * background jobs call this one front door.
 */
export const ordersService = {
  placeDraft,
  /** After an online order's placement committed: its payment provider's order (see order-payment.ts). */
  openPayment: attachProviderOrder,
  verifyPayment,
  abandonPayment,
  consumePaymentEvent,
  cancel,
  processRefund,
  confirm,
  ship,
  deliver,
  cancelByStaff,
  recordCodPayment,
  recordManualRefund,
  bookShipment,
  advanceTestShipment,
  refreshTracking,
  consumeShipmentEvent,
  listMine,
  hasEarlierOrder,
  savedAddresses,
  findMine,
  placeReplacement,
  history,
  listRecent,
  listForStaff,
  findForStaff,
  findManyForStaff,
  timelineForStaff,
  orderFigures,
  expireDue,
  sweep,
};
