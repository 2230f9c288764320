import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { productType } from '../catalog/catalog.types';
import type { ProductEntity } from '../catalog/product.entity';
import { AdminOperation } from '../access/admin-guard';
import { staffService } from '../staff/staff.service';
import { StaffMember } from '../staff/staff.types';
import { reviewsService } from './reviews.service';
import { AdminReview, AdminReviewFilter, AdminReviewPage, toAdminReview } from './reviews.types';

const AdminReviewPageArgs = pageArgs(100, 25);

/** Review moderation: staff hide a review with a reason and restore it; both are audited. */
@Resolver(() => AdminReview)
export class ReviewAdminResolver {
  @AdminOperation('reviews.moderate')
  @Query(() => AdminReviewPage, { description: 'Staff: reviews, hidden ones included, newest first, by product, hidden or not, and stars.' })
  async adminReviews(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminReviewFilter, { nullable: true }) filter: AdminReviewFilter | null,
    @Args(() => AdminReviewPageArgs) page: PageArgs,
  ): Promise<AdminReviewPage> {
    const { items, total } = await reviewsService.adminList(ctx, filter ?? {}, { limit: page.limit ?? 25, offset: page.offset ?? 0 });
    return { items: items.map(toAdminReview), total };
  }

  @AdminOperation('reviews.moderate')
  @Mutation(() => AdminReview, {
    description: 'Staff: hides a review with a reason (1 to 500 characters): it leaves the storefront and its product’s average and count. CONFLICT when already hidden.',
  })
  async hideReview(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string): Promise<AdminReview> {
    return toAdminReview(await reviewsService.hide(ctx, id, reason));
  }

  @AdminOperation('reviews.moderate')
  @Mutation(() => AdminReview, { description: 'Staff: shows a hidden review again and counts it again; the optional reason goes to the audit trail. CONFLICT when not hidden.' })
  async restoreReview(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
  ): Promise<AdminReview> {
    return toAdminReview(await reviewsService.restore(ctx, id, reason));
  }

  @FieldResolver(productType, { nullable: true, description: 'The product reviewed.' })
  product(@Ctx() ctx: RequestContext, @Root() review: AdminReview): Promise<ProductEntity | null> {
    return catalogService.loadById(ctx, review.productId);
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: 'Who hid it.' })
  hiddenBy(@Ctx() ctx: RequestContext, @Root() review: AdminReview): Promise<StaffMember | null> {
    return review.hiddenById ? staffService.loadById(ctx, review.hiddenById) : Promise.resolve(null);
  }
}
