import type { DataSource } from 'typeorm';

/** Midnight in India (UTC+05:30) `days` from now: promotions start and end on India's calendar. */
function indiaMidnight(days: number, from = new Date()): Date {
  const ist = new Date(from.getTime() + 330 * 60_000);
  const day = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days);
  return new Date(day - 330 * 60_000);
}

/**
 * The offers the storefront advertises, so they exist and work in a newcomer's `npm start`:
 * - Buy 3 @ ₹999 over its collection (the promo strip, the marquee, "Pick any three under ₹500");
 * - WELCOME10: 10 % off a first order of ₹499 or more, once per shopper;
 * - one scheduled sale: 15 % off hoodies, from today to the end of the month after (India time).
 * Free shipping over ₹1000 is the shipping rules' default (settings), not a promotion.
 * Only into an empty promotion table, so a shop's own promotions are never overwritten.
 */
export async function seedPromotions(ds: DataSource): Promise<number> {
  const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM promotion');
  if (n > 0) return 0;
  await ds.query(
    `INSERT INTO promotion (title, kind, code, combines, targets, value_type, value, bundle_size, bundle_price_paise, min_order_paise, first_order_only, per_shopper_limit, starts_at, ends_at)
     VALUES ('Buy 3 @ ₹999', 'bundle', NULL, false, '{"collection:buy 3 @999"}', 'fixed', 0, 3, 99900, 0, false, NULL, NULL, NULL),
            ('Welcome: 10% off your first order', 'coupon', 'WELCOME10', false, '{}', 'percent', 10, NULL, NULL, 49900, true, 1, NULL, NULL),
            ('Hoodie season: 15% off hoodies', 'sale', NULL, false, '{"kind:hoodie"}', 'percent', 15, NULL, NULL, 0, false, NULL, $1, $2)`,
    [indiaMidnight(0), indiaMidnight(30)],
  );
  return 3;
}
