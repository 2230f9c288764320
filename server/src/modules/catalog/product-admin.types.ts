import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Photo } from '../media/photos';
import { ProductVariant, VariantInput } from './variant.types';

/**
 * The catalogue as staff see and change it: every field the storefront shows plus what only staff keep
 * (SKU, tax fields, the real stock and its threshold, archiving). Inputs carry no class-validator rules:
 * product-fields.ts checks them all at once, so a form learns every bad field in one answer.
 */

/** Which GST rate a product pays: a key into the tax rates (kept as data with their dates), never a rate. */
export const GstRateClass = {
  GARMENT: 'garment',
  STANDARD_5: 'standard-5',
  STANDARD_12: 'standard-12',
  STANDARD_18: 'standard-18',
} as const;
export type GstRateClass = (typeof GstRateClass)[keyof typeof GstRateClass];
export const GST_RATE_CLASSES = Object.values(GstRateClass);
registerEnumType(GstRateClass, {
  name: 'GstRateClass',
  description: 'Which GST rate applies. GARMENT: clothing, whose rate depends on the sale price; STANDARD_n: a fixed n% class.',
});

export const StockState = { IN_STOCK: 'IN_STOCK', LOW: 'LOW', OUT: 'OUT' } as const;
export type StockState = (typeof StockState)[keyof typeof StockState];
registerEnumType(StockState, {
  name: 'StockState',
  description: 'OUT: none left. LOW: at or below the product’s low-stock threshold. IN_STOCK: above it.',
});

/** The reasons staff give for changing a stock by hand. */
export const StockAdjustReason = { RECEIVED: 'received', DAMAGED: 'damaged', FOUND: 'found', CORRECTION: 'correction' } as const;
export type StockAdjustReason = (typeof StockAdjustReason)[keyof typeof StockAdjustReason];
registerEnumType(StockAdjustReason, {
  name: 'StockAdjustReason',
  description: 'RECEIVED: new goods in. DAMAGED: units written off. FOUND: units turned up. CORRECTION: a count that differs.',
});

/** Every reason a stock-ledger row can have. */
export const StockLedgerReason = {
  INITIAL: 'initial',
  ORDER_PLACED: 'order_placed',
  ORDER_RELEASED: 'order_released',
  RECEIVED: 'received',
  DAMAGED: 'damaged',
  FOUND: 'found',
  CORRECTION: 'correction',
  IMPORT: 'import',
  SPLIT: 'split',
  RETURNED: 'returned',
  RETURNED_DAMAGED: 'returned_damaged',
} as const;
export type StockLedgerReason = (typeof StockLedgerReason)[keyof typeof StockLedgerReason];
registerEnumType(StockLedgerReason, {
  name: 'StockLedgerReason',
  description:
    'INITIAL: the stock it was created with. ORDER_PLACED / ORDER_RELEASED: an order took its units or gave them back (cancelled, payment failed or expired). RECEIVED, DAMAGED, FOUND, CORRECTION: staff. IMPORT: a CSV import’s count. SPLIT: a product’s stock split over its sizes when sizes got their own stock. RETURNED: a return received sellable. RETURNED_DAMAGED: a return received damaged, recorded but not sellable (delta 0).',
});

export const AdminProductSortField = { NAME: 'NAME', SKU: 'SKU', PRICE: 'PRICE', STOCK: 'STOCK', CREATED: 'CREATED', UPDATED: 'UPDATED' } as const;
export type AdminProductSortField = (typeof AdminProductSortField)[keyof typeof AdminProductSortField];
registerEnumType(AdminProductSortField, { name: 'AdminProductSortField' });

export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];
registerEnumType(SortDirection, { name: 'SortDirection' });

@ObjectType({ description: 'Another colour of the same family (products sharing a name), as staff see it.' })
export class AdminProductVariant {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  sku: string;

  @Field(() => String)
  color: string;

  @Field(() => Int)
  stock: number;

  @Field(() => Boolean)
  archived: boolean;
}

