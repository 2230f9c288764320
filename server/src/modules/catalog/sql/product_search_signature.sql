-- product_search_signature(vector): a product's words as a 256-bit signature (four bigints), two bits
-- per lexeme chosen by the first bytes of md5(lexeme). The relevance walk tests it before the words: a product
-- lacking a bit that a search word's lexemes set cannot match that word, so only the products whose
-- signature holds every word's bits (the matches and about 2 % of the others at 1,000,000 products)
-- are tested against their search vector. md5, not hashtext: stored signatures must keep matching
-- the searches' masks forever, and md5's values are fixed, while PostgreSQL's internal hashes may
-- change between major versions. A NULL vector has no bits.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_search_signature(p_vector tsvector, OUT sig0 bigint, OUT sig1 bigint, OUT sig2 bigint, OUT sig3 bigint)
 RETURNS record
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
AS $function$
      DECLARE
        lexeme text;
        h int;
        b int;
      BEGIN
        sig0 := 0; sig1 := 0; sig2 := 0; sig3 := 0;
        FOREACH lexeme IN ARRAY coalesce(tsvector_to_array(p_vector), '{}') LOOP
          h := ('x' || substr(md5(lexeme), 1, 8))::bit(32)::int;
          FOR i IN 0..1 LOOP
            b := (h >> (8 * i)) & 255;
            CASE b >> 6
              WHEN 0 THEN sig0 := sig0 | (1::bigint << (b & 63));
              WHEN 1 THEN sig1 := sig1 | (1::bigint << (b & 63));
              WHEN 2 THEN sig2 := sig2 | (1::bigint << (b & 63));
              ELSE sig3 := sig3 | (1::bigint << (b & 63));
            END CASE;
          END LOOP;
        END LOOP;
      END
      $function$;
