import type { RequestContext } from '../../context';
import { AppError, badInput, notFound } from '../../common/errors';
import { ALREADY_IN_WISHLIST_MESSAGE, OUT_OF_STOCK_MESSAGE } from '../../common/shop-messages';
import { isUuid } from '../../common/validation';
import { foreignKeyViolation, requireShopper, userGone } from '../../common/shopper';
import { catalogService } from '../catalog/catalog.service';
import { PRODUCT_ID_MESSAGES } from '../catalog/catalog.types';
import type { ProductEntity } from '../catalog/product.entity';
import { WishlistItemEntity } from './wishlist-item.entity';

/** Messages: the first three are the storefront's own words, kept letter for letter; the rest are ours. */
export const WISHLIST_MESSAGES = {
  duplicate: ALREADY_IN_WISHLIST_MESSAGE,
  outOfStock: OUT_OF_STOCK_MESSAGE,
  ...PRODUCT_ID_MESSAGES,
} as const;


export interface WishlistView {
  /** The owner's user id: one wishlist per shopper. */
  id: string;
  /** Most recently saved first. */
  products: ProductEntity[];
  count: number;
}

/**
 * The shopper's wishlist. It always belongs to `ctx.user`; no method takes a user id.
 */
export const wishlistService = {
  /** The saved products, newest first. A wishlist never written to is simply empty. */
  async get(ctx: RequestContext): Promise<WishlistView> {
    const userId = requireShopper(ctx).id;
    const rows = await ctx.em.find(WishlistItemEntity, { where: { userId }, order: { createdAt: 'DESC', productId: 'ASC' } });
    const byId = new Map((await catalogService.findByIds(ctx, rows.map((r) => r.productId))).map((p) => [p.id, p]));
    const products = rows.flatMap((r) => byId.get(r.productId) ?? []);
    return { id: userId, products, count: products.length };
  },

  /**
   * Saves a product. Rules (the cart's too): the product must exist ('product not
   * found try again !'), have stock ('This product is out of stock!') and not be saved already ('This
   * product is already in your wishlist !'); the (user, product) key decides duplicates.
   */
  async add(ctx: RequestContext, productId: unknown): Promise<{ wishlist: WishlistView; product: ProductEntity }> {
    const userId = requireShopper(ctx).id;
    const product = await catalogService.requireProduct(ctx, productId, WISHLIST_MESSAGES);
    if (product.stock < 1) throw new AppError('OUT_OF_STOCK', WISHLIST_MESSAGES.outOfStock, { productId: product.id, productName: product.name, available: 0 });
    let inserted: unknown[];
    try {
      inserted = await ctx.em.query(
        `INSERT INTO wishlist_item (user_id, product_id) VALUES ($1, $2)
         ON CONFLICT (user_id, product_id) DO NOTHING RETURNING product_id`,
        [userId, product.id],
      );
    } catch (err) {
      // The product or the user was deleted between the read above and this insert.
      const fk = foreignKeyViolation(err);
      if (fk === null) throw err;
      throw fk.includes('user') ? userGone() : notFound(WISHLIST_MESSAGES.productNotFound);
    }
    if (inserted.length === 0) throw new AppError('ALREADY_IN_WISHLIST', WISHLIST_MESSAGES.duplicate, { productId: product.id });
    return { wishlist: await this.get(ctx), product };
  },

  /** Removes a saved product; one that is not saved changes nothing, an id naming no product is 404. */
  async remove(ctx: RequestContext, productId: unknown): Promise<WishlistView> {
    const userId = requireShopper(ctx).id;
    if (!isUuid(productId)) throw badInput(WISHLIST_MESSAGES.productIdInvalid);
    const result = await ctx.em.delete(WishlistItemEntity, { userId, productId });
    if (!result.affected) await catalogService.requireProduct(ctx, productId, WISHLIST_MESSAGES);
    return this.get(ctx);
  },
};
