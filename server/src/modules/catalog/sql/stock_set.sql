-- stock_set(product, stock, movement): one counted stock (stock_set_many) for a product's only variant,
-- or for the size the movement names (`movement.size`).
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_set(p_product uuid, p_stock integer, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    SELECT stock_set_many(jsonb_build_array(jsonb_build_object('productId', p_product, 'size', movement->>'size', 'stock', p_stock)), movement)
  $function$;
