import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes fitted to the queries that run:
 * - the orders sweep picks `refund_status = 'pending'` orders oldest first, every minute: a small partial index;
 * - product_created_idx (created_at DESC) is a prefix of product_newest_idx (created_at DESC, id), which serves
 *   every query it could;
 * - nothing reads contact messages by date (they are only inserted; the operator reads the table directly).
 *   contact_message_user_idx stays: it serves the foreign key's ON DELETE SET NULL when an account goes.
 */
export class TuneIndexes1763780600000 implements MigrationInterface {
  name = 'TuneIndexes1763780600000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX customer_order_refund_pending_idx ON customer_order (created_at) WHERE refund_status = 'pending'`);
    const [{ covered }] = await q.query(`SELECT to_regclass('product_newest_idx') IS NOT NULL AS covered`);
    if (covered) await q.query(`DROP INDEX IF EXISTS product_created_idx`);
    await q.query(`DROP INDEX IF EXISTS contact_message_created_idx`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS contact_message_created_idx ON contact_message (created_at DESC)`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_created_idx ON product (created_at DESC)`);
    await q.query(`DROP INDEX customer_order_refund_pending_idx`);
  }
}
