import { AppError } from '../../common/errors';
import { publishChange } from '../../common/shop-changes';
import { rowsOf } from '../../common/sql';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { collectionsOf } from '../catalog/collections';
import type { ProductEntity } from '../catalog/product.entity';
import { settingsService, type ShippingRulesSetting } from '../settings/settings.service';
import { couponBase, priceLines, type PriceResult, type PricedLineInput, type ShippingRules } from './price-engine';
import { automaticPromotions, promotionByCode, runsAt, type PromotionRow } from './promotion-rows';
import { runningSales } from './sales-memo';

/** ₹1,000 or ₹1,049.50: how messages name an amount (the client formats its own). */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** A coupon code as stored: upper case, no spaces around it. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export const COUPON_MESSAGES = {
  unknown: (code: string) => `${code} is not a valid coupon code.`,
  notStarted: (code: string) => `${code} is not active yet.`,
  ended: (code: string) => `${code} has expired.`,
  usedUp: (code: string) => `${code} has been fully redeemed.`,
  usedByYou: (code: string) => `You have already used ${code}.`,
  firstOrder: (code: string) => `${code} is for your first order only.`,
  minOrder: (code: string, gapPaise: number) => `Add ${formatRupees(gapPaise)} more to use ${code}.`,
  empty: (code: string) => `Add something to your cart to use ${code}.`,
};

/**
 * Whether a shopper placed an earlier order that still counts (not cancelled, failed or expired),
 * other than `exceptOrderId`. Answered by the orders module, which comes after this one: the flows
 * layer hands it in (flows/subscribers.ts), so pricing never reads another module's tables.
 */
export type OrderHistory = (ctx: RequestContext, userId: string, exceptOrderId: string | null) => Promise<boolean>;
let orderHistory: OrderHistory | null = null;

export interface PriceAsk {
  lines: PricedLineInput[];
  userId: string | null;
  couponCode: string | null;
  paymentMode: 'COD' | 'Razorpay' | null;
  /** The order being placed, when pricing it: it is not an "earlier order" of its shopper. */
  exceptOrderId?: string | null;
  /** The promotions and shipping rules read beforehand (termsNow), instead of read now. */
  terms?: PriceTerms;
}

/** What prices an order besides its lines and coupon: the automatic promotions running and the shipping rules. */
export interface PriceTerms {
  automatic: PromotionRow[];
  shipping: ShippingRules;
}

export interface CouponState {
  code: string;
  applied: boolean;
  /** Why it does not apply now (null when it does, or when a better combination won). */
  message: string | null;
}

export interface Priced {
  result: PriceResult;
  coupon: CouponState | null;
  /** The coupon's row when it may be used (for counting its use). */
  couponRow: PromotionRow | null;
}

/** A product as a priced line: its tags are what promotions target. Its price may later come from a variant. */
export function lineOf(key: string, product: PricedProduct, quantity: number, unitPricePaise = product.pricePaise, tags = tagsOf(product)): PricedLineInput {
  return { key, productId: product.id, unitPricePaise, mrpPaise: Math.max(product.mrpPaise, unitPricePaise), quantity, tags };
}

type PricedProduct = Pick<ProductEntity, 'id' | 'pricePaise' | 'mrpPaise' | 'category' | 'kind' | 'offerPercent' | 'isBestSeller' | 'tags'>;

/** What promotions target a product by; its collections only when asked (working them out is most of the cost). */
function tagsOf(product: PricedProduct, withCollections = true): string[] {
  const tags = [`product:${product.id}`, `category:${product.category}`, `kind:${product.kind}`];
  if (withCollections) for (const c of collectionsOf(product)) tags.push(`collection:${c}`);
  return tags;
}

/** Every target of these sales, and whether any is a collection; worked out once per list of sales. */
const targetsOfSales = new WeakMap<PromotionRow[], { targets: Set<string>; collections: boolean }>();
function salesTargets(sales: PromotionRow[]): { targets: Set<string>; collections: boolean } {
  let t = targetsOfSales.get(sales);
  if (!t) {
    const targets = new Set(sales.flatMap((p) => p.targets));
    t = { targets, collections: [...targets].some((x) => x.startsWith('collection:')) };
    targetsOfSales.set(sales, t);
  }
  return t;
}

/**
 * THE price engine's door: every amount shown or charged is priced here (cart, checkout, Buy Now,
 * orders), with the promotions in force, the shopper's coupon and the owner's shipping rules.
 */
