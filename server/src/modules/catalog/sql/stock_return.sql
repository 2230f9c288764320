-- stock_return(returned, movement): the same shape as stock_take's `wanted`; puts the quantities back
-- (an order cancelled, failed, expired or returned).
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

CREATE OR REPLACE FUNCTION public.stock_return(returned jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
  DECLARE
    r record;
    v_balance integer;
  BEGIN
    FOR r IN
      SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int)::int AS quantity
      FROM jsonb_array_elements(returned) l GROUP BY 1 ORDER BY 1
    LOOP
      IF r.quantity < 1 THEN
        RAISE EXCEPTION 'stock_return: quantity must be positive, got % for %', r.quantity, r.product_id;
      END IF;
      UPDATE product SET stock = stock + r.quantity WHERE id = r.product_id RETURNING stock INTO v_balance;
      IF FOUND THEN
        PERFORM stock_ledger_write(r.product_id, r.quantity, v_balance, 'order_released', movement);
      END IF;
    END LOOP;
  END
  $function$;
