-- stock_ledger_append_only(): the stock ledger is append-only; its trigger refuses every UPDATE of a
-- recorded movement.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_ledger_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     RAISE EXCEPTION 'stock_ledger is append-only: a recorded movement is never changed';
   END
   $function$;

CREATE OR REPLACE TRIGGER stock_ledger_no_update BEFORE UPDATE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();
