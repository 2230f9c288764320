import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What staff keep about a product besides what the storefront shows:
 * - `sku`: the product's stable key (CSV import and export match on it). Letters, digits, '.', '_' and
 *   '-', at most 64, unique whatever the letter case. A product inserted without one gets
 *   `<name>-<colour>` in lower-case words joined by '-' (the first eight hex digits of its id are added
 *   when that is taken), so the seeded catalogue gets the same SKUs on every machine.
 * - `hsn_code` (4, 6 or 8 digits) and `gst_rate_class`, which invoices need. The class is a key, not a
 *   rate: rates change with the law and are kept as data elsewhere. Clothing starts as 'garment' (its
 *   rate depends on the sale price), everything else as 'standard-18'; staff correct them per product.
 * - `archived_at`: an archived product has left the storefront but stays on the orders that name it.
 * - `low_stock_threshold`: at or below it (and above zero) the product is "low" and on the low-stock list.
 * - `updated_at`: when staff last changed it.
 */
export class ProductAdminFields1790000250000 implements MigrationInterface {
  name = 'ProductAdminFields1790000250000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION product_sku_base(p_name text, p_color text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT left(coalesce(nullif(trim(both '-' FROM regexp_replace(lower(p_name), '[^a-z0-9]+', '-', 'g')), ''), 'product'), 39)
          || '-' || left(coalesce(nullif(trim(both '-' FROM regexp_replace(lower(p_color), '[^a-z0-9]+', '-', 'g')), ''), 'item'), 15)
      $$`);
    await q.query(`
      ALTER TABLE product
        ADD COLUMN sku text CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
        ADD COLUMN hsn_code text CHECK (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
        ADD COLUMN gst_rate_class text NOT NULL DEFAULT 'garment'
          CHECK (gst_rate_class IN ('garment', 'standard-5', 'standard-12', 'standard-18')),
        ADD COLUMN archived_at timestamptz,
        ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold BETWEEN 0 AND 100000),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE product SET gst_rate_class = 'standard-18' WHERE kind NOT IN ('tshirt', 'shirt', 'kurta', 'hoodie', 'dress')`);
    // Existing products, oldest first: the first of each name and colour gets the plain SKU.
    await q.query(`
      UPDATE product p
      SET sku = CASE WHEN s.n = 1 THEN s.base ELSE s.base || '-' || left(replace(p.id::text, '-', ''), 8) END
      FROM (SELECT id, product_sku_base(name, color) AS base,
                   row_number() OVER (PARTITION BY product_sku_base(name, color) ORDER BY created_at, id) AS n
            FROM product) s
      WHERE s.id = p.id`);
    await q.query(`ALTER TABLE product ALTER COLUMN sku SET NOT NULL`);
    // text_pattern_ops: the same index answers exact SKUs (import) and SKU prefixes (the staff's search box).
    await q.query(`CREATE UNIQUE INDEX product_sku_uq ON product (lower(sku) text_pattern_ops)`);
    await q.query(`
      CREATE FUNCTION product_sku_default() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.sku IS NULL THEN
          NEW.sku := product_sku_base(NEW.name, NEW.color);
          IF EXISTS (SELECT 1 FROM product WHERE lower(sku) = lower(NEW.sku)) THEN
            NEW.sku := NEW.sku || '-' || left(replace(NEW.id::text, '-', ''), 8);
          END IF;
        END IF;
        RETURN NEW;
      END
      $$`);
    await q.query(`CREATE TRIGGER product_sku_default BEFORE INSERT ON product FOR EACH ROW EXECUTE FUNCTION product_sku_default()`);
    // The low-stock list and the dashboard's count read only these few rows.
    await q.query(`CREATE INDEX product_low_stock_idx ON product (stock, id) WHERE stock <= low_stock_threshold AND archived_at IS NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX product_low_stock_idx`);
    await q.query(`DROP TRIGGER product_sku_default ON product`);
    await q.query(`DROP FUNCTION product_sku_default()`);
    await q.query(`DROP INDEX product_sku_uq`);
    await q.query(`
      ALTER TABLE product
        DROP COLUMN updated_at, DROP COLUMN low_stock_threshold, DROP COLUMN archived_at,
        DROP COLUMN gst_rate_class, DROP COLUMN hsn_code, DROP COLUMN sku`);
    await q.query(`DROP FUNCTION product_sku_base(text, text)`);
  }
}
