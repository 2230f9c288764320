import { MigrationInterface, QueryRunner } from 'typeorm';
import { PLACE_ORDER_V1 } from './1790000030000-place-order-function';

/**
 * The units-per-product cap in `place_order` read the shopper's open orders' lines by product: for
 * each open order of the shopper, the lines of that order AND of the wanted product. With the table's
 * statistics a little behind, PostgreSQL answered that with a bitmap AND of the order's index and the
 * product's, so every placement scanned every line ever sold of the product: a best seller with 35,000
 * lines took 1.5 ms per open order of the shopper, and each order placed made the next one slower
 * (measured under the COD Buy Now bench, where all buyers buy one product).
 *
 * Now the shopper's open orders are read first (a handful, by the user's index), then their lines by
 * order id only, summed per product, and only then compared with what the order wants. No step filters
 * by product, so the cost depends on the shopper's own open orders, never on how well a product sells.
 * Everything else in the function is unchanged.
 *
 * A snapshot: later migrations changed the function again. Its current definition is in
 * server/src/modules/orders/sql/place_order.sql.
 */
const UNITS_CAP_V1 = `
          IF EXISTS (
            SELECT 1
            FROM (SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int) AS units
                  FROM jsonb_array_elements(p->'lines') l GROUP BY 1) w
            WHERE w.units + coalesce((
              SELECT sum(ol.quantity) FROM customer_order o JOIN order_line ol ON ol.order_id = o.id
              WHERE o.user_id = v_user AND o.status = ANY (v_open)
                AND (o.status <> 'awaiting_payment' OR o.reserved_until > now())
                AND ol.product_id = w.product_id), 0) > (v_caps->>'unitsPerProduct')::int
          ) THEN`;

const UNITS_CAP_V2 = `
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
            WHERE w.units + coalesce(h.units, 0) > (v_caps->>'unitsPerProduct')::int
          ) THEN`;

/** `place_order` as the earlier migration created it, as CREATE OR REPLACE. */
const replacing = (sql: string) => {
  if (!sql.includes('CREATE FUNCTION place_order')) throw new Error('place_order: unexpected definition');
  return sql.replace('CREATE FUNCTION place_order', 'CREATE OR REPLACE FUNCTION place_order');
};

/** `place_order` as this migration leaves it: what the next definition restores on its way down. */
export const PLACE_ORDER_V2 = replacing(PLACE_ORDER_V1.replace(UNITS_CAP_V1, UNITS_CAP_V2));

export class UnitsCapFromOpenOrders1790000040000 implements MigrationInterface {
  name = 'UnitsCapFromOpenOrders1790000040000';

  public async up(q: QueryRunner): Promise<void> {
    // Written as the one change to the earlier definition, so the rest of the function cannot drift from it.
    if (!PLACE_ORDER_V1.includes(UNITS_CAP_V1)) throw new Error('place_order: the units cap to replace was not found');
    await q.query(PLACE_ORDER_V2);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(replacing(PLACE_ORDER_V1));
  }
}
