import { KIND_DEFAULTS } from './demo-catalogue';
import type { ProductSeed } from './product-seed';
import { seededRandom, type Random } from './random';
import { CLOTHING_KINDS, sampleReviews } from './review-seed';

/**
 * A deterministic large catalogue for benchmarks and load tests: the same seed always gives the same
 * sequence of products, reviews and ages, and a larger count only appends to a smaller one (so a
 * database of the first N products can grow to M). Families of one to four colours, the demo
 * catalogue's mix of clothing and printed merchandise, realistic prices, offers, stock and reviews.
 *
 * No two products share a name and a colour, at any size, without remembering the names made so far:
 * each noun ('Crew Neck Tee') counts the families named with it, and a family's number under its noun
 * decodes, one to one, into an adjective, a theme and a series ('No. 2' from the second round of
 * adjective × theme pairs on). Different nouns or numbers give different names (see familyName), and
 * the colours of one family are drawn without repeats.
 */

const ADJECTIVES = [
  'Classic', 'Vintage', 'Everyday', 'Relaxed', 'Slim Fit', 'Oversized', 'Handloom', 'Organic', 'Festive', 'Urban',
  'Retro', 'Breezy', 'Heritage', 'Monsoon', 'Street', 'Studio', 'Weekend', 'Coastal', 'Desert', 'Indigo',
  'Sunlit', 'Midnight', 'Royal', 'Artisan', 'Minimal', 'Bold', 'Soft Touch', 'Signature', 'Campus', 'Metro',
];

const THEMES = [
  'Paisley', 'Mandala', 'Block Print', 'Ikat', 'Bandhani', 'Madhubani', 'Warli', 'Kalamkari', 'Chai', 'Cricket',
  'Bollywood', 'Mountains', 'Lotus', 'Peacock', 'Tiger', 'Rangoli', 'Truck Art', 'Typography', 'Pride', 'Galaxy',
  'Floral', 'Geometric', 'Mehendi', 'Elephant', 'Kolam', 'Sunset', 'Ocean', 'Jungle', 'Skyline', 'Doodle',
];

const NOUNS: Record<string, string[]> = {
  tshirt: ['Crew Neck Tee', 'Graphic T-Shirt', 'Pocket Tee', 'Polo T-Shirt', 'Henley Tee', 'Longline Tee'],
  hoodie: ['Pullover Hoodie', 'Zip Hoodie', 'Sweatshirt Hoodie'],
  shirt: ['Oxford Shirt', 'Linen Shirt', 'Casual Shirt'],
  kurta: ['Cotton Kurta', 'Straight Kurti', 'A-Line Kurti'],
  dress: ['Midi Dress', 'Maxi Dress', 'Shirt Dress'],
  cap: ['Baseball Cap', 'Snapback Cap', 'Trucker Cap'],
  mug: ['Coffee Mug', 'Magic Mug', 'Enamel Mug'],
  bottle: ['Steel Water Bottle', 'Sipper Bottle', 'Copper Water Bottle'],
  mousepad: ['Mouse Pad', 'Wrist Rest Mouse Pad'],
  keychain: ['Acrylic Key Chain', 'Leather Key Chain'],
  totebag: ['Tote Bag', 'Jute Hand Bag', 'Sling Hand Bag'],
  frame: ['Wall Photo Frame', 'Collage Wall Frame'],
  metalsheet: ['Metal Sheet Poster', 'Metal Sheet Name Plate'],
  keyboardpad: ['Keyboard Pad', 'Keyboard Pad Desk Mat'],
};

const CATEGORY_KINDS: [string, number, [string, number][]][] = [
  ['men', 22, [['tshirt', 50], ['shirt', 20], ['kurta', 15], ['hoodie', 15]]],
  ['women', 22, [['tshirt', 35], ['kurta', 25], ['dress', 25], ['hoodie', 15]]],
  ['lgbtq', 6, [['tshirt', 60], ['hoodie', 15], ['cap', 10], ['mug', 10], ['totebag', 5]]],
  ['tshirt', 10, [['tshirt', 100]]],
  ['accessories', 40, [['cap', 12], ['mug', 14], ['bottle', 12], ['mousepad', 10], ['keychain', 10], ['totebag', 12], ['frame', 10], ['metalsheet', 8], ['keyboardpad', 12]]],
];

const COLORS = ['black', 'white', 'navy', 'red', 'maroon', 'olive', 'grey', 'yellow', 'pink', 'lavender', 'teal', 'green', 'blue', 'orange', 'beige', 'brown', 'purple'];

const PRICES: Record<'clothing' | 'print', number[]> = {
  clothing: [299.99, 349.99, 399.99, 459.99, 499.99, 549.99, 599.99, 699.99, 799.99, 899.99, 999.99, 1199.99, 1299.99, 1499.99, 1799.99, 1999.99],
  print: [199.99, 249.99, 299.99, 349.99, 399.99, 459.99, 499.99, 599.99, 699.99, 899.99, 1299.99],
};
const DISCOUNTS = [0, 10, 15, 20, 20, 25, 30, 30, 35, 40, 40, 45, 50, 55, 60, 70, 80];

const MATERIALS: Record<string, string[]> = {
  clothing: ['soft combed cotton', 'breathable cotton-linen', 'bio-washed jersey', 'handloom cotton', 'brushed fleece', 'organic cotton'],
  print: ['glossy ceramic', 'food-grade steel', 'anti-slip rubber', 'clear acrylic', 'sturdy canvas', 'rust-proof aluminium'],
};
const BENEFITS = [
  'Printed to order in Jaipur with inks that do not fade',
  'A thoughtful gift for birthdays, Rakhi and Diwali',
  'Made in small batches by artisans we know by name',
  'Built for everyday use and many washes',
  'Ships in 2-3 days across India',
  'Designed by independent Indian illustrators',
];

