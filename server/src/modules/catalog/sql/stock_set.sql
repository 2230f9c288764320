-- stock_set(product, stock, movement): one counted stock, as stock_set_many.
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

CREATE OR REPLACE FUNCTION public.stock_set(p_product uuid, p_stock integer, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    SELECT stock_set_many(jsonb_build_array(jsonb_build_object('productId', p_product, 'stock', p_stock)), movement)
  $function$;