export const pricingService = {
  useOrderHistory(fn: OrderHistory): void {
    orderHistory = fn;
  },

  /** The owner's shipping rules (defaults: free at or over ₹1000 after discounts, ₹70 below, no COD fee). */
  async shippingRules(ctx: RequestContext): Promise<ShippingRules> {
    return settingsService.get(ctx, 'shipping.rules');
  },

  /**
   * The promotions running and the shipping rules, read now: an order reads them before its
   * transaction takes its products' rows, so that the rows are held for as few statements as possible
   * (a coupon is still read and counted in the transaction).
   */
  async termsNow(ctx: RequestContext): Promise<PriceTerms> {
    // In a transaction both reads share its one connection: asked at once, pg would queue them anyway (and warns).
    if (ctx.em.queryRunner?.isTransactionActive) return { automatic: await automaticPromotions(ctx), shipping: await this.shippingRules(ctx) };
    const [automatic, shipping] = await Promise.all([automaticPromotions(ctx), this.shippingRules(ctx)]);
    return { automatic, shipping };
  },

  /** Owners: sets the shipping rules, audited with the values before and after. */
  async setShippingRules(ctx: RequestContext, rules: ShippingRulesSetting): Promise<ShippingRules> {
    for (const [name, v] of Object.entries(rules)) {
      if (!Number.isSafeInteger(v) || v < 0 || v > 10_000_000) throw new AppError('BAD_USER_INPUT', `${name} must be a whole number of paise from 0 to 10000000.`);
    }
    const next = { freeOverPaise: rules.freeOverPaise, flatPaise: rules.flatPaise, codFeePaise: rules.codFeePaise };
    return inTransaction(ctx, async (tx) => {
      const before = await settingsService.set(tx, 'shipping.rules', next);
      await auditService.record(tx, { action: 'settings.update', entityType: 'setting', entityId: 'shipping.rules', before: { ...before }, after: { ...next } });
      // Every page that states the rule (footer, marquee, policies) drops its cached copy at commit.
      await publishChange(tx, { kind: 'settings' });
      return next;
    });
  },

  /**
   * Why `row` cannot be used by this shopper on these lines now, or null when it can. The order of the
   * checks is the order a shopper fixes them in: the code, its dates, its uses, the shopper, the cart.
   */
  async couponRefusal(ctx: RequestContext, row: PromotionRow, ask: PriceAsk, automatic: PromotionRow[]): Promise<string | null> {
    const code = row.code!;
    const now = new Date();
    if (row.paused) return COUPON_MESSAGES.unknown(code);
    if (row.startsAt && now < row.startsAt) return COUPON_MESSAGES.notStarted(code);
    if (row.endsAt && now >= row.endsAt) return COUPON_MESSAGES.ended(code);
    if (row.totalLimit !== null && row.usedCount >= row.totalLimit) return COUPON_MESSAGES.usedUp(code);
    if (ask.userId && row.perShopperLimit !== null) {
      const [{ used }] = await rowsOf<{ used: number }>(
        ctx,
        `SELECT count(*)::int AS used FROM promotion_redemption WHERE user_id = $1 AND promotion_id = $2 AND released_at IS NULL AND order_id IS DISTINCT FROM $3::uuid`,
        [ask.userId, row.id, ask.exceptOrderId ?? null],
      );
      if (used >= row.perShopperLimit) return COUPON_MESSAGES.usedByYou(code);
    }
    if (ask.userId && row.firstOrderOnly) {
      if (!orderHistory) throw new Error('pricing: the order history was not handed in (wireSubscribers)');
      if (await orderHistory(ctx, ask.userId, ask.exceptOrderId ?? null)) return COUPON_MESSAGES.firstOrder(code);
    }
    if (ask.lines.length === 0) return COUPON_MESSAGES.empty(code);
    const base = couponBase(row, { lines: ask.lines, automatic });
    if (base < Math.max(1, row.minOrderPaise)) return COUPON_MESSAGES.minOrder(code, Math.max(1, row.minOrderPaise) - base);
    return null;
  },

  /** Prices lines for a shopper: promotions in force, the coupon when it may be used, the shipping rules. */
  async price(ctx: RequestContext, ask: PriceAsk): Promise<Priced> {
    const { automatic, shipping } = ask.terms ?? (await this.termsNow(ctx));
    let coupon: CouponState | null = null;
    let couponRow: PromotionRow | null = null;
    if (ask.couponCode) {
      const code = normalizeCode(ask.couponCode);
      const row = await promotionByCode(ctx, code);
      const refusal = row ? await this.couponRefusal(ctx, row, ask, automatic) : COUPON_MESSAGES.unknown(code);
      if (row && refusal === null) couponRow = row;
      coupon = { code, applied: false, message: refusal };
    }
    const result = priceLines({ lines: ask.lines, automatic, coupon: couponRow, shipping, paymentMode: ask.paymentMode });
    if (coupon) coupon.applied = result.couponApplied;
    return { result, coupon, couponRow };
  },

  /** Checks a code a shopper types into the coupon box: throws the reason it cannot be used now. */
  async assertCouponUsable(ctx: RequestContext, ask: PriceAsk & { couponCode: string }): Promise<string> {
    const priced = await this.price(ctx, ask);
    const state = priced.coupon!;
    if (state.message) throw new AppError('COUPON_NOT_APPLICABLE', state.message, { couponCode: state.code, reason: state.message });
    return state.code;
  },

  /**
   * Records the promotions an order was priced with, IN THE ORDER'S TRANSACTION: one redemption row
   * each (the names and savings the order shows), and a coupon's use counted by one conditional
   * UPDATE, so however many checkouts race for the last use, exactly the limit succeed; the others
   * are refused (the caller's transaction then rolls the order back).
   */
  async redeem(tx: RequestContext, orderId: string, userId: string, priced: Priced): Promise<void> {
    for (const p of priced.result.promotions) {
      if (p.code !== null) {
        const counted = await rowsOf<{ id: string }>(
          tx,
          `UPDATE promotion SET used_count = used_count + 1 WHERE id = $1 AND (total_limit IS NULL OR used_count < total_limit) RETURNING id`,
          [p.id],
        );
        if (counted.length === 0) throw new AppError('COUPON_NOT_APPLICABLE', COUPON_MESSAGES.usedUp(p.code), { couponCode: p.code, reason: COUPON_MESSAGES.usedUp(p.code) });
      }
      await tx.em.query(
        `INSERT INTO promotion_redemption (order_id, promotion_id, user_id, saving_paise, title, code) VALUES ($1, $2, $3, $4, $5, $6)`,
        [orderId, p.id, userId, p.savingPaise, p.title, p.code],
      );
    }
  },

  /** A cancelled, failed or expired order gives its coupon uses back (once: the release is conditional). */
  async release(tx: RequestContext, orderId: string): Promise<void> {
    await tx.em.query(
      `WITH released AS (
         UPDATE promotion_redemption SET released_at = now() WHERE order_id = $1 AND released_at IS NULL AND code IS NOT NULL RETURNING promotion_id)
       UPDATE promotion p SET used_count = p.used_count - 1 FROM released r WHERE p.id = r.promotion_id AND p.used_count > 0`,
      [orderId],
    );
  },

  /** The promotions an order was priced with, by name with their savings, in the order they applied. */
  async ofOrder(ctx: RequestContext, orderId: string): Promise<{ title: string; code: string | null; savingPaise: number }[]> {
    return rowsOf(ctx, `SELECT title, code, saving_paise AS "savingPaise" FROM promotion_redemption WHERE order_id = $1 ORDER BY redeemed_at, promotion_id`, [orderId]);
  },

  runsAt,

  /**
   * What one piece of a product costs today after the automatic sales running now (null when none
   * lowers it): what cards and the product page show, with the MRP struck through. The same engine,
   * with the sales alone (bundles and buy X get Y need more than one piece and are named, not priced, on cards).
   */
  salePrice(ctx: RequestContext, product: PricedProduct): number | null | Promise<number | null> {
    // No promise when the sales are at hand: a listing answers 24 of these.
    const sales = runningSales(ctx);
    return Array.isArray(sales) ? salePriceUnder(sales, product) : sales.then((s) => salePriceUnder(s, product));
  },
};

function salePriceUnder(sales: PromotionRow[], product: PricedProduct): number | null {
  if (!sales.length) return null;
  // A sale lowers a price only through one of its targets (price-engine.ts, `matches`): a card none
  // targets skips the engine, and its collections are worked out only when a sale targets one.
  const { targets, collections } = salesTargets(sales);
  const tags = tagsOf(product, collections);
  if (!tags.some((t) => targets.has(t))) return null;
  const r = priceLines({ lines: [lineOf('card', product, 1, product.pricePaise, tags)], automatic: sales, coupon: null, shipping: { freeOverPaise: 0, flatPaise: 0, codFeePaise: 0 }, paymentMode: null });
  return r.discountPaise > 0 ? r.lines[0].netPaise : null;
}
