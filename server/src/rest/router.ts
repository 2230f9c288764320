import { Router } from 'express';
import { catalogRouter } from '../modules/catalog/catalog.rest';
import { contactRouter } from '../modules/contact/contact.rest';

/** Every legacy REST route under /api/v1. Each domain mounts its own router here. */
export function apiRouter(): Router {
  const r = Router();
  r.use(catalogRouter());
  r.use(contactRouter());
  return r;
}
