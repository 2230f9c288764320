-- product_sku_base(name, color): a product's default SKU, `<name>-<colour>` in lower-case words joined
-- by '-', so the seeded catalogue gets the same SKUs on every machine.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_sku_base(p_name text, p_color text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
        SELECT left(coalesce(nullif(trim(both '-' FROM regexp_replace(lower(p_name), '[^a-z0-9]+', '-', 'g')), ''), 'product'), 39)
          || '-' || left(coalesce(nullif(trim(both '-' FROM regexp_replace(lower(p_color), '[^a-z0-9]+', '-', 'g')), ''), 'item'), 15)
      $function$;
