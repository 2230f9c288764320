import { BatchLoader, loaderOf } from '../../common/batch-loader';
import type { RequestContext } from '../../context';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/validation';
import { preparedRows } from '../../common/sql';
import { publishChange } from '../../common/shop-changes';
import type { Collection } from './collections';
import { PRICE_RANGE_REVERSED, type ProductSearchInput } from './catalog.types';
import { expandWords, planListing, queryWords, runListingPage } from './product-search';
import { familyMembers, newestProducts, productsByIds, type ProductColumn } from './product-rows';
import type { ProductEntity } from './product.entity';
import { stock, type StockMovement, type StockRequest, type TakeResult } from './stock';
import { productImagePaths } from './product-art';
import { legacyImageOf, type ProductPhoto } from '../media/photos';
import { productTaxFacts, type ProductTaxFacts } from './product-tax-facts';
import { variantsOf, type VariantRow } from './variants';

export type { VariantRow } from './variants';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** What requireProduct answers, in the caller's words. */
export interface ProductIdMessages {
  productIdRequired?: string;
  productIdInvalid?: string;
  productNotFound?: string;
}
export const DEFAULT_PAGE_SIZE = 24;

export interface ProductSearchResult {
  items: ProductEntity[];
  total: number;
  totalCapped: boolean;
  limit: number;
  offset: number;
  collection: Collection | null;
  correctedSearch: string | null;
}

