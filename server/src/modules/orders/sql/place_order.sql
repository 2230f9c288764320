-- place_order(p jsonb): the order placement rules, in full, for EVERY way an order is placed (Buy Now
-- and the cart checkout, cash on delivery and online). Called by orders/order-lifecycle.ts (placeOrder).
--
-- Why one database function: placing an order is then one statement, one round trip. Every buyer of a
-- popular product queues on that product's row; inside the function the steps run back to back in the
-- server, so the row is held for microseconds plus the commit, not for several round trips.
--
-- What the caller (orders/order-placement.ts through the order lifecycle) hands in, as JSON:
-- - the order: userId, source, paymentMode, customerName, customerEmail, address {area, state,
--   district, address, pincode, landmark, mobileNumber}, lines [{productId, size, quantity}] in the
--   order the shopper saw them, and `reservationSeconds` for an order that waits for its payment;
-- - `orderId`, the new order's id when the caller chose it (it wrote the order's mail before this
--   statement, so the products' rows are held for this statement and the commit only);
-- - what the lifecycle table says: `status` and `event` of the placement, and `actor`;
-- - the policy: `limits` (the numbers of ORDER_LIMITS, and the attempt counter `placements` unless
--   this attempt was counted already) and `openStatuses` (the statuses whose orders count as open).
--
-- The checks, in the order a refusal is answered. A refusal is an answer, not an error:
-- `{"refused": "<WHY>", ...details}`, returned before anything is written (but the counted attempt).
--  1. USER_GONE: the account exists. Its row is locked (FOR NO KEY UPDATE) so one shopper's orders are
--     placed one at a time: two parallel orders cannot both pass a cap. Other shoppers never wait on
--     it. A VOLATILE plpgsql function takes a fresh snapshot for each statement under READ COMMITTED,
--     so a second order of the same shopper waits for the first and then sees it.
--  2. TOO_MANY_PLACEMENTS: the attempt is counted whatever comes of it, in the rate limiter's
--     fixed-window table (count_placement_attempt.sql).
--  3. NO_LINES: an order has at least one line (an empty cart).
--  4. NO_PRODUCT {productId} / SIZE {productId, size, product {name, availableSizes}}: each line's
--     product exists, and its size is one of the product's sizes, 'NA' exactly when it has none; the
--     first line that fails is named. The caller words the refusal.
--  5. TOO_MANY_UNPAID: an order that waits for payment is refused when the shopper already has
--     `limits.unpaidOnlineOrders` orders waiting whose reservation still runs (nobody hoards stock).
--  6. QUANTITY_LIMIT: per product, the units wanted plus those in the shopper's open orders stay within
--     `limits.unitsPerProduct`, whatever the payment mode. The shopper's open orders are read first (a
--     handful, by the user's index), then their lines by order id: the cost depends on the shopper's
--     own orders, never on how well a product sells.
--  7. COD_ORDERS / COD_VALUE: a cash-on-delivery order is refused past `limits.openCodOrders` open COD
--     orders, or when their value with this one (priced from the product and size rows now) passes
--     `limits.openCodValuePaise`.
--  An order counts as open in `openStatuses`; one waiting for payment only while its reservation runs.
--  8. OUT_OF_STOCK {short {productId, productName, size, sku, available}}: the stock of every line (its
--     product's variant of that size) is taken by the catalogue's stock writer, stock_take (all or nothing; catalog/sql/stock_take.sql). The order's id
--     is chosen first and handed to it, so the stock ledger names the order whose units it took.
--
-- Then order, lines (priced from the product rows as their stock was taken, never from the request)
-- and the first history entry are written, and the answer is the order and its lines as written,
-- `{"order": {...}, "lines": [...]}`, in their column names.
--
-- The price engine's figures: `priced` {lines [{unitPricePaise, discountPaise, amountPaise}] in the
-- lines' order, discountPaise, shippingPaise, codFeePaise, totalPaise}, worked out by the caller
-- BEFORE this statement (orders/order-pricing.ts) from the unit prices it read then, are written with
-- the order, so the products' rows are held for this one statement and the commit, not for the round
-- trips of pricing it afterwards. Under the lock, every line's unit price must still be the one the
-- figures were worked out from: when one changed meanwhile (or `priced` is null: the caller could not
-- price a line it did not know), the statement fails with SQLSTATE RZPRC ('prices changed') and writes
-- nothing, the counted attempt included; the caller reprices from fresh rows and places again.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.place_order(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_user uuid := (p->>'userId')::uuid;
  v_limits jsonb := p->'limits';
  v_counter jsonb := p->'limits'->'placements';
  v_open text[] := ARRAY(SELECT jsonb_array_elements_text(p->'openStatuses'));
  v_address jsonb := p->'address';
  v_hits integer;
  v_line record;
  v_priced bigint := 0;
  v_waiting integer;
  v_cod record;
  v_stock jsonb;
  v_taken jsonb;
  v_priced_figures jsonb := p->'priced';
  -- Chosen by the caller (what it wrote before this statement names the order), or here; before the
  -- stock is taken, so the stock ledger's rows name the order they are for.
  v_order uuid := coalesce((p->>'orderId')::uuid, gen_random_uuid());
BEGIN
  -- 1. The account exists; the shopper's placements queue here, one at a time.
  PERFORM 1 FROM app_user WHERE id = v_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refused', 'USER_GONE');
  END IF;

  -- 2. The attempt counts whatever comes of it.
  IF v_counter IS NOT NULL THEN
    v_hits := count_placement_attempt(v_counter);
    IF v_hits > (v_counter->>'limit')::int THEN
      RETURN jsonb_build_object('refused', 'TOO_MANY_PLACEMENTS');
    END IF;
  END IF;

  -- 3. Something to order.
  IF jsonb_array_length(coalesce(p->'lines', '[]')) = 0 THEN
    RETURN jsonb_build_object('refused', 'NO_LINES');
  END IF;

  -- 4. Each line's product and size, in the shopper's order; the value at today's prices.
  FOR v_line IN
    SELECT l.v->>'productId' AS product_id, l.v->>'size' AS size, (l.v->>'quantity')::int AS quantity,
           pr.id AS found, pr.name, coalesce(pv.price_paise, pr.price_paise) AS price_paise, pr.available_sizes
    FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS l(v, ord)
    LEFT JOIN product pr ON pr.id = CASE
      WHEN l.v->>'productId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (l.v->>'productId')::uuid END
    LEFT JOIN product_variant pv ON pv.product_id = pr.id AND pv.size = l.v->>'size'
    ORDER BY l.ord
  LOOP
    IF v_line.found IS NULL THEN
      RETURN jsonb_build_object('refused', 'NO_PRODUCT', 'productId', v_line.product_id);
    END IF;
    IF NOT ((cardinality(v_line.available_sizes) = 0 AND v_line.size = 'NA')
            OR (v_line.size <> 'NA' AND v_line.size = ANY (v_line.available_sizes))) THEN
      RETURN jsonb_build_object('refused', 'SIZE', 'productId', v_line.product_id, 'size', v_line.size,
        'product', jsonb_build_object('name', v_line.name, 'availableSizes', to_jsonb(v_line.available_sizes)));
    END IF;
    v_priced := v_priced + v_line.price_paise::bigint * v_line.quantity;
  END LOOP;

  -- 5. Orders waiting for payment.
  IF p->>'status' = 'awaiting_payment' THEN
    SELECT count(*) INTO v_waiting FROM customer_order
    WHERE user_id = v_user AND status = 'awaiting_payment' AND reserved_until > now();
    IF v_waiting >= (v_limits->>'unpaidOnlineOrders')::int THEN
      RETURN jsonb_build_object('refused', 'TOO_MANY_UNPAID');
    END IF;
  END IF;

  -- 6. Units of each product across the shopper's open orders.
  IF EXISTS (
    WITH open_orders AS MATERIALIZED (
      SELECT o.id FROM customer_order o
      WHERE o.user_id = v_user AND o.status = ANY (v_open)
        AND (o.status <> 'awaiting_payment' OR o.reserved_until > now())
    ), held AS MATERIALIZED (
      SELECT ol.product_id, sum(ol.quantity) AS units
      FROM open_orders oo JOIN order_line ol ON ol.order_id = oo.id
      GROUP BY 1
    )
    SELECT 1
    FROM (SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int) AS units
          FROM jsonb_array_elements(p->'lines') l GROUP BY 1) w
    LEFT JOIN held h ON h.product_id = w.product_id
    WHERE w.units + coalesce(h.units, 0) > (v_limits->>'unitsPerProduct')::int
  ) THEN
    RETURN jsonb_build_object('refused', 'QUANTITY_LIMIT');
  END IF;

  -- 7. Cash on delivery: how many open orders, and their value.
  IF p->>'paymentMode' = 'COD' THEN
    SELECT count(*) AS orders, coalesce(sum(total_paise), 0) AS paise INTO v_cod
    FROM customer_order
    WHERE user_id = v_user AND status = ANY (v_open)
      AND (status <> 'awaiting_payment' OR reserved_until > now()) AND payment_mode = 'COD';
    IF v_cod.orders + 1 > (v_limits->>'openCodOrders')::int THEN
      RETURN jsonb_build_object('refused', 'COD_ORDERS');
    END IF;
    IF v_cod.paise + v_priced > (v_limits->>'openCodValuePaise')::bigint THEN
      RETURN jsonb_build_object('refused', 'COD_VALUE');
    END IF;
  END IF;

  -- 8. The stock, through the catalogue's stock writer.
  v_stock := stock_take(p->'lines', jsonb_build_object('reason', 'order_placed', 'orderId', v_order));
  IF v_stock ? 'short' THEN
    RETURN jsonb_build_object('refused', 'OUT_OF_STOCK', 'short', v_stock->'short');
  END IF;
  v_taken := v_stock->'taken';

  -- The figures were worked out from these unit prices: any other, and the caller prices again.
  IF jsonb_typeof(v_priced_figures) IS DISTINCT FROM 'object'
     OR jsonb_array_length(v_priced_figures->'lines') <> jsonb_array_length(p->'lines')
     OR EXISTS (
       SELECT 1 FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS l(v, ord)
       WHERE (v_taken->(l.v->>'productId' || '/' || (l.v->>'size'))->>'price_paise')::int
             IS DISTINCT FROM (v_priced_figures->'lines'->(l.ord::int - 1)->>'unitPricePaise')::int) THEN
    RAISE EXCEPTION 'prices changed' USING ERRCODE = 'RZPRC';
  END IF;

  INSERT INTO customer_order (id, user_id, status, source, subtotal_paise, discount_paise, shipping_paise, cod_fee_paise, total_paise, payment_mode,
    is_paid, is_shipped, reserved_until, customer_name, customer_email,
    area, state, district, address, pincode, landmark, mobile_number)
  SELECT v_order, v_user, p->>'status', p->>'source', s.subtotal, (v_priced_figures->>'discountPaise')::int,
    (v_priced_figures->>'shippingPaise')::int, (v_priced_figures->>'codFeePaise')::int, (v_priced_figures->>'totalPaise')::int, p->>'paymentMode',
    false, false,
    CASE WHEN p ? 'reservationSeconds' THEN now() + make_interval(secs => (p->>'reservationSeconds')::int) END,
    p->>'customerName', p->>'customerEmail',
    v_address->>'area', v_address->>'state', v_address->>'district', v_address->>'address',
    v_address->>'pincode', v_address->>'landmark', v_address->>'mobileNumber'
  FROM (SELECT sum((v_taken->(l->>'productId' || '/' || (l->>'size'))->>'price_paise')::bigint * (l->>'quantity')::int) AS subtotal
        FROM jsonb_array_elements(p->'lines') l) s;

  INSERT INTO order_line (order_id, position, product_id, product_name, product_image, color, size, sku, quantity, unit_price_paise,
    discount_paise, amount_paise)
  SELECT v_order, l.ord, (l.v->>'productId')::uuid, t->>'name', t->>'image', t->>'color', l.v->>'size', t->>'sku',
         (l.v->>'quantity')::int, (t->>'price_paise')::int, (f->>'discountPaise')::int, (f->>'amountPaise')::int
  FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS l(v, ord)
  CROSS JOIN LATERAL (SELECT v_taken->(l.v->>'productId' || '/' || (l.v->>'size')) AS t,
                             v_priced_figures->'lines'->(l.ord::int - 1) AS f) taken;

  INSERT INTO order_history (order_id, event, from_status, to_status, actor, at)
  VALUES (v_order, p->>'event', NULL, p->>'status', p->>'actor', clock_timestamp());

  -- The order as written, so the caller need not read it back.
  RETURN jsonb_build_object(
    'order', (SELECT to_jsonb(o) FROM customer_order o WHERE o.id = v_order),
    'lines', (SELECT jsonb_agg(to_jsonb(l) ORDER BY l.position) FROM order_line l WHERE l.order_id = v_order));
END
$function$;
