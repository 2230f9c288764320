import type { EntityManager } from 'typeorm';
import type { ProductPhoto } from '../media/photos';
import { photosOf } from '../media/photos';
import { StockState, type AdminProduct, type GstRateClass } from './product-admin.types';
import type { ProductValues } from './product-fields';

/** A product row as staff read it: every column, the real stock, the archive date. */
export interface AdminProductRow extends Omit<ProductValues, 'sku'> {
  id: string;
  sku: string;
  offerPercent: number;
  images: string[];
  photos: ProductPhoto[];
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** A size at or below its threshold (absent on rows read without it). */
  sizeLow?: boolean;
}

/** Whether a size of `product p` is at or below its low-stock threshold (sold out included). */
const SIZE_LOW = 'EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = p.id AND v.listed AND v.stock <= v.low_stock_threshold)';

export const ADMIN_COLUMNS = `p.id, p.sku, p.name, p.description, p.price_paise AS "pricePaise", p.mrp_paise AS "mrpPaise",
  p.offer_percent AS "offerPercent", p.category, p.kind, p.color, p.available_sizes AS "availableSizes", p.features, p.tags,
  p.is_best_seller AS "isBestSeller", p.hsn_code AS "hsnCode", p.gst_rate_class AS "gstRateClass", p.stock,
  p.low_stock_threshold AS "lowStockThreshold", p.images, p.photos, p.archived_at AS "archivedAt",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", ${SIZE_LOW} AS "sizeLow"`;

/** OUT when no size has any left, LOW when a size is at or below its threshold (or sold out), else IN_STOCK. */
export const stockStateOf = (stock: number, sizeLow: boolean): StockState => (stock <= 0 ? StockState.OUT : sizeLow ? StockState.LOW : StockState.IN_STOCK);

/** The SQL condition of each stock state, on `product p`. */
export const STOCK_STATE_SQL: Record<StockState, string> = {
  OUT: 'p.stock = 0',
  LOW: `p.stock > 0 AND ${SIZE_LOW}`,
  IN_STOCK: `p.stock > 0 AND NOT ${SIZE_LOW}`,
};

export function toAdminProduct(row: AdminProductRow): AdminProduct {
  const photos = photosOf(row);
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    variantGroup: row.name,
    description: row.description,
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    offerPercent: row.offerPercent,
    category: row.category,
    kind: row.kind,
    color: row.color,
    availableSizes: row.availableSizes,
    features: row.features,
    tags: row.tags,
    isBestSeller: row.isBestSeller,
    hsnCode: row.hsnCode,
    gstRateClass: row.gstRateClass as GstRateClass,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    stockState: stockStateOf(row.stock, row.sizeLow ?? row.stock <= row.lowStockThreshold),
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    photos,
    coverPhoto: photos[0] ?? null,
    imageIds: row.photos.map((p) => p.id),
  };
}

/** The rows of these ids (any order); `lock`: FOR UPDATE, inside the caller's transaction. */
export async function adminRowsByIds(em: EntityManager, ids: string[], lock = false): Promise<AdminProductRow[]> {
  if (ids.length === 0) return [];
  return em.query(`SELECT ${ADMIN_COLUMNS} FROM product p WHERE p.id = ANY($1::uuid[]) ORDER BY p.id ${lock ? 'FOR UPDATE' : ''}`, [ids]);
}

/** The rows whose SKU (any letter case) is one of these; `lock` as above. */
export async function adminRowsBySkus(em: EntityManager, skus: string[], lock = false): Promise<AdminProductRow[]> {
  if (skus.length === 0) return [];
  return em.query(
    `SELECT ${ADMIN_COLUMNS} FROM product p WHERE lower(p.sku) = ANY($1::text[]) ORDER BY p.id ${lock ? 'FOR UPDATE' : ''}`,
    [skus.map((s) => s.toLowerCase())],
  );
}

/** The product on sale (not archived) of this family and colour, other than `exceptId`, if any. */
export async function sameFamilyAndColour(em: EntityManager, name: string, color: string, exceptId?: string): Promise<{ id: string; sku: string } | null> {
  const [row] = await em.query(
    `SELECT id, sku FROM product WHERE lower(name) = lower($1) AND color = $2 AND archived_at IS NULL AND ($3::uuid IS NULL OR id <> $3) LIMIT 1`,
    [name, color, exceptId ?? null],
  );
  return row ?? null;
}
