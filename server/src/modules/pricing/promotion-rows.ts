import { rowsOf } from '../../common/sql';
import type { RequestContext } from '../../context';
import type { DiscountValueType, PromotionKind, PromotionRule } from './price-engine';

/** A promotion as stored (table `promotion`), with what the engine does not need: dates, limits, use. */
export interface PromotionRow extends PromotionRule {
  firstOrderOnly: boolean;
  perShopperLimit: number | null;
  totalLimit: number | null;
  usedCount: number;
  startsAt: Date | null;
  endsAt: Date | null;
  paused: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const PROMOTION_COLUMNS = `id, title, kind, code, combines, targets, value_type AS "valueType", value,
  bundle_size AS "bundleSize", bundle_price_paise AS "bundlePricePaise", buy_quantity AS "buyQuantity",
  get_quantity AS "getQuantity", get_percent AS "getPercent", min_order_paise AS "minOrderPaise",
  first_order_only AS "firstOrderOnly", per_shopper_limit AS "perShopperLimit", total_limit AS "totalLimit",
  used_count AS "usedCount", starts_at AS "startsAt", ends_at AS "endsAt", paused, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Whether a promotion runs at `now`: not paused, started, not ended. */
export const runsAt = (p: Pick<PromotionRow, 'paused' | 'startsAt' | 'endsAt'>, now: Date) =>
  !p.paused && (!p.startsAt || p.startsAt <= now) && (!p.endsAt || now < p.endsAt);

/** The automatic promotions (not coupons) running now, by id. */
export async function automaticPromotions(ctx: RequestContext): Promise<PromotionRow[]> {
  return rowsOf<PromotionRow>(
    ctx,
    `SELECT ${PROMOTION_COLUMNS} FROM promotion
     WHERE kind <> 'coupon' AND NOT paused AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR now() < ends_at)
     ORDER BY id`,
  );
}

export async function promotionByCode(ctx: RequestContext, code: string): Promise<PromotionRow | null> {
  const rows = await rowsOf<PromotionRow>(ctx, `SELECT ${PROMOTION_COLUMNS} FROM promotion WHERE code = $1`, [code]);
  return rows[0] ?? null;
}

export async function promotionById(ctx: RequestContext, id: string): Promise<PromotionRow | null> {
  const rows = await rowsOf<PromotionRow>(ctx, `SELECT ${PROMOTION_COLUMNS} FROM promotion WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export type { DiscountValueType, PromotionKind };
