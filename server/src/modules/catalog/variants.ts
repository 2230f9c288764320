import { rowsOf } from '../../common/sql';
import type { RequestContext } from '../../context';
import { MAX_PRICE_PAISE } from './catalog.types';
import { LIMITS, MESSAGES, type FieldProblems } from './product-fields';
import { stock, type StockMovement } from './stock';
import type { ProductVariant, UpdateVariantInput, VariantInput } from './variant.types';

/**
 * A product's sizes as variants (table product_variant; the database keeps them in step with the
 * product's sizes: modules/catalog/sql/product_variants_sync.sql). Reads for the storefront and the back
 * office, the checks of variant inputs, and the writes that are not stock (SKU, threshold, own price);
 * stock changes only through the catalogue's stock writer (stock.ts).
 */

export const VARIANT_MESSAGES = {
  sku: 'A SKU has 1 to 80 letters, digits, ".", "_" or "-", and starts with a letter or digit.',
  skuTaken: 'Another size already has this SKU.',
  skuTwice: 'Two sizes have the same SKU.',
  price: 'A size’s own price must be between ₹1 and ₹1,00,00,000.',
  noSizes: 'Give at least one size, or leave sizes out for an item without sizes.',
  sizeHasStock: (size: string, units: number) => `Size ${size} still has ${units} in stock: bring its stock to 0 before taking the size away.`,
  unknownSku: 'No size has this SKU.',
  chooseSize: (sizes: string[]) => `This product comes in ${sizes.join(', ')}: give the SKU of the size to change.`,
} as const;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** Whether a SKU is well formed (VARIANT_MESSAGES.sku says how). */
export const isSku = (sku: string) => SKU.test(sku);
const SIZE = /^[A-Za-z0-9]{1,10}$/;

/** A variant row as selected below (snake case from SQL, already shaped). */
export type VariantRow = ProductVariant & { productId: string; position: number };

const COLUMNS = `v.id, v.product_id AS "productId", v.sku, v.size, v.stock, v.position,
  coalesce(v.price_paise, p.price_paise) AS "pricePaise", v.price_paise AS "ownPricePaise",
  v.low_stock_threshold AS "lowStockThreshold",
  (v.stock > 0 AND p.archived_at IS NULL) AS available,
  (v.stock > 0 AND v.stock <= v.low_stock_threshold) AS "lowStock"`;

/** The listed variants of each product, in size order (a product without sizes: its one 'NA' variant). */
export async function variantsOf(ctx: RequestContext, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>(productIds.map((id) => [id, []]));
  if (!productIds.length) return byProduct;
  const rows = await rowsOf<VariantRow>(
    ctx,
    `SELECT ${COLUMNS} FROM product_variant v JOIN product p ON p.id = v.product_id
     WHERE v.product_id = ANY($1::uuid[]) AND v.listed ORDER BY v.product_id, v.position`,
    [productIds],
  );
  for (const r of rows) byProduct.get(r.productId)?.push(r);
  return byProduct;
}

/** The variant with this SKU (any letter case), listed or not; null when none has it. */
export async function variantBySku(ctx: RequestContext, sku: string): Promise<VariantRow | null> {
  if (!SKU.test(sku)) return null;
  const [row] = await rowsOf<VariantRow>(ctx, `SELECT ${COLUMNS} FROM product_variant v JOIN product p ON p.id = v.product_id WHERE lower(v.sku) = lower($1)`, [sku]);
  return row ?? null;
}

/** One variant by id; null when unknown. */
export async function variantById(ctx: RequestContext, id: string): Promise<VariantRow | null> {
  const [row] = await rowsOf<VariantRow>(ctx, `SELECT ${COLUMNS} FROM product_variant v JOIN product p ON p.id = v.product_id WHERE v.id = $1::uuid`, [id]);
  return row ?? null;
}

/**
 * The problems of a new product's `variants` input, keyed `variants.<i>.<field>` (and `variants` for the
 * list): sizes as availableSizes takes them, each once; SKUs well formed and not repeated; stock and own
 * price in range. Whether a SKU is taken by another product is checked when it is written.
 */
