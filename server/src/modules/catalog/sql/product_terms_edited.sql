-- product_terms_edited(): moves the counts of `search_term` from a product's old words to its new ones,
-- when its text changes (row-level: edits are rare).
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_terms_edited()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE search_term SET ndoc = greatest(ndoc - 1, 0)
        WHERE term IN (SELECT product_terms(OLD.name, OLD.category, OLD.kind, OLD.color, OLD.description));
        INSERT INTO search_term (term, ndoc)
        SELECT t, 1 FROM product_terms(NEW.name, NEW.category, NEW.kind, NEW.color, NEW.description) AS t
        ON CONFLICT (term) DO UPDATE SET ndoc = search_term.ndoc + 1;
        RETURN NULL;
      END
      $function$;

CREATE OR REPLACE TRIGGER product_terms_upd AFTER UPDATE ON product FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD.category IS DISTINCT FROM NEW.category OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.color IS DISTINCT FROM NEW.color)
  EXECUTE FUNCTION product_terms_edited();
