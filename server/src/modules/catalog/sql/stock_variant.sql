-- stock_variant(product, size): the variant a stock request means: the product's variant of that size
-- ('NA' for a product without sizes); with no size (NULL or empty), the product's only listed variant
-- when it has exactly one. NULL when there is none.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_variant(p_product uuid, p_size text)
 RETURNS uuid
 LANGUAGE sql
 STABLE
AS $function$
    SELECT CASE WHEN coalesce(p_size, '') <> '' THEN
             (SELECT id FROM product_variant WHERE product_id = p_product AND size = p_size)
           ELSE
             (SELECT min(id::text)::uuid FROM product_variant WHERE product_id = p_product AND listed HAVING count(*) = 1)
           END
  $function$;
