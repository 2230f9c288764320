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

/**
 * Inserts products and their reviews in chunks, so a large generated catalogue does not build one
 * giant statement. Each product's rating count and total are those of the reviews inserted with it.
 */
export async function insertProducts(ds: DataSource, seeds: ProductSeed[], chunk = 1000): Promise<void> {
  const base = Date.now();
  for (let i = 0; i < seeds.length; i += chunk) {
    const part = seeds.slice(i, i + chunk);
    // Without an explicit age, older items come first, so "newest" ordering matches the list order.
    const rows = part.map((s, j) =>
      toEntity(s, new Date(s.daysAgo !== undefined ? base - s.daysAgo * DAY : base - (seeds.length - i - j) * 60_000)),
    );
    const result = await ds.createQueryBuilder().insert().into(ProductEntity).values(rows).returning(['id']).execute();
    const ids = result.identifiers.map((x) => x.id as string);

    const productIds: string[] = [];
    const usernames: string[] = [];
    const stars: number[] = [];
    const texts: string[] = [];
    const dates: string[] = [];
    part.forEach((s, j) => {
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
}
