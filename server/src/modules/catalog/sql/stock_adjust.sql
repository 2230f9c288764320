-- stock_adjust(variant, delta, movement): adds `delta` (negative removes) to a variant's stock; answers
-- the new stock, or NULL when the variant does not exist or its stock would go below zero (then nothing
-- changes). A delta of 0 records the movement (a damaged return that is not sellable, say) without
-- changing the stock. Part of the catalogue's stock writer: see stock_take.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_adjust(p_variant uuid, p_delta integer, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_product uuid;
    v_balance integer;
  BEGIN
    SELECT product_id INTO v_product FROM product_variant WHERE id = p_variant;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    PERFORM 1 FROM product WHERE id = v_product FOR NO KEY UPDATE;
    UPDATE product_variant SET stock = stock + p_delta
    WHERE id = p_variant AND stock + p_delta >= 0
    RETURNING stock INTO v_balance;
    IF FOUND THEN
      PERFORM stock_ledger_write(v_product, p_variant, p_delta, v_balance, 'correction', movement);
    END IF;
    RETURN v_balance;
  END
  $function$;
