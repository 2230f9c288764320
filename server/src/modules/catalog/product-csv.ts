import type { Writable } from 'node:stream';
import { csvRecord } from '../../common/csv';
import { isCleanText } from '../../common/input-hygiene';
import { paiseToRupees } from '../../common/money';
import { publishChange } from '../../common/shop-changes';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { productImagePaths } from './product-art';
import { ADMIN_COLUMNS, adminRowsBySkus, type AdminProductRow } from './product-admin-rows';
import { changedFields } from './product-admin.service';
import { CsvRefused, CsvSyntax, decodeCsv, guardCsv, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, readCsvRecords, turn, type CsvEncoding } from './csv-intake';
import { checkGroup, COLUMN_OF, CSV_COLUMNS, CSV_MESSAGES, EXPORT_COLUMNS, groupRows, joinList, NO_SIZE, readHeader, rowFields, splitList, type ParsedRow } from './product-csv-rows';
import type { ProductImportError, ProductImportResult } from './product-admin.types';
import { checkProductFields, defaultGstClass, MESSAGES, offerPercentOf, type ProductFieldsInput, type ProductValues } from './product-fields';
import { stock, type StockMovement } from './stock';
import { VARIANT_MESSAGES } from './variants';

/**
 * The catalogue as a CSV file, for spreadsheets and other shops' exports, laid out as Shopify's product
 * CSV is: one row per variant (each size of a product; a product without sizes has one row, its `size`
 * empty). The rows of one product share its `sku` (the product's handle) and repeat its product fields;
 * a later row may leave a product cell empty (it is the first row's), but a value that differs from the
 * product's first row is an error naming that row. Rows without a SKU are grouped by name and colour
 * (each colour of a family is one product) and create a product with a SKU made from them.
 *
 * A product's sizes are the sizes of its rows, in row order: a size left out is taken away (refused while
 * it has stock), a new one is added. Per row (the size's own): `variant_sku` (empty = as it is; a new size
 * gets PRODUCTSKU-SIZE), `variant_price` (its own price in rupees; empty = the product's price), `stock` and
 * `low_stock_threshold` (empty = as they are; a new size starts at 0 and the product's threshold). A file
 * without a `size` column is one row per product and changes product fields only (then the size columns
 * are refused).
 *
 * Prices in rupees ("1299.00"); lists (details, labels) separated by "|", where `\|` is a "|" inside an
 * item and `\\` a backslash (any other backslash is itself), so export then import gives back every item as
 * it was; yes/no for flags. Empty product cells: text, lists and the HSN code are what the cell shows
 * (empty = none; name, description, category, colour, price and MRP must not be empty); kind, GST class
 * and the two flags are left as they are (a new product gets its default). Columns left out of the file
 * are left as they are. `id` (the product's, exported for reference) is ignored on import.
 *
 * An import is checked whole before anything is written; it is applied in one transaction, all rows or
 * none. A size's stock that differs is a counted stock, written through the stock ledger with reason
 * `import` (a new product's sizes too, after their `initial` rows of 0). An import that changes nothing
 * writes nothing: no ledger row, no audit entry. The rows and their columns: product-csv-rows.ts.
 */

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS };
export { CSV_COLUMNS, CSV_MESSAGES, joinList, splitList };
/** What GraphQL callers are told: the request body limit keeps a GraphQL import small. */
export const IMPORT_GRAPHQL_NOTE =
  'A GraphQL request carries at most 512 KB (about 2,000 rows); send larger files to POST /admin/api/products/import?dryRun=true|false with the file as the body (Content-Type: text/csv), which answers the same JSON.';

/** Errors listed in one answer; a file with more is mostly wrong anyway. */
const MAX_ERRORS_LISTED = 1000;

/** A size of a product as it is now (listed or not: a size taken away and given back gets its variant back). */
interface CurrentVariant {
  id: string;
  productId: string;
  size: string;
  sku: string;
  stock: number;
  lowStockThreshold: number;
  ownPricePaise: number | null;
  listed: boolean;
}

/** What one row changes of its size: only the fields that differ from what it is now (a new size: from its defaults). */
interface VariantChange {
  row: number;
  size: string;
  sku?: string;
  /** Present: its own price becomes this (null: the product's). */
  pricePaise?: number | null;
  threshold?: number;
  stock?: number;
  before?: CurrentVariant;
}

