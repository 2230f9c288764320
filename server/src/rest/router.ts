import { Router } from 'express';
import { authRouter } from '../modules/accounts/accounts.rest';
import { catalogRouter } from '../modules/catalog/catalog.rest';

/** Every legacy REST route under /api/v1. Each domain mounts its own router here. */
export function apiRouter(): Router {
  const r = Router();
  r.use(catalogRouter());
  r.use(authRouter());
  return r;
}
