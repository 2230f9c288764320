import type { DataSource } from 'typeorm';
import { rupeesToPaise } from '../common/money';
import { productImagePaths } from '../modules/catalog/product-art';
import { ProductEntity } from '../modules/catalog/product.entity';

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
  size?: string;
  features?: string[];
  tags?: string[];
  stock: number;
  bestSeller?: boolean;
}

export function toEntity(seed: ProductSeed, createdAt?: Date): Partial<ProductEntity> {
  const price = rupeesToPaise(seed.price);
  const mrp = rupeesToPaise(seed.mrp);
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
    size: seed.size ?? null,
    features: seed.features ?? [],
    tags: seed.tags ?? [],
    images: productImagePaths(seed.kind, seed.color),
    stock: seed.stock,
    isBestSeller: seed.bestSeller ?? false,
    ...(createdAt ? { createdAt } : {}),
  };
}

/** Inserts in chunks so a large generated catalogue does not build one giant statement. */
export async function insertProducts(ds: DataSource, seeds: ProductSeed[], chunk = 1000): Promise<void> {
  const base = Date.now();
  for (let i = 0; i < seeds.length; i += chunk) {
    // Older items first, so "newest" ordering is deterministic and matches the list order.
    const rows = seeds.slice(i, i + chunk).map((s, j) => toEntity(s, new Date(base - (seeds.length - i - j) * 60_000)));
    await ds.createQueryBuilder().insert().into(ProductEntity).values(rows).execute();
  }
}
