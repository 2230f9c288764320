import { Router } from 'express';
import { cartRouter } from '../modules/cart/cart.rest';
import { authRouter } from '../modules/accounts/accounts.rest';
import { catalogRouter } from '../modules/catalog/catalog.rest';
import { wishlistRouter } from '../modules/wishlist/wishlist.rest';
import { contactRouter } from '../modules/contact/contact.rest';

/** Every legacy REST route under /api/v1. Each domain mounts its own router here. */
export function apiRouter(): Router {
  const r = Router();
  r.use(catalogRouter());
  r.use(cartRouter());
  r.use(wishlistRouter());
  r.use(authRouter());
  r.use(contactRouter());
  return r;
}
