import { unguardCell } from '../../common/csv';
import { rupeesToPaise } from '../../common/money';
import { MAX_PRICE_PAISE } from './catalog.types';
import { INTAKE_MESSAGES } from './csv-intake';
import type { ProductImportError } from './product-admin.types';
import { checkProductFields, LIMITS, MESSAGES, type FieldProblems, type ProductFieldsInput, type ProductValues } from './product-fields';
import { VARIANT_MESSAGES } from './variants';

/**
 * The product CSV's rows (product-csv.ts reads and writes the file): its columns, each cell read into
 * product fields and its size's values, and the rows gathered into products with the checks between
 * them. One row per size; the rows of a product share its SKU and repeat its product fields.
 */

/** Columns of the product: repeated on each of its rows. */
export const PRODUCT_COLUMNS = [
  'sku', 'name', 'description', 'category', 'kind', 'color', 'price', 'mrp', 'features', 'tags', 'best_seller', 'hsn_code', 'gst_rate_class',
  'archived',
] as const;
/** Columns of the row's size (its variant). */
export const VARIANT_COLUMNS = ['size', 'variant_sku', 'variant_price', 'stock', 'low_stock_threshold'] as const;
export const CSV_COLUMNS = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
type VariantColumn = (typeof VARIANT_COLUMNS)[number];
export type CsvColumn = ProductColumn | VariantColumn;
export const EXPORT_COLUMNS = ['id', ...CSV_COLUMNS] as const;

/** The product field each product column sets (`archived` is the product's archive state). */
export const FIELD_OF: Record<Exclude<ProductColumn, 'archived'>, keyof ProductValues> = {
  sku: 'sku',
  name: 'name',
  description: 'description',
  category: 'category',
  kind: 'kind',
  color: 'color',
  price: 'pricePaise',
  mrp: 'mrpPaise',
  features: 'features',
  tags: 'tags',
  best_seller: 'isBestSeller',
  hsn_code: 'hsnCode',
  gst_rate_class: 'gstRateClass',
};
export const COLUMN_OF: Record<string, string> = { ...Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column])), availableSizes: 'size' };
/** A variant's SKU, as variants.ts and the table's check take it. */
const VARIANT_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
/** The size of a product without sizes. */
export const NO_SIZE = 'NA';

export const CSV_MESSAGES = {
  tooLarge: INTAKE_MESSAGES.tooLarge,
  tooManyRows: INTAKE_MESSAGES.tooManyRows,
  empty: 'The file is empty: the first line names the columns.',
  notCsv: (why: string) => `The file is not valid CSV: ${why}`,
  badText: 'The file contains a character that is not allowed (a NUL character).',
  unknownColumn: (name: string) => `Unknown column "${name}". The columns are: ${EXPORT_COLUMNS.join(', ')}.`,
  sizesColumn: 'The column "available_sizes" is gone: a product has one row per size, with the size in the "size" column (as the export writes it).',
  needsSize: (name: string) => `The column "${name}" is per size: add a "size" column, with one row per size of each product (as the export writes it).`,
  columnTwice: (name: string) => `The column "${name}" appears twice.`,
  cells: (got: number, want: number) => `This row has ${got} cells; the header has ${want}.`,
  money: 'A price in rupees, such as 1299 or 1299.50.',
  whole: 'A whole number, such as 12.',
  yesNo: 'Yes or no.',
  skuTwice: (row: number) => `The same SKU is on row ${row} already.`,
  sizeTwice: (row: number) => `Row ${row} has this size of this product already.`,
  differs: (row: number) => `This product's first row (row ${row}) says otherwise: the rows of one product repeat its product fields.`,
  noSizeAmongSizes: (row: number) => `Row ${row} gives this product sizes: a product without sizes has one row, its size empty.`,
  variantSkuTwice: (row: number) => `Row ${row} has this size SKU already.`,
  variantSkuTaken: 'Another size already has this SKU.',
  unsizedHasStock: (units: number) => `This product has ${units} in stock without a size: bring its stock to 0 before giving it sizes.`,
  variantSkuMade: (row: number) => `Row ${row}'s size gets this SKU (its product's SKU and size): give one of the two rows another variant_sku.`,
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

/** A row's size and what it says of it; undefined: the cell (or its column) leaves it as it is. */
export interface VariantCells {
  /** Upper-cased as sizes are; 'NA' for a product without sizes. */
  size: string;
  sku?: string;
  /** Its own price in paise; null: the product's price. */
  pricePaise?: number | null;
  stock?: number;
  threshold?: number;
}

export interface ParsedRow {
  row: number;
  cells: string[];
  fields: ProductFieldsInput;
  archived?: boolean;
  variant: VariantCells;
  problems: FieldProblems;
}

const wholeNumber = (cell: string): number | 'bad' => (/^\s*\d{1,9}\s*$/.test(cell) ? Number(cell) : 'bad');

/** One data row as product fields and its size's cells, with the cells that are not even the right kind of value. */
export function rowFields(header: (CsvColumn | 'id')[], cells: string[]): Omit<ParsedRow, 'row' | 'cells'> {
  const fields: ProductFieldsInput = {};
  const problems: FieldProblems = {};
  const variant: VariantCells = { size: NO_SIZE };
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
      case 'kind':
      case 'gst_rate_class':
      case 'sku':
        if (!blank) fields[FIELD_OF[column]] = cell;
        return;
      case 'hsn_code':
        fields.hsnCode = blank ? null : cell;
        return;
      case 'size': {
        const size = cell.trim().toUpperCase();
        if (size === '' || size === NO_SIZE) return;
        const bad = checkProductFields({ availableSizes: [size] }, { complete: false }).problems.availableSizes;
        if (bad) problems.size = bad;
        variant.size = size;
        return;
      }
      case 'variant_sku':
        if (blank) return;
        if (VARIANT_SKU.test(cell.trim())) variant.sku = cell.trim();
        else problems.variant_sku = VARIANT_MESSAGES.sku;
        return;
      case 'variant_price': {
        const paise = money(cell);
        if (paise === 'bad') problems.variant_price = CSV_MESSAGES.money;
        else if (paise !== null && (paise < 100 || paise > MAX_PRICE_PAISE)) problems.variant_price = VARIANT_MESSAGES.price;
        else variant.pricePaise = paise;
        return;
      }
      case 'stock':
      case 'low_stock_threshold': {
        if (blank) return;
        const n = wholeNumber(cell);
        const [max, message] = column === 'stock' ? [LIMITS.stock, MESSAGES.stock] : [LIMITS.threshold, MESSAGES.threshold];
        if (n === 'bad') problems[column] = CSV_MESSAGES.whole;
        else if (n > max) problems[column] = message;
        else if (column === 'stock') variant.stock = n;
        else variant.threshold = n;
        return;
      }
      default:
        // name, description, category, color: required text, which an empty cell does not give.
        fields[FIELD_OF[column]] = blank ? null : cell;
    }
  });
  return { fields, archived, variant, problems };
}

