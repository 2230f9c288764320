import { badInput, conflict, notFound } from '../../common/errors';
import { rowsOf } from '../../common/sql';
import { publishChange } from '../../common/shop-changes';
import { forgetSales } from './sales-memo';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { catalogService } from '../catalog/catalog.service';
import { priceLines, type PriceResult } from './price-engine';
import { lineOf, normalizeCode, pricingService } from './pricing.service';
import type { PromotionInput } from './pricing.types';
import { PROMOTION_COLUMNS, promotionById, runsAt, type PromotionRow } from './promotion-rows';

export const PROMOTION_NOT_FOUND = 'No such promotion.';

/** The kind's own rules, beyond the input's field checks: every refusal names what to fix. */
function checked(input: PromotionInput) {
  const code = input.code ? normalizeCode(input.code) : null;
  if (input.kind === 'coupon' && !code) throw badInput('A coupon needs a code.');
  if (input.kind !== 'coupon' && code) throw badInput('Only a coupon has a code.');
  if (input.kind !== 'coupon' && input.targets.length === 0) throw badInput('Choose what the promotion applies to (a collection, a category or products).');
  if ((input.kind === 'sale' || input.kind === 'coupon') && input.valueType === 'percent' && (input.value < 1 || input.value > 100)) throw badInput('A percent off is from 1 to 100.');
  if ((input.kind === 'sale' || input.kind === 'coupon') && input.valueType === 'fixed' && input.value < 1) throw badInput('An amount off is at least 1 paisa.');
  if (input.kind === 'sale' && input.valueType === 'free_shipping') throw badInput('Free shipping is a coupon.');
  if (input.kind === 'bundle' && (!input.bundleSize || !input.bundlePricePaise)) throw badInput('A bundle needs how many items and their price together.');
  if (input.kind === 'bxgy' && (!input.buyQuantity || !input.getQuantity)) throw badInput('Buy X get Y needs X and Y.');
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) throw badInput('A promotion ends after it starts.');
  return {
    title: input.title.trim(),
    kind: input.kind,
    code,
    combines: input.combines,
    targets: [...new Set(input.targets)],
    valueType: input.valueType,
    value: input.value,
    bundleSize: input.kind === 'bundle' ? input.bundleSize! : null,
    bundlePricePaise: input.kind === 'bundle' ? input.bundlePricePaise! : null,
    buyQuantity: input.kind === 'bxgy' ? input.buyQuantity! : null,
    getQuantity: input.kind === 'bxgy' ? input.getQuantity! : null,
    getPercent: input.kind === 'bxgy' ? (input.getPercent ?? 100) : null,
    minOrderPaise: input.minOrderPaise,
    firstOrderOnly: input.kind === 'coupon' && input.firstOrderOnly,
    perShopperLimit: input.kind === 'coupon' ? (input.perShopperLimit ?? null) : null,
    totalLimit: input.kind === 'coupon' ? (input.totalLimit ?? null) : null,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
  };
}

const COLUMNS = ['title', 'kind', 'code', 'combines', 'targets', 'value_type', 'value', 'bundle_size', 'bundle_price_paise', 'buy_quantity', 'get_quantity', 'get_percent', 'min_order_paise', 'first_order_only', 'per_shopper_limit', 'total_limit', 'starts_at', 'ends_at'];
const valuesOf = (v: ReturnType<typeof checked>) => [v.title, v.kind, v.code, v.combines, v.targets, v.valueType, v.value, v.bundleSize, v.bundlePricePaise, v.buyQuantity, v.getQuantity, v.getPercent, v.minOrderPaise, v.firstOrderOnly, v.perShopperLimit, v.totalLimit, v.startsAt, v.endsAt];

const codeTaken = (e: unknown) => (e as { code?: string }).code === '23505';

export const view = (p: PromotionRow) => ({ ...p, active: runsAt(p, new Date()) });

/** After a promotion's write, committed or not: the sales shown on cards are read again (sales-memo.ts). */
async function thenForgetSales<T>(written: Promise<T>): Promise<T> {
  try {
    return await written;
  } finally {
    forgetSales();
  }
}

