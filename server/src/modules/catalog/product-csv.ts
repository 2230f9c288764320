import type { Writable } from 'node:stream';
import { csvRecord, unguardCell } from '../../common/csv';
import { isCleanText } from '../../common/input-hygiene';
import { paiseToRupees, rupeesToPaise } from '../../common/money';
import { publishChange } from '../../common/shop-changes';
import { inTransaction, type RequestContext } from '../../context';
import { auditService } from '../audit/audit.service';
import { productImagePaths } from './product-art';
import { ADMIN_COLUMNS, adminRowsBySkus, type AdminProductRow } from './product-admin-rows';
import { changedFields } from './product-admin.service';
import { CsvRefused, CsvSyntax, decodeCsv, guardCsv, INTAKE_MESSAGES, readCsvRecords, turn, type CsvEncoding } from './csv-intake';
import type { ProductImportError, ProductImportResult } from './product-admin.types';
import { checkProductFields, defaultGstClass, offerPercentOf, type FieldProblems, type ProductFieldsInput, type ProductValues } from './product-fields';
import { stock } from './stock';

/**
 * The catalogue as a CSV file, for spreadsheets and other shops' exports. One row per product, keyed by
 * `sku`: a row whose SKU names a product changes it, any other row creates one (with that SKU, or one
 * made from name and colour when the cell is empty). Prices in rupees ("1299.00"); lists (sizes,
 * details, labels) separated by "|", where `\|` is a "|" inside an item and `\\` a backslash (any other
 * backslash is itself), so export then import gives back every item as it was; yes/no for flags.
 *
 * Empty cells: text, lists and the HSN code are what the cell shows (empty = none; name, description,
 * category, colour, price and MRP must not be empty); kind, GST class, stock, threshold and the two
 * flags are left as they are (a new product gets its default). Columns left out of the file are left as
 * they are. `id` (exported for reference) is ignored on import.
 *
 * An import is checked whole before anything is written; it is applied in one transaction, all rows or
 * none. A stock that differs is a counted stock, written through the stock ledger with reason `import`.
 */

export const CSV_COLUMNS = [
  'sku', 'name', 'description', 'category', 'kind', 'color', 'price', 'mrp', 'available_sizes', 'features', 'tags', 'best_seller',
  'hsn_code', 'gst_rate_class', 'stock', 'low_stock_threshold', 'archived',
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
const EXPORT_COLUMNS = ['id', ...CSV_COLUMNS] as const;

/** The product field each column sets (`archived` is the product's archive state). */
const FIELD_OF: Record<Exclude<CsvColumn, 'archived'>, keyof ProductValues> = {
  sku: 'sku',
  name: 'name',
  description: 'description',
  category: 'category',
  kind: 'kind',
  color: 'color',
  price: 'pricePaise',
  mrp: 'mrpPaise',
  available_sizes: 'availableSizes',
  features: 'features',
  tags: 'tags',
  best_seller: 'isBestSeller',
  hsn_code: 'hsnCode',
  gst_rate_class: 'gstRateClass',
  stock: 'stock',
  low_stock_threshold: 'lowStockThreshold',
};
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column])) as Record<string, CsvColumn>;

import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './csv-intake';

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS };
/** What GraphQL callers are told: the request body limit keeps a GraphQL import small. */
export const IMPORT_GRAPHQL_NOTE =
  'A GraphQL request carries at most 512 KB (about 2,000 products); send larger files to POST /admin/api/products/import?dryRun=true|false with the file as the body (Content-Type: text/csv), which answers the same JSON.';

/** Errors listed in one answer; a file with more is mostly wrong anyway. */
const MAX_ERRORS_LISTED = 1000;

export const CSV_MESSAGES = {
  tooLarge: INTAKE_MESSAGES.tooLarge,
  tooManyRows: INTAKE_MESSAGES.tooManyRows,
  empty: 'The file is empty: the first line names the columns.',
  notCsv: (why: string) => `The file is not valid CSV: ${why}`,
  badText: 'The file contains a character that is not allowed (a NUL character).',
  unknownColumn: (name: string) => `Unknown column "${name}". The columns are: ${EXPORT_COLUMNS.join(', ')}.`,
  columnTwice: (name: string) => `The column "${name}" appears twice.`,
  cells: (got: number, want: number) => `This row has ${got} cells; the header has ${want}.`,
  money: 'A price in rupees, such as 1299 or 1299.50.',
  whole: 'A whole number, such as 12.',
  yesNo: 'Yes or no.',
  skuTwice: (row: number) => `The same SKU is on row ${row} already.`,
  colourTwice: (row: number) => `Row ${row} already has this family in this colour: each colour of a family is one product.`,
  skuTaken: 'Another product already has this SKU.',
} as const;

