-- product_terms_inserted(): adds the words of inserted products to `search_term` (with how many products
-- contain each). Statement-level: a bulk insert of 100,000 products updates it once.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_terms_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO search_term (term, ndoc)
        SELECT t, count(*) FROM new_rows r, product_terms(r.name, r.category, r.kind, r.color, r.description) AS t GROUP BY t
        ON CONFLICT (term) DO UPDATE SET ndoc = search_term.ndoc + excluded.ndoc;
        RETURN NULL;
      END
      $function$;

CREATE OR REPLACE TRIGGER product_terms_ins AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_terms_inserted();