/** A product ready to write: a new one, or the whole next state of an existing one, with its sizes' changes. */
interface PlannedProduct {
  row: number;
  current?: AdminProductRow;
  next: ProductValues;
  archived: boolean;
  productChanged: boolean;
  variants: VariantChange[];
}

interface ImportPlan {
  errors: ProductImportError[];
  creates: PlannedProduct[];
  updates: PlannedProduct[];
  unchanged: number;
}

/** How far an import is, for its progress: the phase and the records read so far. */
export type ImportProgress = (p: { phase: 'reading' | 'checking' | 'writing'; rows: number }) => void | Promise<void>;

async function readCsv(text: string, progress?: ImportProgress): Promise<{ header: string[]; rows: { row: number; cells: string[] }[] } | ProductImportError> {
  let records: Awaited<ReturnType<typeof readCsvRecords>>;
  try {
    guardCsv(Buffer.from(text));
    records = await readCsvRecords(text, (n) => progress?.({ phase: 'reading', rows: Math.max(0, n - 1) }));
  } catch (e) {
    if (e instanceof CsvRefused || e instanceof CsvSyntax) {
      return { row: e.line, field: '', message: e instanceof CsvSyntax ? CSV_MESSAGES.notCsv(e.message) : e.message };
    }
    throw e;
  }
  if (records.length === 0) return { row: 1, field: '', message: CSV_MESSAGES.empty };
  const [first, ...rest] = records;
  return { header: first.cells.map((h) => h.trim().toLowerCase()), rows: rest.map((r) => ({ row: r.line, cells: r.cells })) };
}

/** Each size's changes on a product's rows, against its sizes now (none for a new product). */
function variantChanges(rows: ParsedRow[], now: Map<string, CurrentVariant>, productThreshold: number): VariantChange[] {
  const changes: VariantChange[] = [];
  for (const r of rows) {
    const cells = r.variant;
    const before = now.get(cells.size);
    const change: VariantChange = { row: r.row, size: cells.size, before };
    if (cells.sku !== undefined && cells.sku !== before?.sku) change.sku = cells.sku;
    if (cells.pricePaise !== undefined && cells.pricePaise !== (before?.ownPricePaise ?? null)) change.pricePaise = cells.pricePaise;
    if (cells.threshold !== undefined && cells.threshold !== (before?.lowStockThreshold ?? productThreshold)) change.threshold = cells.threshold;
    if (cells.stock !== undefined && cells.stock !== (before?.stock ?? 0)) change.stock = cells.stock;
    if (change.sku !== undefined || change.pricePaise !== undefined || change.threshold !== undefined || change.stock !== undefined) changes.push(change);
  }
  return changes;
}

