import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns and exchanges: at most one request per order line (the policy allows one return or
 * exchange per product), with the shopper's reason and videos, where the request is in its
 * lifecycle and its refund, the courier's reverse pickup ids and, for an exchange, the replacement
 * order; and every step of the request, kept in its history.
 */
export class ReturnRequests1790000470000 implements MigrationInterface {
  name = 'ReturnRequests1790000470000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE return_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES customer_order (id),
        order_line_id uuid NOT NULL UNIQUE REFERENCES order_line (id),
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('return', 'exchange')),
        reason text NOT NULL,
        details text,
        video_keys text[] NOT NULL,
        upi_id text,
        replacement_product_id uuid,
        replacement_size text,
        state text NOT NULL,
        refund_state text CHECK (refund_state IN ('pending', 'processing', 'refunded', 'failed')),
        refund_amount_paise integer NOT NULL CHECK (refund_amount_paise >= 0),
        refund_id text,
        refunded_at timestamptz,
        rejection_reason text,
        pickup_provider text,
        pickup_provider_order_id text,
        pickup_shipment_id text,
        pickup_awb text,
        replacement_order_id uuid REFERENCES customer_order (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX return_request_order_idx ON return_request (order_id)`);
    await q.query(`CREATE INDEX return_request_state_idx ON return_request (state, created_at DESC)`);
    await q.query(`
      CREATE TABLE return_request_history (
        id bigserial PRIMARY KEY,
        request_id uuid NOT NULL REFERENCES return_request (id) ON DELETE CASCADE,
        event text NOT NULL,
        from_state text,
        to_state text NOT NULL,
        actor text NOT NULL,
        staff_id uuid,
        note text,
        at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX return_request_history_request_idx ON return_request_history (request_id, id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE return_request_history`);
    await q.query(`DROP TABLE return_request`);
  }
}
