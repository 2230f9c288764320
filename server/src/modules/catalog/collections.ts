/**
 * The one mapping from the labels shoppers click (header links, promo strip, accessories tiles,
 * filter-panel options, `?cat=` in shared URLs) to what the catalogue lists for them.
 * Labels are matched case-insensitively, ignoring spaces, hyphens and a trailing "+".
 */

export type ProductSort = 'RELEVANCE' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST' | 'RATING' | 'DISCOUNT';

/** What a collection restricts the catalogue to. Listed conditions all apply; `categories`/`kinds` match either. */
export interface CollectionFilter {
  categories?: string[];
  kinds?: string[];
  minOffer?: number;
  maxPricePaise?: number;
  bestSeller?: boolean;
  tag?: string;
}

export interface Collection {
  key: string;
  title: string;
  description: string;
  filter: CollectionFilter;
  /** The order used when the shopper has not picked one (and did not search). */
  defaultSort?: ProductSort;
}

const define = (c: Collection, ...aliases: string[]) => ({ collection: c, aliases: [c.key, ...aliases] });

const DEFINITIONS = [
  define({ key: 'men', title: 'Men', description: 'T-shirts, shirts, kurtas and hoodies for men.', filter: { categories: ['men'] } }, 'man', 'mens', "men's"),
  define({ key: 'women', title: 'Women', description: 'Kurtis, dresses, tees and hoodies for women.', filter: { categories: ['women'] } }, 'woman', 'womens', "women's"),
  define({ key: 'lgbtq', title: 'LGBTQ+', description: 'Pride tees, hoodies, caps and bags. Part of every sale supports local collectives.', filter: { categories: ['lgbtq'] } }, 'lgbt', 'pride'),
  define({ key: 'tshirt', title: 'T-Shirts', description: 'Every tee in the shop, for men, women and everyone.', filter: { categories: ['tshirt'], kinds: ['tshirt'] } }, 'tshirts', 't shirt', 't shirts', 'tee', 'tees'),
  define({ key: 'accessories', title: 'Accessories', description: 'Caps, bags and personalised prints: mugs, bottles, mouse pads and more.', filter: { categories: ['accessories'] } }, 'accessory'),
  define({ key: 'sale', title: 'Sale', description: '40% off or more, while stocks last.', filter: { minOffer: 40 }, defaultSort: 'DISCOUNT' }),
  define({ key: 'best sell', title: 'Best Sellers', description: 'What shoppers across India keep coming back for.', filter: { bestSeller: true } }, 'best seller', 'best sellers', 'bestseller', 'bestsellers', 'trending'),
  define({ key: 'summer sale', title: 'Summer Sale', description: 'Tees, caps, dresses and bottles for the heat, 25% off or more.', filter: { kinds: ['tshirt', 'cap', 'bottle', 'dress'], minOffer: 25 }, defaultSort: 'DISCOUNT' }),
  define({ key: 'new arrivals', title: 'New Arrivals', description: 'Fresh off the printing table.', filter: { tag: 'NEW ARRIVALS' }, defaultSort: 'NEWEST' }, 'new arrival', 'new'),
  define({ key: 'buy 3 @999', title: 'Buy 3 @ ₹999', description: 'Pick any three under ₹500.', filter: { maxPricePaise: 49999 }, defaultSort: 'PRICE_ASC' }, 'buy 3 @ 999', 'buy 3 at 999', 'buy3@999'),
  define({ key: '80% off', title: 'Up to 80% Off', description: 'Clearance: 60% off or more.', filter: { minOffer: 60 }, defaultSort: 'DISCOUNT' }, '80 off', '80%off'),
  // The accessories tiles on the home page, and the other names the sample data uses for them.
  define({ key: 'mug', title: 'Mugs', description: 'Ceramic, magic and enamel mugs, printed with your photo or name.', filter: { kinds: ['mug'] } }, 'mugs', 'coffee mug', 'coffee mugs'),
  define({ key: 'water bottles', title: 'Water Bottles', description: 'Steel, copper and sipper bottles, printed to order.', filter: { kinds: ['bottle'] } }, 'water bottle', 'bottle', 'bottles'),
  define({ key: 'mouse pad', title: 'Mouse Pads', description: 'Smooth-glide mouse pads with your print.', filter: { kinds: ['mousepad'] } }, 'mouse pads', 'mousepad', 'mousepads'),
  define({ key: 'key chain', title: 'Key Chains', description: 'Acrylic, leather and metal key chains.', filter: { kinds: ['keychain'] } }, 'key chains', 'keychain', 'keychains'),
  define({ key: 'cap', title: 'Caps', description: 'Baseball caps and snapbacks.', filter: { kinds: ['cap'] } }, 'caps', 'hat', 'hats'),
  define({ key: 'hand bags', title: 'Hand Bags', description: 'Tote, jute and sling bags.', filter: { kinds: ['totebag'] } }, 'hand bag', 'handbag', 'handbags', 'tote bag', 'tote bags', 'bags', 'bag'),
  define({ key: 'metal sheet', title: 'Metal Sheets', description: 'Printed metal posters and name plates.', filter: { kinds: ['metalsheet'] } }, 'metal sheets', 'metalsheet'),
  define({ key: 'keyboard pad', title: 'Keyboard Pads', description: 'Extended desk mats that fit keyboard and mouse.', filter: { kinds: ['keyboardpad'] } }, 'keyboard pads', 'keyboardpad', 'desk mat'),
  define({ key: 'wall frames', title: 'Wall Frames', description: 'Personalised photo and collage frames.', filter: { kinds: ['frame'] } }, 'wall frame', 'frame', 'frames', 'photo frame'),
  define({ key: 'hoodie', title: 'Hoodies', description: 'Fleece hoodies for cool evenings.', filter: { kinds: ['hoodie'] } }, 'hoodies'),
  define({ key: 'kurta', title: 'Kurtas & Kurtis', description: 'Cotton kurtas and kurtis.', filter: { kinds: ['kurta'] } }, 'kurtas', 'kurti', 'kurtis'),
  define({ key: 'dress', title: 'Dresses', description: 'Midi and maxi dresses.', filter: { kinds: ['dress'] } }, 'dresses'),
  define({ key: 'shirt', title: 'Shirts', description: 'Oxford and linen shirts.', filter: { kinds: ['shirt'] } }, 'shirts'),
];