/** Reads and checks a whole file against the catalogue (its products locked when `lock`): what it would do, or why not. */
async function planImport(ctx: RequestContext, text: string, lock: boolean, progress?: ImportProgress): Promise<ImportPlan> {
  const plan: ImportPlan = { errors: [], creates: [], updates: [], unchanged: 0 };
  const fail = (e: ProductImportError) => {
    plan.errors.push(e);
    return plan;
  };
  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) return fail({ row: 0, field: '', message: CSV_MESSAGES.tooLarge });
  if (!isCleanText(text)) return fail({ row: 0, field: '', message: CSV_MESSAGES.badText });
  const csv = await readCsv(text, progress);
  if ('message' in csv) return fail(csv);
  if (csv.rows.length > IMPORT_MAX_ROWS) return fail({ row: 0, field: '', message: CSV_MESSAGES.tooManyRows });
  await progress?.({ phase: 'checking', rows: csv.rows.length });

  const { header, errors: headerErrors } = readHeader(csv.header);
  if (headerErrors.length) {
    plan.errors.push(...headerErrors);
    return plan;
  }
  const bySize = header.includes('size');

  const parsed: ParsedRow[] = [];
  for (const { row, cells } of csv.rows) {
    const p: ParsedRow = { row, cells, ...rowFields(header, cells) };
    if (cells.length !== header.length) p.problems[''] = CSV_MESSAGES.cells(cells.length, header.length);
    parsed.push(p);
    if (parsed.length % 500 === 0) await turn();
  }
  const skus = [...new Set(parsed.map((p) => p.fields.sku).filter((s): s is string => typeof s === 'string').map((s) => s.trim().toLowerCase()))];
  const existing = new Map((await adminRowsBySkus(ctx.em, skus, lock)).map((r) => [r.sku.toLowerCase(), r]));
  // Every size of those products (their rows locked above, so no stock writer changes them meanwhile).
  const sizesNow = new Map<string, Map<string, CurrentVariant>>();
  if (bySize && existing.size) {
    const rows: CurrentVariant[] = await ctx.em.query(
      `SELECT id, product_id AS "productId", size, sku, stock, low_stock_threshold AS "lowStockThreshold", price_paise AS "ownPricePaise", listed
       FROM product_variant WHERE product_id = ANY($1::uuid[])`,
      [[...existing.values()].map((r) => r.id)],
    );
    for (const v of rows) {
      if (!sizesNow.has(v.productId)) sizesNow.set(v.productId, new Map());
      sizesNow.get(v.productId)!.set(v.size, v);
    }
  }

  // Size SKUs: each once in the file, and not another size's already.
  const variantSkuRow = new Map<string, number>();
  for (const p of parsed) {
    if (p.variant.sku === undefined) continue;
    const key = p.variant.sku.toLowerCase();
    const before = variantSkuRow.get(key);
    if (before !== undefined) p.problems.variant_sku ??= CSV_MESSAGES.variantSkuTwice(before);
    else variantSkuRow.set(key, p.row);
  }
  const skuHolders = new Map<string, string>();
  if (variantSkuRow.size) {
    const held: { id: string; key: string }[] = await ctx.em.query(`SELECT id, lower(sku) AS key FROM product_variant WHERE lower(sku) = ANY($1::text[])`, [[...variantSkuRow.keys()]]);
    for (const h of held) skuHolders.set(h.key, h.id);
  }

  // The SKUs the database will make for new sizes without one (variant_sku_default.sql): an explicit one may not be one of them.
  const madeSkuRow = new Map<string, number>();
  const seenColour = new Map<string, number>();
  const planned: PlannedProduct[] = [];
  let checked = 0;
  for (const rows of groupRows(parsed, bySize)) {
    checked += rows.length;
    if (checked % 500 < rows.length) await turn();
    checkGroup(rows, header, bySize);
    const first = rows[0];
    const sku = typeof first.fields.sku === 'string' ? first.fields.sku.trim().toLowerCase() : undefined;
    const current = sku ? existing.get(sku) : undefined;
    const now = current ? (sizesNow.get(current.id) ?? new Map<string, CurrentVariant>()) : new Map<string, CurrentVariant>();
    const sizes = rows.map((r) => r.variant.size);
    const fields: ProductFieldsInput = { ...first.fields };
    // A size twice is the later row's error (checkGroup), not the product's.
    if (bySize) fields.availableSizes = sizes.includes(NO_SIZE) ? [] : [...new Set(sizes)];
    const { values, problems: fieldProblems } = checkProductFields(fields, { complete: !current, current });
    for (const [field, message] of Object.entries(fieldProblems)) first.problems[COLUMN_OF[field] ?? field] ??= message;
    if (bySize && current) {
      const kept = new Set(sizes);
      for (const v of now.values()) {
        if (!v.listed || kept.has(v.size) || v.stock === 0) continue;
        first.problems.size ??= v.size === NO_SIZE ? CSV_MESSAGES.unsizedHasStock(v.stock) : VARIANT_MESSAGES.sizeHasStock(v.size, v.stock);
      }
    }
    const base = current?.sku ?? (typeof first.fields.sku === 'string' ? first.fields.sku.trim() : '');
    for (const r of rows) {
      if (bySize && base && r.variant.sku === undefined && !now.has(r.variant.size)) {
        madeSkuRow.set(`${base}${r.variant.size === NO_SIZE ? '' : `-${r.variant.size.replace(/[^A-Za-z0-9]+/g, '')}`}`.toLowerCase(), r.row);
      }
      const holder = r.variant.sku !== undefined ? skuHolders.get(r.variant.sku.toLowerCase()) : undefined;
      if (holder && holder !== now.get(r.variant.size)?.id) r.problems.variant_sku ??= CSV_MESSAGES.variantSkuTaken;
    }

    if (rows.every((r) => Object.keys(r.problems).length === 0)) {
      const next = { ...(current ?? {}), ...values } as ProductValues;
      next.gstRateClass ??= defaultGstClass(next.kind);
      next.lowStockThreshold ??= first.variant.threshold ?? 5;
      next.stock = current?.stock ?? 0;
      next.isBestSeller ??= false;
      next.hsnCode ??= null;
      next.availableSizes ??= [];
      next.features ??= [];
      next.tags ??= [];
      const archived = first.archived ?? (current ? current.archivedAt !== null : false);
      if (!archived) {
        const key = `${next.name.toLowerCase()}\u0000${next.color}`;
        const before = seenColour.get(key);
        if (before !== undefined) first.problems.color = CSV_MESSAGES.colourTwice(before);
        else seenColour.set(key, first.row);
      }
      const productChanged = !current || changedFields(csvSnapshot(current, current.archivedAt !== null), csvSnapshot(next, archived)) !== null;
      const variants = bySize ? variantChanges(rows, now, current?.lowStockThreshold ?? next.lowStockThreshold) : [];
      planned.push({ row: first.row, current, next, archived, productChanged, variants });
    }
    for (const r of rows) for (const [field, message] of Object.entries(r.problems)) plan.errors.push({ row: r.row, field, message });
  }

  for (const [key, row] of variantSkuRow) {
    const made = madeSkuRow.get(key);
    if (made !== undefined) plan.errors.push({ row, field: 'variant_sku', message: CSV_MESSAGES.variantSkuMade(made) });
  }

  // A family's colour that a product outside the file sells already.
  const active = planned.filter((r) => !r.archived);
  if (active.length) {
    const taken: { family: string; color: string; id: string }[] = await ctx.em.query(
      `SELECT lower(p.name) AS family, p.color, p.id FROM product p
       JOIN unnest($1::text[], $2::text[]) AS w(family, color) ON lower(p.name) = w.family AND p.color = w.color
       WHERE p.archived_at IS NULL`,
      [active.map((r) => r.next.name.toLowerCase()), active.map((r) => r.next.color)],
    );
    const inFile = new Set(planned.flatMap((r) => (r.current ? [r.current.id] : [])));
    const holder = new Map(taken.filter((t) => !inFile.has(t.id)).map((t) => [`${t.family}\u0000${t.color}`, t.id]));
    for (const r of active) {
      const other = holder.get(`${r.next.name.toLowerCase()}\u0000${r.next.color}`);
      if (other && other !== r.current?.id) plan.errors.push({ row: r.row, field: 'color', message: MESSAGES.colourTaken(r.next.name, r.next.color) });
    }
  }
  // A new SKU that an existing product has under another letter case is caught by the lookup above; one
  // that two new rows share joins their rows into one product.

  for (const r of planned) {
    if (!r.current) plan.creates.push(r);
    else if (r.productChanged || r.variants.length) plan.updates.push(r);
    else plan.unchanged += 1;
  }
  // By row, and within a row in the file's column order (the whole row's problem first).
  const at = (field: string) => header.indexOf(field as (typeof header)[number]);
  plan.errors.sort((a, b) => a.row - b.row || at(a.field) - at(b.field));
  return plan;
}

