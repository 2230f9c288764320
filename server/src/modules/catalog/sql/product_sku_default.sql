-- product_sku_default(): a product inserted without a SKU gets product_sku_base(name, color), with the
-- first eight hex digits of its id added when that SKU is taken (whatever the letter case).
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_sku_default()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF NEW.sku IS NULL THEN
          NEW.sku := product_sku_base(NEW.name, NEW.color);
          IF EXISTS (SELECT 1 FROM product WHERE lower(sku) = lower(NEW.sku)) THEN
            NEW.sku := NEW.sku || '-' || left(replace(NEW.id::text, '-', ''), 8);
          END IF;
        END IF;
        RETURN NEW;
      END
      $function$;

CREATE OR REPLACE TRIGGER product_sku_default BEFORE INSERT ON product FOR EACH ROW EXECUTE FUNCTION product_sku_default();