/** A list cell's items: split at each "|" that no backslash escapes; `\|` and `\\` are unescaped. */
export function splitList(cell: string): string[] {
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i += 1) {
    const c = cell[i];
    if (c === '\\' && (cell[i + 1] === '|' || cell[i + 1] === '\\')) {
      item += cell[i + 1];
      i += 1;
    } else if (c === '|') {
      items.push(item);
      item = '';
    } else item += c;
  }
  items.push(item);
  return items.map((s) => s.trim()).filter((s) => s !== '');
}

/** A list as one cell: items joined by "|", with "|" and "\\" inside an item escaped by a backslash. */
export const joinList = (items: string[]) => items.map((s) => s.replace(/[\\|]/g, (c) => `\\${c}`)).join('|');

function money(cell: string): number | null | 'bad' {
  const t = cell.replace(/[,\s]/g, '').replace(/^(₹|rs\.?|inr)/i, '');
  if (t === '') return null;
  return /^\d{1,8}(\.\d{1,2})?$/.test(t) ? rupeesToPaise(Number(t)) : 'bad';
}

function yesNo(cell: string): boolean | undefined | 'bad' {
  const t = cell.trim().toLowerCase();
  if (t === '') return undefined;
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0'].includes(t)) return false;
  return 'bad';
}

/** One data row as product fields, with the cells that are not even the right kind of value. */
function rowFields(header: (CsvColumn | 'id')[], cells: string[]): { fields: ProductFieldsInput; archived?: boolean; problems: FieldProblems } {
  const fields: ProductFieldsInput = {};
  const problems: FieldProblems = {};
  let archived: boolean | undefined;
  header.forEach((column, i) => {
    const cell = unguardCell(cells[i] ?? '');
    const blank = cell.trim() === '';
    switch (column) {
      case 'id':
        return;
      case 'price':
      case 'mrp': {
        const paise = money(cell);
        if (paise === 'bad') problems[column] = CSV_MESSAGES.money;
        else fields[FIELD_OF[column]] = paise;
        return;
      }
      case 'available_sizes':
      case 'features':
      case 'tags':
        fields[FIELD_OF[column]] = splitList(cell);
        return;
      case 'best_seller':
      case 'archived': {
        const flag = yesNo(cell);
        if (flag === 'bad') problems[column] = CSV_MESSAGES.yesNo;
        else if (column === 'archived') archived = flag;
        else fields.isBestSeller = flag;
        return;
      }
      case 'stock':
      case 'low_stock_threshold':
        if (blank) return;
        if (/^\s*\d{1,9}\s*$/.test(cell)) fields[FIELD_OF[column]] = Number(cell);
        else problems[column] = CSV_MESSAGES.whole;
        return;
      case 'kind':
      case 'gst_rate_class':
      case 'sku':
        if (!blank) fields[FIELD_OF[column]] = cell;
        return;
      case 'hsn_code':
        fields.hsnCode = blank ? null : cell;
        return;
      default:
        // name, description, category, color: required text, which an empty cell does not give.
        fields[FIELD_OF[column]] = blank ? null : cell;
    }
  });
  return { fields, archived, problems };
}

/** A row ready to write: a new product, or the whole next state of an existing one. */
interface PlannedRow {
  row: number;
  current?: AdminProductRow;
  next: ProductValues;
  archived: boolean;
}

interface ImportPlan {
  errors: ProductImportError[];
  creates: PlannedRow[];
  updates: PlannedRow[];
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

  const header: (CsvColumn | 'id')[] = [];
  for (const name of csv.header) {
    if (!(EXPORT_COLUMNS as readonly string[]).includes(name)) fail({ row: 1, field: name, message: CSV_MESSAGES.unknownColumn(name) });
    else if (header.includes(name as CsvColumn)) fail({ row: 1, field: name, message: CSV_MESSAGES.columnTwice(name) });
    else header.push(name as CsvColumn);
  }
  if (plan.errors.length) return plan;

