import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock per size (issue 28). Each size of a product is a variant, `product_variant`: its own SKU
 * (readable, unique case-insensitively), stock, low-stock threshold and optional price; a product without
 * sizes has one variant, size 'NA'. The stock writer works per variant, and the stock ledger names the
 * variant of each row (`variant_id`), so a variant's stock equals the sum of its rows; `product.stock`
 * stays, as the sum over its variants (kept by a trigger), for listings, filters and legacy `inStocks`.
 *
 * Existing products are split by the documented rule (the same one product_variants_sync applies to a new
 * product): size i of n, in the product's size order, gets floor(stock / n), and the first (stock mod n)
 * sizes one more; so 7 over S, M, L is 3, 2, 2, and 1 over S, M, L is 1, 0, 0. Each product's ledger
 * total is kept: one `split` row takes the product's stock off its product-level history (variant NULL,
 * the rows before this migration), and one `split` row per variant puts its share on it.
 *
 * New ledger reasons: `split` (this migration), `returned` (a return received in a sellable state) and
 * `returned_damaged` (received damaged: recorded with delta 0, not sellable).
 *
 * The functions as this migration installs them (a snapshot: the current definitions are in
 * server/src/modules/catalog/sql/*.sql).
 */
export class ProductVariants1790000700000 implements MigrationInterface {
  name = 'ProductVariants1790000700000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE product_variant (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
      size text NOT NULL CHECK (length(size) BETWEEN 1 AND 16),
      sku text NOT NULL CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$'),
      position smallint NOT NULL,
      stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
      low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0),
      price_paise integer CHECK (price_paise > 0),
      listed boolean NOT NULL DEFAULT true,
      UNIQUE (product_id, size)
    )`);
    await q.query(`CREATE UNIQUE INDEX product_variant_sku_uq ON product_variant (lower(sku) text_pattern_ops)`);
    // The low-stock list and the dashboard's count read only low sizes' rows.
    await q.query(`CREATE INDEX product_variant_low_idx ON product_variant (product_id) WHERE listed AND stock <= low_stock_threshold`);
    await q.query(`ALTER TABLE stock_ledger ADD COLUMN variant_id uuid REFERENCES product_variant (id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX stock_ledger_variant_idx ON stock_ledger (variant_id, id DESC) WHERE variant_id IS NOT NULL`);
    await q.query(`ALTER TABLE stock_ledger DROP CONSTRAINT stock_ledger_reason_check`);
    await q.query(`ALTER TABLE stock_ledger ADD CONSTRAINT stock_ledger_reason_check CHECK (reason IN ('initial', 'order_placed', 'order_released', 'received', 'damaged', 'found', 'correction', 'import', 'split', 'returned', 'returned_damaged'))`);

    await q.query(`DROP TRIGGER stock_ledger_initial ON product`);
    await q.query(`DROP FUNCTION stock_ledger_initial()`);
    await q.query(`DROP FUNCTION stock_ledger_write(uuid, integer, integer, text, jsonb)`);
    await q.query(`DROP FUNCTION stock_adjust(uuid, integer, jsonb)`);
    for (const sql of WRITER) await q.query(sql);

    // Existing products: one variant per size (or 'NA'), the stock split by the rule above.
    await q.query(`INSERT INTO product_variant (product_id, size, position, stock, low_stock_threshold)
      SELECT p.id, s.size, s.ord, p.stock / n.n + CASE WHEN s.ord <= p.stock % n.n THEN 1 ELSE 0 END, p.low_stock_threshold
      FROM product p
      CROSS JOIN LATERAL (SELECT CASE WHEN cardinality(p.available_sizes) = 0 THEN ARRAY['NA'] ELSE p.available_sizes END AS sizes) z
      CROSS JOIN LATERAL (SELECT cardinality(z.sizes) AS n) n
      CROSS JOIN LATERAL unnest(z.sizes) WITH ORDINALITY AS s(size, ord)
      ORDER BY p.id, s.ord`);
    await q.query(`INSERT INTO stock_ledger (product_id, variant_id, delta, reason, balance_after, note)
      SELECT id, NULL, -stock, 'split', 0, 'Stock split over sizes' FROM product WHERE stock > 0 ORDER BY id`);
    await q.query(`INSERT INTO stock_ledger (product_id, variant_id, delta, reason, balance_after, note)
      SELECT product_id, id, stock, 'split', stock, 'Stock split over sizes' FROM product_variant WHERE stock > 0 ORDER BY product_id, position`);
    for (const sql of SYNC) await q.query(sql);

    // Order lines name the SKU of the size ordered; older lines get their size's SKU where it exists.
    await q.query(`ALTER TABLE order_line ADD COLUMN sku text`);
    await q.query(`UPDATE order_line ol SET sku = v.sku FROM product_variant v WHERE v.product_id = ol.product_id AND v.size = ol.size`);

    // An exchange's replacement size is reserved when the exchange is approved.
    await q.query(`ALTER TABLE return_request ADD COLUMN replacement_reserved boolean NOT NULL DEFAULT false`);
  }

  /** Back to one stock per product: the per-size rows fold into product-level ones (each product's ledger total kept). */
  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE return_request DROP COLUMN replacement_reserved`);
    await q.query(`ALTER TABLE order_line DROP COLUMN sku`);
    await q.query(`DROP TRIGGER product_variants_sync ON product`);
    await q.query(`DROP TRIGGER stock_product_sum ON product_variant`);
    await q.query(`DROP TRIGGER variant_sku_default ON product_variant`);
    for (const f of ['product_variants_sync()', 'stock_product_sum()', 'variant_sku_default()', 'stock_ledger_write(uuid, uuid, integer, integer, text, jsonb)', 'stock_adjust(uuid, integer, jsonb)']) {
      await q.query(`DROP FUNCTION ${f}`);
    }
    await q.query(`ALTER TABLE stock_ledger DISABLE TRIGGER stock_ledger_no_update`);
    await q.query(`DELETE FROM stock_ledger WHERE reason IN ('split', 'returned_damaged')`);
    await q.query(`UPDATE stock_ledger SET reason = 'order_released' WHERE reason = 'returned'`);
    await q.query(`ALTER TABLE stock_ledger ENABLE TRIGGER stock_ledger_no_update`);
    await q.query(`ALTER TABLE stock_ledger DROP CONSTRAINT stock_ledger_reason_check`);
    await q.query(`ALTER TABLE stock_ledger ADD CONSTRAINT stock_ledger_reason_check CHECK (reason IN ('initial', 'order_placed', 'order_released', 'received', 'damaged', 'found', 'correction', 'import'))`);
    await q.query(`ALTER TABLE stock_ledger DROP COLUMN variant_id`);
    for (const sql of BEFORE) await q.query(sql);
    await q.query(`DROP FUNCTION stock_variant(uuid, text)`);
    await q.query(`DROP TABLE product_variant`);
  }
}

