import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { cacheHint, STOCK_MAX_AGE } from '../../common/cache-hints';

/**
 * Sizes as sellable units: each size of a product is a variant with its own SKU, stock, low-stock
 * threshold and optional price (a product without sizes has one variant, size 'NA'). Inputs carry no
 * class-validator rules: variants.ts checks them all at once, so a form learns every bad field in one answer.
 */

@ObjectType('ProductVariant', { description: 'One size of a product: its own SKU, stock and price. A product without sizes has one, size "NA".', simpleResolvers: true })
@Directive(cacheHint(STOCK_MAX_AGE))
export class ProductVariant {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'Readable and unique, e.g. KURTA-INDIGO-M.' })
  sku: string;

  @Field(() => String, { description: "The size (S, M, L, XL, 2XL, 3XL, ...), or 'NA' for a product without sizes." })
  size: string;

  @Field(() => Int, { description: 'Units in stock: always the sum of its stock-ledger rows.' })
  stock: number;

  @Field(() => Int, { description: 'What one costs, in paise: its own price, or the product’s.' })
  pricePaise: number;

  @Field(() => Int, { nullable: true, description: 'Its own price in paise, when it differs from the product’s (2XL and 3XL often cost more); null otherwise.' })
  ownPricePaise: number | null;

  @Field(() => Int, { description: 'At or below this (and above zero) the size is low: the storefront says "Only N left".' })
  lowStockThreshold: number;

  @Field(() => Boolean, { description: 'At least one in stock and the product on sale.' })
  available: boolean;

  @Field(() => Boolean, { description: 'In stock, at or below its low-stock threshold.' })
  lowStock: boolean;
}

@InputType({ description: 'One size of a new product. Money in paise.' })
export class VariantInput {
  @Field(() => String, { description: 'S, M, L, XL, 2XL, 3XL or another short size name; each size once.' })
  size: string;

  @Field(() => String, { nullable: true, description: 'Made from the product’s SKU and the size when left out (KURTA-INDIGO-M).' })
  sku?: string | null;

  @Field(() => Int, { nullable: true, description: 'Units to start with (0 unless given): the stock ledger’s initial row.' })
  stock?: number | null;

  @Field(() => Int, { nullable: true, description: 'Its own price in paise, when it differs from the product’s.' })
  pricePaise?: number | null;
}

@InputType({ description: 'Changes to one size: only the fields given change; `clearPrice` goes back to the product’s price. Stock changes through adjustStock.' })
export class UpdateVariantInput {
  @Field(() => String, { nullable: true })
  sku?: string | null;

  @Field(() => Int, { nullable: true })
  lowStockThreshold?: number | null;

  @Field(() => Int, { nullable: true, description: 'Its own price in paise.' })
  pricePaise?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'true: no price of its own, the product’s applies.' })
  clearPrice?: boolean | null;
}