  const parsed: (ReturnType<typeof rowFields> & { row: number; cells: string[] })[] = [];
  for (const { row, cells } of csv.rows) {
    parsed.push({ row, cells, ...rowFields(header, cells) });
    if (parsed.length % 500 === 0) await turn();
  }
  const skus = [...new Set(parsed.map((p) => p.fields.sku).filter((s): s is string => typeof s === 'string').map((s) => s.trim().toLowerCase()))];
  const existing = new Map((await adminRowsBySkus(ctx.em, skus, lock)).map((r) => [r.sku.toLowerCase(), r]));

  const seenSku = new Map<string, number>();
  const seenColour = new Map<string, number>();
  const planned: PlannedRow[] = [];
  let checked = 0;
  for (const p of parsed) {
    if (++checked % 500 === 0) await turn();
    const problems = { ...p.problems };
    if (p.cells.length !== header.length) problems[''] = CSV_MESSAGES.cells(p.cells.length, header.length);
    const sku = typeof p.fields.sku === 'string' ? p.fields.sku.trim().toLowerCase() : undefined;
    const current = sku ? existing.get(sku) : undefined;
    const { values, problems: fieldProblems } = checkProductFields(p.fields, { complete: !current, current });
    for (const [field, message] of Object.entries(fieldProblems)) problems[COLUMN_OF[field] ?? field] ??= message;
    if (sku) {
      const before = seenSku.get(sku);
      if (before !== undefined) problems.sku = CSV_MESSAGES.skuTwice(before);
      else seenSku.set(sku, p.row);
    }
    if (Object.keys(problems).length === 0) {
      const next = { ...(current ?? {}), ...values } as ProductValues;
      next.gstRateClass ??= defaultGstClass(next.kind);
      next.lowStockThreshold ??= 5;
      next.stock ??= current?.stock ?? 0;
      next.isBestSeller ??= false;
      next.hsnCode ??= null;
      next.availableSizes ??= [];
      next.features ??= [];
      next.tags ??= [];
      const archived = p.archived ?? (current ? current.archivedAt !== null : false);
      if (!archived) {
        const key = `${next.name.toLowerCase()}\u0000${next.color}`;
        const before = seenColour.get(key);
        if (before !== undefined) problems.color = CSV_MESSAGES.colourTwice(before);
        else seenColour.set(key, p.row);
      }
      planned.push({ row: p.row, current, next, archived });
    }
    for (const [field, message] of Object.entries(problems)) plan.errors.push({ row: p.row, field, message });
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
      if (other && other !== r.current?.id) plan.errors.push({ row: r.row, field: 'color', message: `“${r.next.name}” already has a product in ${r.next.color}: each colour of a family is one product.` });
    }
  }
  // A new SKU that an existing product has under another letter case is caught by the lookup above; one
  // that two new rows share, by seenSku.

  for (const r of planned) {
    if (!r.current) plan.creates.push(r);
    else if (changedFields(csvSnapshot(r.current, r.current.archivedAt !== null), csvSnapshot(r.next, r.archived))) plan.updates.push(r);
    else plan.unchanged += 1;
  }
  plan.errors.sort((a, b) => a.row - b.row);
  return plan;
}

const csvSnapshot = (v: Omit<ProductValues, 'sku'> & { sku: string | null }, archived: boolean) => ({
  name: v.name, description: v.description, pricePaise: v.pricePaise, mrpPaise: v.mrpPaise, category: v.category, kind: v.kind,
  color: v.color, availableSizes: v.availableSizes, features: v.features, tags: v.tags, isBestSeller: v.isBestSeller,
  hsnCode: v.hsnCode, gstRateClass: v.gstRateClass, stock: v.stock, lowStockThreshold: v.lowStockThreshold, archived,
});

const RECORD_TYPE = `sku text, name text, description text, price_paise int, mrp_paise int, offer_percent int, category text, kind text,
  color text, available_sizes text[], features text[], tags text[], images text[], stock int, is_best_seller boolean, hsn_code text,
  gst_rate_class text, low_stock_threshold int, archived boolean`;

