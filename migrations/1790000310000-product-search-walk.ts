import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A narrow copy of what a relevance-ordered search reads, so a broad search walks one index in order
 * of popularity and never touches the product table.
 *
 * Relevance ranks the most popular matches; a broad search ("coffee mug", "black cotton tee" with 3
 * stars or more) finds them by walking products in order of popularity and testing each against the
 * words and filters until enough match. On `product` (about 900 bytes a row, 9 a page, stock written
 * on every order) that walk reads one scattered heap page per product it tests: thousands of pages.
 * Here the walk is an index-only scan of `product_search_walk_idx`, whose entries carry everything
 * the test needs (the search vector and every storefront filter), stored in popularity order.
 *
 * A btree entry must stay under about 2.7 kB, and staff may write long descriptions or many tags. A
 * product whose vector, tags, category and kind together exceed SEARCH_ROW_LIMIT bytes is kept with
 * those four NULL; the walk then tests it against its `product` row instead (rare, and still right).
 *
 * Kept in step with `product` by triggers: one statement-level trigger for inserts (a bulk insert of
 * 100,000 products copies them in one statement), a row-level one for the edits that change what the
 * walk reads (not stock, which orders write all day), and the foreign key for deletes.
 */
const SEARCH_ROW_LIMIT = 2000;

const COPIED = `popularity, price_paise, offer_percent, rating_avg, is_best_seller, archived_at`;

export class ProductSearchWalk1790000310000 implements MigrationInterface {
  name = 'ProductSearchWalk1790000310000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_search (
        id uuid PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
        popularity real NOT NULL,
        price_paise integer NOT NULL,
        offer_percent integer NOT NULL,
        rating_avg real NOT NULL,
        is_best_seller boolean NOT NULL,
        archived_at timestamptz,
        category text,
        kind text,
        tags text[],
        search_vector tsvector
      )`);
    // Only what fits in an index entry; NULLs tell the walk to look at the product itself.
    await q.query(`
      CREATE FUNCTION product_search_part(p_category text, p_kind text, p_tags text[], p_vector tsvector)
      RETURNS TABLE (category text, kind text, tags text[], search_vector tsvector)
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN small THEN p_category END, CASE WHEN small THEN p_kind END,
               CASE WHEN small THEN p_tags END, CASE WHEN small THEN p_vector END
        FROM (SELECT coalesce(octet_length(p_category) + octet_length(p_kind) + pg_column_size(p_tags)
                     + pg_column_size(p_vector::text::tsvector) <= ${SEARCH_ROW_LIMIT}, false) AS small) s
      $$`);
    await q.query(`
      CREATE FUNCTION product_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_search (id, ${COPIED}, category, kind, tags, search_vector)
        SELECT r.id, ${COPIED.split(', ').map((c) => `r.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector
        FROM new_rows r, product_search_part(r.category, r.kind, r.tags, r.search_vector) s;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION product_search_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_search ps
        SET (${COPIED}, category, kind, tags, search_vector) =
            (${COPIED.split(', ').map((c) => `NEW.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector)
        FROM product_search_part(NEW.category, NEW.kind, NEW.tags, NEW.search_vector) s
        WHERE ps.id = NEW.id;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER product_search_ins AFTER INSERT ON product
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_inserted()`);
    await q.query(`
      CREATE TRIGGER product_search_upd AFTER UPDATE ON product FOR EACH ROW
      WHEN ((OLD.popularity, OLD.price_paise, OLD.offer_percent, OLD.rating_avg, OLD.is_best_seller, OLD.archived_at,
             OLD.category, OLD.kind, OLD.tags, OLD.name, OLD.color, OLD.description)
            IS DISTINCT FROM
            (NEW.popularity, NEW.price_paise, NEW.offer_percent, NEW.rating_avg, NEW.is_best_seller, NEW.archived_at,
             NEW.category, NEW.kind, NEW.tags, NEW.name, NEW.color, NEW.description))
      EXECUTE FUNCTION product_search_edited()`);
    // Products that existed before this migration, in popularity order (the walk's order).
    await q.query(`
      INSERT INTO product_search (id, ${COPIED}, category, kind, tags, search_vector)
      SELECT r.id, ${COPIED.split(', ').map((c) => `r.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector
      FROM product r, product_search_part(r.category, r.kind, r.tags, r.search_vector) s
      ORDER BY r.popularity DESC, r.id`);
    await q.query(`
      CREATE INDEX product_search_walk_idx ON product_search (popularity DESC, id)
      INCLUDE (price_paise, offer_percent, rating_avg, is_best_seller, archived_at, category, kind, tags, search_vector)`);
    await q.query(`ANALYZE product_search`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER product_search_upd ON product`);
    await q.query(`DROP TRIGGER product_search_ins ON product`);
    await q.query(`DROP FUNCTION product_search_edited(), product_search_inserted()`);
    await q.query(`DROP TABLE product_search`);
    await q.query(`DROP FUNCTION product_search_part(text, text, text[], tsvector)`);
  }
}
