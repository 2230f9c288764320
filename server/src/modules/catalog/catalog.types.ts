import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Directive, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CATALOGUE_MAX_AGE, cacheHint } from '../../common/cache-hints';
import type { ProductSort } from './collections';
import { ProductEntity } from './product.entity';

/**
 * The GraphQL `Product` object type, for other modules' fields and resolvers. They name it through this
 * thunk and `import type` the entity for its TypeScript shape, so the entity class itself, and with it a
 * repository on the catalogue's table, is imported only inside the catalog module.
 */
export const productType = () => ProductEntity;

export const SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'RATING', 'DISCOUNT'] as const satisfies readonly ProductSort[];

export const ProductSortEnum = {
  RELEVANCE: 'RELEVANCE',
  PRICE_ASC: 'PRICE_ASC',
  PRICE_DESC: 'PRICE_DESC',
  NEWEST: 'NEWEST',
  RATING: 'RATING',
  DISCOUNT: 'DISCOUNT',
} as const;

registerEnumType(ProductSortEnum, {
  name: 'ProductSort',
  description: 'Listing order. RELEVANCE ranks by the search text; without one it puts best sellers and top-rated first.',
});

export const MAX_SEARCH_LENGTH = 200;
export const MAX_PAGE_SIZE = 100;
/** Listings reach at most 1,000 products (see RESULT_CAP). */
export const MAX_OFFSET = 1000;

export const SEARCH_TOO_LONG = `The search text can be at most ${MAX_SEARCH_LENGTH} characters.`;
export const MIN_PRICE_NEGATIVE = 'The minimum price cannot be negative.';
export const MAX_PRICE_NEGATIVE = 'The maximum price cannot be negative.';
export { PRICE_RANGE_REVERSED } from '../../common/shop-messages';

/** How the cart and the wishlist word a product id they cannot use (the first is the storefront's own). */
export const PRODUCT_ID_MESSAGES = {
  productNotFound: 'product not found try again !',
  productIdRequired: 'productId is required.',
  productIdInvalid: 'productId must be the id of a product.',
} as const;
/** ₹1 crore: far above any price, and safely inside a 32-bit integer of paise. */
export const MAX_PRICE_PAISE = 1_000_000_000;
export const PRICE_TOO_LARGE = 'A price bound can be at most ₹1,00,00,000.';
export const RATING_RANGE = 'The rating filter must be between 0 and 5 stars.';
export const DISCOUNT_RANGE = 'The discount filter must be between 0 and 100 percent.';

/** A catalogue listing: search text, filters, order and page. Every field is optional. */
@InputType({ description: 'Search text, filters, order and page of a catalogue listing. Prices in paise.' })
export class ProductSearchInput {
  @Field(() => String, { nullable: true, description: 'Free text; typos are tolerated.' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH, { message: SEARCH_TOO_LONG })
  search?: string;

  @Field(() => String, { nullable: true, description: 'A category or promo label, any letter case: MEN, LGBTQ+, SALE, BEST SELL, Mug, tshirt, ... An unknown label lists nothing.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Unknown category.' })
  category?: string;

  @Field(() => Int, { nullable: true, description: 'Inclusive lower price bound, in paise.' })
  @IsOptional()
  @IsInt({ message: 'The minimum price must be a number.' })
  @Min(0, { message: MIN_PRICE_NEGATIVE })
  @Max(MAX_PRICE_PAISE, { message: PRICE_TOO_LARGE })
  minPricePaise?: number;

  @Field(() => Int, { nullable: true, description: 'Inclusive upper price bound, in paise.' })
  @IsOptional()
  @IsInt({ message: 'The maximum price must be a number.' })
  @Min(0, { message: MAX_PRICE_NEGATIVE })
  @Max(MAX_PRICE_PAISE, { message: PRICE_TOO_LARGE })
  maxPricePaise?: number;

  @Field(() => Float, { nullable: true, description: 'Average rating at least this (0 to 5).' })
  @IsOptional()
  @IsNumber({}, { message: RATING_RANGE })
  @Min(0, { message: RATING_RANGE })
  @Max(5, { message: RATING_RANGE })
  minRating?: number;

  @Field(() => Int, { nullable: true, description: 'Discount off the MRP at least this many percent.' })
  @IsOptional()
  @IsInt({ message: DISCOUNT_RANGE })
  @Min(0, { message: DISCOUNT_RANGE })
  @Max(100, { message: DISCOUNT_RANGE })
  minDiscount?: number;

  @Field(() => ProductSortEnum, { nullable: true })
  @IsOptional()
  @IsIn(SORTS, { message: 'Unknown sort order.' })
  sort?: ProductSort;

  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_PAGE_SIZE}; 24 by default.` })
  @IsOptional()
  @IsInt()
  @Min(1, { message: `The page size must be between 1 and ${MAX_PAGE_SIZE}.` })
  @Max(MAX_PAGE_SIZE, { message: `The page size must be between 1 and ${MAX_PAGE_SIZE}.` })
  limit?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'The offset cannot be negative.' })
  @Max(MAX_OFFSET, { message: `The offset can be at most ${MAX_OFFSET}.` })
  offset?: number;
}

@ObjectType('Collection', { description: 'What a category or promo label lists.', simpleResolvers: true })
@Directive(cacheHint(CATALOGUE_MAX_AGE))
export class CollectionInfo {
  @Field(() => String, { description: 'The normalised label, e.g. "best sell".' })
  key: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;
}

@ObjectType({ description: 'One page of a catalogue listing.', simpleResolvers: true })
@Directive(cacheHint(CATALOGUE_MAX_AGE))
export class ProductPage {
  @Field(() => [ProductEntity])
  items: ProductEntity[];

  @Field(() => Int, { description: 'How many products match, counted up to 1,000.' })
  total: number;

  @Field(() => Boolean, { description: 'True when more than 1,000 products match: show "1,000+".' })
  totalCapped: boolean;

  @Field(() => Int)
  limit: number;

  @Field(() => Int)
  offset: number;

  @Field(() => CollectionInfo, { nullable: true, description: 'The collection the category label named; null when none or unknown.' })
  collection: CollectionInfo | null;

  @Field(() => String, { nullable: true, description: 'The search as corrected for typos, when a word was not in the catalogue (e.g. "tshirt" for "tshrt").' })
  correctedSearch: string | null;
}

@ObjectType({ description: 'A colour of a product family, for the swatches.', simpleResolvers: true })
@Directive(cacheHint(CATALOGUE_MAX_AGE))
export class ColorSwatch {
  @Field(() => String, { description: 'The colour name, e.g. "navy" (what productVariant takes).' })
  name: string;

  @Field(() => String, { description: 'A CSS colour to paint the swatch with.' })
  hex: string;
}