/** The stock writer per variant (copies of modules/catalog/sql/*.sql at this migration). */
const WRITER: string[] = [
  `CREATE OR REPLACE FUNCTION public.variant_sku_default()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NEW.sku IS NULL THEN
      SELECT upper(p.sku || CASE WHEN NEW.size = 'NA' THEN '' ELSE '-' || regexp_replace(NEW.size, '[^A-Za-z0-9]+', '', 'g') END)
      INTO NEW.sku FROM product p WHERE p.id = NEW.product_id;
      IF EXISTS (SELECT 1 FROM product_variant WHERE lower(sku) = lower(NEW.sku)) THEN
        NEW.sku := NEW.sku || '-' || upper(left(replace(NEW.id::text, '-', ''), 8));
      END IF;
    END IF;
    RETURN NEW;
  END
  $function$`,
  `CREATE OR REPLACE TRIGGER variant_sku_default BEFORE INSERT ON product_variant FOR EACH ROW EXECUTE FUNCTION variant_sku_default()`,
  `CREATE OR REPLACE FUNCTION public.stock_variant(p_product uuid, p_size text)
 RETURNS uuid
 LANGUAGE sql
 STABLE
AS $function$
    SELECT CASE WHEN coalesce(p_size, '') <> '' THEN
             (SELECT id FROM product_variant WHERE product_id = p_product AND size = p_size)
           ELSE
             (SELECT min(id::text)::uuid FROM product_variant WHERE product_id = p_product AND listed HAVING count(*) = 1)
           END
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_ledger_write(p_product uuid, p_variant uuid, p_delta integer, p_balance integer, p_reason text, movement jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO stock_ledger (product_id, variant_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    VALUES (p_product, p_variant, p_delta, coalesce(movement->>'reason', p_reason), (movement->>'orderId')::uuid,
            (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', p_balance)
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_take(wanted jsonb, movement jsonb DEFAULT '{}'::jsonb)
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
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_return(returned jsonb, movement jsonb DEFAULT '{}'::jsonb)
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
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_adjust(p_variant uuid, p_delta integer, movement jsonb DEFAULT '{}'::jsonb)
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
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_set_many(counted jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    WITH asked AS (
      SELECT coalesce((e.l->>'variantId')::uuid, stock_variant((e.l->>'productId')::uuid, nullif(e.l->>'size', ''))) AS variant_id,
             (e.l->>'stock')::int AS stock, e.n
      FROM jsonb_array_elements(counted) WITH ORDINALITY AS e(l, n)
    ), wanted AS (
      SELECT DISTINCT ON (a.variant_id) a.variant_id, v.product_id, a.stock
      FROM asked a JOIN product_variant v ON v.id = a.variant_id
      ORDER BY a.variant_id, a.n DESC
    ), products AS (
      SELECT p.id FROM product p WHERE p.id IN (SELECT product_id FROM wanted) ORDER BY p.id FOR NO KEY UPDATE OF p
    ), locked AS (
      SELECT v.id, v.product_id, v.stock AS before
      FROM product_variant v JOIN wanted w ON w.variant_id = v.id
      WHERE (SELECT count(*) FROM products) >= 0
      ORDER BY v.product_id, v.id FOR NO KEY UPDATE OF v
    ), changed AS (
      UPDATE product_variant v SET stock = w.stock
      FROM wanted w JOIN locked l ON l.id = w.variant_id
      WHERE v.id = w.variant_id
      RETURNING v.id, v.product_id, l.before, v.stock AS after
    )
    INSERT INTO stock_ledger (product_id, variant_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    SELECT c.product_id, c.id, c.after - c.before, coalesce(movement->>'reason', 'correction'), (movement->>'orderId')::uuid,
           (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', c.after
    FROM changed c ORDER BY c.product_id, c.id
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_set(p_product uuid, p_stock integer, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    SELECT stock_set_many(jsonb_build_array(jsonb_build_object('productId', p_product, 'size', movement->>'size', 'stock', p_stock)), movement)
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_product_sum()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    UPDATE product SET stock = stock + (NEW.stock - OLD.stock) WHERE id = NEW.product_id;
    RETURN NULL;
  END
  $function$`,
  `CREATE OR REPLACE TRIGGER stock_product_sum AFTER UPDATE OF stock ON product_variant FOR EACH ROW
  WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION stock_product_sum()`,
  `CREATE OR REPLACE FUNCTION public.place_order(p jsonb)
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

  INSERT INTO customer_order (id, user_id, status, source, subtotal_paise, shipping_paise, total_paise, payment_mode,
    is_paid, is_shipped, reserved_until, customer_name, customer_email,
    area, state, district, address, pincode, landmark, mobile_number)
  SELECT v_order, v_user, p->>'status', p->>'source', s.subtotal, 0, s.subtotal, p->>'paymentMode',
    false, false,
    CASE WHEN p ? 'reservationSeconds' THEN now() + make_interval(secs => (p->>'reservationSeconds')::int) END,
    p->>'customerName', p->>'customerEmail',
    v_address->>'area', v_address->>'state', v_address->>'district', v_address->>'address',
    v_address->>'pincode', v_address->>'landmark', v_address->>'mobileNumber'
  FROM (SELECT sum((v_taken->(l->>'productId' || '/' || (l->>'size'))->>'price_paise')::bigint * (l->>'quantity')::int) AS subtotal
        FROM jsonb_array_elements(p->'lines') l) s;

  INSERT INTO order_line (order_id, position, product_id, product_name, product_image, color, size, sku, quantity, unit_price_paise, amount_paise)
  SELECT v_order, l.ord, (l.v->>'productId')::uuid, t->>'name', t->>'image', t->>'color', l.v->>'size', t->>'sku',
         (l.v->>'quantity')::int, (t->>'price_paise')::int, (t->>'price_paise')::int * (l.v->>'quantity')::int
  FROM jsonb_array_elements(p->'lines') WITH ORDINALITY AS l(v, ord)
  CROSS JOIN LATERAL (SELECT v_taken->(l.v->>'productId' || '/' || (l.v->>'size')) AS t) taken;

  INSERT INTO order_history (order_id, event, from_status, to_status, actor, at)
  VALUES (v_order, p->>'event', NULL, p->>'status', p->>'actor', clock_timestamp());

  -- The order as written, so the caller need not read it back.
  RETURN jsonb_build_object(
    'order', (SELECT to_jsonb(o) FROM customer_order o WHERE o.id = v_order),
    'lines', (SELECT jsonb_agg(to_jsonb(l) ORDER BY l.position) FROM order_line l WHERE l.order_id = v_order));
END
$function$`,
];

