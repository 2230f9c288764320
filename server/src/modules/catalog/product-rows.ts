import type { EntityManager } from 'typeorm';
import type { ProductEntity } from './product.entity';

/**
 * Catalogue reads as plain SQL rows already shaped like ProductEntity. Reads are the shop's hottest
 * path, and TypeORM's find() builds a query builder and hydrates entities on every call: under load
 * that costs more than the query itself. Nothing here is saved back, so a plain row does.
 */
export const PRODUCT_COLUMNS = `p.id, p.name, p.description, p.price_paise AS "pricePaise", p.mrp_paise AS "mrpPaise",
  p.offer_percent AS "offerPercent", p.category, p.kind, p.color, p.available_sizes AS "availableSizes",
  p.features, p.tags, p.images, p.stock, p.is_best_seller AS "isBestSeller", p.rating_count AS "ratingCount",
  p.rating_total AS "ratingTotal", p.rating_avg AS rating, p.created_at AS "createdAt"`;

export function productsByIds(em: EntityManager, ids: string[]): Promise<ProductEntity[]> {
  return em.query(`SELECT ${PRODUCT_COLUMNS} FROM product p WHERE p.id = ANY($1::uuid[])`, [ids]);
}

/** Newest first, as the `products` query and the home page list them. */
export function newestProducts(em: EntityManager, limit: number, offset: number): Promise<ProductEntity[]> {
  return em.query(`SELECT ${PRODUCT_COLUMNS} FROM product p ORDER BY p.created_at DESC, p.id LIMIT $1 OFFSET $2`, [limit, offset]);
}

/** The products of a family (same name, any letter case), optionally in one colour, oldest first. */
export function familyMembers(em: EntityManager, name: string, color: string | undefined, limit: number): Promise<ProductEntity[]> {
  return em.query(
    `SELECT ${PRODUCT_COLUMNS} FROM product p
     WHERE lower(p.name) = lower($1) AND ($2::text IS NULL OR p.color = lower($2))
     ORDER BY p.created_at, p.id LIMIT $3`,
    [name, color ?? null, limit],
  );
}
