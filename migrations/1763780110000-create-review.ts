import { MigrationInterface, QueryRunner } from 'typeorm';

/** Product reviews. Seeded reviews have no account behind them, so user_id may be null; username is kept as shown. */
export class CreateReview1763780110000 implements MigrationInterface {
  name = 'CreateReview1763780110000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE review (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
        username text NOT NULL,
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX review_product_created_idx ON review (product_id, created_at DESC)`);
    // One review per shopper and product keeps a product's average honest.
    await q.query(`CREATE UNIQUE INDEX review_product_user_uq ON review (product_id, user_id) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE INDEX review_positive_created_idx ON review (created_at DESC) WHERE stars >= 4`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE review`);
  }
}
