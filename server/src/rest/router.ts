import { Router } from 'express';
import { catalogRouter } from '../modules/catalog/catalog.rest';
import { deliveryRouter } from '../modules/delivery/delivery.rest';
import { reviewsRouter } from '../modules/reviews/reviews.rest';

/** Every legacy REST route under /api/v1. Each domain mounts its own router here. */
export function apiRouter(): Router {
  const r = Router();
  r.use(catalogRouter());
  r.use(reviewsRouter());
  r.use(deliveryRouter());
  return r;
}