/** The seed of the generated catalogue when none is given. */
export const DEFAULT_SEED = 7;

function weighted<T>(r: Random, items: [T, number][]): T {
  const total = items.reduce((a, [, w]) => a + w, 0);
  let x = r.next() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1][0];
}

/** Pride-themed names come from their own counter, so the other counters never pick the Pride theme. */
const PRIDE = 'Pride';
const OTHER_THEMES = THEMES.filter((t) => t !== PRIDE);
const PAIRS = ADJECTIVES.length * OTHER_THEMES.length;
/** Coprime with PAIRS: consecutive families of a noun get varied adjectives and themes, still one to one. */
const STRIDE = 397;

/**
 * The `n`-th family (from 0) named with `noun`: a bijection from n to (adjective, theme, series).
 * Within a series of PAIRS families, n × STRIDE mod PAIRS runs through every adjective × theme pair
 * once; later series add ' No. 2', ' No. 3', … to the name. Pride families (`pride`) keep the Pride
 * theme and run through the adjectives only. Adjectives, themes and nouns are distinct phrases that
 * never read as one another's parts (a unit test spells every base name out), and no noun ends in
 * 'No. <number>', so the name gives back its noun, number and Pride flag: no two families share it.
 */
export function familyName(noun: string, n: number, pride: boolean): { name: string; theme: string } {
  const perSeries = pride ? ADJECTIVES.length : PAIRS;
  const series = Math.floor(n / perSeries);
  const pair = pride ? n % perSeries : ((n % perSeries) * STRIDE) % PAIRS;
  const adjective = ADJECTIVES[pair % ADJECTIVES.length];
  const theme = pride ? PRIDE : OTHER_THEMES[Math.floor(pair / ADJECTIVES.length)];
  return { name: `${adjective} ${theme} ${noun}${series > 0 ? ` No. ${series + 1}` : ''}`, theme };
}

/** Every base name (series 1) the generator can make: adjective × theme × noun, Pride included. */
export function baseNames(): string[] {
  const nouns = [...new Set(Object.values(NOUNS).flat())];
  return nouns.flatMap((noun) => [
    ...Array.from({ length: PAIRS }, (_, n) => familyName(noun, n, false).name),
    ...Array.from({ length: ADJECTIVES.length }, (_, n) => familyName(noun, n, true).name),
  ]);
}

/**
 * The generated catalogue as an endless stream, deterministic for `seed`: product i is the same
 * whatever count is taken, so a catalogue of N products is the first N of one of M > N. Memory stays
 * constant (a counter per noun), so millions of products can be streamed into the database.
 */
export function* catalogueStream(seed = DEFAULT_SEED): Generator<ProductSeed> {
  const r = seededRandom(seed);
  const familiesByNoun = new Map<string, number>();
  const categories = CATEGORY_KINDS.map(([c, w]) => [c, w] as [string, number]);

  for (;;) {
    const category = weighted(r, categories);
    const kind = weighted(r, CATEGORY_KINDS.find(([c]) => c === category)![2]);
    const group = CLOTHING_KINDS.has(kind) ? 'clothing' : 'print';
    const pride = category === 'lgbtq' && r.chance(0.5);
    const noun = r.pick(NOUNS[kind]);
    const counter = pride ? `${noun}|pride` : noun;
    const n = familiesByNoun.get(counter) ?? 0;
    familiesByNoun.set(counter, n + 1);
    const { name, theme } = familyName(noun, n, pride);
    const price = r.pick(PRICES[group]);
    const discount = r.pick(DISCOUNTS) / 100;
    const mrp = discount === 0 ? price : Math.max(price, Math.ceil(price / (1 - discount) / 50) * 50 - 0.01);
    const description = `${theme} design on ${r.pick(MATERIALS[group])}. ${r.pick(BENEFITS)}.`;
    const defaults = KIND_DEFAULTS[kind];
    const daysAgo = r.int(0, 365);
    // Distinct colours: the first familySize entries of a partial shuffle of COLORS.
    const familySize = r.int(1, 4);
    const palette = [...COLORS];
    for (let i = 0; i < familySize; i++) {
      const j = i + Math.floor(r.next() * (palette.length - i));
      [palette[i], palette[j]] = [palette[j], palette[i]];
      const color = palette[i];
      const bestSeller = r.chance(0.03);
      const reviewCount = bestSeller ? r.int(5, 15) : r.chance(0.35) ? 0 : r.int(1, 5);
      yield {
        name,
        description,
        price,
        mrp: Math.round(mrp * 100) / 100,
        category,
        kind,
        color,
        sizes: defaults.sizes,
        sizeNote: defaults.sizeNote,
        features: defaults.features,
        tags: daysAgo <= 30 ? ['NEW ARRIVALS'] : [],
        stock: r.chance(0.08) ? 0 : r.int(1, 80),
        bestSeller,
        daysAgo,
        reviews: sampleReviews(r, kind, bestSeller, reviewCount),
      };
    }
  }
}

/** The first `count` products of catalogueStream(seed), as an array (for small catalogues). */
export function generateCatalogue(count: number, seed = DEFAULT_SEED): ProductSeed[] {
  const out: ProductSeed[] = [];
  if (count <= 0) return out;
  for (const p of catalogueStream(seed)) {
    out.push(p);
    if (out.length >= count) break;
  }
  return out;
}
