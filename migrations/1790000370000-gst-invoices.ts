import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST tax invoices and credit notes.
 *
 * - `gst_rate_rule`: the rates, as data with the days they are in force. A product's `gst_rate_class`
 *   names a class; the rule of that class in force on the invoice's date gives the rate. A rule may
 *   split by the value of one piece (garments: 5 % up to ₹2,500 a piece and 18 % above, from
 *   22 September 2025; 5 % up to ₹1,000 and 12 % above before). Two rules of one class never
 *   overlap in time (an exclusion constraint), so exactly one or none applies on a day.
 * - `invoice_sequence`: the next serial of each series (prefix, kind and financial year, e.g.
 *   `RZ/25-26/`). Issuing increments it with UPDATE ... RETURNING in the issuing transaction: the row
 *   lock makes concurrent issues wait for each other, and a rolled-back issue gives its number back,
 *   so numbers are consecutive with no gap and no repeat.
 * - `invoice`: tax invoices and credit notes as issued, with everything printed on them (supplier and
 *   buyer as they were, lines, taxes): never recomputed from today's data. Once written a row never
 *   changes or goes (triggers refuse UPDATE, DELETE and TRUNCATE): a correction is a credit note.
 *   An order has at most one invoice, and an invoice at most one credit note.
 */
export class GstInvoices1790000370000 implements MigrationInterface {
  name = 'GstInvoices1790000370000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE gst_rate_rule (
        id serial PRIMARY KEY,
        rate_class text NOT NULL CHECK (rate_class ~ '^[a-z0-9-]{1,40}$'),
        effective_from date NOT NULL,
        effective_to date CHECK (effective_to >= effective_from),
        threshold_paise integer CHECK (threshold_paise > 0),
        rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
        rate_above_bp integer CHECK (rate_above_bp BETWEEN 0 AND 10000),
        description text NOT NULL,
        CHECK ((threshold_paise IS NULL) = (rate_above_bp IS NULL)),
        CONSTRAINT gst_rate_rule_no_overlap EXCLUDE USING gist (rate_class WITH =, daterange(effective_from, effective_to, '[]') WITH &&)
      )`);
    await q.query(`
      INSERT INTO gst_rate_rule (rate_class, effective_from, effective_to, threshold_paise, rate_bp, rate_above_bp, description) VALUES
        ('garment', '2017-07-01', '2025-09-21', 100000, 500, 1200, 'Apparel and clothing: 5% up to Rs. 1,000 a piece, 12% above'),
        ('garment', '2025-09-22', NULL, 250000, 500, 1800, 'Apparel and clothing: 5% up to Rs. 2,500 a piece, 18% above'),
        ('standard-5', '2017-07-01', NULL, NULL, 500, NULL, 'Goods at 5%'),
        ('standard-12', '2017-07-01', NULL, NULL, 1200, NULL, 'Goods at 12%'),
        ('standard-18', '2017-07-01', NULL, NULL, 1800, NULL, 'Goods at 18%')`);

    await q.query(`
      CREATE TABLE invoice_sequence (
        series text PRIMARY KEY CHECK (series ~ '^[A-Za-z0-9/-]{1,15}$'),
        financial_year text NOT NULL CHECK (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
        next_serial integer NOT NULL CHECK (next_serial >= 1)
      )`);

    await q.query(`
      CREATE TABLE invoice (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        order_id uuid NOT NULL REFERENCES customer_order (id),
        number text NOT NULL UNIQUE CHECK (number ~ '^[A-Za-z0-9/-]{1,16}$'),
        series text NOT NULL REFERENCES invoice_sequence (series),
        serial integer NOT NULL CHECK (serial >= 1),
        financial_year text NOT NULL,
        issued_at timestamptz NOT NULL,
        supplier jsonb NOT NULL,
        buyer jsonb NOT NULL,
        place_of_supply_state text NOT NULL,
        place_of_supply_code text NOT NULL CHECK (place_of_supply_code ~ '^[0-9]{2}$'),
        tax_split text NOT NULL CHECK (tax_split IN ('intra', 'inter')),
        reverse_charge boolean NOT NULL DEFAULT false,
        lines jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) > 0),
        taxable_paise integer NOT NULL CHECK (taxable_paise >= 0),
        cgst_paise integer NOT NULL CHECK (cgst_paise >= 0),
        sgst_paise integer NOT NULL CHECK (sgst_paise >= 0),
        igst_paise integer NOT NULL CHECK (igst_paise >= 0),
        total_paise integer NOT NULL,
        related_invoice_id uuid REFERENCES invoice (id),
        reason text,
        UNIQUE (series, serial),
        CHECK (taxable_paise + cgst_paise + sgst_paise + igst_paise = total_paise),
        CHECK ((kind = 'credit_note') = (related_invoice_id IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX invoice_one_per_order ON invoice (order_id) WHERE kind = 'invoice'`);
    await q.query(`CREATE UNIQUE INDEX invoice_one_credit_note ON invoice (related_invoice_id) WHERE kind = 'credit_note'`);
    await q.query(`CREATE INDEX invoice_order_idx ON invoice (order_id)`);
    await q.query(`
      CREATE FUNCTION invoice_issued_for_good() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'an issued invoice never changes: % is refused (issue a credit note instead)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await q.query(`CREATE TRIGGER invoice_no_change BEFORE UPDATE OR DELETE ON invoice FOR EACH ROW EXECUTE FUNCTION invoice_issued_for_good()`);
    await q.query(`CREATE TRIGGER invoice_no_truncate BEFORE TRUNCATE ON invoice FOR EACH STATEMENT EXECUTE FUNCTION invoice_issued_for_good()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invoice`);
    await q.query(`DROP FUNCTION invoice_issued_for_good()`);
    await q.query(`DROP TABLE invoice_sequence`);
    await q.query(`DROP TABLE gst_rate_rule`);
  }
}
