-- product_size_prices_sized(): sizes added or deleted. A size added (product_variants_sync, when a
-- product is created or its sizes change) moves its product's range only when its price lies outside
-- it, which a new product's sizes never do: creating 3,571 products by CSV writes no range again. A
-- size deleted (with its product) recomputes. See product_size_prices_of.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_size_prices_sized()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_ids uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT c.product_id) INTO v_ids
      FROM changed_rows c JOIN product p ON p.id = c.product_id
      WHERE c.listed
        AND (p.size_price_min_paise IS NULL
             OR coalesce(c.price_paise, p.price_paise) NOT BETWEEN p.size_price_min_paise AND p.size_price_max_paise);
    ELSE
      SELECT array_agg(DISTINCT c.product_id) INTO v_ids FROM changed_rows c;
    END IF;
    IF v_ids IS NOT NULL THEN
      PERFORM product_size_prices_of(v_ids);
    END IF;
    RETURN NULL;
  END
  $function$;

CREATE OR REPLACE TRIGGER product_size_prices_added AFTER INSERT ON product_variant
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_size_prices_sized();

CREATE OR REPLACE TRIGGER product_size_prices_removed AFTER DELETE ON product_variant
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_size_prices_sized();
