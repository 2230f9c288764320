import type { RequestContext } from '../../context';
import { cartService } from '../cart/cart.service';
import { catalogService, type VariantRow } from '../catalog/catalog.service';
import { lineOf, pricingService, type PriceAsk, type Priced, type PriceTerms } from '../pricing/pricing.service';
import type { ProductEntity } from '../catalog/product.entity';
import { AppError } from '../../common/errors';
import type { PaymentMode } from './order.entity';

/** What pricing an order reads besides its lines: its products (what promotions target them by), their sizes (the unit prices) and the price terms. */
export interface OrderPricingFacts {
  products: Map<string, ProductEntity>;
  variants: Map<string, VariantRow[]>;
  terms: PriceTerms;
}

/**
 * Read BEFORE place_order takes the products' rows (which it holds until the commit): with 20
 * shoppers buying one product, every statement run while the row is held is waited for by all the
 * others. The unit prices read here are checked again under the lock by place_order itself.
 */
export async function orderPricingFacts(ctx: RequestContext, productIds: string[]): Promise<OrderPricingFacts> {
  const ids = [...new Set(productIds)];
  // One after another: in a transaction they share one connection, which runs one statement at a time anyway.
  const rows = await catalogService.findByIds(ctx, ids);
  const variants = await catalogService.variantsOf(ctx, ids);
  const terms = await pricingService.termsNow(ctx);
  return { products: new Map(rows.map((p) => [p.id, p])), variants, terms };
}

/** The price engine's figures as place_order writes them (modules/orders/sql/place_order.sql, `priced`). */
export interface OrderFigures {
  /** In the order's lines' order: the unit price they were worked out from, and each line's discount and amount. */
  lines: { unitPricePaise: number; discountPaise: number; amountPaise: number }[];
  discountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
}

/** An order priced before it is written: what the engine answered, and what it was asked. */
export interface DraftPricing {
  priced: Priced;
  ask: PriceAsk;
}

/**
 * Prices an order BEFORE it is written, with the price engine (modules/pricing): each line at its
 * size's price as read now (place_order checks it is still the price under the lock), the promotions
 * in force, the coupon, the shipping rules. Null when a line names a product or size the facts do not
 * know (place_order refuses it). A coupon that cannot be used (used up, used by this shopper, ended)
 * refuses the order with the reason: the shopper was shown a discounted total, and is never charged a
 * different one silently.
 */
export async function priceDraft(
  ctx: RequestContext,
  draft: { userId: string; paymentMode: PaymentMode; lines: { productId: string; size: string; quantity: number }[]; couponCode: string | null },
  facts: OrderPricingFacts,
): Promise<DraftPricing | null> {
  const lines = [];
  for (const [i, l] of draft.lines.entries()) {
    const product = facts.products.get(l.productId);
    const variant = facts.variants.get(l.productId)?.find((v) => v.size === l.size);
    if (!product || !variant) return null;
    lines.push(lineOf(String(i), product, l.quantity, variant.pricePaise));
  }
  const ask: PriceAsk = { terms: facts.terms, lines, userId: draft.userId, couponCode: draft.couponCode, paymentMode: draft.paymentMode };
  const priced = await pricingService.price(ctx, ask);
  refuseUnusableCoupon(priced);
  return { priced, ask };
}

/** The engine's figures as place_order writes them with the order. */
export function orderFigures({ result: r }: Priced): OrderFigures {
  return {
    lines: r.lines.map((p) => ({ unitPricePaise: p.unitPricePaise, discountPaise: p.discountPaise, amountPaise: p.netPaise })),
    discountPaise: r.discountPaise,
    shippingPaise: r.shippingPaise,
    codFeePaise: r.codFeePaise,
    totalPaise: r.totalPaise,
  };
}

/** An order refused for its coupon: the reason, and what the shopper can do about it. */
const couponRefused = (couponCode: string, reason: string) =>
  new AppError('COUPON_NOT_APPLICABLE', `${reason} Remove the code to order without it.`, { couponCode, reason });

function refuseUnusableCoupon(priced: Priced): void {
  if (priced.coupon?.message) throw couponRefused(priced.coupon.code, priced.coupon.message);
}

/**
 * After place_order wrote the order with these figures, IN ITS TRANSACTION: counts the promotions'
 * use (pricingService.redeem: a coupon's last use goes to exactly one racing order) and takes the
 * used coupon off the cart. A coupon limited per shopper or to a first order is checked once more
 * here, under the shopper's row lock that place_order took, so two orders of one shopper placed at
 * once cannot both use it (the check before the statement could not see the other order).
 */
export async function redeemOrderPromotions(tx: RequestContext, orderId: string, { priced, ask }: DraftPricing): Promise<void> {
  const row = priced.couponRow;
  if (row && priced.coupon?.applied && ask.userId && (row.perShopperLimit !== null || row.firstOrderOnly)) {
    const refusal = await pricingService.couponRefusal(tx, row, { ...ask, exceptOrderId: orderId }, ask.terms!.automatic);
    if (refusal) throw couponRefused(priced.coupon.code, refusal);
  }
  try {
    await pricingService.redeem(tx, orderId, ask.userId!, priced);
  } catch (e) {
    // The last use went to another order since this one was priced: the same words as a refusal before.
    if (e instanceof AppError && e.code === 'COUPON_NOT_APPLICABLE') throw couponRefused(String(e.extensions.couponCode), String(e.extensions.reason));
    throw e;
  }
  if (ask.couponCode && priced.coupon?.applied) await cartService.clearCoupon(tx, ask.userId!);
}
