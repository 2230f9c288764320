import { MigrationInterface, QueryRunner } from 'typeorm';
import { StockFunctions1790000050000 } from './1790000050000-stock-functions';
import { PlaceOrderRules1790000060000 } from './1790000060000-place-order-rules';

/**
 * The stock ledger: every change of a product's stock, one row each, written by the catalogue's stock
 * writer in the same statement as the change, so `product.stock` always equals the sum of its rows'
 * `delta` (and each row's `balance_after` is the stock right after it). Rows are never changed.
 *
 * Reasons: `initial` (the stock a product was created with, written by a trigger on every insert, seeds
 * and tests included), `order_placed` and `order_released` (an order took or gave back its units; the
 * order's id when the caller named it), `received`, `damaged`, `found`, `correction` (staff, with their
 * id and a note), `import` (a CSV import's counted stock).
 *
 * The stock writer as this migration installs it (a snapshot: the current definitions are in
 * server/src/modules/catalog/sql/stock_*.sql, the ledger's triggers beside their functions). Each function takes a
 * `movement` last: `{ "reason", "orderId", "staffId", "staffEmail", "note" }`, all optional; without a
 * reason a take is `order_placed`, a return `order_released`, a count `correction`.
 *
 * - `stock_take(wanted, movement)`: `wanted` is `[{ "productId": uuid, "quantity": n }, ...]`. Each
 *   product once (quantities of the same product added up), locked in id order, so two takes of
 *   overlapping products never deadlock and each sees the latest stock. All or nothing: when a product
 *   is missing, archived (no longer sold) or short, nothing is taken and the answer is
 *   `{ "short": { productId, productName, available } }` (an archived product has 0 available).
 *   Otherwise `{ "taken": { "<id>": { price_paise, name, image, color, quantity } } }`: the product as it
 *   was when taken, which the order line records and charges.
 * - `stock_return(returned, movement)`: the same shape; puts the quantities back.
 * - `stock_adjust(product, delta, movement)`: adds `delta` (negative to remove); answers the new stock,
 *   or NULL when the product does not exist or the stock would go below zero (then nothing changes).
 * - `stock_set_many(counted, movement)`: counted stock `[{ "productId": uuid, "stock": n }, ...]` (a
 *   stock-take, an import; the last count of a product listed twice), locked in id order; each row's
 *   delta is the difference from the stock before, and a count that confirms the stock is recorded too
 *   (delta 0). `stock_set(product, stock, movement)` is
 *   one of them.
 *
 * The table's CHECK (stock >= 0) refuses a negative stock whatever the caller does.
 */
const LEDGER = [
  `CREATE TABLE stock_ledger (
     id bigserial PRIMARY KEY,
     product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
     delta integer NOT NULL,
     reason text NOT NULL
       CHECK (reason IN ('initial', 'order_placed', 'order_released', 'received', 'damaged', 'found', 'correction', 'import')),
     order_id uuid,
     staff_id uuid,
     staff_email text,
     note text CHECK (length(note) <= 500),
     balance_after integer NOT NULL,
     at timestamptz NOT NULL DEFAULT clock_timestamp()
   )`,
  `CREATE INDEX stock_ledger_product_idx ON stock_ledger (product_id, id DESC)`,
  `CREATE INDEX stock_ledger_order_idx ON stock_ledger (order_id) WHERE order_id IS NOT NULL`,

  `CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN
     RAISE EXCEPTION 'stock_ledger is append-only: a recorded movement is never changed';
   END
   $fn$`,
  `CREATE TRIGGER stock_ledger_no_update BEFORE UPDATE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only()`,

  // Statement-level, like the search words' trigger: a bulk insert of products writes its rows at once.
  `CREATE FUNCTION stock_ledger_initial() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN
     INSERT INTO stock_ledger (product_id, delta, reason, balance_after)
     SELECT id, stock, 'initial', stock FROM new_rows;
     RETURN NULL;
   END
   $fn$`,
  `CREATE TRIGGER stock_ledger_initial AFTER INSERT ON product
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_initial()`,
];

