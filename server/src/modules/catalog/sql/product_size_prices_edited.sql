-- product_size_prices_edited(): sizes' own prices or `listed` changed: their products' ranges, once per
-- statement. It runs after every UPDATE of product_variant, stock changes included (a trigger with
-- transition tables cannot name columns), and finds nothing to do for those. See
-- product_size_prices_of.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_size_prices_edited()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_ids uuid[];
  BEGIN
    SELECT array_agg(DISTINCT n.product_id) INTO v_ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.price_paise IS DISTINCT FROM o.price_paise OR n.listed IS DISTINCT FROM o.listed;
    IF v_ids IS NOT NULL THEN
      PERFORM product_size_prices_of(v_ids);
    END IF;
    RETURN NULL;
  END
  $function$;

CREATE OR REPLACE TRIGGER product_size_prices_edited AFTER UPDATE ON product_variant
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_size_prices_edited();
