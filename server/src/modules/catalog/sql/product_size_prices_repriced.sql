-- product_size_prices_repriced(): a product added, or its own price changed: the new row's range, set
-- before the row is written (no second write). A new product's sizes are made after it
-- (product_variants_sync) without prices of their own, so its range is its price; a repriced one's is
-- read from its listed sizes, which follow the new price unless they have their own. See
-- product_size_prices_of.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_size_prices_repriced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      NEW.size_price_min_paise := NEW.price_paise;
      NEW.size_price_max_paise := NEW.price_paise;
      RETURN NEW;
    END IF;
    SELECT min(coalesce(v.price_paise, NEW.price_paise)), max(coalesce(v.price_paise, NEW.price_paise))
    INTO NEW.size_price_min_paise, NEW.size_price_max_paise
    FROM product_variant v
    WHERE v.product_id = NEW.id AND v.listed;
    RETURN NEW;
  END
  $function$;

CREATE OR REPLACE TRIGGER product_size_prices_new BEFORE INSERT ON product FOR EACH ROW
  EXECUTE FUNCTION product_size_prices_repriced();

CREATE OR REPLACE TRIGGER product_size_prices_repriced BEFORE UPDATE OF price_paise ON product FOR EACH ROW
  WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise) EXECUTE FUNCTION product_size_prices_repriced();