/** One ledger row; the movement's fields as the functions below pass them. */
const STOCK_WRITER = [
  `CREATE FUNCTION stock_ledger_write(p_product uuid, p_delta integer, p_balance integer, p_reason text, movement jsonb) RETURNS void
  LANGUAGE sql VOLATILE AS $fn$
    INSERT INTO stock_ledger (product_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    VALUES (p_product, p_delta, coalesce(movement->>'reason', p_reason), (movement->>'orderId')::uuid,
            (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', p_balance)
  $fn$`,

  `CREATE FUNCTION stock_return(returned jsonb, movement jsonb DEFAULT '{}') RETURNS void
  LANGUAGE plpgsql VOLATILE AS $fn$
  DECLARE
    r record;
    v_balance integer;
  BEGIN
    FOR r IN
      SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int)::int AS quantity
      FROM jsonb_array_elements(returned) l GROUP BY 1 ORDER BY 1
    LOOP
      IF r.quantity < 1 THEN
        RAISE EXCEPTION 'stock_return: quantity must be positive, got % for %', r.quantity, r.product_id;
      END IF;
      UPDATE product SET stock = stock + r.quantity WHERE id = r.product_id RETURNING stock INTO v_balance;
      IF FOUND THEN
        PERFORM stock_ledger_write(r.product_id, r.quantity, v_balance, 'order_released', movement);
      END IF;
    END LOOP;
  END
  $fn$`,

  `CREATE FUNCTION stock_take(wanted jsonb, movement jsonb DEFAULT '{}') RETURNS jsonb
  LANGUAGE plpgsql VOLATILE AS $fn$
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
  $fn$`,

  `CREATE FUNCTION stock_adjust(p_product uuid, p_delta integer, movement jsonb DEFAULT '{}') RETURNS integer
  LANGUAGE plpgsql VOLATILE AS $fn$
  DECLARE
    v_balance integer;
  BEGIN
    UPDATE product SET stock = stock + p_delta
    WHERE id = p_product AND stock + p_delta >= 0
    RETURNING stock INTO v_balance;
    IF FOUND THEN
      PERFORM stock_ledger_write(p_product, p_delta, v_balance, 'correction', movement);
    END IF;
    RETURN v_balance;
  END
  $fn$`,

  // One statement for any number of products (an import of thousands): lock in id order, set, record.
  `CREATE FUNCTION stock_set_many(counted jsonb, movement jsonb DEFAULT '{}') RETURNS void
  LANGUAGE sql VOLATILE AS $fn$
    WITH wanted AS (
      SELECT DISTINCT ON (product_id) product_id, stock
      FROM (SELECT (e.l->>'productId')::uuid AS product_id, (e.l->>'stock')::int AS stock, e.n
            FROM jsonb_array_elements(counted) WITH ORDINALITY AS e(l, n)) w
      ORDER BY product_id, n DESC
    ), locked AS (
      SELECT p.id, p.stock AS before FROM product p JOIN wanted w ON w.product_id = p.id ORDER BY p.id FOR NO KEY UPDATE OF p
    ), changed AS (
      UPDATE product p SET stock = w.stock
      FROM wanted w JOIN locked l ON l.id = w.product_id
      WHERE p.id = w.product_id
      RETURNING p.id, l.before, p.stock AS after
    )
    INSERT INTO stock_ledger (product_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    SELECT c.id, c.after - c.before, coalesce(movement->>'reason', 'correction'), (movement->>'orderId')::uuid,
           (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', c.after
    FROM changed c ORDER BY c.id
  $fn$`,

  `CREATE FUNCTION stock_set(p_product uuid, p_stock integer, movement jsonb DEFAULT '{}') RETURNS void
  LANGUAGE sql VOLATILE AS $fn$
    SELECT stock_set_many(jsonb_build_array(jsonb_build_object('productId', p_product, 'stock', p_stock)), movement)
  $fn$`,
];

/**
 * `place_order(p jsonb)`: unchanged from PlaceOrderRules1790000060000 (the rules: orders/sql/place_order.sql) but for one
 * thing: the order's id is chosen first and handed to the stock writer, so the ledger names the order
 * whose units it took. The whole definition as of this migration follows (a snapshot: the current one
 * is in server/src/modules/orders/sql/place_order.sql).
 */
