import { Router } from 'express';
import { notFound } from '../../common/errors';
import { route } from '../../rest/http';
import { catalogService, PRODUCT_NOT_FOUND } from './catalog.service';
import { toLegacyProduct } from './legacy-product';
import type { ProductEntity } from './product.entity';
import type { RequestContext } from '../../context';

async function legacyList(ctx: RequestContext, products: ProductEntity[]) {
  const colors = await catalogService.familyColors(ctx, products.map((p) => p.name));
  return products.map((p) => toLegacyProduct(p, ctx.app.config.publicUrl, colors.get(p.name)));
}

/** GET /api/v1/products[/:id] in the legacy shape. */
export function catalogRouter(): Router {
  const r = Router();
  r.get(
    '/products',
    route(async (req, res) => {
      res.json(await legacyList(req.ctx, await catalogService.list(req.ctx)));
    }),
  );
  r.get(
    '/products/:id',
    route(async (req, res) => {
      const product = await catalogService.findById(req.ctx, String(req.params.id));
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const [legacy] = await legacyList(req.ctx, [product]);
      res.json(legacy);
    }),
  );
  return r;
}
