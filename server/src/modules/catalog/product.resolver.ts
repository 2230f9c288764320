import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Directive, FieldResolver, ID, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import { cacheHint, CATALOGUE_MAX_AGE, STOCK_MAX_AGE } from '../../common/cache-hints';
import type { RequestContext } from '../../context';
import { catalogService } from './catalog.service';
import { ColorSwatch, ProductPage, ProductSearchInput } from './catalog.types';
import { COLOR_HEX } from './product-art';
import { ProductEntity } from './product.entity';
import type { ProductRow } from './product-rows';
import { productColumnsSelected } from './product-selection';
import { generatedPhoto, Photo, photosOf, toPhoto } from '../media/photos';
import { ProductVariant } from './variant.types';

const ProductListArgs = pageArgs(200, 100);
type ProductListArgs = PageArgs;

@Resolver(() => ProductEntity)
export class ProductResolver {
  @Query(() => [ProductEntity], { description: 'Products, newest first.' })
  products(@Ctx() ctx: RequestContext, @Args(() => ProductListArgs) args: ProductListArgs): Promise<ProductEntity[]> {
    return catalogService.list(ctx, args);
  }

  @Query(() => ProductPage, { description: 'A catalogue listing: search, filters, order and one page, with the total.' })
  async searchProducts(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('input', () => ProductSearchInput, { nullable: true }) input?: ProductSearchInput,
  ): Promise<ProductPage> {
    const result = await catalogService.search(ctx, input ?? new ProductSearchInput(), productColumnsSelected(info, 'items'));
    const c = result.collection;
    return { ...result, collection: c ? { key: c.key, title: c.title, description: c.description } : null };
  }

  @Query(() => ProductEntity, { nullable: true, description: 'One product, or null when the id is unknown or malformed.' })
  product(@Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo, @Arg('id', () => ID) id: string): Promise<ProductEntity | null> {
    return catalogService.findById(ctx, id, productColumnsSelected(info));
  }

  @Query(() => ProductEntity, { nullable: true, description: 'The product of the same family (name) in another colour, or null when that colour is not available.' })
  async productVariant(
    @Ctx() ctx: RequestContext,
    @Arg('name', () => String) name: string,
    @Arg('color', () => String) color: string,
  ): Promise<ProductEntity | null> {
    const [first] = await catalogService.findVariants(ctx, name, color);
    return first ?? null;
  }

  @FieldResolver(() => String, { description: 'The first image, shown on cards.' })
  coverImage(@Root() product: ProductRow): string {
    // A read that selected only the cover has no `images`.
    return product.coverImage ?? product.images[0] ?? '';
  }

  @FieldResolver(() => [Photo], { description: 'Its pictures in order, the cover first, ready for <picture>: uploaded photos, or the generated pictures of a product that has none.' })
  photos(@Root() product: ProductRow): Photo[] {
    return photosOf(product);
  }

  @FieldResolver(() => Photo, { nullable: true, description: 'The first of `photos`, for cards; null when the product has no picture at all.' })
  coverPhoto(@Root() product: ProductRow): Photo | null {
    // A read that selected only the cover has neither `photos` nor `images`.
    const uploaded = product.coverPhoto !== undefined ? product.coverPhoto : product.photos?.[0];
    if (uploaded) return toPhoto(uploaded);
    const cover = product.coverImage ?? product.images?.[0];
    return cover ? generatedPhoto(cover) : null;
  }

  @FieldResolver(() => Boolean)
  @Directive(cacheHint(STOCK_MAX_AGE))
  inStock(@Root() product: ProductRow): boolean {
    return product.stock > 0;
  }

  @FieldResolver(() => [ProductVariant], { description: 'Its sizes, each with its own SKU, stock and price, in size order; a product without sizes has one (size "NA").' })
  @Directive(cacheHint(STOCK_MAX_AGE))
  variants(@Ctx() ctx: RequestContext, @Root() product: ProductRow): Promise<ProductVariant[]> {
    return catalogService.loadVariants(ctx, product.id);
  }

  @FieldResolver(() => Int, { description: "The cheapest of its sizes' prices in paise (pricePaise when every size costs the same): cards show it, after \"from\" when sizePricesVary." })
  @Directive(cacheHint(CATALOGUE_MAX_AGE))
  fromPricePaise(@Ctx() ctx: RequestContext, @Root() product: ProductRow): number | Promise<number> {
    return withSizePriceRange(ctx, product, (range) => range?.[0] ?? product.pricePaise);
  }

  @FieldResolver(() => Boolean, { description: 'Its sizes cost different amounts (2XL and 3XL often cost more).' })
  @Directive(cacheHint(CATALOGUE_MAX_AGE))
  sizePricesVary(@Ctx() ctx: RequestContext, @Root() product: ProductRow): boolean | Promise<boolean> {
    return withSizePriceRange(ctx, product, (range) => (range ? range[0] !== range[1] : false));
  }

  @FieldResolver(() => Boolean, {
    description: 'No longer sold: staff archived it. Its page still answers (orders, carts and bookmarks link to it) with nothing in stock; listings, search and swatches leave it out.',
  })
  archived(@Root() product: ProductRow): boolean {
    return product.archived ?? false;
  }

  @FieldResolver(() => [String], { description: 'The colours of its family (products sharing its name), for the swatches.' })
  async availableColors(@Ctx() ctx: RequestContext, @Root() product: ProductRow): Promise<string[]> {
    const colors = await catalogService.loadFamilyColors(ctx, product.name);
    return colors.length ? colors : [product.color];
  }

  @FieldResolver(() => [ColorSwatch], { description: 'availableColors with a colour to paint each swatch.' })
  async colorSwatches(@Ctx() ctx: RequestContext, @Root() product: ProductRow): Promise<ColorSwatch[]> {
    return (await this.availableColors(ctx, product)).map((name) => ({ name, hex: COLOR_HEX[name] ?? COLOR_HEX.grey }));
  }
}

/**
 * The cheapest and dearest of a product's listed sizes' prices: from its row (product_size_prices_of.sql keeps
 * them there; every catalogue read selects them, see product-rows.ts), else from its sizes (batched per
 * request), for a product read some other way.
 */
function withSizePriceRange<T>(ctx: RequestContext, product: ProductRow, answer: (range: [number, number] | null) => T): T | Promise<T> {
  // No promise when the row has it: a listing answers 48 of these.
  if (product.sizePriceMinPaise !== undefined) {
    return answer(product.sizePriceMinPaise === null ? null : [product.sizePriceMinPaise, product.sizePriceMaxPaise ?? product.sizePriceMinPaise]);
  }
  return catalogService.loadVariants(ctx, product.id).then((variants) => {
    const prices = variants.map((v) => v.pricePaise);
    return answer(prices.length ? [Math.min(...prices), Math.max(...prices)] : null);
  });
}
