import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Placing an order becomes ONE statement: `SELECT place_order($1::jsonb)`, run as its own transaction.
 *
 * Why a function: the placement used to be a dozen statements in one transaction (lock the shopper,
 * check the caps, take the stock, insert order, lines and history, commit), each a round trip between
 * the backend and PostgreSQL. Every buyer of a popular product queues on that product's row, and the
 * row stayed locked from the stock UPDATE until the COMMIT came back, several round trips later; on a
 * busy backend each round trip also waits for the event loop. Inside the function the same steps run
 * back to back in the server, so the row is held for microseconds plus the commit's WAL flush.
 *
 * What stays exact: the function locks the shopper's account row first (FOR NO KEY UPDATE), then
 * checks the caps in later statements; a VOLATILE plpgsql function takes a fresh snapshot for each
 * statement under READ COMMITTED, so a second order of the same shopper waits for the first and then
 * sees it, as the separate statements did. Each product's stock is taken by one conditional
 * UPDATE ... WHERE stock >= quantity, products in id order (the catalogue's lock order, so no
 * deadlocks). A refusal is an answer, not an error: `{"refused": "COD_ORDERS"}` and the like (a
 * shortfall also names the product and what is left), returned before anything is written; a line that
 * cannot be filled first gives back what the earlier lines took. Otherwise the answer is the order and its lines as written, `{"order": {...}, "lines": [...]}`, in
 * their column names.
 *
 * Buy Now also hands it the attempt to count (`rateLimit`) and its product unseen (`checkProduct`):
 * the product must exist and the size fit, and the COD value cap then prices it from the product row.
 *
 * The caller decides everything that is policy: the status and event from the order lifecycle table,
 * the caps from ORDER_LIMITS, the statuses that count as open, who placed it. Prices come from the
 * product row at the moment its stock is taken, never from the request.
 *
 * Exported as it was created: the migration that replaced it restores it on the way down.
 *
 * A snapshot: later migrations changed the function. Its current definition, and the rules it holds,
 * are in server/src/modules/orders/sql/place_order.sql.
 */
