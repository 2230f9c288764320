-- invoice_issued_for_good(): an issued invoice (or credit note) never changes: UPDATE, DELETE and
-- TRUNCATE are refused; a correction is a credit note.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.invoice_issued_for_good()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        RAISE EXCEPTION 'an issued invoice never changes: % is refused (issue a credit note instead)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $function$;

CREATE OR REPLACE TRIGGER invoice_no_change BEFORE UPDATE OR DELETE ON invoice FOR EACH ROW EXECUTE FUNCTION invoice_issued_for_good();

CREATE OR REPLACE TRIGGER invoice_no_truncate BEFORE TRUNCATE ON invoice FOR EACH STATEMENT EXECUTE FUNCTION invoice_issued_for_good();
