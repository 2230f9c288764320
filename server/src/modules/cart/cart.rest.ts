import { Allow, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Router } from 'express';
import { paiseToRupees } from '../../common/money';
import { parseInput } from '../../common/validation';
import type { RequestContext } from '../../context';
import { requireAuth, route } from '../../common/http';
import { toLegacyProducts, type LegacyProduct } from '../catalog/legacy-product';
import { CART_MESSAGES, cartService, MAX_LINE_QUANTITY, type CartView } from './cart.service';

/**
 * Legacy clients send `{ productId, ...the whole product }`. Only these fields are read: the price,
 * stock and the rest of the product come from the catalogue.
 */
class LegacyAddToCartBody {
  @Allow()
  productId?: unknown;

  /** The picked size when it is one of the product's sizes; anything else is ignored. */
  @Allow()
  size?: unknown;

  @IsOptional()
  @IsInt({ message: CART_MESSAGES.quantity })
  @Min(1, { message: CART_MESSAGES.quantity })
  @Max(MAX_LINE_QUANTITY, { message: CART_MESSAGES.quantity })
  quantity?: number;
}

/**
 * A legacy cart line: the product's fields, `_id` = the product's id, plus the line's quantity, picked
 * size and colour. The picked size is `selectedSize` ('NA' when none), never `size`: the client takes
 * a line for a product, and a product with a `size` is one it will not let a shopper buy.
 */
export type LegacyCartLine = LegacyProduct & { productId: string; quantity: number; selectedSize: string; color: string };

async function legacyLines(ctx: RequestContext, cart: CartView): Promise<LegacyCartLine[]> {
  const products = await toLegacyProducts(ctx, cart.items.map((l) => l.product));
  return cart.items.map((line, i) => ({
    ...products[i],
    _id: line.product.id,
    productId: line.product.id,
    quantity: line.quantity,
    selectedSize: line.size ?? 'NA',
    color: line.color,
  }));
}

/** The legacy REST cart routes under /api/v1/cart. Every route acts on the token's shopper only. */
export function cartRouter(): Router {
  const r = Router();

  r.get(
    '/cart',
    requireAuth,
    route(async (req, res) => {
      res.status(200).json({ products: await legacyLines(req.ctx, await cartService.get(req.ctx)) });
    }),
  );

  // Legacy clients POST while they believe no cart exists (and may POST again), and PUT add-product
  // otherwise; both add to the one cart the shopper has, creating it on first use.
  const add = route(async (req, res) => {
    const body = await parseInput(LegacyAddToCartBody, req.body);
    const { cart, product } = await cartService.add(req.ctx, body, { unknownSize: 'ignore' });
    res.status(200).json({ products: await legacyLines(req.ctx, cart), price: paiseToRupees(product.pricePaise) });
  });
  r.post('/cart', requireAuth, add);
  r.put('/cart/add-product', requireAuth, add);

  r.put(
    '/cart/remove/:productId',
    requireAuth,
    route(async (req, res) => {
      const cart = await cartService.remove(req.ctx, String(req.params.productId));
      res.status(200).json({ products: await legacyLines(req.ctx, cart) });
    }),
  );

  return r;
}
