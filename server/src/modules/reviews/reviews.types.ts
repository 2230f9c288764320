import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Directive, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { cacheHint, REVIEWS_MAX_AGE } from '../../common/cache-hints';
import { REVIEW_ADDED, REVIEW_TOO_SHORT, STARS_RANGE } from '../../common/shop-messages';
import { productType } from '../catalog/catalog.types';
import type { ProductEntity } from '../catalog/product.entity';
import { ReviewEntity } from './review.entity';

export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 2000;
export { REVIEW_ADDED, REVIEW_TOO_SHORT, STARS_RANGE };
export const REVIEW_TOO_LONG = `A review can be at most ${REVIEW_MAX_LENGTH} characters.`;
/** A second review of the same product by the same shopper replaces the first. */
export const REVIEW_UPDATED = 'Your review has been updated.';
export const TOO_MANY_REVIEWS = 'You have posted many reviews in a short time. Please try again later.';

@InputType({ description: 'A new review. The author is the logged-in shopper.' })
export class AddReviewInput {
  @Field(() => ID)
  @IsString()
  productId: string;

  @Field(() => Int, { description: '1 to 5.' })
  @IsInt({ message: STARS_RANGE })
  @Min(1, { message: STARS_RANGE })
  @Max(5, { message: STARS_RANGE })
  stars: number;

  @Field(() => String, { description: `${REVIEW_MIN_LENGTH} to ${REVIEW_MAX_LENGTH} characters.` })
  @IsString({ message: REVIEW_TOO_SHORT })
  @MaxLength(REVIEW_MAX_LENGTH, { message: REVIEW_TOO_LONG })
  text: string;
}

/**
 * The legacy body of POST /api/v1/reviews/:productId; userId, username and productId it also sends are
 * ignored. Legacy clients count `starnumber` from 0: they send the index of the highlighted star, 0 to
 * 4 (0 when the shopper clicked none, the first star being lit already), so stars = starnumber + 1.
 * Only a whole JSON number is taken; the message speaks of stars as the shopper sees them.
 */
export class LegacyReviewInput {
  @IsInt({ message: STARS_RANGE })
  @Min(0, { message: STARS_RANGE })
  @Max(4, { message: STARS_RANGE })
  starnumber: number;

  @IsString({ message: REVIEW_TOO_SHORT })
  @MaxLength(REVIEW_MAX_LENGTH, { message: REVIEW_TOO_LONG })
  revText: string;
}

@ObjectType({ description: 'The real figures behind a product rating.' })
@Directive(cacheHint(REVIEWS_MAX_AGE))
export class ReviewSummary {
  @Field(() => Float, { description: 'Average stars, 0 when there are no reviews.' })
  average: number;

  @Field(() => Int)
  count: number;

  @Field(() => Int, { description: 'Percent of reviews with 4 or 5 stars ("users who vouch").' })
  positivePercent: number;

  @Field(() => [Int], { description: 'How many reviews gave 1, 2, 3, 4 and 5 stars, in that order.' })
  distribution: number[];
}

@ObjectType({ description: 'One page of reviews, newest first.' })
@Directive(cacheHint(REVIEWS_MAX_AGE))
export class ReviewPage {
  @Field(() => [ReviewEntity])
  items: ReviewEntity[];

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: "The shopper's review (new, or replacing their earlier one) and the product with its updated rating." })
export class AddReviewPayload {
  @Field(() => ReviewEntity)
  review: ReviewEntity;

  @Field(() => Boolean, { description: 'True when it replaced the shopper\'s earlier review of this product.' })
  replaced: boolean;

  @Field(productType)
  product: ProductEntity;

  @Field(() => String, { description: "The shop's confirmation message." })
  message: string;
}

@InputType({ description: 'Narrows the back office’s reviews; every field is optional and they combine with AND.' })
export class AdminReviewFilter {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString()
  productId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only hidden (true) or only visible (false) reviews.' })
  @IsOptional()
  hidden?: boolean | null;

  @Field(() => [Int], { nullable: true, description: 'Any of these star counts (one value is accepted as a list of one).' })
  @IsOptional()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(5, { each: true })
  stars?: number[] | null;
}

@ObjectType({ description: 'A review as staff moderate it.' })
export class AdminReview {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  productId: string;

  @Field(() => String, { description: 'The name shown with it.' })
  username: string;

  @Field(() => Int)
  stars: number;

  @Field(() => String)
  text: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Boolean, { description: 'Hidden from the storefront and from its product’s rating.' })
  hidden: boolean;

  @Field(() => Date, { nullable: true })
  hiddenAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why staff hid it.' })
  hiddenReason: string | null;

  /** Who hid it (AdminReview.hiddenBy resolves the staff member). */
  hiddenById: string | null;
}

@ObjectType({ description: 'A page of reviews, newest first, and how many match.' })
export class AdminReviewPage {
  @Field(() => [AdminReview])
  items: AdminReview[];

  @Field(() => Int)
  total: number;
}

/** The back office's view of a stored review. */
export const toAdminReview = (r: ReviewEntity): AdminReview => ({
  id: r.id,
  productId: r.productId,
  username: r.username,
  stars: r.stars,
  text: r.text,
  createdAt: r.createdAt,
  hidden: r.hiddenAt != null,
  hiddenAt: r.hiddenAt,
  hiddenReason: r.hiddenReason,
  hiddenById: r.hiddenById,
});
