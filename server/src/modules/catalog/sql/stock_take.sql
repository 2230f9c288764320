-- stock_take(wanted, movement): `wanted` is [{ "productId": uuid, "quantity": n }, ...]. Each product
-- once (quantities of the same product added up), locked in id order, so two takes of overlapping
-- products never deadlock and each sees the latest stock. All or nothing: when a product is missing,
-- archived (no longer sold) or short, nothing is taken and the answer is
-- { "short": { productId, productName, available } } (an archived product has 0 available).
-- Otherwise { "taken": { "<id>": { price_paise, name, image, color, quantity } } }: the product as it
-- was when taken, which the order line records and charges.
--
-- Part of the catalogue's stock writer: every change to `product.stock` after a product is created goes
-- through stock_take, stock_return, stock_adjust, stock_set_many or stock_set (called by catalog/stock.ts,
-- and stock_take by place_order), each writing its stock_ledger row in the same statement, so
-- `product.stock` always equals the sum of its ledger rows' `delta`. Each takes a `movement` last:
-- { "reason", "orderId", "staffId", "staffEmail", "note" }, all optional; without a reason a take is
-- `order_placed`, a return `order_released`, a count `correction`. The table's CHECK (stock >= 0)
-- refuses a negative stock whatever the caller does.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.stock_take(wanted jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
  DECLARE
    w record;
    v_row record;
    v_taken jsonb := '{}';
  BEGIN
    -- First every product, locked in id order, checked against its latest stock: nothing is written
    -- unless all of them can be filled.
    FOR w IN
      SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int)::int AS quantity
      FROM jsonb_array_elements(wanted) l GROUP BY 1 ORDER BY 1
    LOOP
      IF w.quantity < 1 THEN
        RAISE EXCEPTION 'stock_take: quantity must be positive, got % for %', w.quantity, w.product_id;
      END IF;
      SELECT name, stock, archived_at IS NOT NULL AS archived INTO v_row FROM product WHERE id = w.product_id FOR NO KEY UPDATE;
      IF NOT FOUND OR v_row.archived OR v_row.stock < w.quantity THEN
        RETURN jsonb_build_object('short', jsonb_build_object(
          'productId', w.product_id, 'productName', coalesce(v_row.name, ''),
          'available', CASE WHEN NOT FOUND OR v_row.archived THEN 0 ELSE v_row.stock END));
      END IF;
    END LOOP;

    FOR w IN
      SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int)::int AS quantity
      FROM jsonb_array_elements(wanted) l GROUP BY 1 ORDER BY 1
    LOOP
      UPDATE product SET stock = stock - w.quantity
      WHERE id = w.product_id AND stock >= w.quantity
      RETURNING stock, price_paise, name, coalesce(images[1], '') AS image, color INTO v_row;
      PERFORM stock_ledger_write(w.product_id, -w.quantity, v_row.stock, 'order_placed', movement);
      v_taken := v_taken || jsonb_build_object(w.product_id::text,
        jsonb_build_object('price_paise', v_row.price_paise, 'name', v_row.name, 'image', v_row.image,
                           'color', v_row.color, 'quantity', w.quantity));
    END LOOP;
    RETURN jsonb_build_object('taken', v_taken);
  END
  $function$;