/** The product fields a CSV sets (stock and threshold are each size's), for comparing and auditing. */
const csvSnapshot = (v: Omit<ProductValues, 'sku'> & { sku: string | null }, archived: boolean) => ({
  name: v.name, description: v.description, pricePaise: v.pricePaise, mrpPaise: v.mrpPaise, category: v.category, kind: v.kind,
  color: v.color, availableSizes: v.availableSizes, features: v.features, tags: v.tags, isBestSeller: v.isBestSeller,
  hsnCode: v.hsnCode, gstRateClass: v.gstRateClass, archived,
});

/** Each changed size, before and after, for the product's audit entry (its stock is the ledger's too). */
function variantAudit(changes: VariantChange[]): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const c of changes) {
    const b = c.before;
    const was = { sku: b?.sku ?? null, ownPricePaise: b?.ownPricePaise ?? null, lowStockThreshold: b?.lowStockThreshold ?? null, stock: b?.stock ?? 0 };
    const is = {
      sku: c.sku ?? was.sku,
      ownPricePaise: c.pricePaise !== undefined ? c.pricePaise : was.ownPricePaise,
      lowStockThreshold: c.threshold ?? was.lowStockThreshold,
      stock: c.stock ?? was.stock,
    };
    const diff = changedFields(was, is);
    if (diff) {
      before[c.size] = diff.before;
      after[c.size] = diff.after;
    }
  }
  return { before, after };
}

