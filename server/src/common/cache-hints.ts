/**
 * How long shared caches (the gateway's response cache, a CDN) may keep what every shopper sees alike,
 * as `@cacheControl` directives on the schema's types and fields. Apollo Server on the backend turns the
 * hints of each answer into its Cache-Control header; the gateway restricts its own answer by that header
 * and caches public answers for that long. A field or root query without a hint is never cached
 * (its max age is 0), so everything about a shopper (cart, wishlist, orders, me) stays uncached.
 */

/** Names, prices, pictures and ratings of products: they change rarely, and a minute is an acceptable lag. */
export const CATALOGUE_MAX_AGE = 60;
/** Reviews and their figures: a new review shows within half a minute. */
export const REVIEWS_MAX_AGE = 30;
/** Stock changes with every order: what a listing says about it may lag by ten seconds at most. */
export const STOCK_MAX_AGE = 10;

export const cacheHint = (maxAge: number) => `@cacheControl(maxAge: ${maxAge})`;

/** The directive's definition, for the subgraph SDL (the API schema and the supergraph do not carry it). */
export const CACHE_CONTROL_DIRECTIVE = 'directive @cacheControl(maxAge: Int, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION';

/** The Cache-Control of an answer any shared cache may keep for `maxAge` seconds (REST answers). */
export const publicCacheControl = (maxAge: number) => `public, max-age=${maxAge}`;
/** The Cache-Control of an answer about one shopper: no shared cache, no copy on disk. */
export const PRIVATE_NO_STORE = 'private, no-store';
