import type { ProductSearchInput, ProductSort } from '../../gql/graphql';

/** The listing's state, all of it in the URL so links can be shared and Back works. Prices in rupees. */
export interface ListingParams {
  search?: string;
  cat?: string;
  min?: number;
  max?: number;
  rating?: number;
  discount?: number;
  sort?: ProductSort;
  page: number;
}

export const PAGE_SIZE = 24;
/** The price filter's range, which is also its default. */
export const PRICE_RANGE = { min: 0, max: 2000 };

export const SORTS: { value: ProductSort; label: string }[] = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'PRICE_ASC', label: 'Price: Low to High' },
  { value: 'PRICE_DESC', label: 'Price: High to Low' },
  { value: 'NEWEST', label: 'Newest First' },
  { value: 'RATING', label: 'Top Rated' },
  { value: 'DISCOUNT', label: 'Biggest Discount' },
];

/** The filter panel's category options, spelt exactly as the storefront shows them. */
export const CATEGORY_OPTIONS = ['Men', 'Women', 'LGBTQ+', 'tshirt', 'accessories'];
export const RATING_OPTIONS = [4, 3, 2, 1];
export const DISCOUNT_OPTIONS = [10, 20, 30, 50];

/** Labels compare the way the server compares them: any case, spaces and a trailing "+" ignored. */
export function sameLabel(a: string | undefined, b: string | undefined): boolean {
  const norm = (s?: string) => (s ?? '').toLowerCase().replace(/[-_+]/g, ' ').replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

function num(sp: URLSearchParams, key: string): number | undefined {
  const raw = sp.get(key)?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads the URL leniently: a value that is not a number is ignored rather than breaking the page. */
export function readListingParams(sp: URLSearchParams): ListingParams {
  const sort = sp.get('sort')?.toUpperCase();
  const page = Math.floor(num(sp, 'page') ?? 1);
  return {
    search: sp.get('search') ?? undefined,
    cat: sp.get('cat') || undefined,
    min: num(sp, 'min'),
    max: num(sp, 'max'),
    rating: num(sp, 'rating'),
    discount: num(sp, 'discount'),
    sort: SORTS.some((s) => s.value === sort) ? (sort as ProductSort) : undefined,
    page: page >= 1 ? page : 1,
  };
}

/** The GraphQL input for a listing: rupees become paise. */
export function toSearchInput(p: ListingParams): ProductSearchInput {
  const paise = (rupees?: number) => (rupees === undefined ? undefined : Math.round(rupees * 100));
  return {
    search: p.search?.trim() ? p.search : undefined,
    category: p.cat,
    minPricePaise: paise(p.min),
    maxPricePaise: paise(p.max),
    minRating: p.rating,
    minDiscount: p.discount,
    sort: p.sort,
    limit: PAGE_SIZE,
    offset: (p.page - 1) * PAGE_SIZE,
  };
}

/** The URL after a change; any change but the page itself starts again at page 1. */
export function withChanges(sp: URLSearchParams, changes: Partial<Record<keyof ListingParams, string | number | undefined>>): URLSearchParams {
  const next = new URLSearchParams(sp);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** How many filters are on (the Filters button shows it). */
export function activeFilterCount(p: ListingParams): number {
  return [p.cat, p.min, p.max, p.rating, p.discount].filter((v) => v !== undefined).length;
}
