-- product_search_part(category, kind, tags, vector): what of a product fits in an entry of
-- `product_search_walk_idx` (a btree entry must stay under about 2.7 kB): the four values, or all four
-- NULL when together they exceed 2000 bytes; the relevance walk then tests that product against its
-- `product` row instead.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_search_part(p_category text, p_kind text, p_tags text[], p_vector tsvector)
 RETURNS TABLE(category text, kind text, tags text[], search_vector tsvector)
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
        SELECT CASE WHEN small THEN p_category END, CASE WHEN small THEN p_kind END,
               CASE WHEN small THEN p_tags END, CASE WHEN small THEN p_vector END
        FROM (SELECT coalesce(octet_length(p_category) + octet_length(p_kind) + pg_column_size(p_tags)
                     + pg_column_size(p_vector::text::tsvector) <= 2000, false) AS small) s
      $function$;
