-- stock_set_many(counted, movement): counted stock [{ "variantId": uuid, "stock": n }, ...] or
-- [{ "productId": uuid, "size": text, "stock": n }, ...] (stock_variant: no size means the product's only
-- variant) for a stock-take or an import; the last count of a variant listed twice wins. Products are
-- locked in id order first, then their variants; each ledger row's delta is the difference from the
-- stock before, and a count that confirms the stock is recorded too (delta 0). A line naming no variant
-- is skipped. stock_set(product, stock, movement) is one of them. Part of the catalogue's stock writer:
-- see stock_take.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_set_many(counted jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    WITH asked AS (
      SELECT coalesce((e.l->>'variantId')::uuid, stock_variant((e.l->>'productId')::uuid, nullif(e.l->>'size', ''))) AS variant_id,
             (e.l->>'stock')::int AS stock, e.n
      FROM jsonb_array_elements(counted) WITH ORDINALITY AS e(l, n)
    ), wanted AS (
      SELECT DISTINCT ON (a.variant_id) a.variant_id, v.product_id, a.stock
      FROM asked a JOIN product_variant v ON v.id = a.variant_id
      ORDER BY a.variant_id, a.n DESC
    ), products AS (
      SELECT p.id FROM product p WHERE p.id IN (SELECT product_id FROM wanted) ORDER BY p.id FOR NO KEY UPDATE OF p
    ), locked AS (
      SELECT v.id, v.product_id, v.stock AS before
      FROM product_variant v JOIN wanted w ON w.variant_id = v.id
      WHERE (SELECT count(*) FROM products) >= 0
      ORDER BY v.product_id, v.id FOR NO KEY UPDATE OF v
    ), changed AS (
      UPDATE product_variant v SET stock = w.stock
      FROM wanted w JOIN locked l ON l.id = w.variant_id
      WHERE v.id = w.variant_id
      RETURNING v.id, v.product_id, l.before, v.stock AS after
    )
    INSERT INTO stock_ledger (product_id, variant_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    SELECT c.product_id, c.id, c.after - c.before, coalesce(movement->>'reason', 'correction'), (movement->>'orderId')::uuid,
           (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', c.after
    FROM changed c ORDER BY c.product_id, c.id
  $function$;
