-- product_search_exact(vector): the exact bits of a product's words. Each of the shop's own product
-- words (the lexemes of the collections' kinds, categories and their names: tshirt, tee, mug, hoodi,
-- kurti, women, ...) has a bit of its own, set exactly when the vector holds that lexeme. Unlike the
-- signature's bits (product_search_signature), which a word shares with others, a set bit here is proof:
-- a walk whose every word is such a word counts its matches from product_search_signature_idx alone,
-- without looking each one up to test its words (modules/catalog/product-search.ts, exactWalk).
-- The words are constants, so the function is IMMUTABLE; changing them means a migration that writes
-- every row of product_search again (as 1790001500000-product-search-exact did). A NULL vector has none.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_search_exact(p_vector tsvector)
 RETURNS bigint
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
      DECLARE
        lexeme text;
        i int;
        bits bigint := 0;
      BEGIN
        FOREACH lexeme IN ARRAY coalesce(tsvector_to_array(p_vector), '{}') LOOP
          i := array_position(ARRAY['tshirt', 'tee', 'shirt', 'hoodi', 'kurta', 'kurti', 'dress', 'mug', 'bottl', 'cap', 'hat', 'bag', 'tote', 'totebag', 'keychain', 'key', 'chain', 'mousepad', 'mous', 'pad', 'frame', 'metalsheet', 'metal', 'sheet', 'keyboardpad', 'keyboard', 'water', 'men', 'women', 'lgbtq', 'pride', 'accessori']::text[], lexeme);
          IF i IS NOT NULL THEN
            bits := bits | (1::bigint << (i - 1));
          END IF;
        END LOOP;
        RETURN bits;
      END
      $function$;
