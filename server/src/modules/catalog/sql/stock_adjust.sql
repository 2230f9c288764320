-- stock_adjust(product, delta, movement): adds `delta` (negative to remove); answers the new stock, or
-- NULL when the product does not exist or the stock would go below zero (then nothing changes).
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

CREATE OR REPLACE FUNCTION public.stock_adjust(p_product uuid, p_delta integer, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_balance integer;
  BEGIN
    UPDATE product SET stock = stock + p_delta
    WHERE id = p_product AND stock + p_delta >= 0
    RETURNING stock INTO v_balance;
    IF FOUND THEN
      PERFORM stock_ledger_write(p_product, p_delta, v_balance, 'correction', movement);
    END IF;
    RETURN v_balance;
  END
  $function$;
