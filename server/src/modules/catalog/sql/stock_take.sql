-- stock_take(wanted, movement): `wanted` is [{ "productId": uuid, "size": text, "quantity": n }, ...];
-- each line means one variant (stock_variant: the size, or a product's only variant when no size is
-- given). Quantities of the same variant are added up. The products are locked in id order first, then
-- their variants, so two takes of overlapping products never deadlock and each sees the latest stock.
-- All or nothing: when a product or size is missing, the product archived (no longer sold) or the
-- variant short, nothing is taken and the answer is { "short": { productId, productName, size, sku,
-- available } } (an archived product or a missing size has 0 available). Otherwise
-- { "taken": { "<productId>/<size>": { product_id, size, sku, price_paise, name, image, color, quantity } } }:
-- the variant as it was when taken (its own price, or the product's), which the order line records and
-- charges.
--
-- Part of the catalogue's stock writer: every change to a variant's stock after it is created goes
-- through stock_take, stock_return, stock_adjust, stock_set_many or stock_set (called by catalog/stock.ts,
-- and stock_take by place_order), each writing its stock_ledger row (naming the variant) in the same
-- statement, so a variant's stock always equals the sum of its ledger rows' `delta`, and
-- `product.stock`, the sum of its variants' (stock_product_sum), the sum of the product's rows. Each
-- takes a `movement` last: { "reason", "orderId", "staffId", "staffEmail", "note" }, all optional;
-- without a reason a take is `order_placed`, a return `order_released`, a count `correction`. The
-- tables' CHECK (stock >= 0) refuses a negative stock whatever the caller does.
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
    v_lines jsonb;
    v_taken jsonb := '{}';
  BEGIN
    -- Each variant once, in lock order (product, then variant).
    SELECT coalesce(jsonb_agg(to_jsonb(g) ORDER BY g.product_id, g.variant_id), '[]') INTO v_lines
    FROM (SELECT r.product_id, r.variant_id, min(r.size) AS size, sum(r.quantity)::int AS quantity
          FROM (SELECT (l->>'productId')::uuid AS product_id, nullif(l->>'size', '') AS size, (l->>'quantity')::int AS quantity,
                       stock_variant((l->>'productId')::uuid, nullif(l->>'size', '')) AS variant_id
                FROM jsonb_array_elements(wanted) l) r
          GROUP BY r.product_id, r.variant_id) g;

    -- The products first, in id order: every stock writer takes them in this order.
    PERFORM 1 FROM product WHERE id IN (SELECT (e->>'product_id')::uuid FROM jsonb_array_elements(v_lines) e) ORDER BY id FOR NO KEY UPDATE;

    -- Then every variant, checked against its latest stock: nothing is written unless all of them can be filled.
    FOR w IN SELECT * FROM jsonb_to_recordset(v_lines) AS x(product_id uuid, variant_id uuid, size text, quantity int)
    LOOP
      IF w.quantity < 1 THEN
        RAISE EXCEPTION 'stock_take: quantity must be positive, got % for %', w.quantity, w.product_id;
      END IF;
      SELECT p.name, v.stock, v.size, v.sku, p.archived_at IS NOT NULL OR NOT coalesce(v.listed, false) AS gone
      INTO v_row
      FROM product p LEFT JOIN product_variant v ON v.id = w.variant_id
      WHERE p.id = w.product_id;
      IF NOT FOUND OR w.variant_id IS NULL OR v_row.gone OR v_row.stock < w.quantity THEN
        RETURN jsonb_build_object('short', jsonb_build_object(
          'productId', w.product_id, 'productName', coalesce(v_row.name, ''), 'size', coalesce(v_row.size, w.size),
          'sku', v_row.sku,
          'available', CASE WHEN NOT FOUND OR w.variant_id IS NULL OR v_row.gone THEN 0 ELSE v_row.stock END));
      END IF;
    END LOOP;

    FOR w IN SELECT * FROM jsonb_to_recordset(v_lines) AS x(product_id uuid, variant_id uuid, size text, quantity int)
    LOOP
      UPDATE product_variant SET stock = stock - w.quantity
      WHERE id = w.variant_id AND stock >= w.quantity
      RETURNING stock, size, sku, price_paise INTO v_row;
      PERFORM stock_ledger_write(w.product_id, w.variant_id, -w.quantity, v_row.stock, 'order_placed', movement);
      v_taken := v_taken || (
        SELECT jsonb_build_object(w.product_id::text || '/' || v_row.size,
          jsonb_build_object('product_id', w.product_id, 'size', v_row.size, 'sku', v_row.sku,
                             'price_paise', coalesce(v_row.price_paise, p.price_paise), 'name', p.name,
                             'image', coalesce(p.images[1], ''), 'color', p.color, 'quantity', w.quantity))
        FROM product p WHERE p.id = w.product_id);
    END LOOP;
    RETURN jsonb_build_object('taken', v_taken);
  END
  $function$;
