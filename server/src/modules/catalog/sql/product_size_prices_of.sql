-- product_size_prices_of(ids): writes these products' ranges of size prices. `product.size_price_min_paise`
-- and `size_price_max_paise` are the cheapest and the dearest of the product's listed sizes' prices (a
-- size without a price of its own costs the product's price_paise), NULL when no size is listed. Cards
-- read them for "from ₹…" (fromPricePaise) and sizePricesVary: two integer columns of the row instead of
-- a look into product_variant for each card, which was about a third of PostgreSQL's time for a listing
-- of 24 cards.
--
-- Kept in the statement that changes what they depend on, once per statement, not once per row (a CSV
-- import changes thousands of sizes' prices in one UPDATE):
--   * a product added: its range is its price (product_size_prices_repriced), since
--     product_variants_sync gives it sizes without prices of their own;
--   * the product's own price changed: the new row's range, set before it is written
--     (product_size_prices_repriced);
--   * sizes added or deleted: the products whose range that moves (product_size_prices_sized);
--   * sizes' own prices or `listed` changed: those sizes' products (product_size_prices_edited).
-- Whoever changes a size's price locks the product row first (as the stock writers do), and the
-- product's price is changed by an UPDATE of that row: so the two never interleave, and each range is
-- computed with a snapshot taken after the other change committed.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_size_prices_of(p_ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
    UPDATE product p
    SET size_price_min_paise = r.lo, size_price_max_paise = r.hi
    FROM (
      SELECT q.id,
             min(coalesce(v.price_paise, q.price_paise)) FILTER (WHERE v.id IS NOT NULL) AS lo,
             max(coalesce(v.price_paise, q.price_paise)) FILTER (WHERE v.id IS NOT NULL) AS hi
      FROM product q
      LEFT JOIN product_variant v ON v.product_id = q.id AND v.listed
      WHERE q.id = ANY (p_ids)
      GROUP BY q.id
    ) r
    WHERE p.id = r.id
      AND (p.size_price_min_paise, p.size_price_max_paise) IS DISTINCT FROM (r.lo, r.hi)
  $function$;
