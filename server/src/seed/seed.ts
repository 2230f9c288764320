import type { DataSource } from 'typeorm';
import { ProductEntity } from '../modules/catalog/product.entity';
import { demoCatalogue } from './demo-catalogue';
import { generateCatalogue } from './generate-catalogue';
import { insertProducts, type ProductSeed } from './product-seed';
import { seededRandom } from './random';
import { sampleReviews } from './review-seed';

/** The demo catalogue with its sample reviews; the same on every machine. */
export function demoCatalogueWithReviews(): ProductSeed[] {
  const r = seededRandom(20251122);
  return demoCatalogue().map((p) => {
    const count = p.bestSeller ? r.int(6, 12) : r.chance(0.15) ? 0 : r.int(1, 7);
    return { ...p, reviews: sampleReviews(r, p.kind, !!p.bestSeller, count) };
  });
}

/** Seeds the demo catalogue only into an empty product table; returns how many products it added. */
export async function seedIfEmpty(ds: DataSource): Promise<number> {
  if ((await ds.getRepository(ProductEntity).count()) > 0) return 0;
  const catalogue = demoCatalogueWithReviews();
  await insertProducts(ds, catalogue);
  return catalogue.length;
}

/**
 * Seeds `count` generated products (deterministic for a given seed) into an empty catalogue, then
 * refreshes the planner's statistics so the first queries are planned on real numbers.
 */
export async function seedGenerated(ds: DataSource, count: number, opts: { seed?: number; onProgress?: (done: number) => void } = {}): Promise<number> {
  if ((await ds.getRepository(ProductEntity).count()) > 0) return 0;
  const chunk = 2000;
  const all = generateCatalogue(count, opts.seed);
  for (let i = 0; i < all.length; i += chunk) {
    await insertProducts(ds, all.slice(i, i + chunk), 1000);
    opts.onProgress?.(Math.min(i + chunk, all.length));
  }
  await ds.query('VACUUM ANALYZE product');
  await ds.query('VACUUM ANALYZE review');
  await ds.query('ANALYZE search_term');
  return all.length;
}
