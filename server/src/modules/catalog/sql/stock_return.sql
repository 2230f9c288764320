-- stock_return(returned, movement): the same lines as stock_take ([{ productId, size, quantity }]); puts
-- the quantities back on their variants (products locked first, in id order). A line whose variant no
-- longer exists is skipped. Part of the catalogue's stock writer: see stock_take.sql.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_return(returned jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
  DECLARE
    r record;
    v_balance integer;
  BEGIN
    PERFORM 1 FROM product WHERE id IN (SELECT (l->>'productId')::uuid FROM jsonb_array_elements(returned) l) ORDER BY id FOR NO KEY UPDATE;
    FOR r IN
      SELECT g.product_id, g.variant_id, sum(g.quantity)::int AS quantity
      FROM (SELECT (l->>'productId')::uuid AS product_id, (l->>'quantity')::int AS quantity,
                   stock_variant((l->>'productId')::uuid, nullif(l->>'size', '')) AS variant_id
            FROM jsonb_array_elements(returned) l) g
      GROUP BY 1, 2 ORDER BY 1, 2
    LOOP
      IF r.quantity < 1 THEN
        RAISE EXCEPTION 'stock_return: quantity must be positive, got % for %', r.quantity, r.product_id;
      END IF;
      UPDATE product_variant SET stock = stock + r.quantity WHERE id = r.variant_id RETURNING stock INTO v_balance;
      IF FOUND THEN
        PERFORM stock_ledger_write(r.product_id, r.variant_id, r.quantity, v_balance, 'order_released', movement);
      END IF;
    END LOOP;
  END
  $function$;
