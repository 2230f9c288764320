import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders get lines (a cart checkout buys several products at once) and a history of their transitions.
 * Every existing order becomes an order with exactly one line carrying its product, size, colour,
 * quantity and prices; the order keeps its address, payment and status, and its amount becomes the
 * total (subtotal + shipping, shipping 0 as Buy Now charged none). Its history is rebuilt from the
 * timestamps it already had, so the timeline of an old order is not empty.
 */
export class OrderLines1763780800000 implements MigrationInterface {
  name = 'OrderLines1763780800000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_line (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 1),
        product_id uuid NOT NULL REFERENCES product (id),
        product_name text NOT NULL,
        product_image text NOT NULL,
        color text NOT NULL,
        size text NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
        unit_price_paise integer NOT NULL CHECK (unit_price_paise >= 0),
        amount_paise integer NOT NULL CHECK (amount_paise = unit_price_paise * quantity),
        UNIQUE (order_id, position)
      )`);
    await q.query(`CREATE INDEX order_line_product_idx ON order_line (product_id)`);
    await q.query(`
      INSERT INTO order_line (order_id, position, product_id, product_name, product_image, color, size, quantity, unit_price_paise, amount_paise)
      SELECT id, 1, product_id, product_name, product_image, product_color, size, quantity, unit_price_paise, amount_paise FROM customer_order`);

    await q.query(`ALTER TABLE customer_order RENAME COLUMN amount_paise TO total_paise`);
    await q.query(`
      ALTER TABLE customer_order
        ADD COLUMN subtotal_paise integer,
        ADD COLUMN shipping_paise integer NOT NULL DEFAULT 0 CHECK (shipping_paise >= 0),
        ADD COLUMN source text NOT NULL DEFAULT 'buy_now' CHECK (source IN ('buy_now', 'cart'))`);
    await q.query(`UPDATE customer_order SET subtotal_paise = total_paise`);
    // Dropping the product columns drops the old amount = unit price × quantity check with them.
    await q.query(`
      ALTER TABLE customer_order
        ALTER COLUMN subtotal_paise SET NOT NULL,
        DROP COLUMN product_id,
        DROP COLUMN product_name,
        DROP COLUMN product_image,
        DROP COLUMN product_color,
        DROP COLUMN size,
        DROP COLUMN quantity,
        DROP COLUMN unit_price_paise,
        ADD CONSTRAINT customer_order_total_check CHECK (subtotal_paise >= 0 AND total_paise = subtotal_paise + shipping_paise)`);

    await q.query(`
      CREATE TABLE order_history (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
        event text NOT NULL,
        from_status text,
        to_status text NOT NULL,
        actor text NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX order_history_order_idx ON order_history (order_id, at, id)`);
    await q.query(`
      INSERT INTO order_history (order_id, event, from_status, to_status, actor, at)
      SELECT id, 'placed', NULL, CASE WHEN payment_mode = 'COD' THEN 'pending' ELSE 'awaiting_payment' END, 'shopper', created_at FROM customer_order
      UNION ALL
      SELECT id, 'payment_confirmed', 'awaiting_payment', 'confirmed', 'payment provider', paid_at FROM customer_order WHERE paid_at IS NOT NULL AND payment_mode <> 'COD'
      UNION ALL
      SELECT id, 'shipped', NULL, 'shipped', 'operator', shipped_at FROM customer_order WHERE shipped_at IS NOT NULL
      UNION ALL
      SELECT id, 'delivered', 'shipped', 'delivered', 'operator', delivered_at FROM customer_order WHERE delivered_at IS NOT NULL
      UNION ALL
      SELECT id, 'cancelled_by_shopper', NULL, 'cancelled', 'shopper', cancelled_at FROM customer_order WHERE cancelled_at IS NOT NULL
      UNION ALL
      SELECT id, 'refund_done', 'cancelled', 'cancelled', 'payment provider', refunded_at FROM customer_order WHERE refunded_at IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_history`);
    // Only one-line orders fit the old shape; a shop that took cart orders cannot go back without losing them.
    const [{ many }] = await q.query(`SELECT count(*)::int AS many FROM customer_order o WHERE (SELECT count(*) FROM order_line l WHERE l.order_id = o.id) <> 1`);
    if (many > 0) throw new Error(`${many} orders have several lines; they cannot be migrated down to one product per order`);
    await q.query(`
      ALTER TABLE customer_order
        DROP CONSTRAINT customer_order_total_check,
        ADD COLUMN product_id uuid REFERENCES product (id),
        ADD COLUMN product_name text,
        ADD COLUMN product_image text,
        ADD COLUMN product_color text,
        ADD COLUMN size text,
        ADD COLUMN quantity integer,
        ADD COLUMN unit_price_paise integer`);
    await q.query(`
      UPDATE customer_order o SET product_id = l.product_id, product_name = l.product_name, product_image = l.product_image,
        product_color = l.color, size = l.size, quantity = l.quantity, unit_price_paise = l.unit_price_paise, total_paise = l.amount_paise
      FROM order_line l WHERE l.order_id = o.id`);
    await q.query(`
      ALTER TABLE customer_order
        DROP COLUMN subtotal_paise, DROP COLUMN shipping_paise, DROP COLUMN source,
        ALTER COLUMN product_id SET NOT NULL, ALTER COLUMN product_name SET NOT NULL, ALTER COLUMN product_image SET NOT NULL,
        ALTER COLUMN product_color SET NOT NULL, ALTER COLUMN size SET NOT NULL,
        ALTER COLUMN quantity SET NOT NULL, ADD CHECK (quantity BETWEEN 1 AND 10),
        ALTER COLUMN unit_price_paise SET NOT NULL, ADD CHECK (unit_price_paise >= 0)`);
    await q.query(`ALTER TABLE customer_order RENAME COLUMN total_paise TO amount_paise`);
    await q.query(`ALTER TABLE customer_order ADD CHECK (amount_paise = unit_price_paise * quantity)`);
    await q.query(`DROP TABLE order_line`);
  }
}
