-- product_search_edited(): keeps a product's `product_search` row in step when what the walk reads
-- changes (not stock, which orders write all day); deletes follow by the foreign key.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.product_search_edited()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE product_search ps
        SET (popularity, price_paise, offer_percent, rating_avg, is_best_seller, archived_at, category, kind, tags, search_vector, sig0, sig1, sig2, sig3, exact) =
            (NEW.popularity, NEW.price_paise, NEW.offer_percent, NEW.rating_avg, NEW.is_best_seller, NEW.archived_at, s.category, s.kind, s.tags, s.search_vector, g.sig0, g.sig1, g.sig2, g.sig3, product_search_exact(NEW.search_vector))
        FROM product_search_part(NEW.category, NEW.kind, NEW.tags, NEW.search_vector) s, product_search_signature(NEW.search_vector) g
        WHERE ps.id = NEW.id;
        RETURN NULL;
      END
      $function$;

CREATE OR REPLACE TRIGGER product_search_upd AFTER UPDATE ON product FOR EACH ROW
  WHEN ((OLD.popularity, OLD.price_paise, OLD.offer_percent, OLD.rating_avg, OLD.is_best_seller, OLD.archived_at,
         OLD.category, OLD.kind, OLD.tags, OLD.name, OLD.color, OLD.description)
        IS DISTINCT FROM
        (NEW.popularity, NEW.price_paise, NEW.offer_percent, NEW.rating_avg, NEW.is_best_seller, NEW.archived_at,
         NEW.category, NEW.kind, NEW.tags, NEW.name, NEW.color, NEW.description))
  EXECUTE FUNCTION product_search_edited();
