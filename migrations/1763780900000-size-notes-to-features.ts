import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The free-text size note of a product ('11 oz', '24 x 20 cm', 'Free size') becomes its first
 * feature, 'Size: 11 oz', and the `size` column goes. Legacy clients read any non-empty `size` on a
 * product as "a size must be picked first" and could then never check out; features are what every
 * client already shows a shopper, so the note stays visible everywhere.
 */
export class SizeNotesToFeatures1763780900000 implements MigrationInterface {
  name = 'SizeNotesToFeatures1763780900000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE product SET features = array_prepend('Size: ' || btrim(size), features)
      WHERE btrim(coalesce(size, '')) <> '' AND NOT (('Size: ' || btrim(size)) = ANY (features))`);
    await q.query(`ALTER TABLE product DROP COLUMN size`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN size text`);
    await q.query(`
      UPDATE product p SET size = substr(n.note, 7), features = array_remove(p.features, n.note)
      FROM (SELECT id, (SELECT f FROM unnest(features) f WHERE f LIKE 'Size: %' LIMIT 1) AS note FROM product) n
      WHERE n.id = p.id AND n.note IS NOT NULL`);
  }
}
