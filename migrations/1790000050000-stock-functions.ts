import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's stock writer, in the database: every change to `product.stock` after a product is
 * created goes through one of these three functions, whoever calls them (the catalogue's stock.ts, the
 * order placement function `place_order`, scripts and tests). A record of stock movements would be
 * written here and nowhere else.
 *
 * - `stock_take(wanted)`: `wanted` is `[{ "productId": uuid, "quantity": n }, ...]`. Each product once
 *   (quantities of the same product added up), in id order, so two takes of overlapping products lock
 *   rows in the same order and never deadlock; each one conditional UPDATE ... WHERE stock >= n, so
 *   concurrent buyers queue on the row and each re-checks against the latest value. All or nothing: on
 *   the first product that cannot be filled, what the earlier ones took goes back before it answers
 *   `{ "short": { productId, productName, available } }`. Otherwise it answers `{ "taken": { "<id>":
 *   { price_paise, name, image, color, quantity } } }`: the product as it was when taken, which the
 *   order line records and charges.
 * - `stock_return(returned)`: the same shape; puts the quantities back (cancelled, failed, expired).
 * - `stock_set(product, stock)`: a counted stock (a restock, a stock-take correction).
 *
 * The table's CHECK (stock >= 0) refuses a negative stock whatever the caller does.
 *
 * A snapshot: the stock writer as it first was. StockLedger (1790000260000) replaced these functions
 * (each now also writes its stock-ledger row, and stock_adjust and stock_set_many joined them); the
 * current definitions are in server/src/modules/catalog/sql/stock_*.sql.
 */
const STOCK_FUNCTIONS = [
  `CREATE OR REPLACE FUNCTION stock_return(returned jsonb) RETURNS void
  LANGUAGE plpgsql VOLATILE AS $fn$
  DECLARE
    r record;
  BEGIN
    FOR r IN
      SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int)::int AS quantity
      FROM jsonb_array_elements(returned) l GROUP BY 1 ORDER BY 1
    LOOP
      IF r.quantity < 1 THEN
        RAISE EXCEPTION 'stock_return: quantity must be positive, got % for %', r.quantity, r.product_id;
      END IF;
      UPDATE product SET stock = stock + r.quantity WHERE id = r.product_id;
    END LOOP;
  END
  $fn$`,

  `CREATE OR REPLACE FUNCTION stock_take(wanted jsonb) RETURNS jsonb
  LANGUAGE plpgsql VOLATILE AS $fn$
  DECLARE
    w record;
    v_row record;
    v_taken jsonb := '{}';
  BEGIN
    FOR w IN
      SELECT (l->>'productId')::uuid AS product_id, sum((l->>'quantity')::int)::int AS quantity
      FROM jsonb_array_elements(wanted) l GROUP BY 1 ORDER BY 1
    LOOP
      IF w.quantity < 1 THEN
        RAISE EXCEPTION 'stock_take: quantity must be positive, got % for %', w.quantity, w.product_id;
      END IF;
      UPDATE product SET stock = stock - w.quantity
      WHERE id = w.product_id AND stock >= w.quantity
      RETURNING price_paise, name, coalesce(images[1], '') AS image, color INTO v_row;
      IF NOT FOUND THEN
        PERFORM stock_return(coalesce(
          (SELECT jsonb_agg(jsonb_build_object('productId', t.key, 'quantity', t.value->'quantity')) FROM jsonb_each(v_taken) t),
          '[]'));
        RETURN jsonb_build_object('short', coalesce(
          (SELECT jsonb_build_object('productId', id, 'productName', name, 'available', stock) FROM product WHERE id = w.product_id),
          jsonb_build_object('productId', w.product_id, 'productName', '', 'available', 0)));
      END IF;
      v_taken := v_taken || jsonb_build_object(w.product_id::text, to_jsonb(v_row) || jsonb_build_object('quantity', w.quantity));
    END LOOP;
    RETURN jsonb_build_object('taken', v_taken);
  END
  $fn$`,

  `CREATE OR REPLACE FUNCTION stock_set(p_product uuid, p_stock integer) RETURNS void
  LANGUAGE plpgsql VOLATILE AS $fn$
  BEGIN
    UPDATE product SET stock = p_stock WHERE id = p_product;
  END
  $fn$`,
];

export class StockFunctions1790000050000 implements MigrationInterface {
  name = 'StockFunctions1790000050000';

  public async up(q: QueryRunner): Promise<void> {
    for (const sql of STOCK_FUNCTIONS) await q.query(sql);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION stock_set(uuid, integer)`);
    await q.query(`DROP FUNCTION stock_take(jsonb)`);
    await q.query(`DROP FUNCTION stock_return(jsonb)`);
  }
}