const RECORD_TYPE = `sku text, name text, description text, price_paise int, mrp_paise int, offer_percent int, category text, kind text,
  color text, available_sizes text[], features text[], tags text[], images text[], stock int, is_best_seller boolean, hsn_code text,
  gst_rate_class text, low_stock_threshold int, archived boolean`;

const recordOf = (r: PlannedProduct, images: string[] | null) => ({
  sku: r.next.sku ?? null,
  name: r.next.name,
  description: r.next.description,
  price_paise: r.next.pricePaise,
  mrp_paise: r.next.mrpPaise,
  offer_percent: offerPercentOf(r.next.pricePaise, r.next.mrpPaise),
  category: r.next.category,
  kind: r.next.kind,
  color: r.next.color,
  available_sizes: r.next.availableSizes,
  features: r.next.features,
  tags: r.next.tags,
  images,
  // A new product starts at 0 in every size (its `initial` ledger rows); the file's stocks are counted after.
  stock: 0,
  is_best_seller: r.next.isBestSeller,
  hsn_code: r.next.hsnCode,
  gst_rate_class: r.next.gstRateClass,
  low_stock_threshold: r.next.lowStockThreshold,
  archived: r.archived,
});

/**
 * Writes the sizes' SKUs, own prices and thresholds, then their counted stocks (through the stock writer,
 * reason `import`), of products written just before (a new size's variant made by the database then).
 */
async function writeVariants(tx: RequestContext, products: { productId: string; changes: VariantChange[] }[], movement: StockMovement): Promise<void> {
  const fields = products.flatMap(({ productId, changes }) =>
    changes
      .filter((c) => c.sku !== undefined || c.pricePaise !== undefined || c.threshold !== undefined)
      .map((c) => ({ product_id: productId, size: c.size, sku: c.sku ?? null, set_price: c.pricePaise !== undefined, price_paise: c.pricePaise ?? null, threshold: c.threshold ?? null })),
  );
  if (fields.length) {
    await tx.em.query(
      `UPDATE product_variant v SET sku = coalesce(x.sku, v.sku),
         price_paise = CASE WHEN x.set_price THEN x.price_paise ELSE v.price_paise END,
         low_stock_threshold = coalesce(x.threshold, v.low_stock_threshold)
       FROM jsonb_to_recordset($1::jsonb) AS x(product_id uuid, size text, sku text, set_price boolean, price_paise int, threshold int)
       WHERE v.product_id = x.product_id AND v.size = x.size`,
      [JSON.stringify(fields)],
    );
  }
  const counts = products.flatMap(({ productId, changes }) => changes.filter((c) => c.stock !== undefined).map((c) => ({ productId, size: c.size, stock: c.stock! })));
  await stock.setMany(tx, counts, movement);
}

const result = (plan: ImportPlan, applied: boolean): ProductImportResult => ({
  dryRun: !applied,
  applied,
  created: plan.creates.length,
  updated: plan.updates.length,
  unchanged: plan.unchanged,
  errors: plan.errors.slice(0, MAX_ERRORS_LISTED),
});

