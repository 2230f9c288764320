import { AppError } from '../../common/errors';
import { isCleanText } from '../../common/input-hygiene';
import { MAX_PRICE_PAISE } from './catalog.types';
import { KNOWN_KINDS, isKind } from './product-art';
import { GST_RATE_CLASSES, GstRateClass } from './product-admin.types';

/**
 * The rules of a product's fields, in one place for the GraphQL forms and the CSV import: each value is
 * tidied (trimmed, letter case) and checked, and every field at fault gets its own message, worded for
 * the person at the form, so the form can show them all beside their fields at once.
 */

export const CATEGORIES = ['men', 'women', 'lgbtq', 'tshirt', 'accessories'] as const;
const CLOTHING_KINDS = new Set(['tshirt', 'shirt', 'kurta', 'hoodie', 'dress']);

export const LIMITS = {
  name: 120,
  description: 5000,
  color: 30,
  sizes: 12,
  size: 10,
  features: 20,
  feature: 200,
  tags: 10,
  tag: 30,
  stock: 1_000_000,
  threshold: 100_000,
} as const;

export const MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: `A name has at most ${LIMITS.name} characters.`,
  descriptionRequired: 'Please enter a description.',
  descriptionTooLong: `A description has at most ${LIMITS.description.toLocaleString('en-IN')} characters.`,
  priceRequired: 'Please enter a price.',
  priceRange: 'The price must be between ₹1 and ₹1,00,00,000.',
  mrpRequired: 'Please enter the MRP.',
  mrpRange: 'The MRP must be between ₹1 and ₹1,00,00,000.',
  mrpBelowPrice: 'The MRP cannot be less than the price.',
  category: `Choose a category: ${CATEGORIES.join(', ')}.`,
  kind: `Choose what the item is: ${KNOWN_KINDS.join(', ')}.`,
  colorRequired: 'Please enter a colour.',
  color: `A colour has at most ${LIMITS.color} letters, spaces or hyphens (e.g. navy, sky blue).`,
  sizes: `Each size is 1 to ${LIMITS.size} letters or digits (e.g. S, XL, 32); leave sizes empty for items without one.`,
  sizeTwice: 'A size is listed twice.',
  tooManySizes: `At most ${LIMITS.sizes} sizes.`,
  features: `At most ${LIMITS.features} details, each 1 to ${LIMITS.feature} characters.`,
  tags: `At most ${LIMITS.tags} labels, each 1 to ${LIMITS.tag} characters.`,
  hsn: 'An HSN code has 4, 6 or 8 digits.',
  gst: `Choose a GST rate class: ${GST_RATE_CLASSES.join(', ')}.`,
  stock: `Stock is a whole number from 0 to ${LIMITS.stock.toLocaleString('en-IN')}.`,
  threshold: `The low-stock threshold is a whole number from 0 to ${LIMITS.threshold.toLocaleString('en-IN')}.`,
  sku: 'A SKU has 1 to 64 letters, digits, ".", "_" or "-", and starts with a letter or digit.',
  skuTaken: 'Another product already has this SKU.',
  textNotAllowed: 'This contains a character that is not allowed.',
  fixFields: (n: number) => (n === 1 ? 'Please correct the highlighted field.' : `Please correct the ${n} highlighted fields.`),
  colourTaken: (name: string, color: string) => `“${name}” already has a product in ${color}: each colour of a family is one product.`,
} as const;

/** The values a product is made of, tidied. Money in paise. */
export interface ProductValues {
  name: string;
  description: string;
  pricePaise: number;
  mrpPaise: number;
  category: string;
  kind: string;
  color: string;
  availableSizes: string[];
  features: string[];
  tags: string[];
  isBestSeller: boolean;
  hsnCode: string | null;
  gstRateClass: GstRateClass;
  lowStockThreshold: number;
  sku: string | null;
  stock: number;
}

/** What a caller hands in: any of the fields, as loosely typed as a form or a CSV cell leaves them. */
export type ProductFieldsInput = { [K in keyof ProductValues]?: unknown };

/** Field name → message, for every field at fault. */
export type FieldProblems = Record<string, string>;

