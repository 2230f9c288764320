import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order's mail is written before place_order, so the products' rows are held for place_order and
 * the commit only (docs/performance.md, COD Buy Now). For that:
 * - place_order takes the order's id from the caller (`orderId`), who wrote the mail naming it;
 * - counting an attempt is its own function, count_placement_attempt, which place_order calls (its
 *   check 2) and the lifecycle calls alone after rolling a refused placement back to its savepoint
 *   (the mail undone, the counted attempt kept).
 *
 * The functions as this migration installs them (snapshots: the current definitions are in
 * server/src/modules/orders/sql/); `down` puts back place_order as before and drops the counter.
 */
export class PlacementWritesFirst1790001200000 implements MigrationInterface {
  name = 'PlacementWritesFirst1790001200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(COUNT_PLACEMENT_ATTEMPT);
    await q.query(PLACE_ORDER);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(PLACE_ORDER_BEFORE);
    await q.query(`DROP FUNCTION public.count_placement_attempt(jsonb)`);
  }
}

const COUNT_PLACEMENT_ATTEMPT = `CREATE OR REPLACE FUNCTION public.count_placement_attempt(counter jsonb)
 RETURNS integer
 LANGUAGE sql
AS $function$
  INSERT INTO rate_limit (key, window_start, count)
  VALUES (counter->>'key',
          to_timestamp(floor(extract(epoch FROM now()) / (counter->>'windowSeconds')::int) * (counter->>'windowSeconds')::int), 1)
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
  RETURNING count
$function$`;

const PLACE_ORDER = `CREATE OR REPLACE FUNCTION public.place_order(p jsonb)
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
$function$`;

const PLACE_ORDER_BEFORE = `CREATE OR REPLACE FUNCTION public.place_order(p jsonb)
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
  -- Chosen before the stock is taken, so the stock ledger's rows name the order they are for.
  v_order uuid := gen_random_uuid();
BEGIN
  -- 1. The account exists; the shopper's placements queue here, one at a time.
  PERFORM 1 FROM app_user WHERE id = v_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refused', 'USER_GONE');
  END IF;

  -- 2. The attempt counts whatever comes of it.
  IF v_counter IS NOT NULL THEN
    INSERT INTO rate_limit (key, window_start, count)
    VALUES (v_counter->>'key',
            to_timestamp(floor(extract(epoch FROM now()) / (v_counter->>'windowSeconds')::int) * (v_counter->>'windowSeconds')::int), 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
    RETURNING count INTO v_hits;
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
$function$`;