export function variantInputProblems(variants: VariantInput[]): FieldProblems {
  const problems: FieldProblems = {};
  if (!variants.length) problems.variants = VARIANT_MESSAGES.noSizes;
  if (variants.length > LIMITS.sizes) problems.variants = MESSAGES.tooManySizes;
  const sizes = new Set<string>();
  const skus = new Set<string>();
  variants.forEach((v, i) => {
    const at = (field: string) => `variants.${i}.${field}`;
    const size = typeof v.size === 'string' ? v.size.trim() : '';
    if (!SIZE.test(size)) problems[at('size')] = MESSAGES.sizes;
    else if (sizes.has(size.toUpperCase())) problems[at('size')] = MESSAGES.sizeTwice;
    sizes.add(size.toUpperCase());
    if (v.sku !== undefined && v.sku !== null) {
      const sku = v.sku.trim();
      if (!SKU.test(sku)) problems[at('sku')] = VARIANT_MESSAGES.sku;
      else if (skus.has(sku.toLowerCase())) problems[at('sku')] = VARIANT_MESSAGES.skuTwice;
      skus.add(sku.toLowerCase());
    }
    if (v.stock !== undefined && v.stock !== null && (!Number.isInteger(v.stock) || v.stock < 0 || v.stock > LIMITS.stock)) problems[at('stock')] = MESSAGES.stock;
    if (v.pricePaise !== undefined && v.pricePaise !== null && (!Number.isInteger(v.pricePaise) || v.pricePaise < 100 || v.pricePaise > MAX_PRICE_PAISE)) {
      problems[at('pricePaise')] = VARIANT_MESSAGES.price;
    }
  });
  return problems;
}

/** The problems of a variant update (SKU form, threshold and price ranges). */
export function variantUpdateProblems(input: UpdateVariantInput): FieldProblems {
  const problems: FieldProblems = {};
  if (input.sku !== undefined && input.sku !== null && !SKU.test(input.sku.trim())) problems.sku = VARIANT_MESSAGES.sku;
  const t = input.lowStockThreshold;
  if (t !== undefined && t !== null && (!Number.isInteger(t) || t < 0 || t > LIMITS.threshold)) problems.lowStockThreshold = MESSAGES.threshold;
  const p = input.pricePaise;
  if (p !== undefined && p !== null && (!Number.isInteger(p) || p < 100 || p > MAX_PRICE_PAISE)) problems.pricePaise = VARIANT_MESSAGES.price;
  return problems;
}

/** Whether another variant than `self` has this SKU (any letter case). */
export async function skuTaken(ctx: RequestContext, sku: string, self?: string): Promise<boolean> {
  const rows = await rowsOf(ctx, `SELECT 1 FROM product_variant WHERE lower(sku) = lower($1) AND ($2::uuid IS NULL OR id <> $2::uuid)`, [sku, self ?? null]);
  return rows.length > 0;
}

/**
 * Gives a just-created product's variants (made by the database from its sizes, with stock 0) their
 * SKUs, own prices and starting stock (the ledger's `initial` rows), as `variants` says. In the caller's transaction.
 */
export async function applyNewVariants(tx: RequestContext, productId: string, variants: VariantInput[], movement: StockMovement): Promise<void> {
  const made = (await variantsOf(tx, [productId])).get(productId) ?? [];
  const bySize = new Map(made.map((v) => [v.size, v]));
  for (const input of variants) {
    const v = bySize.get(input.size.trim());
    if (!v) continue;
    if (input.sku || input.pricePaise) {
      await rowsOf(tx, `UPDATE product_variant SET sku = coalesce($2, sku), price_paise = $3 WHERE id = $1`, [v.id, input.sku?.trim() || null, input.pricePaise ?? null]);
    }
  }
  const counts = variants.filter((i) => (i.stock ?? 0) > 0 && bySize.has(i.size.trim())).map((i) => ({ variantId: bySize.get(i.size.trim())!.id, stock: i.stock! }));
  await stock.setMany(tx, counts, { ...movement, reason: 'initial' });
}

/** Writes a variant's SKU, threshold and own price as `input` says (checked before). In the caller's transaction. */
export async function writeVariant(tx: RequestContext, id: string, input: UpdateVariantInput): Promise<void> {
  await rowsOf(
    tx,
    `UPDATE product_variant SET sku = coalesce($2, sku), low_stock_threshold = coalesce($3, low_stock_threshold),
       price_paise = CASE WHEN $5 THEN NULL ELSE coalesce($4, price_paise) END
     WHERE id = $1`,
    [id, input.sku?.trim() || null, input.lowStockThreshold ?? null, input.pricePaise ?? null, input.clearPrice === true],
  );
}
