import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST month end (issue 30): a registered buyer's GSTIN and business name, given at checkout, kept
 * beside the order until its invoice is issued (a B2B invoice, GSTR-1's B2B table); and an index on
 * documents by date, which the returns and registers of a period read.
 */
export class GstReturns1790000900000 implements MigrationInterface {
  name = 'GstReturns1790000900000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_business_buyer (
        order_id uuid PRIMARY KEY REFERENCES customer_order (id),
        gstin text NOT NULL CHECK (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
        business_name text NOT NULL CHECK (length(business_name) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX invoice_issued_at_idx ON invoice (issued_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX invoice_issued_at_idx`);
    await q.query(`DROP TABLE order_business_buyer`);
  }
}
