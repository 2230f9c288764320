import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SizeNotesToFeatures1763780900000 } from '../../../../migrations/1763780900000-size-notes-to-features';
import { createDataSource } from '../../data-source';
import { connectAndMigrate } from '../../db/database';
import { seedIfEmpty } from '../../seed/seed';
import { createTestDatabase, type TestDatabase } from '../../test/db';

let db: TestDatabase;
let ds: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  // Migrations run as the database's owner (the shop itself runs as the runtime role, which may not alter tables).
  await (await connectAndMigrate(db.url)).destroy();
  ds = await createDataSource(db.url).initialize();
});
afterAll(async () => {
  await ds?.destroy();
  await db?.drop();
});

const featuresOf = async (name: string): Promise<string[]> => (await ds.query(`SELECT features FROM product WHERE name = $1`, [name]))[0].features;
const hasSizeColumn = async () =>
  (await ds.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'product' AND column_name = 'size'`)).length > 0;

describe('size notes become product features', () => {
  it('the migration turns each stored size note into a first feature "Size: …" and drops the size column', async () => {
    const migration = new SizeNotesToFeatures1763780900000();
    const q = ds.createQueryRunner();
    try {
      // The catalogue as it was before: a free-text `size` column.
      await migration.down(q);
      expect(await hasSizeColumn()).toBe(true);
      const insert = (name: string, sizes: string[], size: string | null, features: string[]) =>
        q.query(
          `INSERT INTO product (name, description, price_paise, mrp_paise, category, kind, color, available_sizes, size, features)
           VALUES ($1, 'An old catalogue row.', 29999, 49999, 'accessories', 'mug', 'white', $2, $3, $4)`,
          [name, sizes, size, features],
        );
      await insert('Old Mug', [], '11 oz', ['Dishwasher safe']);
      await insert('Old Pad', [], ' 24 x 20 cm ', []);
      await insert('Old Tee', ['S', 'M'], null, ['Cotton']);
      await insert('Old Blank', [], '  ', ['Plain']);
      await insert('Old Done', [], 'Free size', ['Size: Free size', 'Curved peak']);

      await migration.up(q);
    } finally {
      await q.release();
    }
    expect(await hasSizeColumn()).toBe(false);
    expect(await featuresOf('Old Mug')).toEqual(['Size: 11 oz', 'Dishwasher safe']);
    expect(await featuresOf('Old Pad')).toEqual(['Size: 24 x 20 cm']);
    expect(await featuresOf('Old Tee')).toEqual(['Cotton']);
    expect(await featuresOf('Old Blank')).toEqual(['Plain']);
    expect(await featuresOf('Old Done')).toEqual(['Size: Free size', 'Curved peak']);
  });

  it('a fresh seed puts the notes where the migration does', async () => {
    await ds.query(`DELETE FROM product`);
    expect(await seedIfEmpty(ds)).toBeGreaterThan(0);
    const rows: { kind: string; features: string[]; available_sizes: string[] }[] = await ds.query(
      `SELECT DISTINCT ON (kind) kind, features, available_sizes FROM product ORDER BY kind, name`,
    );
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(byKind.mug.features[0]).toBe('Size: 11 oz');
    expect(byKind.cap.features[0]).toBe('Size: Free size');
    expect(byKind.mousepad.features[0]).toBe('Size: 24 x 20 cm');
    // Clothing has a size choice instead of a note.
    expect(byKind.tshirt.available_sizes.length).toBeGreaterThan(0);
    expect(byKind.tshirt.features.some((f) => f.startsWith('Size:'))).toBe(false);
    for (const r of rows) expect(r.features.filter((f) => f.startsWith('Size:')).length).toBeLessThanOrEqual(1);
  });
});
