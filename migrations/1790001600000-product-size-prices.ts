import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cheapest and dearest of each product's listed sizes' prices, stored on the product row
 * (`size_price_min_paise`, `size_price_max_paise`; NULL when no size is listed) and kept by triggers,
 * so that a card's "from ₹…" and sizePricesVary read two integer columns instead of a look into
 * product_variant for each card. That look was about a third of PostgreSQL's time for a listing of 24
 * cards, and gave the pg driver an int[] per card to parse (docs/performance.md, "Size prices on the
 * product row").
 *
 * The functions and triggers are a copy of catalog/sql/product_size_prices_*.sql (their current
 * definition); every existing product's range is written once.
 */
const DEFINITIONS = [
  `
CREATE OR REPLACE FUNCTION public.product_size_prices_of(p_ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
    UPDATE product p
    SET size_price_min_paise = r.lo, size_price_max_paise = r.hi
    FROM (
      SELECT q.id,
             min(coalesce(v.price_paise, q.price_paise)) FILTER (WHERE v.id IS NOT NULL) AS lo,
             max(coalesce(v.price_paise, q.price_paise)) FILTER (WHERE v.id IS NOT NULL) AS hi
      FROM product q
      LEFT JOIN product_variant v ON v.product_id = q.id AND v.listed
      WHERE q.id = ANY (p_ids)
      GROUP BY q.id
    ) r
    WHERE p.id = r.id
      AND (p.size_price_min_paise, p.size_price_max_paise) IS DISTINCT FROM (r.lo, r.hi)
  $function$`,
  `
CREATE OR REPLACE FUNCTION public.product_size_prices_repriced()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      NEW.size_price_min_paise := NEW.price_paise;
      NEW.size_price_max_paise := NEW.price_paise;
      RETURN NEW;
    END IF;
    SELECT min(coalesce(v.price_paise, NEW.price_paise)), max(coalesce(v.price_paise, NEW.price_paise))
    INTO NEW.size_price_min_paise, NEW.size_price_max_paise
    FROM product_variant v
    WHERE v.product_id = NEW.id AND v.listed;
    RETURN NEW;
  END
  $function$`,
  `
CREATE OR REPLACE TRIGGER product_size_prices_new BEFORE INSERT ON product FOR EACH ROW
  EXECUTE FUNCTION product_size_prices_repriced()`,
  `
CREATE OR REPLACE TRIGGER product_size_prices_repriced BEFORE UPDATE OF price_paise ON product FOR EACH ROW
  WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise) EXECUTE FUNCTION product_size_prices_repriced()`,
  `
CREATE OR REPLACE FUNCTION public.product_size_prices_sized()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_ids uuid[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT c.product_id) INTO v_ids
      FROM changed_rows c JOIN product p ON p.id = c.product_id
      WHERE c.listed
        AND (p.size_price_min_paise IS NULL
             OR coalesce(c.price_paise, p.price_paise) NOT BETWEEN p.size_price_min_paise AND p.size_price_max_paise);
    ELSE
      SELECT array_agg(DISTINCT c.product_id) INTO v_ids FROM changed_rows c;
    END IF;
    IF v_ids IS NOT NULL THEN
      PERFORM product_size_prices_of(v_ids);
    END IF;
    RETURN NULL;
  END
  $function$`,
  `
CREATE OR REPLACE TRIGGER product_size_prices_added AFTER INSERT ON product_variant
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_size_prices_sized()`,
  `
CREATE OR REPLACE TRIGGER product_size_prices_removed AFTER DELETE ON product_variant
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_size_prices_sized()`,
  `
CREATE OR REPLACE FUNCTION public.product_size_prices_edited()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_ids uuid[];
  BEGIN
    SELECT array_agg(DISTINCT n.product_id) INTO v_ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.price_paise IS DISTINCT FROM o.price_paise OR n.listed IS DISTINCT FROM o.listed;
    IF v_ids IS NOT NULL THEN
      PERFORM product_size_prices_of(v_ids);
    END IF;
    RETURN NULL;
  END
  $function$`,
  `
CREATE OR REPLACE TRIGGER product_size_prices_edited AFTER UPDATE ON product_variant
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_size_prices_edited()`,
];

export class ProductSizePrices1790001600000 implements MigrationInterface {
  name = 'ProductSizePrices1790001600000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN size_price_min_paise integer, ADD COLUMN size_price_max_paise integer`);
    for (const sql of DEFINITIONS) await q.query(sql);
    await q.query(`SELECT product_size_prices_of(ARRAY(SELECT id FROM product))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of ['new', 'repriced']) await q.query(`DROP TRIGGER product_size_prices_${t} ON product`);
    for (const t of ['added', 'removed', 'edited']) await q.query(`DROP TRIGGER product_size_prices_${t} ON product_variant`);
    for (const f of ['sized()', 'edited()', 'repriced()', 'of(uuid[])']) await q.query(`DROP FUNCTION product_size_prices_${f}`);
    await q.query(`ALTER TABLE product DROP COLUMN size_price_min_paise, DROP COLUMN size_price_max_paise`);
  }
}
