import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A signature of each product's words in `product_search`, and a narrow walk index that carries it
 * instead of the search vector, so the relevance walk skips most products without reading their words.
 *
 * The walk (product_search_walk_idx, 1790000310000) tested every product's search vector: entries of a
 * few hundred bytes, about a microsecond each, and a broad search with filters walks tens of thousands
 * of them. The signature is 256 bits in four bigints, two bits per lexeme of the product's whole search
 * vector (product_search_signature, from md5 of the lexeme: fixed forever, unlike PostgreSQL's internal
 * hashes, so stored signatures always match the searches' masks). A search word sets the bits of its own
 * lexemes, so a product whose signature lacks one cannot match the word; `(sig & mask) = mask` is a
 * test of two integers. product_search_signature_idx holds, in popularity order, the signature and the
 * fixed-width filter columns (price, discount, rating, best seller, archived): 100 bytes an entry
 * against 440 in the old index, and no text to take apart, so the walk is an index-only scan of it at
 * about a quarter of the cost an entry. Only the products that pass (the matches and about 2 % of the
 * others: 38 of 256 bits are set for the generated catalogue's 20 lexemes a product) are looked up by
 * key in product_search_walk_idx, which still holds the search vector, category, kind and tags, for
 * the collection filters, the exact test of the words and the ranking.
 *
 * The signature comes from the product's whole vector, also for a product too large for the index
 * (whose search columns are NULL here): the test stays a necessary condition for every product. A row
 * written without it has every bit set (the default), so the walk tests its words.
 */
const SIGNATURE_BODY = `
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
      `;

const COPIED = `popularity, price_paise, offer_percent, rating_avg, is_best_seller, archived_at`;
const SIGNATURE = `sig0, sig1, sig2, sig3`;

const WALK_INDEX = `
  CREATE INDEX product_search_walk_idx ON product_search (popularity DESC, id)
  INCLUDE (price_paise, offer_percent, rating_avg, is_best_seller, archived_at, category, kind, tags, search_vector)`;

function triggerFunctions(signature: boolean): string[] {
  const cols = signature ? `, ${SIGNATURE}` : '';
  const from = (r: string) => (signature ? `, product_search_signature(${r}.search_vector) g` : '');
  const values = signature ? ', g.sig0, g.sig1, g.sig2, g.sig3' : '';
  return [
    `
      CREATE OR REPLACE FUNCTION product_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_search (id, ${COPIED}, category, kind, tags, search_vector${cols})
        SELECT r.id, ${COPIED.split(', ').map((c) => `r.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector${values}
        FROM new_rows r, product_search_part(r.category, r.kind, r.tags, r.search_vector) s${from('r')};
        RETURN NULL;
      END
      $$`,
    `
      CREATE OR REPLACE FUNCTION product_search_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_search ps
        SET (${COPIED}, category, kind, tags, search_vector${cols}) =
            (${COPIED.split(', ').map((c) => `NEW.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector${values})
        FROM product_search_part(NEW.category, NEW.kind, NEW.tags, NEW.search_vector) s${from('NEW')}
        WHERE ps.id = NEW.id;
        RETURN NULL;
      END
      $$`,
  ];
}

export class ProductSearchSignature1790001000000 implements MigrationInterface {
  name = 'ProductSearchSignature1790001000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION product_search_signature(p_vector tsvector, OUT sig0 bigint, OUT sig1 bigint, OUT sig2 bigint, OUT sig3 bigint)
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$${SIGNATURE_BODY}$$`);
    // Every row is written again, with its signature, in popularity order (the walk's), as the walk
    // migration first wrote them. Emptied first rather than updated: an update in this transaction
    // would leave each row's old version in the rebuilt indexes too (twice their size until a vacuum,
    // which cannot shrink them). The walk index is rebuilt afterwards, compact.
    await q.query(`DROP INDEX product_search_walk_idx`);
    await q.query(`
      ALTER TABLE product_search
        ADD COLUMN sig0 bigint NOT NULL DEFAULT -1, ADD COLUMN sig1 bigint NOT NULL DEFAULT -1,
        ADD COLUMN sig2 bigint NOT NULL DEFAULT -1, ADD COLUMN sig3 bigint NOT NULL DEFAULT -1`);
    await q.query(`TRUNCATE product_search`);
    await q.query(`
      INSERT INTO product_search (id, ${COPIED}, category, kind, tags, search_vector, ${SIGNATURE})
      SELECT r.id, ${COPIED.split(', ').map((c) => `r.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector, g.sig0, g.sig1, g.sig2, g.sig3
      FROM product r, product_search_part(r.category, r.kind, r.tags, r.search_vector) s, product_search_signature(r.search_vector) g
      ORDER BY r.popularity DESC, r.id`);
    for (const sql of triggerFunctions(true)) await q.query(sql);
    await q.query(WALK_INDEX);
    await q.query(`
      CREATE INDEX product_search_signature_idx ON product_search (popularity DESC, id)
      INCLUDE (${SIGNATURE}, price_paise, offer_percent, rating_avg, is_best_seller, archived_at)`);
    await q.query(`ANALYZE product_search`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const sql of triggerFunctions(false)) await q.query(sql);
    await q.query(`DROP INDEX product_search_signature_idx`);
    await q.query(`ALTER TABLE product_search DROP COLUMN sig0, DROP COLUMN sig1, DROP COLUMN sig2, DROP COLUMN sig3`);
    await q.query(`DROP FUNCTION product_search_signature(tsvector)`);
  }
}
