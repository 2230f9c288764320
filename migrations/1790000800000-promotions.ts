import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promotions (issue 29): automatic sales, bundles, buy X get Y and coupon codes, with their use
 * counted per order in the order's transaction; the coupon a shopper entered in the cart; what an
 * order and each of its lines was discounted by.
 *
 * `order_line.amount_paise` now means what the line was sold for (unit price × quantity − its
 * discount): invoices back their tax out of it and returns refund it. Existing lines had no discount,
 * so their meaning does not change.
 */
export class Promotions1790000800000 implements MigrationInterface {
  name = 'Promotions1790000800000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE promotion (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
      kind text NOT NULL CHECK (kind IN ('sale', 'bundle', 'bxgy', 'coupon')),
      code text UNIQUE CHECK (code IS NULL OR code ~ '^[A-Z0-9_-]{3,32}$'),
      combines boolean NOT NULL DEFAULT false,
      targets text[] NOT NULL DEFAULT '{}',
      value_type text NOT NULL DEFAULT 'percent' CHECK (value_type IN ('percent', 'fixed', 'free_shipping')),
      value integer NOT NULL DEFAULT 0 CHECK (value >= 0),
      bundle_size integer CHECK (bundle_size BETWEEN 2 AND 20),
      bundle_price_paise integer CHECK (bundle_price_paise > 0),
      buy_quantity integer CHECK (buy_quantity BETWEEN 1 AND 20),
      get_quantity integer CHECK (get_quantity BETWEEN 1 AND 20),
      get_percent integer CHECK (get_percent BETWEEN 1 AND 100),
      min_order_paise integer NOT NULL DEFAULT 0 CHECK (min_order_paise >= 0),
      first_order_only boolean NOT NULL DEFAULT false,
      per_shopper_limit integer CHECK (per_shopper_limit >= 1),
      total_limit integer CHECK (total_limit >= 1),
      used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
      starts_at timestamptz,
      ends_at timestamptz,
      paused boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'coupon') = (code IS NOT NULL)),
      CHECK (total_limit IS NULL OR used_count <= total_limit),
      CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
    )`);
    await q.query(`CREATE TABLE promotion_redemption (
      order_id uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
      promotion_id uuid NOT NULL REFERENCES promotion (id) ON DELETE RESTRICT,
      user_id uuid NOT NULL,
      saving_paise integer NOT NULL CHECK (saving_paise >= 0),
      title text NOT NULL,
      code text,
      redeemed_at timestamptz NOT NULL DEFAULT now(),
      released_at timestamptz,
      PRIMARY KEY (order_id, promotion_id)
    )`);
    await q.query(`CREATE INDEX promotion_redemption_user_idx ON promotion_redemption (user_id, promotion_id) WHERE released_at IS NULL`);
    await q.query(`CREATE TABLE cart_coupon (
      user_id uuid PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
      code text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`ALTER TABLE customer_order ADD COLUMN discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
      ADD COLUMN cod_fee_paise integer NOT NULL DEFAULT 0 CHECK (cod_fee_paise >= 0)`);
    await q.query(`ALTER TABLE order_line ADD COLUMN discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
      DROP CONSTRAINT order_line_check,
      ADD CONSTRAINT order_line_check CHECK (amount_paise = unit_price_paise * quantity - discount_paise)`);
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT customer_order_total_check,
      ADD CONSTRAINT customer_order_total_check CHECK (subtotal_paise >= 0 AND discount_paise <= subtotal_paise
        AND total_paise = subtotal_paise - discount_paise + shipping_paise + cod_fee_paise)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    // Orders placed with a discount cannot be told apart from full-price ones afterwards: refuse rather than lie.
    await q.query(`ALTER TABLE customer_order DROP CONSTRAINT customer_order_total_check,
      ADD CONSTRAINT customer_order_total_check CHECK (subtotal_paise >= 0 AND total_paise = subtotal_paise + shipping_paise)`);
    await q.query(`ALTER TABLE order_line DROP CONSTRAINT order_line_check,
      ADD CONSTRAINT order_line_check CHECK (amount_paise = unit_price_paise * quantity)`);
    await q.query(`ALTER TABLE order_line DROP COLUMN discount_paise`);
    await q.query(`ALTER TABLE customer_order DROP COLUMN discount_paise, DROP COLUMN cod_fee_paise`);
    await q.query(`DROP TABLE cart_coupon`);
    await q.query(`DROP TABLE promotion_redemption`);
    await q.query(`DROP TABLE promotion`);
  }
}
