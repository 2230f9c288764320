-- credit_notes_within_invoice(): a credit note reverses an invoice of its own order, and an invoice's
-- credit notes together never exceed it in any amount (taxable value, CGST, SGST, IGST, total). It
-- locks the invoice's row, so credit notes of one invoice are written one at a time and two at once
-- cannot both pass on the same remainder.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.credit_notes_within_invoice()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      $function$;

CREATE OR REPLACE TRIGGER invoice_credit_within BEFORE INSERT ON invoice FOR EACH ROW WHEN (NEW.kind = 'credit_note')
  EXECUTE FUNCTION credit_notes_within_invoice();
