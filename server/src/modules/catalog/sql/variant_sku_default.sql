-- variant_sku_default(): a variant's SKU, when none is given, is its product's SKU upper-cased, with the
-- size after a dash for a sized product (KURTA-INDIGO-M); when another variant has it already, the
-- first 8 hex digits of the variant's id are added. Owners may type their own (unique, case-insensitive).
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.variant_sku_default()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NEW.sku IS NULL THEN
      SELECT upper(p.sku || CASE WHEN NEW.size = 'NA' THEN '' ELSE '-' || regexp_replace(NEW.size, '[^A-Za-z0-9]+', '', 'g') END)
      INTO NEW.sku FROM product p WHERE p.id = NEW.product_id;
      IF EXISTS (SELECT 1 FROM product_variant WHERE lower(sku) = lower(NEW.sku)) THEN
        NEW.sku := NEW.sku || '-' || upper(left(replace(NEW.id::text, '-', ''), 8));
      END IF;
    END IF;
    RETURN NEW;
  END
  $function$;

CREATE OR REPLACE TRIGGER variant_sku_default BEFORE INSERT ON product_variant FOR EACH ROW EXECUTE FUNCTION variant_sku_default();
