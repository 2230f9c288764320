-- product_search_inserted(): copies inserted products into `product_search`, the narrow copy a
-- relevance-ordered search walks in popularity order (statement-level: a bulk insert is one statement),
-- with the signature and the exact bits of the product's whole search vector (product_search_signature,
-- product_search_exact).
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_search_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        INSERT INTO product_search (id, popularity, price_paise, offer_percent, rating_avg, is_best_seller, archived_at, category, kind, tags, search_vector, sig0, sig1, sig2, sig3, exact)
        SELECT r.id, r.popularity, r.price_paise, r.offer_percent, r.rating_avg, r.is_best_seller, r.archived_at, s.category, s.kind, s.tags, s.search_vector, g.sig0, g.sig1, g.sig2, g.sig3, product_search_exact(r.search_vector)
        FROM new_rows r, product_search_part(r.category, r.kind, r.tags, r.search_vector) s, product_search_signature(r.search_vector) g;
        RETURN NULL;
      END
      $function$;

CREATE OR REPLACE TRIGGER product_search_ins AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_inserted();
