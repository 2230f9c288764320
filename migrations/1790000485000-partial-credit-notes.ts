import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several credit notes per invoice: a returned line is credited on its own when it comes back, and a
 * later cancellation or return to origin credits only what is left. The one-credit-note index goes;
 * in its place the database refuses a credit note that would take the invoice's credit notes together
 * past the invoice, in any of its amounts (taxable value, CGST, SGST, IGST, total), or that names a
 * document that is not an invoice of the same order. The check locks the invoice's row, so credit
 * notes of one invoice are written one at a time and two at once cannot both pass on the same remainder.
 */
export class PartialCreditNotes1790000485000 implements MigrationInterface {
  name = 'PartialCreditNotes1790000485000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX invoice_one_credit_note`);
    await q.query(`CREATE INDEX invoice_related_idx ON invoice (related_invoice_id) WHERE kind = 'credit_note'`);
    await q.query(`
      CREATE FUNCTION credit_notes_within_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        inv invoice%ROWTYPE;
        credited record;
      BEGIN
        SELECT * INTO inv FROM invoice WHERE id = NEW.related_invoice_id FOR UPDATE;
        IF inv.id IS NULL OR inv.kind <> 'invoice' OR inv.order_id <> NEW.order_id THEN
          RAISE EXCEPTION 'a credit note reverses an invoice of its own order' USING ERRCODE = 'check_violation';
        END IF;
        SELECT coalesce(sum(taxable_paise), 0) AS taxable, coalesce(sum(cgst_paise), 0) AS cgst, coalesce(sum(sgst_paise), 0) AS sgst,
               coalesce(sum(igst_paise), 0) AS igst, coalesce(sum(total_paise), 0) AS total
          INTO credited FROM invoice WHERE related_invoice_id = inv.id AND kind = 'credit_note';
        IF NEW.total_paise <= 0
           OR credited.taxable + NEW.taxable_paise > inv.taxable_paise
           OR credited.cgst + NEW.cgst_paise > inv.cgst_paise
           OR credited.sgst + NEW.sgst_paise > inv.sgst_paise
           OR credited.igst + NEW.igst_paise > inv.igst_paise
           OR credited.total + NEW.total_paise > inv.total_paise THEN
          RAISE EXCEPTION 'credit notes of invoice % would exceed it', inv.number USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END
      $$`);
    await q.query(
      `CREATE TRIGGER invoice_credit_within BEFORE INSERT ON invoice FOR EACH ROW WHEN (NEW.kind = 'credit_note') EXECUTE FUNCTION credit_notes_within_invoice()`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER invoice_credit_within ON invoice`);
    await q.query(`DROP FUNCTION credit_notes_within_invoice()`);
    await q.query(`DROP INDEX invoice_related_idx`);
    await q.query(`CREATE UNIQUE INDEX invoice_one_credit_note ON invoice (related_invoice_id) WHERE kind = 'credit_note'`);
  }
}
