import { Router } from 'express';
import { authRouter } from '../modules/accounts/accounts.rest';
import { cartRouter } from '../modules/cart/cart.rest';
import { catalogRouter } from '../modules/catalog/catalog.rest';
import { contactRouter } from '../modules/contact/contact.rest';
import { deliveryRouter } from '../modules/delivery/delivery.rest';
import { invoicesRouter } from '../modules/invoices/invoices.rest';
import { ordersRouter } from '../modules/orders/orders.rest';
import { placeOrderRouter } from '../flows/place-order.rest';
import { ordersService } from '../modules/orders/orders.service';
import { paymentsRouter } from '../modules/payments/payments.rest';
import { returnsRouter } from '../modules/returns/returns.rest';
import { reviewsRouter } from '../modules/reviews/reviews.rest';
import { shippingRouter } from '../modules/shipping/shipping.rest';
import { wishlistRouter } from '../modules/wishlist/wishlist.rest';

/** Every legacy REST route under /api/v1. Each domain mounts its own router here, one per line. */
export function apiRouter(): Router {
  const r = Router();
  r.use(catalogRouter());
  r.use(reviewsRouter());
  r.use(deliveryRouter());
  r.use(authRouter());
  r.use(cartRouter());
  r.use(wishlistRouter());
  r.use(placeOrderRouter());
  r.use(ordersRouter());
  r.use(invoicesRouter());
  r.use(returnsRouter());
  // Payment events flow one way: the provider's adapter reads them, the orders lifecycle consumes them.
  r.use(paymentsRouter((tx, event) => ordersService.consumePaymentEvent(tx, event)));
  // Courier reports flow the same way: the courier's adapter reads them, the orders lifecycle consumes them.
  r.use(shippingRouter((tx, event) => ordersService.consumeShipmentEvent(tx, event)));
  r.use(contactRouter());
  return r;
}
