import type { RequestContext } from '../../context';
import { cartService } from '../cart/cart.service';
import { catalogService } from '../catalog/catalog.service';
import { lineOf, pricingService, type PriceTerms } from '../pricing/pricing.service';
import type { ProductEntity } from '../catalog/product.entity';
import { AppError } from '../../common/errors';
import type { OrderEntity } from './order.entity';

/**
 * Prices an order just written by `place_order`, IN ITS TRANSACTION, with the price engine
 * (modules/pricing): each line's unit price as place_order wrote it (the catalogue's price as the
 * stock was taken: the cart showed the same), the promotions in force, the coupon, the shipping rules.
 * Writes each line's discount and what it was sold for, the order's discount, shipping, COD fee and
 * total, and counts the promotions' use (pricingService.redeem: a coupon's last use goes to exactly
 * one racing order). A coupon that can no longer be used (used up, used by this shopper meanwhile)
 * refuses the order with the reason: the shopper was shown a discounted total, and is never charged
 * a different one silently. The caller's transaction rolls everything back then.
 *
 * place_order itself is unchanged: it writes the lines at their gross amount, shipping 0, no
 * discount; this step rewrites those figures before anything else reads them.
 */
export async function priceOrder(tx: RequestContext, order: OrderEntity, couponCode: string | null, facts: OrderPricingFacts): Promise<void> {
  const { products, terms } = facts;
  const lines = [...order.lines].sort((a, b) => a.position - b.position);
  const priced = await pricingService.price(tx, {
    terms,
    lines: lines.map((l) => {
      const product = products.get(l.productId);
      // A product is never deleted while an order line names it (foreign key), so this is a safety net.
      if (!product) return { key: l.id, productId: l.productId, unitPricePaise: l.unitPricePaise, mrpPaise: l.unitPricePaise, quantity: l.quantity, tags: [] };
      return lineOf(l.id, product, l.quantity, l.unitPricePaise);
    }),
    userId: order.userId,
    couponCode,
    paymentMode: order.paymentMode,
    exceptOrderId: order.id,
  });
  if (priced.coupon?.message) {
    throw new AppError('COUPON_NOT_APPLICABLE', `${priced.coupon.message} Remove the code to order without it.`, { couponCode: priced.coupon.code, reason: priced.coupon.message });
  }
  const r = priced.result;
  for (const [i, line] of lines.entries()) {
    const p = r.lines[i];
    if (p.discountPaise === 0) continue;
    await tx.em.query(`UPDATE order_line SET discount_paise = $2, amount_paise = $3 WHERE id = $1`, [line.id, p.discountPaise, p.netPaise]);
    line.discountPaise = p.discountPaise;
    line.amountPaise = p.netPaise;
  }
  await tx.em.query(`UPDATE customer_order SET discount_paise = $2, shipping_paise = $3, cod_fee_paise = $4, total_paise = $5 WHERE id = $1`, [
    order.id,
    r.discountPaise,
    r.shippingPaise,
    r.codFeePaise,
    r.totalPaise,
  ]);
  Object.assign(order, { discountPaise: r.discountPaise, shippingPaise: r.shippingPaise, codFeePaise: r.codFeePaise, totalPaise: r.totalPaise });
  await pricingService.redeem(tx, order.id, order.userId, priced);
  if (couponCode && priced.coupon?.applied) await cartService.clearCoupon(tx, order.userId);
}

/** What pricing an order reads besides its lines: its products (what promotions target them by) and the price terms. */
export interface OrderPricingFacts {
  products: Map<string, ProductEntity>;
  terms: PriceTerms;
}

/**
 * Read BEFORE place_order takes the products' rows (which it holds until the commit): with 20
 * shoppers buying one product, every statement run while the row is held is waited for by all the
 * others. Reading these first leaves only the writes (the order's figures, the promotions' use, the
 * order mail) under the lock. A product's price is never read here: the line's unit price is the one
 * place_order wrote under the lock.
 */
export async function orderPricingFacts(ctx: RequestContext, productIds: string[]): Promise<OrderPricingFacts> {
  const [rows, terms] = await Promise.all([catalogService.findByIds(ctx, [...new Set(productIds)]), pricingService.termsNow(ctx)]);
  return { products: new Map(rows.map((p) => [p.id, p])), terms };
}
