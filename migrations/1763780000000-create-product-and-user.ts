import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProductAndUser1763780000000 implements MigrationInterface {
  name = 'CreateProductAndUser1763780000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text NOT NULL,
        price_paise integer NOT NULL CHECK (price_paise >= 0),
        mrp_paise integer NOT NULL CHECK (mrp_paise >= price_paise),
        offer_percent integer NOT NULL DEFAULT 0 CHECK (offer_percent BETWEEN 0 AND 100),
        category text NOT NULL,
        kind text NOT NULL,
        color text NOT NULL,
        available_sizes text[] NOT NULL DEFAULT '{}',
        size text,
        features text[] NOT NULL DEFAULT '{}',
        tags text[] NOT NULL DEFAULT '{}',
        images text[] NOT NULL DEFAULT '{}',
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        is_best_seller boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX product_name_idx ON product (name)`);
    await q.query(`CREATE INDEX product_category_idx ON product (category)`);
    await q.query(`CREATE INDEX product_created_idx ON product (created_at DESC)`);
    await q.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text NOT NULL,
        mobile text NOT NULL,
        city text NOT NULL,
        pincode text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX app_user_email_lower_uq ON app_user (lower(email))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_user`);
    await q.query(`DROP TABLE product`);
  }
}
