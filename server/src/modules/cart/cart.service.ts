import { In } from 'typeorm';
import type { RequestContext } from '../../context';
import { AppError, badInput, notFound } from '../../common/errors';
import { foreignKeyViolation, requireShopper, userGone } from '../../common/shopper';
import { OUT_OF_STOCK_MESSAGE } from '../../common/shop-messages';
import type { VariantRow } from '../catalog/catalog.service';
import { rowsOf } from '../../common/sql';
import { isUuid } from '../../common/validation';
import { catalogService } from '../catalog/catalog.service';
import { PRODUCT_ID_MESSAGES } from '../catalog/catalog.types';
import type { ProductEntity } from '../catalog/product.entity';
import type { AppliedPromotion } from '../pricing/price-engine';
import { lineOf, normalizeCode, pricingService, type CouponState } from '../pricing/pricing.service';
import { CartItemEntity } from './cart-item.entity';

/** Messages: the first three are the storefront's own words, kept letter for letter; the rest are ours. */
export const CART_MESSAGES = {
  duplicate: 'This product is already in your cart.',
  outOfStock: OUT_OF_STOCK_MESSAGE,
  ...PRODUCT_ID_MESSAGES,
  quantity: 'quantity must be a whole number from 1 to 10.',
  notInCart: 'This product is not in your cart.',
  unknownSize: 'Please choose one of the sizes this product comes in.',
} as const;

/** The cart's stepper and checkout quantity stop at 10. */
export const MAX_LINE_QUANTITY = 10;

export interface CartLine {
  /** `<owner id>:<product id>`. */
  id: string;
  product: ProductEntity;
  quantity: number;
  size: string | null;
  color: string;
  /** The most the stepper may show: min(stock, 10). */
  maxQuantity: number;
  /** Price × quantity, before discounts. */
  lineTotalPaise: number;
  /** This line's share of every discount (the price engine's split). */
  discountPaise: number;
  addedAt: Date;
}

export interface CartView {
  /** The owner's user id: a shopper has exactly one cart, and /cart/:id names it by its owner. */
  id: string;
  items: CartLine[];
  /** Number of lines (the legacy client's `quantity`: one per product). */
  itemCount: number;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** How much more (after discounts) ships free; 0 when it does. */
  freeShippingGapPaise: number;
  promotions: AppliedPromotion[];
  coupon: CouponState | null;
}

export interface AddToCart {
  productId?: unknown;
  size?: unknown;
  quantity?: number;
}

export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY;
}


/**
 * Stock and price of what a line holds: its size's; with no size picked yet, the only size's, or (a sized
 * product) the best-stocked size's stock at the product's price, since the size is still to be chosen.
 */
interface Holding {
  stock: number;
  pricePaise: number;
}

function holdingOf(product: ProductEntity, sizes: VariantRow[] | undefined, size: string | null): Holding {
  const variant = size ? sizes?.find((v) => v.size === size) : sizes?.length === 1 ? sizes[0] : undefined;
  if (variant) return { stock: variant.stock, pricePaise: variant.pricePaise };
  if (size) return { stock: 0, pricePaise: product.pricePaise };
  return { stock: sizes?.length ? Math.max(...sizes.map((v) => v.stock)) : product.stock, pricePaise: product.pricePaise };
}

function stockLimit(held: Holding): number {
  return Math.max(0, Math.min(held.stock, MAX_LINE_QUANTITY));
}

function assertInStock(product: ProductEntity, held: Holding, quantity: number, size: string | null) {
  const facts = { productId: product.id, productName: product.name, size, available: Math.max(0, held.stock) };
  if (held.stock < 1) throw new AppError('OUT_OF_STOCK', CART_MESSAGES.outOfStock, facts);
  if (quantity > held.stock) throw new AppError('QUANTITY_LIMIT', `Only ${held.stock} left in stock.`, facts);
}

/**
 * The shopper's cart. It always belongs to `ctx.user`: no method takes a user id, so one shopper can
 * never name another's cart. Prices and stock come from the catalogue, never from the client.
 */
