import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Stars } from '../../components/stars';
import { FeaturedReviewsDocument } from '../../gql/graphql';
import { reviewDate, ReviewText } from './review-text';
import './reviews.css';
import { paths } from '../../lib/paths';

/** The home page's customer reviews: recent 4- and 5-star reviews shoppers actually wrote. */
export function FeaturedReviews() {
  const { data, loading } = useQuery(FeaturedReviewsDocument, { variables: { limit: 6 } });
  const reviews = data?.featuredReviews ?? [];
  if (!loading && reviews.length === 0) return null;
  return (
    <div className="featured-reviews">
      {loading && !data
        ? Array.from({ length: 3 }, (_, i) => <div key={i} className="featured-review card skeleton" style={{ height: 220 }} />)
        : reviews.map((r) => (
            <figure key={r.id} className="featured-review card">
              <Stars value={r.stars} size={16} label={`${r.stars} out of 5 stars`} />
              <blockquote>
                <ReviewText text={r.text} />
              </blockquote>
              <figcaption>
                <strong>{r.username}</strong>
                <time dateTime={r.createdAt}>{reviewDate(r.createdAt)}</time>
                {r.product && (
                  <Link to={paths.product(r.product.id)} className="featured-review__product">
                    <img src={r.product.coverImage} alt="" width={40} height={40} loading="lazy" />
                    <span>{r.product.name}</span>
                  </Link>
                )}
              </figcaption>
            </figure>
          ))}
    </div>
  );
}
