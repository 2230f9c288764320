import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ProductEntity } from '../modules/catalog/product.entity';
import { demoCatalogue } from './demo-catalogue';
import { catalogueStream, DEFAULT_SEED } from './generate-catalogue';
import { insertProducts, type ProductSeed } from './product-seed';
import { seededRandom } from './random';
import { sampleReviews } from './review-seed';
import { seedTaxDetails } from './tax-seed';
import { seedPromotions } from './promotion-seed';

/** The demo catalogue with its sample reviews; the same on every machine. */
export function demoCatalogueWithReviews(): ProductSeed[] {
  const r = seededRandom(20251122);
  return demoCatalogue().map((p) => {
    const count = p.bestSeller ? r.int(6, 12) : r.chance(0.15) ? 0 : r.int(1, 7);
    return { ...p, reviews: sampleReviews(r, p.kind, !!p.bestSeller, count) };
  });
}

/** Seeds the demo catalogue (with its HSN codes, and the demo shop's legal details) only into an empty product table; returns how many products it added. */
export async function seedIfEmpty(ds: DataSource): Promise<number> {
  if ((await ds.getRepository(ProductEntity).count()) > 0) return 0;
  const catalogue = demoCatalogueWithReviews();
  await insertProducts(ds, catalogue);
  await shapeSizeStock(ds);
  await seedTaxDetails(ds);
  await seedPromotions(ds);
  return catalogue.length;
}

/**
 * Stock per size as a real shop has it: the database splits each product's stock evenly over its sizes,
 * and then (chosen by a hash of name and colour, so every machine gets the same shop) about one sized
 * product in three has sold out of its largest size and one in five has only 2 left of its smallest.
 * Counted through the stock writer, so every size still equals its ledger (reason `initial`).
 */
async function shapeSizeStock(ds: DataSource): Promise<void> {
  await ds.query(
    `SELECT stock_set_many(coalesce(jsonb_agg(jsonb_build_object('variantId', x.id, 'stock', x.stock)), '[]'), '{"reason":"initial","note":"Demo stock per size"}')
     FROM (SELECT v.id, CASE WHEN v.position = n.last AND n.h % 3 = 0 THEN 0 ELSE 2 END AS stock
           FROM product_variant v
           JOIN (SELECT product_id, max(position) AS last, abs(hashtext(min(p.name) || min(p.color))) AS h
                 FROM product_variant JOIN product p ON p.id = product_id WHERE size <> 'NA' GROUP BY product_id) n ON n.product_id = v.product_id
           WHERE (v.position = n.last AND n.h % 3 = 0) OR (v.position = 1 AND n.h % 5 = 0)) x`,
  );
}

/**
 * The id of generated product `index` for `seed`: a UUID (version 4 layout) from a hash, so the same
 * catalogue has the same ids on every machine and a database can tell which generated products it holds.
 */
export function generatedProductId(seed: number, index: number): string {
  const b = createHash('sha256').update(`rangrez-generated:${seed}:${index}`).digest();
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex', 0, 16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * How many leading products of the generated catalogue for `seed` the database holds: the product
 * count when it is exactly products 0..n-1 of that catalogue, null when it holds anything else.
 */
export async function generatedPrefix(ds: DataSource, seed = DEFAULT_SEED): Promise<number | null> {
  const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM product');
  if (n === 0) return 0;
  const [{ first, last }] = await ds.query(
    'SELECT EXISTS (SELECT 1 FROM product WHERE id = $1) AS first, EXISTS (SELECT 1 FROM product WHERE id = $2) AS last',
    [generatedProductId(seed, 0), generatedProductId(seed, n - 1)],
  );
  return first && last ? n : null;
}

export interface GenerateOptions {
  seed?: number;
  /** Called after each batch with the number of products now in the catalogue. */
  onProgress?: (done: number) => void;
}

const BATCH = 5000;

/**
 * Brings the catalogue to the first `count` products of the generated catalogue for a seed,
 * streaming them in batches (constant memory, so millions fit): an empty catalogue is filled, one
 * holding the first n < count generated products grows by the rest. Then refreshes the planner's
 * statistics so the first queries are planned on real numbers. Returns how many products it added;
 * 0 when the catalogue holds anything else (or already `count` products or more).
 */
export async function seedGenerated(ds: DataSource, count: number, opts: GenerateOptions = {}): Promise<number> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const have = await generatedPrefix(ds, seed);
  if (have === null || have >= count) return 0;
  const base = Date.now();
  let index = 0;
  let batch: ProductSeed[] = [];
  let pending: Promise<void> | undefined;
  const flush = async () => {
    const from = index - batch.length;
    const ids = batch.map((_, j) => generatedProductId(seed, from + j));
    // PostgreSQL inserts one batch while Node generates the next.
    await pending;
    pending = insertProducts(ds, batch, { ids, base });
    batch = [];
    pending.then(() => opts.onProgress?.(from + ids.length), () => undefined);
  };
  for (const product of catalogueStream(seed)) {
    if (index >= count) break;
    if (index++ < have) continue;
    batch.push(product);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  await pending;
  await ds.query('VACUUM ANALYZE product');
  await ds.query('VACUUM ANALYZE review');
  await ds.query('ANALYZE search_term');
  return count - have;
}