/** Variants that follow a product's sizes (modules/catalog/sql/product_variants_sync.sql), installed after the split. */
const SYNC: string[] = [
  `CREATE OR REPLACE FUNCTION public.product_variants_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    v_sizes text[] := CASE WHEN cardinality(NEW.available_sizes) = 0 THEN ARRAY['NA'] ELSE NEW.available_sizes END;
    v_n integer := cardinality(v_sizes);
  BEGIN
    IF TG_OP = 'INSERT' THEN
      WITH made AS (
        INSERT INTO product_variant (product_id, size, position, stock, low_stock_threshold)
        SELECT NEW.id, s.size, s.ord, NEW.stock / v_n + CASE WHEN s.ord <= NEW.stock % v_n THEN 1 ELSE 0 END,
               NEW.low_stock_threshold
        FROM unnest(v_sizes) WITH ORDINALITY AS s(size, ord)
        RETURNING id, stock, position
      )
      INSERT INTO stock_ledger (product_id, variant_id, delta, reason, balance_after)
      SELECT NEW.id, m.id, m.stock, 'initial', m.stock FROM made m ORDER BY m.position;
      RETURN NULL;
    END IF;

    IF EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = NEW.id AND v.listed
               AND v.size <> ALL (v_sizes) AND v.stock > 0) THEN
      RAISE EXCEPTION 'product_variants_sync: a size with stock left cannot be taken away'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'product_variant_removed_with_stock';
    END IF;
    UPDATE product_variant v SET listed = false WHERE v.product_id = NEW.id AND v.listed AND v.size <> ALL (v_sizes);
    INSERT INTO product_variant (product_id, size, position, stock, low_stock_threshold)
    SELECT NEW.id, s.size, s.ord, 0, NEW.low_stock_threshold
    FROM unnest(v_sizes) WITH ORDINALITY AS s(size, ord)
    ON CONFLICT (product_id, size) DO UPDATE SET listed = true, position = EXCLUDED.position;
    RETURN NULL;
  END
  $function$`,
  `CREATE OR REPLACE TRIGGER product_variants_sync AFTER INSERT OR UPDATE OF available_sizes ON product
  FOR EACH ROW EXECUTE FUNCTION product_variants_sync()`,
];

