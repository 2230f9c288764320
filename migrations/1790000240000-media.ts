import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded photos: one row per upload with the sizes and formats made from it, and each product's
 * ordered photos (the first is the cover) kept on the product itself, so a listing reads its pictures
 * with the products in one query.
 */
export class Media1790000240000 implements MigrationInterface {
  name = 'Media1790000240000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        content_hash text NOT NULL,
        mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        bytes integer NOT NULL CHECK (bytes > 0),
        variants jsonb NOT NULL,
        alt text NOT NULL DEFAULT '',
        created_by uuid REFERENCES staff_member (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The same file uploaded again reuses the variants already stored under its hash.
    await q.query(`CREATE INDEX media_content_hash_idx ON media (content_hash)`);
    await q.query(`ALTER TABLE product ADD COLUMN photos jsonb NOT NULL DEFAULT '[]'`);
    // Changing a photo's alt text finds the products that show it (photos @> '[{"id": …}]').
    await q.query(`CREATE INDEX product_photos_idx ON product USING gin (photos jsonb_path_ops)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX product_photos_idx`);
    await q.query(`ALTER TABLE product DROP COLUMN photos`);
    await q.query(`DROP TABLE media`);
  }
}
