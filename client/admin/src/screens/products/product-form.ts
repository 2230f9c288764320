import type { GstRateClass, ProductFormFragment } from '../../gql/graphql';
import { paiseToRupeesText, parseRupees } from '../../lib/money';

/** The product form's values as typed: prices as rupee text, lists as text, numbers as text. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  mrp: string;
  category: string;
  kind: string;
  color: string;
  sizes: string;
  features: string;
  tags: string[];
  isBestSeller: boolean;
  hsnCode: string;
  gstRateClass: GstRateClass | '';
  sku: string;
  stock: string;
  lowStockThreshold: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  mrp: '',
  category: '',
  kind: '',
  color: '',
  sizes: '',
  features: '',
  tags: [],
  isBestSeller: false,
  hsnCode: '',
  gstRateClass: '',
  sku: '',
  stock: '0',
  lowStockThreshold: '5',
};

export function valuesFrom(p: ProductFormFragment): ProductFormValues {
  return {
    name: p.name,
    description: p.description,
    price: paiseToRupeesText(p.pricePaise),
    mrp: paiseToRupeesText(p.mrpPaise),
    category: p.category,
    kind: p.kind,
    color: p.color,
    sizes: p.availableSizes.join(', '),
    features: p.features.join('\n'),
    tags: p.tags,
    isBestSeller: p.isBestSeller,
    hsnCode: p.hsnCode ?? '',
    gstRateClass: p.gstRateClass,
    sku: p.sku,
    stock: String(p.stock),
    lowStockThreshold: String(p.lowStockThreshold),
  };
}

/** Field name (as the server names it) → what is wrong, worded for the person at the form. */
export type ProductErrors = Partial<Record<'name' | 'description' | 'pricePaise' | 'mrpPaise' | 'category' | 'kind' | 'color' | 'availableSizes' | 'features' | 'tags' | 'hsnCode' | 'gstRateClass' | 'sku' | 'stock' | 'lowStockThreshold' | 'imageIds' | 'isBestSeller', string>>;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
const list = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The form's values as the API takes them, with what is wrong before asking the server (which checks
 * everything again, with the same words where it can).
 */
export function readProductForm(v: ProductFormValues, isNew: boolean) {
  const errors: ProductErrors = {};
  const pricePaise = parseRupees(v.price);
  const mrpPaise = v.mrp.trim() ? parseRupees(v.mrp) : pricePaise;
  if (!v.name.trim()) errors.name = 'Please enter a name.';
  if (!v.description.trim()) errors.description = 'Please enter a description.';
  if (pricePaise === null || pricePaise < 100) errors.pricePaise = 'Enter the price in rupees, e.g. 499 or 499.50.';
  if (mrpPaise === null) errors.mrpPaise = 'Enter the MRP in rupees, e.g. 799, or leave it empty to use the price.';
  else if (pricePaise !== null && mrpPaise < pricePaise) errors.mrpPaise = 'The MRP cannot be less than the price.';
  if (!v.category) errors.category = 'Choose a category.';
  if (!v.color.trim()) errors.color = 'Please enter a colour.';
  if (v.hsnCode.trim() && !/^(\d{4}|\d{6}|\d{8})$/.test(v.hsnCode.trim())) errors.hsnCode = 'An HSN code has 4, 6 or 8 digits.';
  const stock = wholeNumber(v.stock);
  if (isNew && stock === null) errors.stock = 'Stock is a whole number, 0 or more.';
  const threshold = wholeNumber(v.lowStockThreshold);
  if (threshold === null) errors.lowStockThreshold = 'The low-stock threshold is a whole number, 0 or more.';
  const input = {
    name: v.name.trim(),
    description: v.description.trim(),
    pricePaise: pricePaise ?? 0,
    mrpPaise: mrpPaise ?? 0,
    category: v.category,
    kind: v.kind || undefined,
    color: v.color.trim(),
    availableSizes: list(v.sizes, /[,\s]+/).map((s) => s.toUpperCase()),
    features: list(v.features, /\n/),
    tags: v.tags,
    isBestSeller: v.isBestSeller,
    hsnCode: v.hsnCode.trim() || undefined,
    gstRateClass: v.gstRateClass || undefined,
    sku: v.sku.trim() || undefined,
    lowStockThreshold: threshold ?? 0,
  };
  return { errors, input, stock: stock ?? 0 };
}
