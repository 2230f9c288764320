-- product_terms(name, category, kind, color, description): the distinct words of a product (3 to 30
-- characters, not only digits) for the dictionary of catalogue words `search_term`, which corrects typos
-- ('tshrt' to 'tshirt') before the full-text match.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_terms(name text, category text, kind text, color text, description text)
 RETURNS SETOF text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
        SELECT DISTINCT w
        FROM regexp_split_to_table(lower(name || ' ' || product_search_words(category, kind) || ' ' || color || ' ' || description), '[^a-z0-9]+') AS w
        WHERE length(w) BETWEEN 3 AND 30 AND w !~ '^[0-9]+$'
      $function$;
