import { useQuery } from '@apollo/client/react';
import { Stars } from '../../components/stars';
import { ProductReviewsDocument } from '../../gql/graphql';
import { ReviewSummary } from './review-summary';
import { reviewDate, ReviewText } from './review-text';
import { WriteReview } from './write-review';
import './reviews.css';

const PAGE = 50;

/** The product page's reviews: real figures, the write box and the reviews, newest first. */
export function ProductReviews({ productId }: { productId: string }) {
  const { data, loading } = useQuery(ProductReviewsDocument, { variables: { id: productId, limit: PAGE } });
  const product = data?.product;
  return (
    <section className="product-reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Ratings &amp; Reviews</h2>
      <div className="product-reviews__grid">
        <div>
          {product ? <ReviewSummary summary={product.reviewSummary} /> : loading && <div className="skeleton" style={{ height: 160 }} />}
          <WriteReview productId={productId} />
        </div>
        <div>
          {product && product.reviews.items.length > 0 && (
            <ul className="review-list">
              {product.reviews.items.map((r) => (
                <li key={r.id} className="review">
                  <div className="review__head">
                    <Stars value={r.stars} size={14} label={`${r.stars} out of 5 stars`} />
                    <strong>{r.username}</strong>
                    <time dateTime={r.createdAt}>{reviewDate(r.createdAt)}</time>
                  </div>
                  <ReviewText text={r.text} />
                </li>
              ))}
            </ul>
          )}
          {product && product.reviews.total > product.reviews.items.length && (
            <p className="review-list__more">
              Showing the latest {product.reviews.items.length} of {product.reviews.total} reviews.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
