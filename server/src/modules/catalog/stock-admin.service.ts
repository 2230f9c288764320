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
   * Changes a product's stock with a reason and an optional note: by `delta` (units added, negative to
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
      const [current] = isUuid(input.productId) ? await adminRowsByIds(tx.em, [input.productId], true) : [];
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      const movement = { reason: input.reason, staffId: tx.staff?.id ?? null, staffEmail: tx.staff?.email ?? null, note };
      if (hasDelta) {
        if (current.stock + input.delta! < 0) throw fieldErrors({ delta: STOCK_MESSAGES.belowZero(current.stock) });
        await stock.adjust(tx, current.id, input.delta!, movement);
      } else {
        await stock.set(tx, current.id, input.count!, movement);
      }
      const [row] = await adminRowsByIds(tx.em, [current.id]);
      await auditService.record(tx, {
        action: 'stock.adjust',
        entityType: 'product',
        entityId: current.id,
        before: { stock: current.stock },
        after: { stock: row.stock, reason: input.reason, ...(hasDelta ? { delta: input.delta } : { counted: input.count }), note },
      });
      await publishChange(tx, { kind: 'stock', ids: [current.id] });
      return toAdminProduct(row);
    });
  },

  /** Sets the stock at or below which a product is low. Audited. */
  async setLowStockThreshold(ctx: RequestContext, productId: string, threshold: number): Promise<AdminProduct> {
    if (!Number.isInteger(threshold) || threshold < 0 || threshold > LIMITS.threshold) throw fieldErrors({ threshold: MESSAGES.threshold });
    return inTransaction(ctx, async (tx) => {
      const [current] = isUuid(productId) ? await adminRowsByIds(tx.em, [productId], true) : [];
      if (!current) throw notFound(PRODUCT_NOT_FOUND);
      if (current.lowStockThreshold === threshold) return toAdminProduct(current);
      await tx.em.query(`UPDATE product SET low_stock_threshold = $2, updated_at = now() WHERE id = $1`, [productId, threshold]);
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

  /** Products on sale at or below their low-stock threshold (out of stock included), fewest first. */
  async lowStock(ctx: RequestContext, page: { limit: number; offset: number }): Promise<{ items: AdminProduct[]; total: number }> {
    // The same condition as the partial index product_low_stock_idx, so only those rows are read.
    const condition = 'p.stock <= p.low_stock_threshold AND p.archived_at IS NULL';
    const rows: AdminProductRow[] = await ctx.em.query(
      `SELECT ${ADMIN_COLUMNS} FROM product p WHERE ${condition} ORDER BY p.stock, p.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    return { items: rows.map(toAdminProduct), total: await this.lowStockCount(ctx) };
  },

  /** How many products on sale are low or out of stock (for the dashboard). */
  async lowStockCount(ctx: RequestContext): Promise<number> {
    const [{ n }] = await ctx.em.query(`SELECT count(*)::int AS n FROM product p WHERE p.stock <= p.low_stock_threshold AND p.archived_at IS NULL`);
    return n;
  },

  /** A product's stock ledger, newest first. Unknown product: NOT_FOUND. */
  async ledger(ctx: RequestContext, productId: string, page: { limit: number; offset: number }): Promise<{ items: StockLedgerEntry[]; total: number }> {
    const [product] = isUuid(productId) ? await ctx.em.query(`SELECT id FROM product WHERE id = $1`, [productId]) : [];
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const items: StockLedgerEntry[] = await ctx.em.query(
      `SELECT id::text, product_id AS "productId", delta, reason, order_id AS "orderId", staff_id AS "staffId", staff_email AS "staffEmail",
              note, balance_after AS "balanceAfter", at
       FROM stock_ledger WHERE product_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [productId, page.limit, page.offset],
    );
    const [{ total }] = await ctx.em.query(`SELECT count(*)::int AS total FROM stock_ledger WHERE product_id = $1`, [productId]);
    return { items, total };
  },
};