/** The back office's promotions: create, change, pause, preview. Every change is audited. */
export const promotionAdmin = {
  async list(ctx: RequestContext): Promise<PromotionRow[]> {
    return rowsOf<PromotionRow>(ctx, `SELECT ${PROMOTION_COLUMNS} FROM promotion ORDER BY created_at DESC, id LIMIT 500`);
  },

  async create(ctx: RequestContext, input: PromotionInput): Promise<PromotionRow> {
    const v = checked(input);
    return thenForgetSales(inTransaction(ctx, async (tx) => {
      let rows: { id: string }[];
      try {
        rows = await rowsOf(tx, `INSERT INTO promotion (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_c, i) => `$${i + 1}`).join(', ')}) RETURNING id`, valuesOf(v));
      } catch (e) {
        if (codeTaken(e)) throw conflict(`The code ${v.code} is in use by another promotion.`);
        throw e;
      }
      // Cards show sale prices: cached listings drop them at commit.
      await publishChange(tx, { kind: 'catalogue' });
      await auditService.record(tx, { action: 'promotions.create', entityType: 'promotion', entityId: rows[0].id, after: { ...v } });
      return (await promotionById(tx, rows[0].id))!;
    }));
  },

  async update(ctx: RequestContext, id: string, input: PromotionInput): Promise<PromotionRow> {
    if (!isUuid(id)) throw notFound(PROMOTION_NOT_FOUND);
    const v = checked(input);
    return thenForgetSales(inTransaction(ctx, async (tx) => {
      const before = await rowsOf<PromotionRow>(tx, `SELECT ${PROMOTION_COLUMNS} FROM promotion WHERE id = $1 FOR UPDATE`, [id]);
      if (!before[0]) throw notFound(PROMOTION_NOT_FOUND);
      if (v.totalLimit !== null && v.totalLimit < before[0].usedCount) throw badInput(`It has been used ${before[0].usedCount} times already: the total limit cannot be lower.`);
      try {
        await tx.em.query(`UPDATE promotion SET ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [id, ...valuesOf(v)]);
      } catch (e) {
        if (codeTaken(e)) throw conflict(`The code ${v.code} is in use by another promotion.`);
        throw e;
      }
      // Cards show sale prices: cached listings drop them at commit.
      await publishChange(tx, { kind: 'catalogue' });
      await auditService.record(tx, { action: 'promotions.update', entityType: 'promotion', entityId: id, before: { ...before[0] }, after: { ...v } });
      return (await promotionById(tx, id))!;
    }));
  },

  async setPaused(ctx: RequestContext, id: string, paused: boolean): Promise<PromotionRow> {
    if (!isUuid(id)) throw notFound(PROMOTION_NOT_FOUND);
    return thenForgetSales(inTransaction(ctx, async (tx) => {
      const rows = await rowsOf<{ before: boolean }>(tx, `UPDATE promotion p SET paused = $2, updated_at = now() FROM (SELECT paused AS before FROM promotion WHERE id = $1 FOR UPDATE) b WHERE p.id = $1 RETURNING b.before`, [id, paused]);
      if (!rows[0]) throw notFound(PROMOTION_NOT_FOUND);
      // Cards show sale prices: cached listings drop them at commit.
      await publishChange(tx, { kind: 'catalogue' });
      if (rows[0].before !== paused) await auditService.record(tx, { action: paused ? 'promotions.pause' : 'promotions.resume', entityType: 'promotion', entityId: id, before: { paused: rows[0].before }, after: { paused } });
      return (await promotionById(tx, id))!;
    }));
  },

  /**
   * What a cart of these products would cost with this promotion alone (as if it ran now, whatever
   * its dates, pause or limits), so staff see it before shoppers do.
   */
  async preview(ctx: RequestContext, id: string, items: { productId: string; quantity: number }[]): Promise<PriceResult> {
    const promo = isUuid(id) ? await promotionById(ctx, id) : null;
    if (!promo) throw notFound(PROMOTION_NOT_FOUND);
    if (items.length > 20) throw badInput('Preview at most 20 products.');
    const products = new Map((await catalogService.findByIds(ctx, items.map((i) => i.productId))).map((p) => [p.id, p]));
    const lines = items.filter((i) => products.has(i.productId)).map((i, k) => lineOf(String(k), products.get(i.productId)!, Math.min(Math.max(1, i.quantity), 10)));
    const shipping = await pricingService.shippingRules(ctx);
    return priceLines({ lines, automatic: promo.kind === 'coupon' ? [] : [{ ...promo, combines: true }], coupon: promo.kind === 'coupon' ? promo : null, shipping, paymentMode: null });
  },
};