/** The header's columns, or its problems (all on row 1). */
export function readHeader(names: string[]): { header: (CsvColumn | 'id')[]; errors: ProductImportError[] } {
  const header: (CsvColumn | 'id')[] = [];
  const errors: ProductImportError[] = [];
  for (const name of names) {
    if (name === 'available_sizes') errors.push({ row: 1, field: name, message: CSV_MESSAGES.sizesColumn });
    else if (!(EXPORT_COLUMNS as readonly string[]).includes(name)) errors.push({ row: 1, field: name, message: CSV_MESSAGES.unknownColumn(name) });
    else if (header.includes(name as CsvColumn)) errors.push({ row: 1, field: name, message: CSV_MESSAGES.columnTwice(name) });
    else header.push(name as CsvColumn);
  }
  if (!header.includes('size')) {
    for (const name of header) if (name !== 'size' && (VARIANT_COLUMNS as readonly string[]).includes(name)) errors.push({ row: 1, field: name, message: CSV_MESSAGES.needsSize(name) });
  }
  return { header, errors };
}

/** A product column's value on a row, for comparing the rows of one product (text trimmed as the checks trim it). */
function productValue(p: ParsedRow, column: ProductColumn): unknown {
  const v = column === 'archived' ? p.archived : p.fields[FIELD_OF[column]];
  return typeof v === 'string' ? v.trim().toLowerCase() : v;
}

/** The rows of each product, in file order: by SKU, else (rows without one) by name and colour. */
export function groupRows(parsed: ParsedRow[], bySize: boolean): ParsedRow[][] {
  const groups = new Map<string, ParsedRow[]>();
  for (const p of parsed) {
    const sku = typeof p.fields.sku === 'string' ? p.fields.sku.trim().toLowerCase() : '';
    const family = `${String(p.fields.name ?? '').trim().toLowerCase()}\u0000${String(p.fields.color ?? '').trim().toLowerCase()}`;
    // Without sizes each row is a product; two rows without a SKU for one family and colour are then caught as such.
    const key = sku ? `sku\u0000${sku}` : bySize ? `family\u0000${family}` : `row\u0000${p.row}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()];
}

/** The problems between the rows of one product: product fields that differ, a size twice, "no size" beside sizes. */
export function checkGroup(rows: ParsedRow[], header: (CsvColumn | 'id')[], bySize: boolean): void {
  const [first, ...others] = rows;
  if (!bySize) {
    for (const o of others) o.problems.sku ??= CSV_MESSAGES.skuTwice(first.row);
    return;
  }
  const columns = header.filter((c): c is ProductColumn => c !== 'sku' && (PRODUCT_COLUMNS as readonly string[]).includes(c));
  for (const o of others) {
    for (const column of columns) {
      // A later row may leave a product cell empty (as Shopify's CSV does): it is the first row's.
      if (unguardCell(o.cells[header.indexOf(column)] ?? '').trim() === '') continue;
      if (JSON.stringify(productValue(o, column)) !== JSON.stringify(productValue(first, column))) o.problems[column] ??= CSV_MESSAGES.differs(first.row);
    }
  }
  const sizeRow = new Map<string, number>();
  for (const r of rows) {
    const before = sizeRow.get(r.variant.size);
    if (before !== undefined) r.problems.size ??= CSV_MESSAGES.sizeTwice(before);
    else sizeRow.set(r.variant.size, r.row);
  }
  const sized = rows.find((r) => r.variant.size !== NO_SIZE);
  if (sized) for (const r of rows) if (r.variant.size === NO_SIZE) r.problems.size ??= CSV_MESSAGES.noSizeAmongSizes(sized.row);
}

