-- product_variants_sync(): a product's variants follow its sizes. Each size in `available_sizes` is a
-- variant (a product without sizes has one, size 'NA'), with its own SKU, stock, low-stock threshold and
-- optional price. On INSERT the product's stock is split over its sizes by the documented rule (size i
-- of n, in the product's size order, gets floor(stock / n), and the first stock mod n sizes one more:
-- 7 over S, M, L is 3, 2, 2), and each variant's `initial` ledger row is written. On UPDATE of
-- `available_sizes` a new size gets a variant with stock 0 (or its old one back), and a size taken away
-- keeps its variant row (the ledger names it) but stops being listed (`listed` false); one with stock
-- left is refused (the catalogue service says so first, in words).
--
-- Part of the catalogue's stock writer: see stock_take.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_variants_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_sizes text[] := CASE WHEN cardinality(NEW.available_sizes) = 0 THEN ARRAY['NA'] ELSE NEW.available_sizes END;
    v_n integer := cardinality(v_sizes);
  BEGIN
    IF TG_OP = 'INSERT' THEN
      WITH made AS (
        INSERT INTO product_variant (product_id, size, position, stock, low_stock_threshold)
        SELECT NEW.id, s.size, s.ord, NEW.stock / v_n + CASE WHEN s.ord <= NEW.stock % v_n THEN 1 ELSE 0 END,
               NEW.low_stock_threshold
        FROM unnest(v_sizes) WITH ORDINALITY AS s(size, ord)
        RETURNING id, stock, position
      )
      INSERT INTO stock_ledger (product_id, variant_id, delta, reason, balance_after)
      SELECT NEW.id, m.id, m.stock, 'initial', m.stock FROM made m ORDER BY m.position;
      RETURN NULL;
    END IF;

    IF EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = NEW.id AND v.listed
               AND v.size <> ALL (v_sizes) AND v.stock > 0) THEN
      RAISE EXCEPTION 'product_variants_sync: a size with stock left cannot be taken away'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'product_variant_removed_with_stock';
    END IF;
    UPDATE product_variant v SET listed = false WHERE v.product_id = NEW.id AND v.listed AND v.size <> ALL (v_sizes);
    INSERT INTO product_variant (product_id, size, position, stock, low_stock_threshold)
    SELECT NEW.id, s.size, s.ord, 0, NEW.low_stock_threshold
    FROM unnest(v_sizes) WITH ORDINALITY AS s(size, ord)
    ON CONFLICT (product_id, size) DO UPDATE SET listed = true, position = EXCLUDED.position;
    RETURN NULL;
  END
  $function$;

CREATE OR REPLACE TRIGGER product_variants_sync AFTER INSERT OR UPDATE OF available_sizes ON product
  FOR EACH ROW EXECUTE FUNCTION product_variants_sync();
