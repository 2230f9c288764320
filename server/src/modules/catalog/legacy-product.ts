import { paiseToRupees } from '../../common/money';
import type { RequestContext } from '../../context';
import { catalogService } from './catalog.service';
import { offerPercentOf } from './product-fields';
import type { ProductEntity } from './product.entity';

/**
 * The product as legacy REST clients read it. Two fields differ from the catalogue on purpose:
 * - `size` is never there: those clients read any non-empty `size` as "a size must be picked first"
 *   and their Buy Now then never reaches the checkout. They pick from `availableSizes` or send 'NA'.
 *   A product's free-text size note is one of its `features` instead.
 * - `offer` is a number of percent (43): the client prints `${offer}% OFF` and computes `parseInt(offer)`.
 */
export interface LegacyProduct {
  _id: string;
  productName: string;
  productDesc: string;
  price: number;
  offer: number;
  maxPrice: number;
  coverImage: string;
  images: string[];
  inStocks: number;
  availableSizes: string[];
  avilableColors: string[];
  defaultColor: string;
  color: string;
  features: string[];
  category: string;
}

/** Image paths are stored relative; legacy clients may run on another origin, so they get absolute URLs. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function toLegacyProduct(p: ProductEntity, publicUrl: string, familyColors: string[] = [p.color]): LegacyProduct {
  const images = p.images.map((i) => absoluteUrl(publicUrl, i));
  return {
    _id: p.id,
    productName: p.name,
    productDesc: p.description,
    price: paiseToRupees(p.pricePaise),
    offer: p.offerPercent,
    maxPrice: paiseToRupees(p.mrpPaise),
    coverImage: images[0] ?? '',
    images,
    inStocks: p.stock,
    availableSizes: p.availableSizes,
    avilableColors: familyColors.length ? familyColors : [p.color],
    defaultColor: p.color,
    color: p.color,
    features: p.features,
    category: p.category,
  };
}

/**
 * What one piece of a product costs now after running sales (null: no sale), from the price engine
 * (modules/pricing), which comes after the catalogue: the flows layer hands it in (flows/subscribers.ts).
 */
export type PriceNow = (ctx: RequestContext, product: ProductEntity) => number | null | Promise<number | null>;
let priceNow: PriceNow | null = null;
export function useLegacyPriceNow(fn: PriceNow): void {
  priceNow = fn;
}

/**
 * Products in the legacy shape, with their family colours fetched in one query for all of them. During
 * a sale `price` is what the piece costs now and `offer` the real percent off `maxPrice` (the MRP),
 * as the storefront's cards show them: the same shape, the price engine's figures.
 */
export async function toLegacyProducts(ctx: RequestContext, products: ProductEntity[]): Promise<LegacyProduct[]> {
  const [colors, sales] = await Promise.all([
    catalogService.familyColors(ctx, products.map((p) => p.name)),
    Promise.all(products.map((p) => (priceNow ? priceNow(ctx, p) : Promise.resolve(null)))),
  ]);
  return products.map((p, i) => {
    const legacy = toLegacyProduct(p, ctx.app.config.publicUrl, colors.get(p.name));
    const sale = sales[i];
    return sale === null ? legacy : { ...legacy, price: paiseToRupees(sale), offer: offerPercentOf(sale, p.mrpPaise) };
  });
}
