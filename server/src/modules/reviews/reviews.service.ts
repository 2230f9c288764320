import { IsNull } from 'typeorm';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../context';
import { badInput, conflict, notFound } from '../../common/errors';
import type { PageArgs } from '../../common/pagination';
import { auditService } from '../audit/audit.service';
import { foreignKeyViolation, requireShopper, userGone } from '../../common/shopper';
import { rateLimit } from '../../common/rate-limit';
import { publishChange } from '../../common/shop-changes';
import { isUuid } from '../../common/validation';
import { catalogService, PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import type { ProductEntity } from '../catalog/product.entity';
import { ReviewEntity } from './review.entity';
import {
  REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH, REVIEW_TOO_LONG, REVIEW_TOO_SHORT, STARS_RANGE, TOO_MANY_REVIEWS,
  type AdminReviewFilter, type ReviewSummary,
} from './reviews.types';

/** A shopper may post this many reviews an hour (across products). */
const REVIEWS_PER_HOUR = 20;

export interface ReviewList {
  items: ReviewEntity[];
  total: number;
}

/** Reviews of products, and the figures (average, count, share of 4-5 stars) the shop shows for them. */
export const reviewsService = {
  /** Newest first, without hidden reviews (as every storefront list). An unknown or malformed product id is NOT_FOUND ('Product not found.'): for REST, which starts from an id. */
  async list(ctx: RequestContext, productId: string, opts: { limit?: number; offset?: number } = {}): Promise<ReviewList> {
    const product = await catalogService.requireProduct(ctx, productId);
    return this.pageOf(ctx, product, opts);
  },

  /** Newest first, of a product already loaded (GraphQL's Product.reviews: no second lookup of it). */
  async pageOf(ctx: RequestContext, product: ProductEntity, opts: { limit?: number; offset?: number } = {}): Promise<ReviewList> {
    const [items, total] = await ctx.em.findAndCount(ReviewEntity, {
      where: { productId: product.id, hiddenAt: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: Math.min(Math.max(opts.limit ?? 50, 1), 200),
      skip: Math.max(opts.offset ?? 0, 0),
    });
    return { items, total };
  },

  /**
   * Real figures: average and count are the product's own aggregates (kept in step with its visible
   * reviews by add(), hide() and restore()); the per-star counts, and from them the percent of 4- and 5-star reviews, are counted.
   */
  async summary(ctx: RequestContext, product: ProductEntity): Promise<ReviewSummary> {
    const rows: { stars: number; n: number }[] = await ctx.em.query(
      `SELECT stars, count(*)::int AS n FROM review WHERE product_id = $1 AND hidden_at IS NULL GROUP BY stars`,
      [product.id],
    );
    const distribution = [1, 2, 3, 4, 5].map((s) => rows.find((r) => r.stars === s)?.n ?? 0);
    const count = product.ratingCount;
    const positive = distribution[3] + distribution[4];
    return {
      average: product.rating,
      count,
      positivePercent: count ? Math.round((positive / count) * 100) : 0,
      distribution,
    };
  },

  /**
   * The logged-in shopper's own review of a product; null for a visitor or when they wrote none. A review
   * staff hid is still theirs: they see it here (and may change it), while no list shows it.
   */
  async mine(ctx: RequestContext, productId: string): Promise<ReviewEntity | null> {
    if (!ctx.user || !isUuid(productId)) return null;
    return ctx.em.findOneBy(ReviewEntity, { productId, userId: ctx.user.id });
  },

  /**
   * Posts a review as the logged-in shopper: 1 to 5 whole stars, 10 to 2000 characters of text
   * (after trimming), at most 20 posts an hour. A shopper has one review per product: posting again
   * replaces it (stars, text and date; `replaced` is then true). The product's rating aggregates change
   * in the same transaction, so the average and count are always real: a replacement moves the
   * average and leaves the count.
   */
  async add(ctx: RequestContext, productId: string, input: { stars: number; text: string }): Promise<{ review: ReviewEntity; product: ProductEntity; replaced: boolean }> {
    const user = requireShopper(ctx);
    const text = input.text.trim();
    if (text.length < REVIEW_MIN_LENGTH) throw badInput(REVIEW_TOO_SHORT);
    if (text.length > REVIEW_MAX_LENGTH) throw badInput(REVIEW_TOO_LONG);
    if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5) throw badInput(STARS_RANGE);
    await catalogService.requireProduct(ctx, productId);
    await rateLimit.consume(ctx, `review:user:${user.id}`, REVIEWS_PER_HOUR, 3600, TOO_MANY_REVIEWS);

    const { review, replaced } = await inTransaction(ctx, async (tx) => {
      // The unique index allows one review per shopper and product; a second one inserts nothing.
      const inserted: { id: string }[] = await tx.em
        .query(
          `INSERT INTO review (product_id, user_id, username, stars, text) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (product_id, user_id) WHERE user_id IS NOT NULL DO NOTHING RETURNING id`,
          [productId, user.id, user.username, input.stars, text],
        )
        .catch((err: unknown) => {
          // The account or the product was deleted since the request began.
          const fk = foreignKeyViolation(err);
          if (fk === null) throw err;
          throw fk.includes('user') ? userGone() : notFound(PRODUCT_NOT_FOUND);
        });
      if (inserted.length > 0) {
        await catalogService.recordRating(tx, productId, input.stars);
        return { review: await tx.em.findOneByOrFail(ReviewEntity, { id: inserted[0].id }), replaced: false };
      }
      // Their earlier review, locked: two replacements at once each move the total from what the other left.
      const [earlier]: { id: string; stars: number; hidden: boolean }[] = await tx.em.query(
        `SELECT id, stars, hidden_at IS NOT NULL AS hidden FROM review WHERE product_id = $1 AND user_id = $2 FOR UPDATE`,
        [productId, user.id],
      );
      // Gone between the two statements: the account was deleted (its reviews then lose their author).
      if (!earlier) throw userGone();
      await tx.em.query(`UPDATE review SET stars = $2, text = $3, username = $4, created_at = now() WHERE id = $1`, [earlier.id, input.stars, text, user.username]);
      // A hidden review stays hidden when its author rewrites it (staff may restore it), so it still
      // does not count.
      if (!earlier.hidden) await catalogService.replaceRating(tx, productId, earlier.stars, input.stars);
      return { review: await tx.em.findOneByOrFail(ReviewEntity, { id: earlier.id }), replaced: true };
    });
    return { review, replaced, product: await catalogService.requireProduct(ctx, productId) };
  },

  /** Recent 4- and 5-star reviews with something to say, one per product: the home page's customer reviews. */
  async featured(ctx: RequestContext, limit = 6): Promise<ReviewEntity[]> {
    const want = Math.min(Math.max(limit, 1), 24);
    const recent = await ctx.em
      .getRepository(ReviewEntity)
      .createQueryBuilder('r')
      .where('r.stars >= 4')
      .andWhere('r.hidden_at IS NULL')
      .andWhere('length(r.text) >= 60')
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'ASC')
      .limit(want * 8)
      .getMany();
    const seen = new Set<string>();
    return recent.filter((r) => !seen.has(r.productId) && seen.add(r.productId)).slice(0, want);
  },

  /** Staff: every review, hidden ones too, newest first, narrowed by product, hidden or not, and stars. */
  async adminList(ctx: RequestContext, filter: AdminReviewFilter, page: PageArgs): Promise<ReviewList> {
    const q = ctx.em.createQueryBuilder(ReviewEntity, 'r');
    if (filter.productId) {
      if (!isUuid(filter.productId)) throw badInput('productId is not the id of a product.');
      q.andWhere('r.productId = :productId', { productId: filter.productId });
    }
    if (filter.hidden != null) q.andWhere(filter.hidden ? 'r.hiddenAt IS NOT NULL' : 'r.hiddenAt IS NULL');
    if (filter.stars?.length) q.andWhere('r.stars IN (:...stars)', { stars: filter.stars });
    const [items, total] = await q
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'ASC')
      .skip(page.offset ?? 0)
      .take(page.limit ?? 25)
      .getManyAndCount();
    return { items, total };
  },

  /**
   * Staff hide a review with a reason (1 to 500 characters): it leaves the storefront's lists, and its
   * stars leave the product's average and count, in one transaction with the audit entry. Hiding a
   * hidden review is CONFLICT.
   */
  async hide(ctx: RequestContext, id: string, reason: string): Promise<ReviewEntity> {
    const why = reason.trim();
    if (!why || why.length > HIDE_REASON_MAX) throw badInput(`A reason of 1 to ${HIDE_REASON_MAX} characters is required to hide a review.`);
    return inTransaction(ctx, async (tx) => {
      const review = await lockReview(tx, id);
      if (review.hiddenAt) throw conflict(ALREADY_HIDDEN);
      await tx.em.update(ReviewEntity, { id }, { hiddenAt: () => 'now()', hiddenReason: why, hiddenById: tx.staff!.id });
      await catalogService.withdrawRating(tx, review.productId, review.stars);
      // Its product's rating and review lists change for every shopper: cached answers go at commit.
      await publishChange(tx, { kind: 'review', ids: [review.productId] });
      await auditService.record(tx, { action: 'review.hide', entityType: 'review', entityId: id, before: { hidden: false }, after: { hidden: true, reason: why, productId: review.productId, stars: review.stars } });
      return tx.em.findOneByOrFail(ReviewEntity, { id });
    });
  },

  /**
   * Staff restore a hidden review: it is listed again and its stars count again. The reason, when
   * given, goes to the audit trail. Restoring a visible review is CONFLICT.
   */
  async restore(ctx: RequestContext, id: string, reason?: string | null): Promise<ReviewEntity> {
    const why = reason?.trim() || null;
    if (why && why.length > HIDE_REASON_MAX) throw badInput(`A reason can be at most ${HIDE_REASON_MAX} characters.`);
    return inTransaction(ctx, async (tx) => {
      const review = await lockReview(tx, id);
      if (!review.hiddenAt) throw conflict(NOT_HIDDEN);
      await tx.em.update(ReviewEntity, { id }, { hiddenAt: null, hiddenReason: null, hiddenById: null });
      await catalogService.recordRating(tx, review.productId, review.stars);
      await publishChange(tx, { kind: 'review', ids: [review.productId] });
      await auditService.record(tx, {
        action: 'review.restore',
        entityType: 'review',
        entityId: id,
        before: { hidden: true, reason: review.hiddenReason },
        after: { hidden: false, ...(why ? { reason: why } : {}) },
      });
      return tx.em.findOneByOrFail(ReviewEntity, { id });
    });
  },
};

export const REVIEW_NOT_FOUND = 'Review not found.';
export const ALREADY_HIDDEN = 'This review is already hidden.';
export const NOT_HIDDEN = 'This review is not hidden.';
export const HIDE_REASON_MAX = 500;

async function lockReview(tx: RequestContext, id: string): Promise<ReviewEntity> {
  const review = isUuid(id) ? await tx.em.findOne(ReviewEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}
