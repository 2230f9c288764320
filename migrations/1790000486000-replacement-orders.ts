import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A replacement order (the new size or colour of an exchange) names the order it replaces a line of.
 * It is not a new sale: it is not invoiced (the original order's invoice stands), its packing slip
 * names that invoice, and cancelling it refunds nothing (nothing was paid for it). Replacements placed
 * before this column are found through their exchange request.
 */
export class ReplacementOrders1790000486000 implements MigrationInterface {
  name = 'ReplacementOrders1790000486000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order ADD COLUMN replaces_order_id uuid REFERENCES customer_order (id)`);
    await q.query(`UPDATE customer_order o SET replaces_order_id = r.order_id FROM return_request r WHERE r.replacement_order_id = o.id`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_order DROP COLUMN replaces_order_id`);
  }
}
