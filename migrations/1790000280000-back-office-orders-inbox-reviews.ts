import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What staff need to run orders, the contact inbox and reviews:
 * - `customer_order.carrier`: the courier an order left with (the tracking id is `tracking_id`).
 * - `order_history.staff_id` and `note`: which staff member caused a transition (actor `staff`) and
 *   what they wrote with it (the reason of a cancellation, the carrier and tracking id of a shipment).
 * - `contact_message.status` (`new`, `read`, `replied`), who handled it and when, and the reply text
 *   kept on the message.
 * - `review.hidden_at`, `hidden_reason`, `hidden_by`: a moderated review. A hidden review is out of the
 *   storefront's lists and out of its product's rating count and total until it is restored.
 * - An index on orders by creation time: the back office lists, filters and counts them by date.
 */
export class BackOfficeOrdersInboxReviews1790000280000 implements MigrationInterface {
  name = 'BackOfficeOrdersInboxReviews1790000280000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order ADD COLUMN carrier text CHECK (length(carrier) BETWEEN 1 AND 60)`);
    await q.query(`CREATE INDEX customer_order_created_idx ON customer_order (created_at DESC, id)`);
    await q.query(`
      ALTER TABLE order_history
        ADD COLUMN staff_id uuid REFERENCES staff_member (id),
        ADD COLUMN note text CHECK (length(note) <= 1000)`);
    await q.query(`
      ALTER TABLE contact_message
        ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'replied')),
        ADD COLUMN handled_by uuid REFERENCES staff_member (id),
        ADD COLUMN handled_at timestamptz,
        ADD COLUMN reply text CHECK (length(reply) <= 5000)`);
    // The inbox's unread count and its status filter.
    await q.query(`CREATE INDEX contact_message_status_idx ON contact_message (status, created_at DESC)`);
    await q.query(`
      ALTER TABLE review
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_reason text CHECK (length(hidden_reason) <= 500),
        ADD COLUMN hidden_by uuid REFERENCES staff_member (id),
        ADD CONSTRAINT review_hidden_has_reason CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE review DROP CONSTRAINT review_hidden_has_reason, DROP COLUMN hidden_by, DROP COLUMN hidden_reason, DROP COLUMN hidden_at`);
    await q.query(`DROP INDEX contact_message_status_idx`);
    await q.query(`ALTER TABLE contact_message DROP COLUMN reply, DROP COLUMN handled_at, DROP COLUMN handled_by, DROP COLUMN status`);
    await q.query(`ALTER TABLE order_history DROP COLUMN note, DROP COLUMN staff_id`);
    await q.query(`DROP INDEX customer_order_created_idx`);
    await q.query(`ALTER TABLE customer_order DROP COLUMN carrier`);
  }
}
