import { formatRating, Stars } from '../../components/stars';
import { groupIndian } from '../../lib/money';

export interface Summary {
  average: number;
  count: number;
  positivePercent: number;
  distribution: number[];
}

/**
 * The product's real figures where the original storefront showed fixed ones (4.6/5, 'Based on 1,234 reviews',
 * '77% of users vouch'): its average, its count and its share of 4- and 5-star reviews.
 */
export function ReviewSummary({ summary }: { summary: Summary }) {
  if (summary.count === 0) {
    return (
      <div className="review-summary review-summary--empty">
        <p className="review-summary__score">No reviews yet</p>
        <p>Be the first to tell other shoppers what you think.</p>
      </div>
    );
  }
  return (
    <div className="review-summary">
      <div>
        <p className="review-summary__score">
          <strong>{formatRating(summary.average)}</strong>/5
        </p>
        <Stars value={summary.average} size={20} />
        <p className="review-summary__based">Based on {groupIndian(summary.count)} {summary.count === 1 ? 'review' : 'reviews'}</p>
        <p className="review-summary__vouch">{summary.positivePercent}% of users vouch</p>
      </div>
      <ol className="review-summary__bars" aria-label="Reviews by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars}>
              <span>{stars}★</span>
              <span className="review-summary__bar" aria-hidden="true">
                <span style={{ width: `${(n / summary.count) * 100}%` }} />
              </span>
              <span className="review-summary__n">
                {n}
                <span className="visually-hidden"> reviews with {stars} stars</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