export const cartService = {
  /** The cart, oldest line first. A cart the shopper never wrote to is simply empty. */
  async get(ctx: RequestContext): Promise<CartView> {
    const userId = requireShopper(ctx).id;
    const [rows, coupons] = await Promise.all([
      ctx.em.find(CartItemEntity, { where: { userId }, order: { createdAt: 'ASC', productId: 'ASC' } }),
      rowsOf<{ code: string }>(ctx, `SELECT code FROM cart_coupon WHERE user_id = $1`, [userId]),
    ]);
    const ids = rows.map((r) => r.productId);
    const [found, sizes] = await Promise.all([catalogService.findByIds(ctx, ids), catalogService.variantsOf(ctx, ids)]);
    const products = new Map(found.map((p) => [p.id, p]));
    const kept = rows.filter((row) => products.has(row.productId));
    // Each line at its size's price (a size may cost more), which the engine then discounts.
    const held = kept.map((row) => holdingOf(products.get(row.productId)!, sizes.get(row.productId), row.size));
    const { result, coupon } = await pricingService.price(ctx, {
      lines: kept.map((row, i) => lineOf(`${userId}:${row.productId}`, products.get(row.productId)!, row.quantity, held[i].pricePaise)),
      userId,
      couponCode: coupons[0]?.code ?? null,
      paymentMode: null,
    });
    const items: CartLine[] = kept.map((row, i) => {
      const product = products.get(row.productId)!;
      return {
        id: `${userId}:${product.id}`,
        product,
        quantity: row.quantity,
        size: row.size,
        color: row.color,
        maxQuantity: stockLimit(held[i]),
        lineTotalPaise: result.lines[i].grossPaise,
        discountPaise: result.lines[i].discountPaise,
        addedAt: row.createdAt,
      };
    });
    return {
      id: userId,
      items,
      itemCount: items.length,
      subtotalPaise: result.subtotalPaise,
      discountPaise: result.discountPaise,
      shippingPaise: result.shippingPaise,
      totalPaise: result.totalPaise,
      freeShippingGapPaise: result.freeShippingGapPaise,
      promotions: result.promotions,
      coupon,
    };
  },

  /** The coupon code the shopper entered (upper case), or null. */
  async couponCode(ctx: RequestContext, userId: string): Promise<string | null> {
    const rows = await rowsOf<{ code: string }>(ctx, `SELECT code FROM cart_coupon WHERE user_id = $1`, [userId]);
    return rows[0]?.code ?? null;
  },

  /**
   * Puts a coupon code on the cart. A code that cannot be used on this cart now is refused with the
   * reason (COUPON_NOT_APPLICABLE: "Add ₹150 more to use WELCOME10"), and the cart keeps its previous code.
   */
  async applyCoupon(ctx: RequestContext, code: unknown): Promise<CartView> {
    const userId = requireShopper(ctx).id;
    if (typeof code !== 'string' || !code.trim() || code.length > 40) throw badInput('Please enter a coupon code.');
    const cart = await this.get(ctx);
    const products = new Map(cart.items.map((i) => [i.product.id, i.product]));
    const normalized = await pricingService.assertCouponUsable(ctx, {
      lines: cart.items.map((i) => lineOf(i.id, products.get(i.product.id)!, i.quantity, i.lineTotalPaise / i.quantity)),
      userId,
      couponCode: normalizeCode(code),
      paymentMode: null,
    });
    await ctx.em.query(
      `INSERT INTO cart_coupon (user_id, code) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET code = EXCLUDED.code, applied_at = now()`,
      [userId, normalized],
    );
    return this.get(ctx);
  },

  /** Takes the coupon code off the cart (none there: no-op). */
  async removeCoupon(ctx: RequestContext): Promise<CartView> {
    const userId = requireShopper(ctx).id;
    await this.clearCoupon(ctx, userId);
    return this.get(ctx);
  },

  /** The coupon leaves the cart once an order used it (called by the orders module in the order's transaction). */
  async clearCoupon(ctx: RequestContext, userId: string): Promise<void> {
    await ctx.em.query(`DELETE FROM cart_coupon WHERE user_id = $1`, [userId]);
  },

  /**
   * Adds a product (quantity 1 unless given, 1 to 10). Rules: the product must exist ('product not found
   * try again !'), have stock ('This product is out of stock!') and not be in the cart already ('This
   * product is already in your cart.'). The (user, product) key decides duplicates, so parallel adds
   * leave one line. The size must be one the product comes in: `unknownSize: 'ignore'` drops any other
   * value (legacy clients send the product's own `size` note, e.g. '11 oz'), 'reject' refuses it.
   */
  async add(ctx: RequestContext, input: AddToCart, opts: { unknownSize: 'reject' | 'ignore' } = { unknownSize: 'reject' }): Promise<{ cart: CartView; product: ProductEntity }> {
    const userId = requireShopper(ctx).id;
    const quantity = input.quantity ?? 1;
    if (!isQuantity(quantity)) throw badInput(CART_MESSAGES.quantity);
    const product = await catalogService.requireProduct(ctx, input.productId, CART_MESSAGES);
    let size: string | null = null;
    if (typeof input.size === 'string' && product.availableSizes.includes(input.size)) size = input.size;
    else if (input.size !== undefined && input.size !== null && input.size !== '' && opts.unknownSize === 'reject') {
      throw badInput(CART_MESSAGES.unknownSize);
    }
    // The size's own stock: a sold-out size cannot go in the cart, even when other sizes are left.
    assertInStock(product, holdingOf(product, (await catalogService.variantsOf(ctx, [product.id])).get(product.id), size), quantity, size);
    let inserted: unknown[];
    try {
      inserted = await ctx.em.query(
        `INSERT INTO cart_item (user_id, product_id, quantity, size, color) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, product_id) DO NOTHING RETURNING product_id`,
        [userId, product.id, quantity, size, product.color],
      );
    } catch (err) {
      // The product or the user was deleted between the read above and this insert.
      const fk = foreignKeyViolation(err);
      if (fk === null) throw err;
      throw fk.includes('user') ? userGone() : notFound(CART_MESSAGES.productNotFound);
    }
    if (inserted.length === 0) throw new AppError('ALREADY_IN_CART', CART_MESSAGES.duplicate, { productId: product.id });
    return { cart: await this.get(ctx), product };
  },

  /** Sets a line's quantity: a whole number from 1 to 10 and never above the product's stock. */
  async setQuantity(ctx: RequestContext, productId: unknown, quantity: unknown): Promise<CartView> {
    const userId = requireShopper(ctx).id;
    if (!isQuantity(quantity)) throw badInput(CART_MESSAGES.quantity);
    const product = await catalogService.requireProduct(ctx, productId, CART_MESSAGES);
    const line = await ctx.em.findOne(CartItemEntity, { where: { userId, productId: product.id } });
    if (!line) throw notFound(CART_MESSAGES.notInCart);
    const held = holdingOf(product, (await catalogService.variantsOf(ctx, [product.id])).get(product.id), line.size);
    const updated = await rowsOf(
      ctx,
      `UPDATE cart_item SET quantity = $3::int WHERE user_id = $1 AND product_id = $2 AND $3::int <= $4::int RETURNING product_id`,
      [userId, product.id, quantity, held.stock],
    );
    if (updated.length === 0) {
      if (!(await ctx.em.exists(CartItemEntity, { where: { userId, productId: product.id } }))) throw notFound(CART_MESSAGES.notInCart);
      assertInStock(product, held, quantity, line.size);
    }
    return this.get(ctx);
  },

  /**
   * Removes a product from the cart. Removing one that is not there is a no-op answered with the cart
   * (a double-click must not fail); an id that names no product at all is 404.
   */
  async remove(ctx: RequestContext, productId: unknown): Promise<CartView> {
    const userId = requireShopper(ctx).id;
    if (!isUuid(productId)) throw badInput(CART_MESSAGES.productIdInvalid);
    const result = await ctx.em.delete(CartItemEntity, { userId, productId });
    if (!result.affected) await catalogService.requireProduct(ctx, productId, CART_MESSAGES);
    return this.get(ctx);
  },

  /**
   * The lines an order bought leave their owner's cart. Called by the orders module on the owner's
   * behalf (also from a payment webhook, where nobody is logged in), hence the explicit user id.
   */
  /** Answers how many of the lines were still in the cart (a line is one product). */
  async removeBought(ctx: RequestContext, userId: string, productIds: string[]): Promise<number> {
    if (!productIds.length) return 0;
    const removed = await ctx.em.delete(CartItemEntity, { userId, productId: In(productIds) });
    return removed.affected ?? 0;
  },
};
