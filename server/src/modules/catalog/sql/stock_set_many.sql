-- stock_set_many(counted, movement): counted stock [{ "productId": uuid, "stock": n }, ...] (a
-- stock-take, an import; the last count of a product listed twice), locked in id order; each row's
-- delta is the difference from the stock before, and a count that confirms the stock is recorded too
-- (delta 0).
--
-- Part of the catalogue's stock writer: every change to `product.stock` after a product is created goes
-- through stock_take, stock_return, stock_adjust, stock_set_many or stock_set (called by catalog/stock.ts,
-- and stock_take by place_order), each writing its stock_ledger row in the same statement, so
-- `product.stock` always equals the sum of its ledger rows' `delta`. Each takes a `movement` last:
-- { "reason", "orderId", "staffId", "staffEmail", "note" }, all optional; without a reason a take is
-- `order_placed`, a return `order_released`, a count `correction`. The table's CHECK (stock >= 0)
-- refuses a negative stock whatever the caller does.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_set_many(counted jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    WITH wanted AS (
      SELECT DISTINCT ON (product_id) product_id, stock
      FROM (SELECT (e.l->>'productId')::uuid AS product_id, (e.l->>'stock')::int AS stock, e.n
            FROM jsonb_array_elements(counted) WITH ORDINALITY AS e(l, n)) w
      ORDER BY product_id, n DESC
    ), locked AS (
      SELECT p.id, p.stock AS before FROM product p JOIN wanted w ON w.product_id = p.id ORDER BY p.id FOR NO KEY UPDATE OF p
    ), changed AS (
      UPDATE product p SET stock = w.stock
      FROM wanted w JOIN locked l ON l.id = w.product_id
      WHERE p.id = w.product_id
      RETURNING p.id, l.before, p.stock AS after
    )
    INSERT INTO stock_ledger (product_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    SELECT c.id, c.after - c.before, coalesce(movement->>'reason', 'correction'), (movement->>'orderId')::uuid,
           (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', c.after
    FROM changed c ORDER BY c.id
  $function$;