const recordOf = (r: PlannedRow, images: string[] | null) => ({
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
  stock: r.next.stock,
  is_best_seller: r.next.isBestSeller,
  hsn_code: r.next.hsnCode,
  gst_rate_class: r.next.gstRateClass,
  low_stock_threshold: r.next.lowStockThreshold,
  archived: r.archived,
});

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
   * column and why. Created and changed products are audited one by one, the import as a whole once.
   */
  async import(ctx: RequestContext, text: string, dryRun: boolean, progress?: ImportProgress): Promise<ProductImportResult> {
    if (dryRun) return result(await planImport(ctx, text, false, progress), false);
    return inTransaction(ctx, async (tx) => {
      const plan = await planImport(tx, text, true, progress);
      if (plan.errors.length) return result(plan, false);
      await progress?.({ phase: 'writing', rows: plan.creates.length + plan.updates.length });
      const movement = { reason: 'import' as const, staffId: tx.staff?.id ?? null, staffEmail: tx.staff?.email ?? null, note: 'CSV import' };
      const audits: Parameters<typeof auditService.recordMany>[1] = [];

      // A thousand rows a statement, the event loop given a turn between them: one statement of 20,000
      // would hold this process (building and reading its JSON) for longer than shoppers should wait.
      for (const creates of inChunks(plan.creates)) {
        await turn();
        const records = creates.map((r) => recordOf(r, productImagePaths(r.next.kind, r.next.color, r.next.name)));
        // The initial stock of each is its stock ledger's initial row (written by the insert itself).
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
        for (const row of created) {
          audits.push({ action: 'product.create', entityType: 'product', entityId: row.id, after: { ...csvSnapshot(row, row.archivedAt !== null), sku: row.sku, source: 'csv' } });
        }
      }

      for (const updates of inChunks(plan.updates)) {
        await turn();
        const records = updates.map((r) => ({
          id: r.current!.id,
          ...recordOf(r, r.current!.photos.length === 0 ? productImagePaths(r.next.kind, r.next.color, r.next.name) : null),
        }));
        await tx.em.query(
          `UPDATE product p SET
             name = x.name, description = x.description, price_paise = x.price_paise, mrp_paise = x.mrp_paise,
             offer_percent = x.offer_percent, category = x.category, kind = x.kind, color = x.color,
             available_sizes = x.available_sizes, features = x.features, tags = x.tags, images = coalesce(x.images, p.images),
             is_best_seller = x.is_best_seller, hsn_code = x.hsn_code, gst_rate_class = x.gst_rate_class,
             low_stock_threshold = x.low_stock_threshold,
             archived_at = CASE WHEN x.archived THEN coalesce(p.archived_at, now()) END, updated_at = now()
           FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, ${RECORD_TYPE})
           WHERE p.id = x.id`,
          [JSON.stringify(records)],
        );
        const counts = updates.filter((r) => r.next.stock !== r.current!.stock).map((r) => ({ productId: r.current!.id, stock: r.next.stock }));
        await stock.setMany(tx, counts, movement);
        for (const r of updates) {
          const diff = changedFields(csvSnapshot(r.current!, r.current!.archivedAt !== null), csvSnapshot(r.next, r.archived));
          if (diff) audits.push({ action: 'product.update', entityType: 'product', entityId: r.current!.id, before: diff.before, after: { ...diff.after, source: 'csv' } });
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
      if (plan.creates.length || plan.updates.length) await publishChange(tx, { kind: 'catalogue' });
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
   * Writes the whole catalogue (archived products included) to `out` as CSV, a thousand products at a
   * time in id order, so its size does not matter. Starts with a byte-order mark so spreadsheets read
   * it as UTF-8 (₹, Devanagari).
   */
  async export(ctx: RequestContext, out: Writable): Promise<number> {
    const write = (chunk: string) => (out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve())));
    await write(`\ufeff${csvRecord([...EXPORT_COLUMNS])}`);
    let after = '00000000-0000-0000-0000-000000000000';
    let count = 0;
    for (;;) {
      const rows: AdminProductRow[] = await ctx.em.query(`SELECT ${ADMIN_COLUMNS} FROM product p WHERE p.id > $1 ORDER BY p.id LIMIT 1000`, [after]);
      if (rows.length === 0) return count;
      await write(rows.map(exportRecord).join(''));
      count += rows.length;
      after = rows[rows.length - 1].id;
    }
  },
};

function exportRecord(r: AdminProductRow): string {
  const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
  return csvRecord([
    r.id, r.sku, r.name, r.description, r.category, r.kind, r.color, rupees(r.pricePaise), rupees(r.mrpPaise), joinList(r.availableSizes),
    joinList(r.features), joinList(r.tags), r.isBestSeller ? 'yes' : 'no', r.hsnCode ?? '', r.gstRateClass, r.stock, r.lowStockThreshold,
    r.archivedAt ? 'yes' : 'no',
  ]);
}

function* inChunks<T>(rows: T[], size = 1000): Generator<T[]> {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}
