import { Router } from 'express';
import { catalogRouter } from '../modules/catalog/catalog.rest';
import { ordersRouter } from '../modules/orders/orders.rest';
import { paymentsRouter } from '../modules/payments/payments.rest';

/** Every legacy REST route under /api/v1. Each domain mounts its own router here. */
export function apiRouter(): Router {
  const r = Router();
  r.use(catalogRouter());
  r.use(ordersRouter());
  r.use(paymentsRouter());
  return r;
}
