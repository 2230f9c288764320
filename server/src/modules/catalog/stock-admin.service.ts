import { notFound } from '../../common/errors';
import { isCleanText } from '../../common/input-hygiene';
import { publishChange } from '../../common/shop-changes';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { PRODUCT_NOT_FOUND } from './catalog.service';
import { ADMIN_COLUMNS, adminRowsByIds, toAdminProduct, type AdminProductRow } from './product-admin-rows';
import { StockAdjustReason, type AdminProduct, type StockAdjustmentInput, type StockLedgerEntry } from './product-admin.types';
import { fieldErrors, LIMITS, MESSAGES, type FieldProblems } from './product-fields';
import { stock } from './stock';
import { isSku, VARIANT_MESSAGES, variantById, variantBySku, variantsOf, type VariantRow } from './variants';

export const STOCK_MESSAGES = {
  deltaOrCount: 'Give either the units to add or remove, or the units counted, not both.',
  delta: `Units to add or remove: a whole number other than 0, at most ${LIMITS.stock.toLocaleString('en-IN')} either way.`,
  count: MESSAGES.stock,
  note: 'A note has at most 500 characters.',
  reason: 'Choose a reason: received, damaged, found or correction.',
  belowZero: (inStock: number) => `Only ${inStock} in stock: at most ${inStock} can be taken away.`,
} as const;

const NOTE_MAX = 500;

/**
 * Stock as staff run it: changes with a reason (through the catalogue's stock writer, which records
 * each in the stock ledger), low-stock thresholds, the low-stock list and a product's ledger.
 */
