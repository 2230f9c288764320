-- stock_ledger_initial(): the `initial` stock_ledger row of every product inserted (seeds and tests
-- included), the stock it was created with. Statement-level, like the search words' trigger: a bulk
-- insert of products writes its rows at once.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_ledger_initial()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     INSERT INTO stock_ledger (product_id, delta, reason, balance_after)
     SELECT id, stock, 'initial', stock FROM new_rows;
     RETURN NULL;
   END
   $function$;

CREATE OR REPLACE TRIGGER stock_ledger_initial AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_initial();
