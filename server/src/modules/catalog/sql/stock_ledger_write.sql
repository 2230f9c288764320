-- stock_ledger_write(product, variant, delta, balance, reason, movement): one stock-ledger row, the
-- movement's fields as the stock functions pass them; `balance` is the variant's stock right after.
-- Part of the catalogue's stock writer: see stock_take.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_ledger_write(p_product uuid, p_variant uuid, p_delta integer, p_balance integer, p_reason text, movement jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO stock_ledger (product_id, variant_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    VALUES (p_product, p_variant, p_delta, coalesce(movement->>'reason', p_reason), (movement->>'orderId')::uuid,
            (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', p_balance)
  $function$;