/** BAD_USER_INPUT naming every bad field in `extensions.fields` ({ field: message }); the message says how many. */
export function fieldErrors(problems: FieldProblems): AppError {
  const n = Object.keys(problems).length;
  return new AppError('BAD_USER_INPUT', n === 1 ? Object.values(problems)[0] : MESSAGES.fixFields(n), { fields: problems });
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SIZE = /^[A-Z0-9][A-Z0-9/.-]*$/;
const COLOR = /^[a-z][a-z -]*$/;

/** Words in a product's name that say what it is, for a new product whose kind was left out. */
const KIND_WORDS: [RegExp, string][] = [
  [/\bhood(ie|y)s?\b|\bsweatshirts?\b/i, 'hoodie'],
  [/\bkurt(a|i|as|is)\b/i, 'kurta'],
  [/\b(dress|dresses|frock|gown)\b/i, 'dress'],
  [/\bt-?shirts?\b|\btees?\b|\bpolo\b/i, 'tshirt'],
  [/\bshirts?\b/i, 'shirt'],
  [/\bcaps?\b|\bhats?\b/i, 'cap'],
  [/\bmugs?\b|\bcups?\b/i, 'mug'],
  [/\bbottles?\b|\bsipper\b|\bflask\b/i, 'bottle'],
  [/\bmouse ?pads?\b/i, 'mousepad'],
  [/\bkey ?(chain|ring)s?\b/i, 'keychain'],
  [/\btote\b|\bbags?\b/i, 'totebag'],
  [/\bframes?\b/i, 'frame'],
  [/\bdesk ?mats?\b|\bkeyboard ?pads?\b/i, 'keyboardpad'],
  [/\bmetal\b|\bposter\b/i, 'metalsheet'],
];

/** The kind of a new product whose kind was left out: read from its name, else a tee for clothing categories. */
export function guessKind(name: string, category: string): string | null {
  for (const [words, kind] of KIND_WORDS) if (words.test(name)) return kind;
  return category === 'accessories' ? null : 'tshirt';
}

/** The GST class a product starts with when none is given: clothing is 'garment', everything else the standard 18%. */
export const defaultGstClass = (kind: string): GstRateClass => (CLOTHING_KINDS.has(kind) ? GstRateClass.GARMENT : GstRateClass.STANDARD_18);

/** Whole percent off the MRP, rounded down (never advertise more than the real discount). */
export const offerPercentOf = (pricePaise: number, mrpPaise: number): number =>
  mrpPaise > 0 ? Math.max(0, Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise)) : 0;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * Tidies and checks the fields given (undefined: not given). `complete`: a new product, whose required
 * fields must all be there. Answers the tidied values of the fields given, and the problems.
 * Rules between fields (MRP not below the price) use `current` for the field not given.
 */