/** "  LGBTQ+ " → "lgbtq", "T-Shirts" → "t shirts", "BUY 3 @999" → "buy 3 @999". */
export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[-_]+/g, ' ')
    .replace(/\+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_LABEL = new Map<string, Collection>();
for (const { collection, aliases } of DEFINITIONS) {
  for (const alias of aliases) BY_LABEL.set(normalizeLabel(alias), collection);
}

/** The collection a label names, or null when it names none (the listing is then empty, not an error). */
export function resolveCollection(label: string): Collection | null {
  return BY_LABEL.get(normalizeLabel(label)) ?? null;
}

export const COLLECTIONS: Collection[] = DEFINITIONS.map((d) => d.collection);

/** What a collection's filter reads of a product (the same conditions the listing's SQL applies). */
export interface CollectionFacts {
  category: string;
  kind: string;
  offerPercent: number;
  pricePaise: number;
  isBestSeller: boolean;
  tags: string[];
}

/** Whether a product is in a collection: the listing's conditions (product-search.ts), in TypeScript, for promotions. */
export function inCollection(product: CollectionFacts, filter: CollectionFilter): boolean {
  const either = [filter.categories?.length ? filter.categories.includes(product.category) : null, filter.kinds?.length ? filter.kinds.includes(product.kind) : null].filter((v) => v !== null);
  if (either.length && !either.some(Boolean)) return false;
  if (filter.minOffer !== undefined && product.offerPercent < filter.minOffer) return false;
  if (filter.maxPricePaise !== undefined && product.pricePaise > filter.maxPricePaise) return false;
  if (filter.bestSeller && !product.isBestSeller) return false;
  if (filter.tag && !product.tags.includes(filter.tag)) return false;
  return true;
}

/** The keys of every collection a product is in. */
export function collectionsOf(product: CollectionFacts): string[] {
  return COLLECTIONS.filter((c) => inCollection(product, c.filter)).map((c) => c.key);
}
