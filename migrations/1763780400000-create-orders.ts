import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders (one product per order, as Buy Now places them) and the log of payment-provider webhook
 * events, whose primary key is what makes a retried or replayed event apply only once.
 */
export class CreateOrders1763780400000 implements MigrationInterface {
  name = 'CreateOrders1763780400000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_order (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id),
        product_id uuid NOT NULL REFERENCES product (id),
        product_name text NOT NULL,
        product_image text NOT NULL,
        product_color text NOT NULL,
        size text NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
        unit_price_paise integer NOT NULL CHECK (unit_price_paise >= 0),
        amount_paise integer NOT NULL CHECK (amount_paise = unit_price_paise * quantity),
        payment_mode text NOT NULL CHECK (payment_mode IN ('COD', 'Razorpay')),
        status text NOT NULL CHECK (status IN ('awaiting_payment', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'payment_failed', 'expired')),
        is_paid boolean NOT NULL DEFAULT false,
        paid_at timestamptz,
        is_shipped boolean NOT NULL DEFAULT false,
        tracking_id text,
        shipped_at timestamptz,
        delivered_at timestamptz,
        cancelled_at timestamptz,
        razorpay_order_id text UNIQUE,
        razorpay_payment_id text UNIQUE,
        reserved_until timestamptz,
        refund_status text CHECK (refund_status IN ('pending', 'processing', 'refunded', 'failed')),
        refund_id text,
        refunded_at timestamptz,
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        area text NOT NULL,
        state text NOT NULL,
        district text NOT NULL DEFAULT '',
        address text NOT NULL,
        pincode text NOT NULL CHECK (pincode ~ '^[1-9][0-9]{5}$'),
        landmark text NOT NULL,
        mobile_number text NOT NULL CHECK (mobile_number ~ '^[0-9]{10}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX customer_order_user_created_idx ON customer_order (user_id, created_at DESC)`);
    // The reservation sweep only ever looks at orders still waiting for their payment.
    await q.query(`CREATE INDEX customer_order_awaiting_idx ON customer_order (reserved_until) WHERE status = 'awaiting_payment'`);
    await q.query(`
      CREATE TABLE payment_event (
        id text PRIMARY KEY,
        event text NOT NULL,
        provider_order_id text,
        payment_id text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_event`);
    await q.query(`DROP TABLE customer_order`);
  }
}
