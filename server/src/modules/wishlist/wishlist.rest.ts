import { Allow } from 'class-validator';
import { Router } from 'express';
import { parseInput } from '../../common/validation';
import type { RequestContext } from '../../context';
import { requireAuth, route } from '../../common/http';
import { toLegacyProducts, type LegacyProduct } from '../catalog/legacy-product';
import { wishlistService, type WishlistView } from './wishlist.service';

/** Legacy clients send `{ productId, ...the whole product }`; only the id is read. */
class LegacyWishlistBody {
  @Allow()
  productId?: unknown;
}

/** A legacy wishlist item: the product's fields (`_id` = the product's id), marked liked. */
export type LegacyWishlistItem = LegacyProduct & { liked: true };

async function legacyProducts(ctx: RequestContext, wishlist: WishlistView): Promise<LegacyWishlistItem[]> {
  return (await toLegacyProducts(ctx, wishlist.products)).map((p) => ({ ...p, liked: true as const }));
}

/** The legacy REST wishlist routes under /api/v1/wishlist. Every route acts on the token's shopper only. */
export function wishlistRouter(): Router {
  const r = Router();

  r.get(
    '/wishlist',
    requireAuth,
    route(async (req, res) => {
      res.status(200).json({ products: await legacyProducts(req.ctx, await wishlistService.get(req.ctx)) });
    }),
  );

  r.post(
    '/wishlist',
    requireAuth,
    route(async (req, res) => {
      const body = await parseInput(LegacyWishlistBody, req.body);
      const { wishlist } = await wishlistService.add(req.ctx, body.productId);
      res.status(200).json({ products: await legacyProducts(req.ctx, wishlist) });
    }),
  );

  r.put(
    '/wishlist/remove/:productId',
    requireAuth,
    route(async (req, res) => {
      const wishlist = await wishlistService.remove(req.ctx, String(req.params.productId));
      res.status(200).json({ products: await legacyProducts(req.ctx, wishlist) });
    }),
  );

  return r;
}
