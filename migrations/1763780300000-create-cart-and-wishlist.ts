import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per product in a shopper's cart or wishlist. The primary key (user, product) is the rule
 * "a product is in a list at most once": double-clicks and parallel adds leave exactly one line.
 */
export class CreateCartAndWishlist1763780300000 implements MigrationInterface {
  name = 'CreateCartAndWishlist1763780300000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cart_item (
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 10),
        size text,
        color text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cart_item_user_product_pk PRIMARY KEY (user_id, product_id)
      )`);
    await q.query(`CREATE INDEX cart_item_product_idx ON cart_item (product_id)`);
    await q.query(`
      CREATE TABLE wishlist_item (
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wishlist_item_user_product_pk PRIMARY KEY (user_id, product_id)
      )`);
    await q.query(`CREATE INDEX wishlist_item_product_idx ON wishlist_item (product_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE wishlist_item`);
    await q.query(`DROP TABLE cart_item`);
  }
}
