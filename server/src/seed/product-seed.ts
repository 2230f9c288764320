import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { rupeesToPaise } from '../common/money';
import { productImagePaths } from '../modules/catalog/product-art';
import { sizeNoteFeature } from '../modules/catalog/size-note';
import { ProductEntity } from '../modules/catalog/product.entity';
import type { ReviewSeed } from './review-seed';

/** How a seeded product is written down: rupees as the shop advertises them. */
export interface ProductSeed {
  name: string;
  description: string;
  price: number;
  mrp: number;
  category: string;
  kind: string;
  color: string;
  sizes?: string[];
  /** A free-text size for items without a size choice ('11 oz'): shown to shoppers as the first feature. */
  sizeNote?: string;
  features?: string[];
  tags?: string[];
  stock: number;
  bestSeller?: boolean;
  /** Its sample reviews; the product's rating aggregates are computed from them. */
  reviews?: ReviewSeed[];
  /** How long ago it was listed; by default, seeds listed later are newer. */
  daysAgo?: number;
}

export function toEntity(seed: ProductSeed, createdAt?: Date): Partial<ProductEntity> {
  const price = rupeesToPaise(seed.price);
  const mrp = rupeesToPaise(seed.mrp);
  const reviews = seed.reviews ?? [];
  return {
    name: seed.name,
    description: seed.description,
    pricePaise: price,
    mrpPaise: mrp,
    offerPercent: Math.round(((mrp - price) / mrp) * 100),
    category: seed.category,
    kind: seed.kind,
    color: seed.color,
    availableSizes: seed.sizes ?? [],
    features: [...(seed.sizeNote ? [sizeNoteFeature(seed.sizeNote)] : []), ...(seed.features ?? [])],
    tags: seed.tags ?? [],
    images: productImagePaths(seed.kind, seed.color, seed.name),
    stock: seed.stock,
    isBestSeller: seed.bestSeller ?? false,
    ratingCount: reviews.length,
    ratingTotal: reviews.reduce((sum, r) => sum + r.stars, 0),
    ...(createdAt ? { createdAt } : {}),
  };
}

const DAY = 86_400_000;

/** The product columns a seed fills, as jsonb_to_recordset reads them. */
const ROW_TYPE = `id uuid, name text, description text, price_paise integer, mrp_paise integer, offer_percent integer,
  category text, kind text, color text, available_sizes text[], features text[], tags text[], images text[], stock integer,
  is_best_seller boolean, rating_count integer, rating_total integer, created_at timestamptz`;
const COLUMNS = ROW_TYPE.split(',').map((c) => c.trim().split(' ')[0]).join(', ');

export interface InsertOptions {
  /** The products' ids, one per seed (a generated catalogue's are deterministic); random otherwise. */
  ids?: string[];
  /** The moment ages (daysAgo) count back from; now by default. */
  base?: number;
}

/**
 * Inserts products and their reviews, one statement for the products and one for the reviews (the
 * rows travel as one JSON document and one set of arrays: a few megabytes for thousands of products,
 * and one run of the statement-level search_term trigger). Callers pass a few thousand seeds at a
 * time. Each product's rating count and total are those of the reviews inserted with it.
 */
export async function insertProducts(ds: Pick<DataSource, 'query'>, seeds: ProductSeed[], opts: InsertOptions = {}): Promise<void> {
  if (seeds.length === 0) return;
  const base = opts.base ?? Date.now();
  const ids = opts.ids ?? seeds.map(() => randomUUID());
  // Without an explicit age, older items come first, so "newest" ordering matches the list order.
  const rows = seeds.map((s, j) => {
    const e = toEntity(s, new Date(s.daysAgo !== undefined ? base - s.daysAgo * DAY : base - (seeds.length - j) * 60_000));
    return {
      id: ids[j], name: e.name, description: e.description, price_paise: e.pricePaise, mrp_paise: e.mrpPaise,
      offer_percent: e.offerPercent, category: e.category, kind: e.kind, color: e.color, available_sizes: e.availableSizes,
      features: e.features, tags: e.tags, images: e.images, stock: e.stock, is_best_seller: e.isBestSeller,
      rating_count: e.ratingCount, rating_total: e.ratingTotal, created_at: e.createdAt,
    };
  });
  await ds.query(`INSERT INTO product (${COLUMNS}) SELECT ${COLUMNS} FROM jsonb_to_recordset($1::jsonb) AS x(${ROW_TYPE})`, [JSON.stringify(rows)]);

  const productIds: string[] = [];
  const usernames: string[] = [];
  const stars: number[] = [];
  const texts: string[] = [];
  const dates: string[] = [];
  seeds.forEach((s, j) => {
    for (const r of s.reviews ?? []) {
      productIds.push(ids[j]);
      usernames.push(r.username);
      stars.push(r.stars);
      texts.push(r.text);
      dates.push(new Date(base - r.daysAgo * DAY).toISOString());
    }
  });
  if (productIds.length) {
    await ds.query(
      `INSERT INTO review (product_id, username, stars, text, created_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::smallint[], $4::text[], $5::timestamptz[])`,
      [productIds, usernames, stars, texts, dates],
    );
  }
}
