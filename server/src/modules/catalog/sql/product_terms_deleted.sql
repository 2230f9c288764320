-- product_terms_deleted(): takes the words of deleted products off `search_term`'s counts.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_terms_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE search_term s SET ndoc = greatest(s.ndoc - d.n, 0)
        FROM (SELECT t, count(*) AS n FROM old_rows r, product_terms(r.name, r.category, r.kind, r.color, r.description) AS t GROUP BY t) d
        WHERE s.term = d.t;
        RETURN NULL;
      END
      $function$;

CREATE OR REPLACE TRIGGER product_terms_del AFTER DELETE ON product
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_terms_deleted();