@ObjectType({ description: 'A product as staff see it: what the storefront shows, plus SKU, tax fields, the real stock and archiving. Money in paise.' })
export class AdminProduct {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'Stable key for CSV import and export; unique whatever the letter case.' })
  sku: string;

  @Field(() => String)
  name: string;

  @Field(() => String, {
    description: 'The family it belongs to: products sharing a name are one family, and the storefront offers their colours as swatches. It is the name.',
  })
  variantGroup: string;

  @Field(() => String)
  description: string;

  @Field(() => Int, { description: 'Selling price in paise.' })
  pricePaise: number;

  @Field(() => Int, { description: 'MRP in paise (struck through on the storefront).' })
  mrpPaise: number;

  @Field(() => Int, { description: 'Whole percent off the MRP, worked out from price and MRP.' })
  offerPercent: number;

  @Field(() => String, { description: 'men, women, lgbtq, tshirt or accessories.' })
  category: string;

  @Field(() => String, { description: 'What the item is (tshirt, hoodie, mug, ...): drives generated pictures and search words.' })
  kind: string;

  @Field(() => String)
  color: string;

  @Field(() => [String])
  availableSizes: string[];

  @Field(() => [String])
  features: string[];

  @Field(() => [String], { description: 'Promo labels (SALE, BEST SELL, NEW ARRIVALS, ...).' })
  tags: string[];

  @Field(() => Boolean)
  isBestSeller: boolean;

  @Field(() => String, { nullable: true, description: 'HSN code for invoices: 4, 6 or 8 digits; null until set.' })
  hsnCode: string | null;

  @Field(() => GstRateClass)
  gstRateClass: GstRateClass;

  @Field(() => Int, { description: 'Units in stock over all its sizes: always the sum of its stock ledger.' })
  stock: number;

  @Field(() => [ProductVariant], { description: 'Its sizes as variants (one, "NA", for an item without sizes): SKU, stock, threshold and price each. (`variants` are its colours.)' })
  sizes?: ProductVariant[];

  @Field(() => Int, { description: 'At or below this (and above zero) the stock is LOW.' })
  lowStockThreshold: number;

  @Field(() => StockState)
  stockState: StockState;

  @Field(() => Boolean)
  archived: boolean;

  @Field(() => Date, { nullable: true })
  archivedAt: Date | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;

  @Field(() => [Photo], { description: 'Its pictures in order, the cover first (uploaded photos, or its generated pictures).' })
  photos: Photo[];

  @Field(() => Photo, { nullable: true })
  coverPhoto: Photo | null;

  /** Media ids of its uploaded photos, in order. */
  @Field(() => [ID], { description: 'Media ids of its uploaded photos, in order (empty when it shows generated pictures).' })
  imageIds: string[];
}

@ObjectType({ description: 'One page of the staff’s product list, with how many products match in all.' })
export class AdminProductPage {
  @Field(() => [AdminProduct])
  items: AdminProduct[];

  @Field(() => Int)
  total: number;
}

@InputType({ description: 'Narrows the staff’s product list; every field is optional.' })
export class AdminProductFilter {
  @Field(() => String, { nullable: true, description: 'Words of the name, description, colour or kind, or the start of a SKU.' })
  search?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => StockState, { nullable: true })
  stockState?: StockState | null;

  @Field(() => Boolean, { nullable: true, description: 'true: archived products only; false (the default): products on sale only.' })
  archived?: boolean | null;

  @Field(() => String, { nullable: true, description: 'One family: products with exactly this name (any letter case).' })
  variantGroup?: string | null;
}

@InputType()
export class AdminProductSort {
  @Field(() => AdminProductSortField)
  field: AdminProductSortField;

  @Field(() => SortDirection, { nullable: true, description: 'ASC unless given.' })
  direction?: SortDirection | null;
}

/** The fields a product is made of, shared by create and update. Money in paise. */
@InputType({ description: 'A new product. Money in paise. Unknown or bad values come back as BAD_USER_INPUT with `extensions.fields` naming each field.' })
export class CreateProductInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => Int)
  pricePaise: number;

  @Field(() => Int, { description: 'At least the price.' })
  mrpPaise: number;

  @Field(() => String, { description: 'men, women, lgbtq, tshirt or accessories.' })
  category: string;

  @Field(() => String, { nullable: true, description: 'What the item is; worked out from the name and category when left out.' })
  kind?: string | null;

  @Field(() => String)
  color: string;

  @Field(() => [String], { nullable: true, description: 'Sizes a shopper picks from (S, M, L, XL, ...); empty for items without sizes.' })
  availableSizes?: string[] | null;

  @Field(() => [String], { nullable: true })
  features?: string[] | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  isBestSeller?: boolean | null;

  @Field(() => String, { nullable: true })
  hsnCode?: string | null;

  @Field(() => GstRateClass, { nullable: true, description: 'GARMENT for clothing, STANDARD_18 otherwise, unless given.' })
  gstRateClass?: GstRateClass | null;

  @Field(() => Int, { nullable: true, description: 'Units in stock to start with (0 unless given); the stock ledger’s initial row.' })
  stock?: number | null;

  @Field(() => Int, { nullable: true, description: '5 unless given.' })
  lowStockThreshold?: number | null;

  @Field(() => String, { nullable: true, description: 'Made from name and colour when left out.' })
  sku?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Uploaded photos (media ids from POST /admin/media), in order: the first is the cover.' })
  imageIds?: string[] | null;

  @Field(() => [VariantInput], {
    nullable: true,
    description: 'Its sizes, each with its own SKU, starting stock and optional price. When given, they are the sizes (availableSizes may be left out) and `stock` is their sum.',
  })
  variants?: VariantInput[] | null;
}