export const PLACE_ORDER_V1 = `
      CREATE FUNCTION place_order(p jsonb) RETURNS jsonb
      LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        v_user uuid := (p->>'userId')::uuid;
        v_open text[] := ARRAY(SELECT jsonb_array_elements_text(p->'openStatuses'));
        v_caps jsonb := p->'caps';
        v_wanted record;
        v_row record;
        v_taken jsonb := '{}';
        v_cod record;
        v_subtotal bigint;
        v_order uuid;
        v_address jsonb := p->'address';
        v_limit jsonb := p->'rateLimit';
        v_hits integer;
        v_product record;
        v_size text;
      BEGIN
        -- A deleted account places nothing, and the shopper's orders queue here, one at a time.
        PERFORM 1 FROM app_user WHERE id = v_user FOR NO KEY UPDATE;
        IF NOT FOUND THEN
          RETURN jsonb_build_object('refused', 'USER_GONE');
        END IF;

        -- The attempt counts whatever comes of it (a refusal below is an answer, not a rollback): the
        -- same fixed window as the rate limiter's hit().
        IF v_limit IS NOT NULL THEN
          INSERT INTO rate_limit (key, window_start, count)
          VALUES (v_limit->>'key', to_timestamp(floor(extract(epoch FROM now()) / (v_limit->>'windowSeconds')::int) * (v_limit->>'windowSeconds')::int), 1)
          ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
          RETURNING count INTO v_hits;
          IF v_hits > (v_limit->>'limit')::int THEN
            RETURN jsonb_build_object('refused', 'TOO_MANY_PLACEMENTS');
          END IF;
        END IF;

        -- Buy Now names its product unseen: it must exist and the size must be one of its sizes ('NA'
        -- exactly when it has none). The caller words the refusal from the sizes.
        IF (p->>'checkProduct')::boolean THEN
          v_size := p->'lines'->0->>'size';
          SELECT name, price_paise, available_sizes INTO v_product FROM product WHERE id = (p->'lines'->0->>'productId')::uuid;
          IF NOT FOUND THEN
            RETURN jsonb_build_object('refused', 'NO_PRODUCT');
          END IF;
          IF NOT ((cardinality(v_product.available_sizes) = 0 AND v_size = 'NA')
                  OR (v_size <> 'NA' AND v_size = ANY (v_product.available_sizes))) THEN
            RETURN jsonb_build_object('refused', 'SIZE', 'product', jsonb_build_object('name', v_product.name, 'availableSizes', to_jsonb(v_product.available_sizes)));
          END IF;
          v_caps := v_caps || jsonb_build_object('pricedTotalPaise', v_product.price_paise::bigint * (p->'lines'->0->>'quantity')::int);
        END IF;

        IF v_caps IS NOT NULL THEN
          IF EXISTS (
            SELECT 1
            FROM (SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int) AS units
                  FROM jsonb_array_elements(p->'lines') l GROUP BY 1) w
            WHERE w.units + coalesce((
              SELECT sum(ol.quantity) FROM customer_order o JOIN order_line ol ON ol.order_id = o.id
              WHERE o.user_id = v_user AND o.status = ANY (v_open)
                AND (o.status <> 'awaiting_payment' OR o.reserved_until > now())
                AND ol.product_id = w.product_id), 0) > (v_caps->>'unitsPerProduct')::int
          ) THEN
            RETURN jsonb_build_object('refused', 'QUANTITY_LIMIT');
          END IF;

          IF p->>'paymentMode' = 'COD' THEN
            SELECT count(*) AS orders, coalesce(sum(total_paise), 0) AS paise INTO v_cod
            FROM customer_order
            WHERE user_id = v_user AND status = ANY (v_open)
              AND (status <> 'awaiting_payment' OR reserved_until > now()) AND payment_mode = 'COD';
            IF v_cod.orders + 1 > (v_caps->>'openCodOrders')::int THEN
              RETURN jsonb_build_object('refused', 'COD_ORDERS');
            END IF;
            IF v_cod.paise + (v_caps->>'pricedTotalPaise')::bigint > (v_caps->>'openCodValuePaise')::bigint THEN
              RETURN jsonb_build_object('refused', 'COD_VALUE');
            END IF;
          END IF;
        END IF;

        -- The stock, each product once, in id order: one conditional UPDATE each.
        FOR v_wanted IN
          SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int)::int AS quantity
          FROM jsonb_array_elements(p->'lines') l GROUP BY 1 ORDER BY 1
        LOOP
          UPDATE product SET stock = stock - v_wanted.quantity
          WHERE id = v_wanted.product_id AND stock >= v_wanted.quantity
          RETURNING price_paise, name, coalesce(images[1], '') AS image, color INTO v_row;
          IF NOT FOUND THEN
            -- All or nothing: what the earlier lines took goes back before the refusal is answered.
            UPDATE product SET stock = stock + (v_taken->(id::text)->>'quantity')::int WHERE v_taken ? id::text;
            RETURN jsonb_build_object('refused', 'OUT_OF_STOCK', 'short', coalesce(
              (SELECT jsonb_build_object('productId', id, 'productName', name, 'available', stock) FROM product WHERE id = v_wanted.product_id),
              jsonb_build_object('productId', v_wanted.product_id, 'productName', '', 'available', 0)));
          END IF;
          v_taken := v_taken || jsonb_build_object(v_wanted.product_id::text, to_jsonb(v_row) || jsonb_build_object('quantity', v_wanted.quantity));
        END LOOP;

        SELECT sum((v_taken->(l->>'productId')->>'price_paise')::bigint * (l->>'quantity')::int) INTO v_subtotal
        FROM jsonb_array_elements(p->'lines') l;

        INSERT INTO customer_order (user_id, status, source, subtotal_paise, shipping_paise, total_paise, payment_mode,
          is_paid, is_shipped, reserved_until, customer_name, customer_email,
          area, state, district, address, pincode, landmark, mobile_number)
        VALUES (v_user, p->>'status', p->>'source', v_subtotal, 0, v_subtotal, p->>'paymentMode',
          false, false,
          CASE WHEN p ? 'reservationSeconds' THEN now() + make_interval(secs => (p->>'reservationSeconds')::int) END,
          p->>'customerName', p->>'customerEmail',
          v_address->>'area', v_address->>'state', v_address->>'district', v_address->>'address',
          v_address->>'pincode', v_address->>'landmark', v_address->>'mobileNumber')
        RETURNING id INTO v_order;

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

export class PlaceOrderFunction1790000030000 implements MigrationInterface {
  name = 'PlaceOrderFunction1790000030000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(PLACE_ORDER_V1);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION place_order(jsonb)`);
  }
}
