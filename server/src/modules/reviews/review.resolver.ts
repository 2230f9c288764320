import { Arg, Args, Authorized, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { cacheHint } from '../../common/cache-hints';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { productType } from '../catalog/catalog.types';
import type { ProductEntity } from '../catalog/product.entity';
import { ReviewEntity } from './review.entity';
import { reviewsService } from './reviews.service';
import { AddReviewInput, AddReviewPayload, REVIEW_ADDED, REVIEW_UPDATED, ReviewPage, ReviewSummary } from './reviews.types';

const ReviewPageArgs = pageArgs(100, 20);
type ReviewPageArgs = PageArgs;

/** Adds a product's reviews and its real rating figures to the Product type. */
@Resolver(productType)
export class ProductReviewsResolver {
  @FieldResolver(() => ReviewSummary, { description: 'Average, count and share of 4-5 star reviews, from the stored reviews.' })
  reviewSummary(@Ctx() ctx: RequestContext, @Root() product: ProductEntity): Promise<ReviewSummary> {
    return reviewsService.summary(ctx, product);
  }

  @FieldResolver(() => ReviewPage, { description: 'Its reviews, newest first.' })
  reviews(@Ctx() ctx: RequestContext, @Root() product: ProductEntity, @Args(() => ReviewPageArgs) args: ReviewPageArgs): Promise<ReviewPage> {
    return reviewsService.pageOf(ctx, product, { limit: args.limit ?? 20, offset: args.offset ?? 0 });
  }
}

@Resolver(() => ReviewEntity)
export class ReviewResolver {
  @Query(() => [ReviewEntity], { description: "Recent 4- and 5-star reviews, one per product: the home page's customer reviews." })
  featuredReviews(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 6 }) limit: number,
  ): Promise<ReviewEntity[]> {
    return reviewsService.featured(ctx, limit);
  }

  // About one shopper: never in a shared cache, whatever the Review type's own hint says.
  @Directive(cacheHint(0))
  @Query(() => ReviewEntity, { nullable: true, description: "The logged-in shopper's own review of a product; null for visitors or when they wrote none." })
  myReview(@Ctx() ctx: RequestContext, @Arg('productId', () => ID) productId: string): Promise<ReviewEntity | null> {
    return reviewsService.mine(ctx, productId);
  }

  @Authorized()
  @Mutation(() => AddReviewPayload, { description: 'Posts a review as the logged-in shopper: one per product, so a second one replaces the first.' })
  async addReview(@Ctx() ctx: RequestContext, @Arg('input', () => AddReviewInput) input: AddReviewInput): Promise<AddReviewPayload> {
    const { review, product, replaced } = await reviewsService.add(ctx, input.productId, { stars: input.stars, text: input.text });
    return { review, product, replaced, message: replaced ? REVIEW_UPDATED : REVIEW_ADDED };
  }

  @FieldResolver(productType, { nullable: true, description: 'The product reviewed.' })
  product(@Ctx() ctx: RequestContext, @Root() review: ReviewEntity): Promise<ProductEntity | null> {
    return catalogService.loadById(ctx, review.productId);
  }
}