/** The stock writer as it was before sizes had their own stock (for down). */
const BEFORE: string[] = [
  `CREATE OR REPLACE FUNCTION public.stock_ledger_write(p_product uuid, p_delta integer, p_balance integer, p_reason text, movement jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO stock_ledger (product_id, delta, reason, order_id, staff_id, staff_email, note, balance_after)
    VALUES (p_product, p_delta, coalesce(movement->>'reason', p_reason), (movement->>'orderId')::uuid,
            (movement->>'staffId')::uuid, movement->>'staffEmail', movement->>'note', p_balance)
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_take(wanted jsonb, movement jsonb DEFAULT '{}'::jsonb)
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
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_return(returned jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_adjust(p_product uuid, p_delta integer, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_set_many(counted jsonb, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
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
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_set(p_product uuid, p_stock integer, movement jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
    SELECT stock_set_many(jsonb_build_array(jsonb_build_object('productId', p_product, 'stock', p_stock)), movement)
  $function$`,
  `CREATE OR REPLACE FUNCTION public.stock_ledger_initial()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     INSERT INTO stock_ledger (product_id, delta, reason, balance_after)
     SELECT id, stock, 'initial', stock FROM new_rows;
     RETURN NULL;
   END
   $function$`,
  `CREATE OR REPLACE TRIGGER stock_ledger_initial AFTER INSERT ON product
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_initial()`,
  `CREATE OR REPLACE FUNCTION public.place_order(p jsonb)
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
$function$`,
];