export const productCsv = {
  /**
   * Checks a CSV file (`dryRun`: and stops there) and otherwise applies it: every row or, when any row is
   * bad, none, in one transaction with the products it names locked. Each bad row is listed with its
   * column and why. Created and changed products are audited one by one, the import as a whole once
   * (unless it changed nothing). `created`, `updated` and `unchanged` count products.
   */
  async import(ctx: RequestContext, text: string, dryRun: boolean, progress?: ImportProgress): Promise<ProductImportResult> {
    if (dryRun) return result(await planImport(ctx, text, false, progress), false);
    return inTransaction(ctx, async (tx) => {
      const plan = await planImport(tx, text, true, progress);
      if (plan.errors.length) return result(plan, false);
      if (!plan.creates.length && !plan.updates.length) return result(plan, true);
      await progress?.({ phase: 'writing', rows: plan.creates.length + plan.updates.length });
      const movement = { reason: 'import' as const, staffId: tx.staff?.id ?? null, staffEmail: tx.staff?.email ?? null, note: 'CSV import' };
      const audits: Parameters<typeof auditService.recordMany>[1] = [];

      // A thousand products a statement, the event loop given a turn between them: one statement of 20,000
      // would hold this process (building and reading its JSON) for longer than shoppers should wait.
      for (const creates of inChunks(plan.creates)) {
        await turn();
        const records = creates.map((r) => recordOf(r, productImagePaths(r.next.kind, r.next.color, r.next.name)));
        // The database makes each size's variant (stock 0, its `initial` ledger row) and its SKU. RETURNING
        // gives the rows in the order inserted, which is the order of `records`.
        const created: AdminProductRow[] = await tx.em.query(
          `WITH x AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_TYPE}))
           INSERT INTO product AS p (sku, name, description, price_paise, mrp_paise, offer_percent, category, kind, color, available_sizes,
             features, tags, images, stock, is_best_seller, hsn_code, gst_rate_class, low_stock_threshold, archived_at)
           SELECT sku, name, description, price_paise, mrp_paise, offer_percent, category, kind, color, available_sizes, features, tags,
             images, stock, is_best_seller, hsn_code, gst_rate_class, low_stock_threshold, CASE WHEN archived THEN now() END
           FROM x
           RETURNING ${ADMIN_COLUMNS}`,
          [JSON.stringify(records)],
        );
        await writeVariants(tx, created.map((row, i) => ({ productId: row.id, changes: creates[i].variants })), movement);
        created.forEach((row, i) => {
          const sizes = Object.fromEntries(creates[i].variants.map((c) => [c.size, { sku: c.sku, ownPricePaise: c.pricePaise, lowStockThreshold: c.threshold, stock: c.stock }]));
          audits.push({ action: 'product.create', entityType: 'product', entityId: row.id, after: { ...csvSnapshot(row, row.archivedAt !== null), sku: row.sku, sizes, source: 'csv' } });
        });
      }

      for (const updates of inChunks(plan.updates)) {
        await turn();
        const changed = updates.filter((r) => r.productChanged);
        const sameSizes = (r: PlannedProduct) => JSON.stringify(r.next.availableSizes) === JSON.stringify(r.current!.availableSizes);
        // Products whose sizes change apart: setting available_sizes runs the sizes' trigger (product_variants_sync),
        // which a product keeping its sizes need not wait for. A size taken away is unlisted, a new one made.
        for (const [records, sizes] of [
          [changed.filter(sameSizes), ''],
          [changed.filter((r) => !sameSizes(r)), 'available_sizes = x.available_sizes,'],
        ] as const) {
          if (!records.length) continue;
          const rows = records.map((r) => ({ id: r.current!.id, ...recordOf(r, r.current!.photos.length === 0 ? productImagePaths(r.next.kind, r.next.color, r.next.name) : null) }));
          await tx.em.query(
            `UPDATE product p SET
               name = x.name, description = x.description, price_paise = x.price_paise, mrp_paise = x.mrp_paise,
               offer_percent = x.offer_percent, category = x.category, kind = x.kind, color = x.color, ${sizes}
               features = x.features, tags = x.tags, images = coalesce(x.images, p.images),
               is_best_seller = x.is_best_seller, hsn_code = x.hsn_code, gst_rate_class = x.gst_rate_class,
               archived_at = CASE WHEN x.archived THEN coalesce(p.archived_at, now()) END, updated_at = now()
             FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, ${RECORD_TYPE})
             WHERE p.id = x.id`,
            [JSON.stringify(rows)],
          );
        }
        await writeVariants(tx, updates.map((r) => ({ productId: r.current!.id, changes: r.variants })), movement);
        for (const r of updates) {
          const diff = changedFields(csvSnapshot(r.current!, r.current!.archivedAt !== null), csvSnapshot(r.next, r.archived)) ?? { before: {}, after: {} };
          const sizes = variantAudit(r.variants);
          if (Object.keys(sizes.after).length) {
            diff.before.sizes = sizes.before;
            diff.after.sizes = sizes.after;
          }
          audits.push({ action: 'product.update', entityType: 'product', entityId: r.current!.id, before: diff.before, after: { ...diff.after, source: 'csv' } });
        }
      }

      audits.push({
        action: 'product.import',
        entityType: 'product',
        entityId: null,
        after: { created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged },
      });
      for (const entries of inChunks(audits)) {
        await turn();
        await auditService.recordMany(tx, entries);
      }
      await publishChange(tx, { kind: 'catalogue' });
      return result(plan, true);
    });
  },

  /**
   * An uploaded file's bytes: decoded (UTF-8, or Windows-1252 as Excel writes it) and imported as
   * `import` does. A file that is not text (UTF-16, NUL bytes) is answered as one error.
   */
  async importFile(ctx: RequestContext, bytes: Uint8Array, dryRun: boolean, progress?: ImportProgress): Promise<ProductImportResult & { encoding?: CsvEncoding }> {
    let decoded: ReturnType<typeof decodeCsv>;
    try {
      decoded = decodeCsv(bytes);
    } catch (e) {
      if (!(e instanceof CsvRefused)) throw e;
      return { dryRun, applied: false, created: 0, updated: 0, unchanged: 0, errors: [{ row: 0, field: '', message: e.message }] };
    }
    return { ...(await productCsv.import(ctx, decoded.text, dryRun, progress)), encoding: decoded.encoding };
  },

  /**
   * Writes the whole catalogue (archived products included) to `out` as CSV, one row per listed size, a
   * thousand products at a time in id order, so its size does not matter. Starts with a byte-order mark
   * so spreadsheets read it as UTF-8 (₹, Devanagari). Answers the rows written.
   */
  async export(ctx: RequestContext, out: Writable): Promise<number> {
    const write = (chunk: string) => (out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve())));
    await write(`\ufeff${csvRecord([...EXPORT_COLUMNS])}`);
    let after = '00000000-0000-0000-0000-000000000000';
    let count = 0;
    for (;;) {
      const rows: AdminProductRow[] = await ctx.em.query(`SELECT ${ADMIN_COLUMNS} FROM product p WHERE p.id > $1 ORDER BY p.id LIMIT 1000`, [after]);
      if (rows.length === 0) return count;
      const variants: CurrentVariant[] = await ctx.em.query(
        `SELECT id, product_id AS "productId", size, sku, stock, low_stock_threshold AS "lowStockThreshold", price_paise AS "ownPricePaise", listed
         FROM product_variant WHERE product_id = ANY($1::uuid[]) AND listed ORDER BY product_id, position`,
        [rows.map((r) => r.id)],
      );
      const byProduct = new Map<string, CurrentVariant[]>();
      for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
      const lines = rows.flatMap((r) => (byProduct.get(r.id) ?? [null]).map((v) => exportRecord(r, v)));
      await write(lines.join(''));
      count += lines.length;
      after = rows[rows.length - 1].id;
    }
  },
};

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** One size of a product as a row (`v` null: a product without a variant, which the database does not leave). */
function exportRecord(r: AdminProductRow, v: CurrentVariant | null): string {
  return csvRecord([
    r.id, r.sku, r.name, r.description, r.category, r.kind, r.color, rupees(r.pricePaise), rupees(r.mrpPaise), joinList(r.features), joinList(r.tags),
    r.isBestSeller ? 'yes' : 'no', r.hsnCode ?? '', r.gstRateClass, r.archivedAt ? 'yes' : 'no',
    v && v.size !== NO_SIZE ? v.size : '', v?.sku ?? '', v?.ownPricePaise != null ? rupees(v.ownPricePaise) : '', v?.stock ?? '', v?.lowStockThreshold ?? '',
  ]);
}

function* inChunks<T>(rows: T[], size = 1000): Generator<T[]> {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}
