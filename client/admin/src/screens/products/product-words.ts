import type { GstRateClass } from '../../gql/graphql';

/** The storefront's categories (as the server names them) in words. */
export const CATEGORIES: [string, string][] = [
  ['men', 'Men'],
  ['women', 'Women'],
  ['lgbtq', 'LGBTQ+'],
  ['tshirt', 'T-shirts'],
  ['accessories', 'Accessories'],
];

export const categoryWords = (c: string) => CATEGORIES.find(([k]) => k === c)?.[1] ?? c;

/** What an item can be (its kind drives the generated pictures and search words). */
export const KINDS: [string, string][] = [
  ['tshirt', 'T-shirt'],
  ['shirt', 'Shirt'],
  ['kurta', 'Kurta'],
  ['hoodie', 'Hoodie'],
  ['dress', 'Dress'],
  ['cap', 'Cap'],
  ['mug', 'Mug'],
  ['bottle', 'Bottle'],
  ['mousepad', 'Mouse pad'],
  ['keychain', 'Keychain'],
  ['totebag', 'Tote bag'],
  ['frame', 'Photo frame'],
  ['metalsheet', 'Metal poster'],
  ['keyboardpad', 'Desk mat'],
];

export const GST_CLASSES: { value: GstRateClass; label: string }[] = [
  { value: 'GARMENT', label: 'Clothing (the rate follows the sale price)' },
  { value: 'STANDARD_5', label: '5%' },
  { value: 'STANDARD_12', label: '12%' },
  { value: 'STANDARD_18', label: '18%' },
];

/** The storefront's promo labels. */
export const TAGS = ['NEW ARRIVALS', 'SALE', 'BEST SELL'];