export const stockAdmin = {
  /**
   * Changes a size's stock (`sku`, or the product's only size) with a reason and an optional note: by `delta` (units added, negative to
   * remove) or by `count` (units counted; the ledger records the difference, 0 included). The stock
   * never goes below zero. Audited with the stock before and after.
   */
  async adjust(ctx: RequestContext, input: StockAdjustmentInput): Promise<AdminProduct> {
    const problems: FieldProblems = {};
    const hasDelta = input.delta !== undefined && input.delta !== null;
    const hasCount = input.count !== undefined && input.count !== null;
    if (hasDelta === hasCount) problems[hasDelta ? 'count' : 'delta'] = STOCK_MESSAGES.deltaOrCount;
    if (hasDelta && (!Number.isInteger(input.delta) || input.delta === 0 || Math.abs(input.delta!) > LIMITS.stock)) problems.delta = STOCK_MESSAGES.delta;
    if (hasCount && (!Number.isInteger(input.count) || input.count! < 0 || input.count! > LIMITS.stock)) problems.count = STOCK_MESSAGES.count;
    if (!(Object.values(StockAdjustReason) as string[]).includes(input.reason)) problems.reason = STOCK_MESSAGES.reason;
    const note = input.note?.trim() || null;
    if (note && (note.length > NOTE_MAX || !isCleanText(note))) problems.note = STOCK_MESSAGES.note;
    if (Object.keys(problems).length) throw fieldErrors(problems);

    return inTransaction(ctx, async (tx) => {
      const variant = await this.variantToAdjust(tx, input);
      const movement = { reason: input.reason, staffId: tx.staff?.id ?? null, staffEmail: tx.staff?.email ?? null, note };
      if (hasDelta) {
        if (variant.stock + input.delta! < 0) throw fieldErrors({ delta: STOCK_MESSAGES.belowZero(variant.stock) });
        await stock.adjust(tx, variant.id, input.delta!, movement);
      } else {
        await stock.set(tx, { variantId: variant.id }, input.count!, movement);
      }
      const after = (await variantById(tx, variant.id))!;
      const [row] = await adminRowsByIds(tx.em, [variant.productId]);
      await auditService.record(tx, {
        action: 'stock.adjust',
        entityType: 'product',
        entityId: variant.productId,
        before: { sku: variant.sku, size: variant.size, stock: variant.stock },
        after: { sku: variant.sku, size: variant.size, stock: after.stock, reason: input.reason, ...(hasDelta ? { delta: input.delta } : { counted: input.count }), note },
      });
      await publishChange(tx, { kind: 'stock', ids: [variant.productId] });
      return toAdminProduct(row);
    });
  },

  /**
   * The size a stock change means: the one with `sku` (of `productId` when both are given), or the only
   * size of `productId`. A sized product without a SKU: a field error naming its sizes.
   */
  async variantToAdjust(tx: RequestContext, input: Pick<StockAdjustmentInput, 'productId' | 'sku'>): Promise<VariantRow> {
    const sku = input.sku?.trim();
    if (sku) {
      const v = await variantBySku(tx, sku);
      if (!v || (input.productId && v.productId !== input.productId)) throw fieldErrors({ sku: VARIANT_MESSAGES.unknownSku });
      const [product] = await adminRowsByIds(tx.em, [v.productId], true);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return (await variantById(tx, v.id))!;
    }
    const [current] = input.productId && isUuid(input.productId) ? await adminRowsByIds(tx.em, [input.productId], true) : [];
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const sizes = (await variantsOf(tx, [current.id])).get(current.id) ?? [];
    if (sizes.length !== 1) throw fieldErrors({ sku: VARIANT_MESSAGES.chooseSize(sizes.map((v) => v.size)) });
    return sizes[0];
  },

  /** Sets the stock at or below which a product is low. Audited. */
  async setLowStockThreshold(ctx: RequestContext, productId: string, threshold: number): Promise<AdminProduct> {
    if (!Number.isInteger(threshold) || threshold < 0 || threshold > LIMITS.threshold) throw fieldErrors({ threshold: MESSAGES.threshold });
    return inTransaction(ctx, async (tx) => {
      const [current] = isUuid(productId) ? await adminRowsByIds(tx.em, [productId], true) : [];
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      if (current.lowStockThreshold === threshold) return toAdminProduct(current);
      // The product's threshold is every size's (and a new size's); one size changes through updateVariant.
      await tx.em.query(`UPDATE product SET low_stock_threshold = $2, updated_at = now() WHERE id = $1`, [productId, threshold]);
      await tx.em.query(`UPDATE product_variant SET low_stock_threshold = $2 WHERE product_id = $1`, [productId, threshold]);
      const [row] = await adminRowsByIds(tx.em, [productId]);
      await auditService.record(tx, {
        action: 'stock.threshold',
        entityType: 'product',
        entityId: productId,
        before: { lowStockThreshold: current.lowStockThreshold },
        after: { lowStockThreshold: threshold },
      });
      return toAdminProduct(row);
    });
  },

  /** Products on sale with a size at or below its low-stock threshold (out of stock included), fewest first; `total` counts those sizes. */
  async lowStock(ctx: RequestContext, page: { limit: number; offset: number }): Promise<{ items: AdminProduct[]; total: number }> {
    // Read through the partial index product_variant_low_idx: only low sizes' rows.
    const rows: AdminProductRow[] = await ctx.em.query(
      `SELECT ${ADMIN_COLUMNS}
       FROM (SELECT v.product_id, min(v.stock) AS fewest FROM product_variant v
             WHERE v.listed AND v.stock <= v.low_stock_threshold GROUP BY v.product_id) low
       JOIN product p ON p.id = low.product_id
       WHERE p.archived_at IS NULL
       ORDER BY low.fewest, p.stock, p.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    return { items: rows.map(toAdminProduct), total: await this.lowStockCount(ctx) };
  },

  /** How many sizes of products on sale are low or out of stock (for the dashboard). */
  async lowStockCount(ctx: RequestContext): Promise<number> {
    const [{ n }] = await ctx.em.query(
      `SELECT count(*)::int AS n FROM product_variant v JOIN product p ON p.id = v.product_id
       WHERE v.listed AND v.stock <= v.low_stock_threshold AND p.archived_at IS NULL`,
    );
    return n;
  },

  /** A product's stock ledger, newest first; `sku` narrows it to one size. Unknown product: NOT_FOUND. */
  async ledger(ctx: RequestContext, productId: string, page: { limit: number; offset: number }, sku?: string | null): Promise<{ items: StockLedgerEntry[]; total: number }> {
    const [product] = isUuid(productId) ? await ctx.em.query(`SELECT id FROM product WHERE id = $1`, [productId]) : [];
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const only = sku?.trim() || null;
    // Checked before any work: a SKU the shop could never have given matches nothing and is a mistake.
    if (only !== null && !isSku(only)) throw fieldErrors({ sku: VARIANT_MESSAGES.sku });
    const where = `l.product_id = $1 AND ($2::text IS NULL OR lower(v.sku) = lower($2))`;
    const items: StockLedgerEntry[] = await ctx.em.query(
      `SELECT l.id::text, l.product_id AS "productId", v.sku, v.size, l.delta, l.reason, l.order_id AS "orderId", l.staff_id AS "staffId",
              l.staff_email AS "staffEmail", l.note, l.balance_after AS "balanceAfter", l.at
       FROM stock_ledger l LEFT JOIN product_variant v ON v.id = l.variant_id
       WHERE ${where} ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
      [productId, only, page.limit, page.offset],
    );
    const [{ total }] = await ctx.em.query(`SELECT count(*)::int AS total FROM stock_ledger l LEFT JOIN product_variant v ON v.id = l.variant_id WHERE ${where}`, [productId, only]);
    return { items, total };
  },
};