@InputType({ description: 'Changes to a product: only the fields given change (null clears hsnCode). Stock changes through adjustStock.' })
export class UpdateProductInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int, { nullable: true })
  pricePaise?: number | null;

  @Field(() => Int, { nullable: true })
  mrpPaise?: number | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => String, { nullable: true })
  kind?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;

  @Field(() => [String], { nullable: true })
  availableSizes?: string[] | null;

  @Field(() => [String], { nullable: true })
  features?: string[] | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  isBestSeller?: boolean | null;

  @Field(() => String, { nullable: true })
  hsnCode?: string | null;

  @Field(() => GstRateClass, { nullable: true })
  gstRateClass?: GstRateClass | null;

  @Field(() => Int, { nullable: true })
  lowStockThreshold?: number | null;

  @Field(() => String, { nullable: true })
  sku?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Replaces its photos, in order (an empty list goes back to generated pictures).' })
  imageIds?: string[] | null;
}

@InputType({
  description:
    'A stock change with its reason: either `delta` (units added, negative to remove) or `count` (units counted on the shelf), not both. The result can never be negative.',
})
export class StockAdjustmentInput {
  @Field(() => ID, { nullable: true, description: 'The product; enough for an item without sizes. Give `sku` for one size of a sized product.' })
  productId?: string | null;

  @Field(() => String, { nullable: true, description: 'The SKU of the size to change (e.g. KURTA-INDIGO-M).' })
  sku?: string | null;

  @Field(() => StockAdjustReason)
  reason: StockAdjustReason;

  @Field(() => Int, { nullable: true })
  delta?: number | null;

  @Field(() => Int, { nullable: true })
  count?: number | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  note?: string | null;
}

@ObjectType({ description: 'One change of a size’s stock. Rows are never changed; the newest row of a size has its stock in balanceAfter.' })
export class StockLedgerEntry {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  productId: string;

  @Field(() => String, { nullable: true, description: 'The SKU of the size it changed; null for rows from before sizes had their own stock.' })
  sku: string | null;

  @Field(() => String, { nullable: true, description: "The size it changed ('NA' for an item without sizes)." })
  size: string | null;

  @Field(() => Int, { description: 'Units added (negative: taken away).' })
  delta: number;

  @Field(() => StockLedgerReason)
  reason: StockLedgerReason;

  @Field(() => ID, { nullable: true, description: 'The order that took or gave back the units, when known.' })
  orderId: string | null;

  @Field(() => ID, { nullable: true, description: 'The staff member who made the change, for staff reasons and imports.' })
  staffId: string | null;

  @Field(() => String, { nullable: true })
  staffEmail: string | null;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => Int)
  balanceAfter: number;

  @Field(() => Date)
  at: Date;
}

@ObjectType()
export class StockLedgerPage {
  @Field(() => [StockLedgerEntry], { description: 'Newest first.' })
  items: StockLedgerEntry[];

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'A CSV row that cannot be imported, and why. `row` is the line in the file (the header is line 1).' })
export class ProductImportError {
  @Field(() => Int)
  row: number;

  @Field(() => String, { description: 'The CSV column at fault ("" for the whole row or file).' })
  field: string;

  @Field(() => String)
  message: string;
}

@ObjectType({ description: 'What an import did, or (dry run, or any error) would do: all rows are applied or none.' })
export class ProductImportResult {
  @Field(() => Boolean, { description: 'true when nothing was written: a dry run, or a file with errors.' })
  dryRun: boolean;

  @Field(() => Boolean, { description: 'true when every row was written.' })
  applied: boolean;

  @Field(() => Int, { description: 'Products the file creates (a product has one row per size).' })
  created: number;

  @Field(() => Int, { description: 'Existing products the file changes: their fields, sizes, or a size’s SKU, price, threshold or stock.' })
  updated: number;

  @Field(() => Int, { description: 'Products whose rows are identical to what they are now.' })
  unchanged: number;

  @Field(() => [ProductImportError], { description: 'Every bad row and why (at most 1,000 listed).' })
  errors: ProductImportError[];
}
