import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exact bits for the shop's own product words in `product_search`, so that a count walk whose words
 * are all such words counts from the signature index alone, without looking each match up.
 *
 * The signature (1790001000000) is a Bloom filter: a product whose signature holds a word's bits may
 * still lack the word, so every entry that passes was looked up by key in product_search_walk_idx to
 * test its words. For a search of a common word with filters ('tshirt' under ₹500, 4★, 50 % off at
 * 1,000,000 products) the count's 1,001 matches cost 1,009 lookups, 3-4 ms of a 12-18 ms statement.
 * `exact` gives each of the words shoppers use for the shop's product types and departments (the
 * collections' kinds, categories and their names: tshirt, mug, hoodie, kurti, women, ...) a bit of
 * its own, set exactly when the product's search vector holds that lexeme
 * (product_search_exact). A walk whose every word is one of them tests `exact` and needs no lookup,
 * only for the page's ranking.
 *
 * The words are constants of the function, which stays IMMUTABLE: changing the list means a new
 * definition and a migration that writes every row again, like this one. Every row is written again
 * in popularity order (emptied and refilled, as the signature migration did, so the rebuilt indexes
 * hold one version of each row), and the signature index carries the new column.
 */
const EXACT_LEXEMES = [
  'tshirt', 'tee', 'shirt', 'hoodi', 'kurta', 'kurti', 'dress', 'mug', 'bottl', 'cap', 'hat', 'bag', 'tote', 'totebag', 'keychain', 'key',
  'chain', 'mousepad', 'mous', 'pad', 'frame', 'metalsheet', 'metal', 'sheet', 'keyboardpad', 'keyboard', 'water', 'men', 'women', 'lgbtq',
  'pride', 'accessori',
];

const EXACT_BODY = `
      DECLARE
        lexeme text;
        i int;
        bits bigint := 0;
      BEGIN
        FOREACH lexeme IN ARRAY coalesce(tsvector_to_array(p_vector), '{}') LOOP
          i := array_position(ARRAY[${EXACT_LEXEMES.map((l) => `'${l}'`).join(', ')}]::text[], lexeme);
          IF i IS NOT NULL THEN
            bits := bits | (1::bigint << (i - 1));
          END IF;
        END LOOP;
        RETURN bits;
      END
      `;

const COPIED = `popularity, price_paise, offer_percent, rating_avg, is_best_seller, archived_at`;
const SIGNATURE = `sig0, sig1, sig2, sig3`;
const WALK_INDEX = `
  CREATE INDEX product_search_walk_idx ON product_search (popularity DESC, id)
  INCLUDE (price_paise, offer_percent, rating_avg, is_best_seller, archived_at, category, kind, tags, search_vector)`;
const signatureIndex = (exact: boolean) => `
  CREATE INDEX product_search_signature_idx ON product_search (popularity DESC, id)
  INCLUDE (${SIGNATURE}, ${exact ? 'exact, ' : ''}price_paise, offer_percent, rating_avg, is_best_seller, archived_at)`;

function triggerFunctions(exact: boolean): string[] {
  const cols = `${SIGNATURE}${exact ? ', exact' : ''}`;
  const values = (r: string) => `g.sig0, g.sig1, g.sig2, g.sig3${exact ? `, product_search_exact(${r}.search_vector)` : ''}`;
  return [
    `
      CREATE OR REPLACE FUNCTION product_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_search (id, ${COPIED}, category, kind, tags, search_vector, ${cols})
        SELECT r.id, ${COPIED.split(', ').map((c) => `r.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector, ${values('r')}
        FROM new_rows r, product_search_part(r.category, r.kind, r.tags, r.search_vector) s, product_search_signature(r.search_vector) g;
        RETURN NULL;
      END
      $$`,
    `
      CREATE OR REPLACE FUNCTION product_search_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_search ps
        SET (${COPIED}, category, kind, tags, search_vector, ${cols}) =
            (${COPIED.split(', ').map((c) => `NEW.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector, ${values('NEW')})
        FROM product_search_part(NEW.category, NEW.kind, NEW.tags, NEW.search_vector) s, product_search_signature(NEW.search_vector) g
        WHERE ps.id = NEW.id;
        RETURN NULL;
      END
      $$`,
  ];
}

export class ProductSearchExact1790001500000 implements MigrationInterface {
  name = 'ProductSearchExact1790001500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION product_search_exact(p_vector tsvector) RETURNS bigint
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$${EXACT_BODY}$$`);
    await q.query(`DROP INDEX product_search_walk_idx`);
    await q.query(`DROP INDEX product_search_signature_idx`);
    // Emptied first, so that the column needs no default: a row without its exact bits would be
    // counted wrong by a walk that trusts them.
    await q.query(`TRUNCATE product_search`);
    await q.query(`ALTER TABLE product_search ADD COLUMN exact bigint NOT NULL`);
    await q.query(`
      INSERT INTO product_search (id, ${COPIED}, category, kind, tags, search_vector, ${SIGNATURE}, exact)
      SELECT r.id, ${COPIED.split(', ').map((c) => `r.${c}`).join(', ')}, s.category, s.kind, s.tags, s.search_vector,
             g.sig0, g.sig1, g.sig2, g.sig3, product_search_exact(r.search_vector)
      FROM product r, product_search_part(r.category, r.kind, r.tags, r.search_vector) s, product_search_signature(r.search_vector) g
      ORDER BY r.popularity DESC, r.id`);
    for (const sql of triggerFunctions(true)) await q.query(sql);
    await q.query(WALK_INDEX);
    await q.query(signatureIndex(true));
    await q.query(`ANALYZE product_search`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const sql of triggerFunctions(false)) await q.query(sql);
    await q.query(`DROP INDEX product_search_signature_idx`);
    await q.query(`ALTER TABLE product_search DROP COLUMN exact`);
    await q.query(signatureIndex(false));
    await q.query(`DROP FUNCTION product_search_exact(tsvector)`);
  }
}