const PLACE_ORDER = `
CREATE OR REPLACE FUNCTION place_order(p jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $fn$
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
           pr.id AS found, pr.name, pr.price_paise, pr.available_sizes
    FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS l(v, ord)
    LEFT JOIN product pr ON pr.id = CASE
      WHEN l.v->>'productId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (l.v->>'productId')::uuid END
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

  INSERT INTO customer_order (id, user_id, status, source, subtotal_paise, shipping_paise, total_paise, payment_mode,
    is_paid, is_shipped, reserved_until, customer_name, customer_email,
    area, state, district, address, pincode, landmark, mobile_number)
  SELECT v_order, v_user, p->>'status', p->>'source', s.subtotal, 0, s.subtotal, p->>'paymentMode',
    false, false,
    CASE WHEN p ? 'reservationSeconds' THEN now() + make_interval(secs => (p->>'reservationSeconds')::int) END,
    p->>'customerName', p->>'customerEmail',
    v_address->>'area', v_address->>'state', v_address->>'district', v_address->>'address',
    v_address->>'pincode', v_address->>'landmark', v_address->>'mobileNumber'
  FROM (SELECT sum((v_taken->(l->>'productId')->>'price_paise')::bigint * (l->>'quantity')::int) AS subtotal
        FROM jsonb_array_elements(p->'lines') l) s;

  INSERT INTO order_line (order_id, position, product_id, product_name, product_image, color, size, quantity, unit_price_paise, amount_paise)
  SELECT v_order, l.ord, (l.v->>'productId')::uuid, t->>'name', t->>'image', t->>'color', l.v->>'size',
         (l.v->>'quantity')::int, (t->>'price_paise')::int, (t->>'price_paise')::int * (l.v->>'quantity')::int
  FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS l(v, ord)
  CROSS JOIN LATERAL (SELECT v_taken->(l.v->>'productId') AS t) taken;

  INSERT INTO order_history (order_id, event, from_status, to_status, actor, at)
  VALUES (v_order, p->>'event', NULL, p->>'status', p->>'actor', clock_timestamp());

  -- The order as written, so the caller need not read it back.
  RETURN jsonb_build_object(
    'order', (SELECT to_jsonb(o) FROM customer_order o WHERE o.id = v_order),
    'lines', (SELECT jsonb_agg(to_jsonb(l) ORDER BY l.position) FROM order_line l WHERE l.order_id = v_order));
END
$fn$`;

export class StockLedger1790000260000 implements MigrationInterface {
  name = 'StockLedger1790000260000';

  public async up(q: QueryRunner): Promise<void> {
    // The previous writer's signatures: replaced, not overloaded (a call with one argument must name one function).
    await q.query(`DROP FUNCTION stock_set(uuid, integer)`);
    await q.query(`DROP FUNCTION stock_take(jsonb)`);
    await q.query(`DROP FUNCTION stock_return(jsonb)`);
    for (const sql of LEDGER) await q.query(sql);
    for (const sql of STOCK_WRITER) await q.query(sql);
    await q.query(PLACE_ORDER);
    // Products that existed before the ledger: their whole stock is their initial row.
    await q.query(`INSERT INTO stock_ledger (product_id, delta, reason, balance_after) SELECT id, stock, 'initial', stock FROM product ORDER BY created_at, id`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION stock_set(uuid, integer, jsonb)`);
    await q.query(`DROP FUNCTION stock_set_many(jsonb, jsonb)`);
    await q.query(`DROP FUNCTION stock_adjust(uuid, integer, jsonb)`);
    await q.query(`DROP FUNCTION stock_take(jsonb, jsonb)`);
    await q.query(`DROP FUNCTION stock_return(jsonb, jsonb)`);
    await q.query(`DROP FUNCTION stock_ledger_write(uuid, integer, integer, text, jsonb)`);
    await q.query(`DROP TRIGGER stock_ledger_initial ON product`);
    await q.query(`DROP FUNCTION stock_ledger_initial()`);
    await q.query(`DROP TABLE stock_ledger`);
    await q.query(`DROP FUNCTION stock_ledger_append_only()`);
    // The writer and the placement function as they were.
    await new StockFunctions1790000050000().up(q);
    await new PlaceOrderRules1790000060000().up(q);
  }
}