/** The catalogue: its reads, and the only writes to products (stock, ratings). Other modules use products only through this service. */
export const catalogService = {
  /** Newest first; `limit` is clamped so one call cannot ask for the whole table. */
  async list(ctx: RequestContext, opts: { limit?: number; offset?: number } = {}): Promise<ProductEntity[]> {
    const limit = Math.min(Math.max(opts.limit ?? 100, 1), 200);
    return newestProducts(ctx.em, limit, opts.offset ?? 0);
  },

  /**
   * A listing page: text search (full-text, ranked, typo-tolerant), a category or promo label
   * (see collections.ts; an unknown label lists nothing), inclusive price bounds in paise, minimum
   * average rating, minimum discount, an order and a page. Counts and pages stop at 1,000 products. The input is already shape-validated;
   * this enforces the rules between fields (min price not above max price). `columns`: the product
   * columns the caller reads (every column without it).
   */
  async search(ctx: RequestContext, input: ProductSearchInput, columns?: ReadonlySet<ProductColumn> | null): Promise<ProductSearchResult> {
    const limit = input.limit ?? DEFAULT_PAGE_SIZE;
    const offset = input.offset ?? 0;
    if (input.minPricePaise != null && input.maxPricePaise != null && input.minPricePaise > input.maxPricePaise) {
      throw badInput(PRICE_RANGE_REVERSED);
    }
    const expansions = await expandWords(ctx.em, queryWords(input.search ?? undefined));
    const plan = planListing({ ...input, limit, offset }, expansions);
    if (!plan.query) return { items: [], total: 0, totalCapped: false, limit, offset, collection: null, correctedSearch: plan.correctedSearch };
    const page = await runListingPage(ctx.em, plan.query, columns);
    return { items: page.items, total: page.total, totalCapped: page.capped, limit, offset, collection: plan.collection, correctedSearch: plan.correctedSearch };
  },

  /**
   * The legacy variant lookup (`?productName=&color=`): the products of a family in one colour.
   * Names match case-insensitively; an empty list means the colour is not available.
   */
  async findVariants(ctx: RequestContext, productName: string, color?: string): Promise<ProductEntity[]> {
    const name = productName.trim();
    if (!name || name.length > 200) return [];
    return familyMembers(ctx.em, name, color?.trim() || undefined, 20);
  },

  /** A malformed id is simply not found: callers answer 404, never 500. `columns` as in search. */
  async findById(ctx: RequestContext, id: string, columns?: ReadonlySet<ProductColumn> | null): Promise<ProductEntity | null> {
    if (!isUuid(id)) return null;
    const [product] = await productsByIds(ctx.em, [id], columns);
    return product ?? null;
  },

  /**
   * The product an API call names, or the caller's own messages (each API words its refusals its own way): a
   * missing or malformed id is 400 when the caller has a message for it, and 404 otherwise, like an id
   * that names no product ('Product not found.' unless `messages.productNotFound` says otherwise).
   */
  async requireProduct(ctx: RequestContext, id: unknown, messages: ProductIdMessages = {}): Promise<ProductEntity> {
    if (messages.productIdRequired && (id === undefined || id === null || id === '')) throw badInput(messages.productIdRequired);
    if (messages.productIdInvalid && !isUuid(id)) throw badInput(messages.productIdInvalid);
    const product = isUuid(id) ? await this.findById(ctx, id) : null;
    if (!product) throw notFound(messages.productNotFound ?? PRODUCT_NOT_FOUND);
    return product;
  },

  async findByIds(ctx: RequestContext, ids: string[]): Promise<ProductEntity[]> {
    const valid = ids.filter(isUuid);
    return valid.length ? productsByIds(ctx.em, valid) : [];
  },

  /** One product by id for a GraphQL field, batched with the other lookups of the same request. */
  loadById(ctx: RequestContext, id: string): Promise<ProductEntity | null> {
    const loader = loaderOf(ctx, 'product-by-id', () =>
      new BatchLoader<string, ProductEntity | null>(async (ids) => new Map((await this.findByIds(ctx, ids)).map((p) => [p.id, p])), null),
    );
    return loader.load(id);
  },

  /** familyColors of one name for a GraphQL field, batched with the other products of the same request. */
  loadFamilyColors(ctx: RequestContext, name: string): Promise<string[]> {
    const loader = loaderOf(ctx, 'family-colors', () => new BatchLoader<string, string[]>((names) => this.familyColors(ctx, names), []));
    return loader.load(name);
  },

  /** The colours of each product family (products sharing a name) still sold, for the colour swatches. */
  async familyColors(ctx: RequestContext, names: string[]): Promise<Map<string, string[]>> {
    const unique = [...new Set(names)];
    const result = new Map<string, string[]>(unique.map((n) => [n, []]));
    if (unique.length === 0) return result;
    const rows = await preparedRows<{ name: string; colors: string[] }>(
      ctx.em,
      `SELECT name, array_agg(DISTINCT color ORDER BY color) AS colors FROM product WHERE name = ANY($1) AND archived_at IS NULL GROUP BY name`,
      [unique],
    );
    for (const row of rows) result.set(row.name, row.colors);
    return result;
  },

  /**
   * Adds one review's stars to the product's rating aggregates, atomically (no read-then-write),
   * so concurrent reviews never lose a count. Called by the reviews service inside its transaction.
   */
  async recordRating(ctx: RequestContext, productId: string, stars: number): Promise<void> {
    await ctx.em.query(
      `UPDATE product SET rating_count = rating_count + 1, rating_total = rating_total + $2 WHERE id = $1`,
      [productId, stars],
    );
  },

  /**
   * A shopper changed their review from `before` to `after` stars: the total moves by the difference
   * and the count stays, atomically, inside the reviews service's transaction.
   */
  async replaceRating(ctx: RequestContext, productId: string, before: number, after: number): Promise<void> {
    await ctx.em.query(`UPDATE product SET rating_total = rating_total - $2 + $3 WHERE id = $1`, [productId, before, after]);
  },

  /**
   * Takes one review's stars out of the product's rating aggregates (staff hid the review), atomically,
   * inside the reviews service's transaction; recordRating puts them back when it is restored.
   */
  async withdrawRating(ctx: RequestContext, productId: string, stars: number): Promise<void> {
    await ctx.em.query(`UPDATE product SET rating_count = rating_count - 1, rating_total = rating_total - $2 WHERE id = $1`, [productId, stars]);
  },

  /**
   * Replaces a product's photos with `photos`, in order (the first is the cover), inside the caller's
   * transaction, and answers the photos it had before. `images` follows: each photo's JPEG, or the
   * generated pictures again when the product has no photo left, so clients that read only `images`
   * (the legacy REST API, thumbnails) show the same pictures. Unknown product: NOT_FOUND.
   */
  async setProductPhotos(ctx: RequestContext, productId: string, photos: ProductPhoto[]): Promise<{ before: ProductPhoto[]; product: ProductEntity }> {
    const [current] = isUuid(productId)
      ? await ctx.em.query(`SELECT name, kind, color, photos FROM product WHERE id = $1 FOR UPDATE`, [productId])
      : [];
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const images = photos.length ? photos.map(legacyImageOf) : productImagePaths(current.kind, current.color, current.name);
    await ctx.em.query(`UPDATE product SET photos = $2::jsonb, images = $3::text[] WHERE id = $1`, [productId, JSON.stringify(photos), images]);
    await publishChange(ctx, { kind: 'product', ids: [productId] });
    const [product] = await productsByIds(ctx.em, [productId]);
    return { before: current.photos, product };
  },

  /**
   * Writes a changed photo (its alt text) into every product that shows it, keeping each product's order;
   * answers how many products changed.
   */
  async refreshPhoto(ctx: RequestContext, photo: ProductPhoto): Promise<number> {
    const rows: { id: string }[] = await ctx.em.query(
      `UPDATE product p SET photos = (
         SELECT jsonb_agg(CASE WHEN e ->> 'id' = $1 THEN $2::jsonb ELSE e END ORDER BY n)
         FROM jsonb_array_elements(p.photos) WITH ORDINALITY AS t (e, n))
       WHERE p.photos @> jsonb_build_array(jsonb_build_object('id', $1::text))
       RETURNING p.id`,
      [photo.id, JSON.stringify(photo)],
    );
    if (rows.length) await publishChange(ctx, { kind: 'product', ids: rows.map((r) => r.id) });
    return rows.length;
  },

  /**
   * Takes an order's stock, all of it or none: see stock.take. Placing an order takes its stock in the
   * placement function, through the same database stock writer; this is for a payment that arrives after
   * its reservation was given back.
   */
  takeStock(ctx: RequestContext, requests: StockRequest[], movement?: StockMovement): Promise<TakeResult> {
    return stock.take(ctx, requests, movement);
  },

  /** A product's sizes as variants (batched per request: a listing's cards make one read). */
  loadVariants(ctx: RequestContext, productId: string): Promise<VariantRow[]> {
    return loaderOf(ctx, 'variants', () => new BatchLoader<string, VariantRow[]>((ids) => variantsOf(ctx, ids.filter(isUuid)), [])).load(productId);
  },

  /** The variants of these products, in size order. */
  variantsOf(ctx: RequestContext, productIds: string[]): Promise<Map<string, VariantRow[]>> {
    return variantsOf(ctx, productIds.filter(isUuid));
  },

  /** Gives stock back (cancelled order, failed or expired payment); `movement.orderId` names the order in the stock ledger. */
  returnStock(ctx: RequestContext, requests: StockRequest[], movement?: StockMovement): Promise<void> {
    return stock.giveBack(ctx, requests, movement);
  },

  /**
   * A returned item that came back damaged: recorded in the stock ledger of its size (reason
   * `returned_damaged`, delta 0, the quantity in the note) and not put back on sale.
   */
  async recordDamagedReturn(ctx: RequestContext, item: StockRequest, movement: StockMovement): Promise<void> {
    const [row] = await preparedRows<{ id: string | null }>(ctx.em, 'SELECT stock_variant($1::uuid, $2) AS id', [item.productId, item.size ?? null]);
    if (row?.id) await stock.adjust(ctx, row.id, 0, { ...movement, reason: 'returned_damaged' });
  },

  /** Sets a size's counted stock (a restock or a correction), recorded in the stock ledger; no size: the product's only variant. */
  setStock(ctx: RequestContext, productId: string, count: number, movement?: StockMovement, size?: string | null): Promise<void> {
    return stock.set(ctx, { productId, size }, count, movement);
  },

  /** Each product's HSN code and GST rate class, for tax invoices. */
  taxFacts(ctx: RequestContext, productIds: string[]): Promise<ProductTaxFacts[]> {
    return productTaxFacts(ctx, productIds.filter(isUuid));
  },
};