export function checkProductFields(
  input: ProductFieldsInput,
  opts: { complete: boolean; current?: Pick<ProductValues, 'pricePaise' | 'mrpPaise' | 'name' | 'category'> },
): { values: Partial<ProductValues>; problems: FieldProblems } {
  const values: Partial<ProductValues> = {};
  const problems: FieldProblems = {};
  const given = (k: keyof ProductValues) => input[k] !== undefined && (input[k] !== null || k === 'hsnCode');
  const required = (k: keyof ProductValues, message: string) => {
    if (!given(k) && (opts.complete || input[k] === null)) problems[k] = message;
    return given(k);
  };
  const text = (k: 'name' | 'description', requiredMessage: string, max: number, tooLong: string) => {
    if (!required(k, requiredMessage)) return;
    const v = typeof input[k] === 'string' ? (input[k] as string).trim() : '';
    if (!v) problems[k] = requiredMessage;
    else if (v.length > max) problems[k] = tooLong;
    else if (!isCleanText(v)) problems[k] = MESSAGES.textNotAllowed;
    else values[k] = v;
  };
  const list = (k: 'availableSizes' | 'features' | 'tags', message: string, max: number, each: number, tidy: (s: string) => string) => {
    if (!given(k)) return undefined;
    const raw = input[k];
    if (!Array.isArray(raw) || raw.some((s) => typeof s !== 'string')) return void (problems[k] = message);
    const items = (raw as string[]).map((s) => tidy(s.trim())).filter((s) => s !== '');
    if (items.length > max || items.some((s) => s.length > each || !isCleanText(s))) return void (problems[k] = message);
    return items;
  };

  text('name', MESSAGES.nameRequired, LIMITS.name, MESSAGES.nameTooLong);
  text('description', MESSAGES.descriptionRequired, LIMITS.description, MESSAGES.descriptionTooLong);

  for (const [k, requiredMessage, range] of [
    ['pricePaise', MESSAGES.priceRequired, MESSAGES.priceRange],
    ['mrpPaise', MESSAGES.mrpRequired, MESSAGES.mrpRange],
  ] as const) {
    if (!required(k, requiredMessage)) continue;
    const v = input[k];
    if (!isInt(v) || v < 100 || v > MAX_PRICE_PAISE) problems[k] = range;
    else values[k] = v;
  }
  const price = values.pricePaise ?? opts.current?.pricePaise;
  const mrp = values.mrpPaise ?? opts.current?.mrpPaise;
  if (price !== undefined && mrp !== undefined && mrp < price && !problems.pricePaise && !problems.mrpPaise) {
    problems[values.mrpPaise !== undefined ? 'mrpPaise' : 'pricePaise'] = MESSAGES.mrpBelowPrice;
  }

  if (required('category', MESSAGES.category)) {
    const v = typeof input.category === 'string' ? input.category.trim().toLowerCase() : '';
    if ((CATEGORIES as readonly string[]).includes(v)) values.category = v;
    else problems.category = MESSAGES.category;
  }

  if (given('kind')) {
    const v = typeof input.kind === 'string' ? input.kind.trim().toLowerCase() : '';
    if (isKind(v)) values.kind = v;
    else problems.kind = MESSAGES.kind;
  } else if (opts.complete && values.category) {
    const guessed = guessKind(values.name ?? '', values.category);
    if (guessed) values.kind = guessed;
    else problems.kind = MESSAGES.kind;
  }

  if (required('color', MESSAGES.colorRequired)) {
    const v = typeof input.color === 'string' ? input.color.trim().toLowerCase().replace(/\s+/g, ' ') : '';
    if (!v) problems.color = MESSAGES.colorRequired;
    else if (v.length > LIMITS.color || !COLOR.test(v)) problems.color = MESSAGES.color;
    else values.color = v;
  }

  const sizes = list('availableSizes', MESSAGES.sizes, Number.MAX_SAFE_INTEGER, LIMITS.size, (s) => s.toUpperCase());
  if (sizes) {
    if (sizes.length > LIMITS.sizes) problems.availableSizes = MESSAGES.tooManySizes;
    else if (sizes.some((s) => !SIZE.test(s) || s === 'NA')) problems.availableSizes = MESSAGES.sizes;
    else if (new Set(sizes).size !== sizes.length) problems.availableSizes = MESSAGES.sizeTwice;
    else values.availableSizes = sizes;
  }
  const features = list('features', MESSAGES.features, LIMITS.features, LIMITS.feature, (s) => s);
  if (features) values.features = features;
  const tags = list('tags', MESSAGES.tags, LIMITS.tags, LIMITS.tag, (s) => s.toUpperCase().replace(/\s+/g, ' '));
  if (tags) values.tags = [...new Set(tags)];

  if (given('isBestSeller')) {
    if (typeof input.isBestSeller === 'boolean') values.isBestSeller = input.isBestSeller;
    else problems.isBestSeller = 'Best seller is yes or no.';
  }

  if (given('hsnCode')) {
    const v = input.hsnCode === null ? '' : typeof input.hsnCode === 'string' ? input.hsnCode.replace(/\s+/g, '') : '?';
    if (v === '') values.hsnCode = null;
    else if (/^(\d{4}|\d{6}|\d{8})$/.test(v)) values.hsnCode = v;
    else problems.hsnCode = MESSAGES.hsn;
  }

  if (given('gstRateClass')) {
    const v = typeof input.gstRateClass === 'string' ? input.gstRateClass.trim().toLowerCase() : '';
    if ((GST_RATE_CLASSES as string[]).includes(v)) values.gstRateClass = v as GstRateClass;
    else problems.gstRateClass = MESSAGES.gst;
  }

  if (given('stock')) {
    if (isInt(input.stock) && input.stock >= 0 && input.stock <= LIMITS.stock) values.stock = input.stock;
    else problems.stock = MESSAGES.stock;
  }
  if (given('lowStockThreshold')) {
    const v = input.lowStockThreshold;
    if (isInt(v) && v >= 0 && v <= LIMITS.threshold) values.lowStockThreshold = v;
    else problems.lowStockThreshold = MESSAGES.threshold;
  }

  // A new product without a SKU gets one made from its name and colour; an existing one keeps its own.
  if (input.sku !== undefined && input.sku !== null) {
    const v = typeof input.sku === 'string' ? input.sku.trim() : '?';
    if (v === '' && opts.complete) values.sku = null;
    else if (SKU.test(v)) values.sku = v;
    else problems.sku = MESSAGES.sku;
  }

  return { values, problems };
}
