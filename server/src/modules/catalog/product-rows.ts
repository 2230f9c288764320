import type { EntityManager } from 'typeorm';
import { preparedRows } from '../../common/sql';
import type { ProductPhoto } from '../media/photos';
import type { ProductEntity } from './product.entity';

/**
 * Catalogue reads as plain SQL rows already shaped like ProductEntity. Reads are the shop's hottest
 * path, and TypeORM's find() builds a query builder and hydrates entities on every call: under load
 * that costs more than the query itself. Nothing here is saved back, so a plain row does.
 */

/** Each column of a product row, as selected from `product p`. */
const COLUMN_SQL = {
  id: 'p.id',
  name: 'p.name',
  description: 'p.description',
  pricePaise: 'p.price_paise AS "pricePaise"',
  mrpPaise: 'p.mrp_paise AS "mrpPaise"',
  offerPercent: 'p.offer_percent AS "offerPercent"',
  category: 'p.category',
  kind: 'p.kind',
  color: 'p.color',
  availableSizes: 'p.available_sizes AS "availableSizes"',
  features: 'p.features',
  tags: 'p.tags',
  images: 'p.images',
  photos: 'p.photos',
  // An archived product is no longer sold: every shopper-facing read shows it with nothing in stock.
  stock: 'CASE WHEN p.archived_at IS NULL THEN p.stock ELSE 0 END AS stock',
  archived: '(p.archived_at IS NOT NULL) AS archived',
  isBestSeller: 'p.is_best_seller AS "isBestSeller"',
  ratingCount: 'p.rating_count AS "ratingCount"',
  ratingTotal: 'p.rating_total AS "ratingTotal"',
  rating: 'p.rating_avg AS rating',
  createdAt: 'p.created_at AS "createdAt"',
  // Not stored: the first image alone, for cards that show nothing else of `images`.
  coverImage: `coalesce(p.images[1], '') AS "coverImage"`,
  // Not stored either: the first uploaded photo alone (null when there is none), for the same cards.
  coverPhoto: `p.photos -> 0 AS "coverPhoto"`,
  // The cheapest and dearest of its listed sizes' prices (a size without its own price costs the
  // product's; null: no listed size), kept on the row by triggers (catalog/sql/product_size_prices_of.sql),
  // for cards that say "from" without reading every size.
  sizePrices: 'p.size_price_min_paise AS "sizePriceMinPaise", p.size_price_max_paise AS "sizePriceMaxPaise"',
} as const;

export type ProductColumn = keyof typeof COLUMN_SQL;

/** A product row: every column, or only some of them (see productColumns). */
export type ProductRow = ProductEntity & { coverImage?: string; coverPhoto?: ProductPhoto | null; archived?: boolean; sizePriceMinPaise?: number | null; sizePriceMaxPaise?: number | null };

export const PRODUCT_COLUMNS = (Object.keys(COLUMN_SQL) as ProductColumn[]).filter((c) => c !== 'coverImage' && c !== 'coverPhoto').map((c) => COLUMN_SQL[c]).join(', ');

const columnLists = new Map<string, string>();

/**
 * The select list of a read that needs only some columns (a listing's cards need ten of nineteen, and
 * parsing array and date columns nobody reads is most of the client's cost of a row); `id` is always in.
 * Without a list, every column.
 */
export function productColumns(columns?: ReadonlySet<ProductColumn> | null): string {
  if (!columns) return PRODUCT_COLUMNS;
  const key = [...columns].sort().join(',');
  let sql = columnLists.get(key);
  if (sql === undefined) {
    sql = ['id' as const, ...[...columns].filter((c) => c !== 'id').sort()].map((c) => COLUMN_SQL[c]).join(', ');
    columnLists.set(key, sql);
  }
  return sql;
}

export function productsByIds(em: EntityManager, ids: string[], columns?: ReadonlySet<ProductColumn> | null): Promise<ProductRow[]> {
  return preparedRows(em, `SELECT ${productColumns(columns)} FROM product p WHERE p.id = ANY($1::uuid[])`, [ids]);
}

/** Newest first, as the `products` query, the home page and the sitemap list them; archived products are not listed. */
export function newestProducts(em: EntityManager, limit: number, offset: number, columns?: ReadonlySet<ProductColumn> | null): Promise<ProductRow[]> {
  return preparedRows(
    em,
    `SELECT ${productColumns(columns)} FROM product p WHERE p.archived_at IS NULL ORDER BY p.created_at DESC, p.id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
}

/** The products of a family (same name, any letter case) still sold, optionally in one colour, oldest first. */
export function familyMembers(em: EntityManager, name: string, color: string | undefined, limit: number): Promise<ProductEntity[]> {
  return em.query(
    `SELECT ${PRODUCT_COLUMNS} FROM product p
     WHERE lower(p.name) = lower($1) AND ($2::text IS NULL OR p.color = lower($2)) AND p.archived_at IS NULL
     ORDER BY p.created_at, p.id LIMIT $3`,
    [name, color ?? null, limit],
  );
}
