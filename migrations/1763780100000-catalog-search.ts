import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue search: a stored, GIN-indexed tsvector per product (full-text search, ranked), a
 * dictionary of catalogue words with a trigram index (typo tolerance: 'tshrt' is corrected to
 * 'tshirt' before the full-text match), rating aggregates kept on the product (so "rating at least
 * n" is an indexed filter), a popularity score (best sellers, then a review-count-weighted rating),
 * and an index per listing order.
 */
export class CatalogSearch1763780100000 implements MigrationInterface {
  name = 'CatalogSearch1763780100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    // Words a shopper uses for a category or a kind that the product text may not contain
    // ("tee" for a t-shirt, "coffee" for a mug). IMMUTABLE so the generated column below may use it.
    await q.query(`
      CREATE FUNCTION product_search_words(category text, kind text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT concat_ws(' ',
          CASE category
            WHEN 'men' THEN 'men mens man male'
            WHEN 'women' THEN 'women womens woman ladies female'
            WHEN 'lgbtq' THEN 'lgbtq lgbt pride queer rainbow unisex'
            WHEN 'tshirt' THEN 'tshirt tshirts t-shirt tee unisex'
            WHEN 'accessories' THEN 'accessories accessory gift gifts personalised personalized custom'
            ELSE category
          END,
          CASE kind
            WHEN 'tshirt' THEN 'tshirt tshirts t-shirt tee tees'
            WHEN 'hoodie' THEN 'hoodie hoodies sweatshirt hooded'
            WHEN 'shirt' THEN 'shirt shirts formal casual'
            WHEN 'kurta' THEN 'kurta kurti kurtas ethnic'
            WHEN 'dress' THEN 'dress dresses frock'
            WHEN 'cap' THEN 'cap caps hat'
            WHEN 'mug' THEN 'mug mugs cup coffee tea'
            WHEN 'bottle' THEN 'bottle bottles water sipper flask'
            WHEN 'mousepad' THEN 'mousepad mouse pad'
            WHEN 'keychain' THEN 'keychain keychains key chain keyring'
            WHEN 'totebag' THEN 'bag bags tote handbag hand'
            WHEN 'frame' THEN 'frame frames wall photo'
            WHEN 'metalsheet' THEN 'metal sheet poster plate sign'
            WHEN 'keyboardpad' THEN 'keyboard pad desk mat deskmat'
            ELSE kind
          END)
      $$`);

    await q.query(`
      ALTER TABLE product
        ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
        ADD COLUMN rating_total integer NOT NULL DEFAULT 0 CHECK (rating_total >= 0),
        ADD COLUMN rating_avg real GENERATED ALWAYS AS (
          CASE WHEN rating_count > 0 THEN round(rating_total::numeric / rating_count, 2)::real ELSE 0 END
        ) STORED,
        ADD COLUMN popularity real GENERATED ALWAYS AS (
          (CASE WHEN is_best_seller THEN 10 ELSE 0 END) + (rating_total + 3.5 * 5) / (rating_count + 5)
        ) STORED,
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') ||
          setweight(to_tsvector('english', product_search_words(category, kind) || ' ' || color), 'B') ||
          setweight(to_tsvector('english', description), 'C')
        ) STORED`);

    await q.query(`CREATE INDEX product_search_idx ON product USING gin (search_vector)`);
    await q.query(`CREATE INDEX product_kind_idx ON product (kind)`);
    // One index per listing order, matching its ORDER BY exactly, so a page of 24 stops after 24 rows.
    await q.query(`CREATE INDEX product_popular_idx ON product (popularity DESC, id)`);
    await q.query(`CREATE INDEX product_newest_idx ON product (created_at DESC, id)`);
    await q.query(`CREATE INDEX product_price_idx ON product (price_paise, id)`);
    await q.query(`CREATE INDEX product_offer_idx ON product (offer_percent DESC, id)`);
    await q.query(`CREATE INDEX product_rating_idx ON product (rating_avg DESC, rating_count DESC, id)`);
    await q.query(`CREATE INDEX product_tags_idx ON product USING gin (tags)`);
    await q.query(`CREATE INDEX product_best_seller_idx ON product (popularity DESC, id) WHERE is_best_seller`);
    await q.query(`CREATE INDEX product_name_color_idx ON product (lower(name), color)`);

    // The words of the catalogue, for typo correction, each with how many products contain it (so
    // the listing can tell a broad search from a narrow one). Kept current by triggers: one
    // statement-level trigger for inserts (a bulk insert of 100,000 products updates it once), and a
    // row-level one for the rare edits of a product's text.
    await q.query(`CREATE TABLE search_term (term text COLLATE "C" PRIMARY KEY, ndoc integer NOT NULL DEFAULT 0)`);
    await q.query(`CREATE INDEX search_term_trgm_idx ON search_term USING gin (term gin_trgm_ops)`);
    await q.query(`
      CREATE FUNCTION product_terms(name text, category text, kind text, color text, description text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT DISTINCT w
        FROM regexp_split_to_table(lower(name || ' ' || product_search_words(category, kind) || ' ' || color || ' ' || description), '[^a-z0-9]+') AS w
        WHERE length(w) BETWEEN 3 AND 30 AND w !~ '^[0-9]+$'
      $$`);
    await q.query(`
      CREATE FUNCTION product_terms_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_term (term, ndoc)
        SELECT t, count(*) FROM new_rows r, product_terms(r.name, r.category, r.kind, r.color, r.description) AS t GROUP BY t
        ON CONFLICT (term) DO UPDATE SET ndoc = search_term.ndoc + excluded.ndoc;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION product_terms_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_term s SET ndoc = greatest(s.ndoc - d.n, 0)
        FROM (SELECT t, count(*) AS n FROM old_rows r, product_terms(r.name, r.category, r.kind, r.color, r.description) AS t GROUP BY t) d
        WHERE s.term = d.t;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION product_terms_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_term SET ndoc = greatest(ndoc - 1, 0)
        WHERE term IN (SELECT product_terms(OLD.name, OLD.category, OLD.kind, OLD.color, OLD.description));
        INSERT INTO search_term (term, ndoc)
        SELECT t, 1 FROM product_terms(NEW.name, NEW.category, NEW.kind, NEW.color, NEW.description) AS t
        ON CONFLICT (term) DO UPDATE SET ndoc = search_term.ndoc + 1;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER product_terms_ins AFTER INSERT ON product
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_terms_inserted()`);
    await q.query(`
      CREATE TRIGGER product_terms_del AFTER DELETE ON product
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_terms_deleted()`);
    await q.query(`
      CREATE TRIGGER product_terms_upd AFTER UPDATE ON product FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
            OR OLD.category IS DISTINCT FROM NEW.category OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.color IS DISTINCT FROM NEW.color)
      EXECUTE FUNCTION product_terms_edited()`);
    // Products that existed before this migration.
    await q.query(`
      INSERT INTO search_term (term, ndoc)
      SELECT t, count(*) FROM product r, product_terms(r.name, r.category, r.kind, r.color, r.description) AS t GROUP BY t`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER product_terms_upd ON product`);
    await q.query(`DROP TRIGGER product_terms_del ON product`);
    await q.query(`DROP TRIGGER product_terms_ins ON product`);
    await q.query(`DROP FUNCTION product_terms_edited(), product_terms_deleted(), product_terms_inserted()`);
    await q.query(`DROP FUNCTION product_terms(text, text, text, text, text)`);
    await q.query(`DROP TABLE search_term`);
    await q.query(`DROP INDEX product_name_color_idx, product_best_seller_idx, product_tags_idx, product_rating_idx, product_offer_idx, product_price_idx, product_newest_idx, product_popular_idx, product_kind_idx, product_search_idx`);
    await q.query(`ALTER TABLE product DROP COLUMN search_vector, DROP COLUMN popularity, DROP COLUMN rating_avg, DROP COLUMN rating_total, DROP COLUMN rating_count`);
    await q.query(`DROP FUNCTION product_search_words(text, text)`);
  }
}
