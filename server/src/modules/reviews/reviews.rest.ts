import { Router } from 'express';
import { publicCacheControl, REVIEWS_MAX_AGE } from '../../common/cache-hints';
import { parseInput } from '../../common/validation';
import { requireAuth, route } from '../../common/http';
import type { ReviewEntity } from './review.entity';
import { reviewsService } from './reviews.service';
import { LegacyReviewInput, REVIEW_ADDED, REVIEW_UPDATED } from './reviews.types';

/** A review as legacy clients read it: `starnumber` is the stars, 1 to 5, which they draw as given. */
function toLegacyReview(r: ReviewEntity) {
  return { _id: r.id, productId: r.productId, revText: r.text, starnumber: r.stars, username: r.username, createdAt: r.createdAt.toISOString() };
}

/** GET and POST /api/v1/reviews/:productId over the reviews service. */
export function reviewsRouter(): Router {
  const r = Router();
  r.get(
    '/reviews/:productId',
    route(async (req, res) => {
      const { items } = await reviewsService.list(req.ctx, String(req.params.productId), { limit: 200 });
      res.set('Cache-Control', publicCacheControl(REVIEWS_MAX_AGE)).json(items.map(toLegacyReview));
    }),
  );
  r.post(
    '/reviews/:productId',
    requireAuth,
    route(async (req, res) => {
      const input = await parseInput(LegacyReviewInput, req.body);
      const stars = input.starnumber + 1;
      // Legacy clients count any 200 as success, a second post (the shopper changing their review) too.
      const { review, replaced } = await reviewsService.add(req.ctx, String(req.params.productId), { stars, text: input.revText });
      res.status(200).json({ message: replaced ? REVIEW_UPDATED : REVIEW_ADDED, ...toLegacyReview(review) });
    }),
  );
  return r;
}
