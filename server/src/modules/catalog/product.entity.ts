import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CATALOGUE_MAX_AGE, cacheHint, STOCK_MAX_AGE } from '../../common/cache-hints';
import type { ProductPhoto } from '../media/photos';

/** A sellable item. One colour of a clothing family is one product; the family shares `name`. */
// simpleResolvers: its fields are plain properties; no per-field wrapper (type-graphql's middleware chain) on the hot path.
@ObjectType('Product', { description: 'A sellable item; each colour of a clothing family is its own product sharing `name`.', simpleResolvers: true })
@Directive('@key(fields: "id")')
@Directive(cacheHint(CATALOGUE_MAX_AGE))
@Entity({ name: 'product' })
export class ProductEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String)
  @Column({ type: 'text' })
  description: string;

  /** Selling price in integer paise. */
  @Field(() => Int, { description: 'Selling price in paise.' })
  @Column({ type: 'integer', name: 'price_paise' })
  pricePaise: number;

  /** Maximum retail price (struck through) in integer paise. */
  @Field(() => Int, { description: 'MRP in paise (struck through).' })
  @Column({ type: 'integer', name: 'mrp_paise' })
  mrpPaise: number;

  /** Whole percent off the MRP, as advertised. */
  @Field(() => Int)
  @Column({ type: 'integer', name: 'offer_percent', default: 0 })
  offerPercent: number;

  /** Top-level category key: men, women, lgbtq, tshirt, accessories. */
  @Field(() => String)
  @Column({ type: 'text' })
  category: string;

  /** What the item is (tshirt, hoodie, mug, bottle, ...): drives images and search. */
  @Field(() => String)
  @Column({ type: 'text' })
  kind: string;

  @Field(() => String)
  @Column({ type: 'text' })
  color: string;

  @Field(() => [String])
  @Column({ type: 'text', array: true, name: 'available_sizes', default: () => "'{}'" })
  availableSizes: string[];

  /** What a shopper reads under "Product details"; a free-text size note ('Size: 11 oz') is one of them. */
  @Field(() => [String], { description: "Product details to show, e.g. 'Size: 11 oz' or '100% combed cotton'." })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  /** Promo labels the product belongs to (SALE, BEST SELL, NEW ARRIVALS, ...). */
  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Image paths relative to the shop origin; the first is the cover. */
  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  /**
   * Uploaded photos in order (the first is the cover), as staff attached them; empty for a product that
   * shows generated pictures. `images` then holds each photo's JPEG, for clients that read only that.
   * GraphQL shows them as `photos` (see the product resolver).
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  photos: ProductPhoto[];

  @Field(() => Int)
  @Directive(cacheHint(STOCK_MAX_AGE))
  @Column({ type: 'integer', default: 0 })
  stock: number;

  @Field(() => Boolean)
  @Column({ type: 'boolean', name: 'is_best_seller', default: false })
  isBestSeller: boolean;

  /** How many reviews the product has; kept by the reviews service, in step with the review table. */
  @Field(() => Int, { description: 'How many reviews the product has.' })
  @Column({ type: 'integer', name: 'rating_count', default: 0 })
  ratingCount: number;

  /** The sum of the stars of its reviews. */
  @Column({ type: 'integer', name: 'rating_total', default: 0, select: true })
  ratingTotal: number;

  /** Average stars (0 when there are no reviews), computed by the database from the two above. */
  @Field(() => Float, { description: 'Average stars of its reviews, 0 when it has none.' })
  @Column({ type: 'real', name: 'rating_avg', insert: false, update: false })
  rating: number;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  // What staff keep besides what the storefront shows (GraphQL: AdminProduct, see product-admin.types.ts).

  /** The stable key CSV import and export match on; set by the database from name and colour when not given. */
  @Column({ type: 'text' })
  sku: string;

  /** The HSN code invoices print (4, 6 or 8 digits), once staff have set it. */
  @Column({ type: 'text', name: 'hsn_code', nullable: true })
  hsnCode: string | null;

  /** Which GST rate applies: a key into the tax rates, not a rate. */
  @Column({ type: 'text', name: 'gst_rate_class', default: 'garment' })
  gstRateClass: string;

  /** Set when staff archive it: gone from the storefront, still on the orders that name it. */
  @Column({ type: 'timestamptz', name: 'archived_at', nullable: true })
  archivedAt: Date | null;

  /** At or below this (and above zero) the stock is low. */
  @Column({ type: 'integer', name: 'low_stock_threshold', default: 5 })
  lowStockThreshold: number;

  @Column({ type: 'timestamptz', name: 'updated_at', default: () => 'now()' })
  updatedAt: Date;
}
