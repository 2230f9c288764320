-- stock_product_sum(): `product.stock` is the sum of its variants' stock (what listings, filters and the
-- legacy `inStocks` read), kept in the same statement as each variant's change. Every stock writer
-- locks the product rows first (in id order), so this update never waits on another writer.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_product_sum()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    UPDATE product SET stock = stock + (NEW.stock - OLD.stock) WHERE id = NEW.product_id;
    RETURN NULL;
  END
  $function$;

CREATE OR REPLACE TRIGGER stock_product_sum AFTER UPDATE OF stock ON product_variant FOR EACH ROW
  WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION stock_product_sum();
