import { Link } from 'react-router-dom';
import { formatRating } from '../../components/stars';
import { StarIcon } from '../../components/icons';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';
import { currentPricePaise, percentOff } from '../../lib/price';
import { truncate } from '../../lib/text';
import './product-card.css';
import { paths } from '../../lib/paths';
import { Picture } from '../../components/picture';
import { cardPriceFrom, offerPercentOf } from './size-prices';

/** How wide a card's picture is drawn: two columns on phones, three beside the filters, four on wide screens. */
const CARD_SIZES = '(min-width: 1180px) 22vw, (min-width: 900px) 25vw, 50vw';

/** Cards cut descriptions to 45 characters. */
export const CARD_DESCRIPTION_LENGTH = 45;

/**
 * `priority`: the card is in the first view (the top of a listing): its picture loads at once, not
 * lazily, and the very first one is the page's largest paint, fetched first.
 */
export function ProductCard({ product, priority }: { product: ProductCard_ProductFragment; priority?: 'high' | 'eager' }) {
  // Sizes at different prices: "from" the cheapest; a running sale: its price (the price engine's). The
  // percent off is the real one for the price shown, against the MRP.
  const sized = cardPriceFrom(product);
  const price = product.salePricePaise != null ? { pricePaise: currentPricePaise(product), from: sized.from } : sized;
  const offer = price.pricePaise === currentPricePaise(product) ? percentOff(product) : offerPercentOf(price.pricePaise, product.mrpPaise);
  return (
    <article className="product-card card" data-testid="product-card">
      <Link to={paths.product(product.id)} className="product-card__link">
        <div className="product-card__media">
          {/* A product without any picture keeps the empty, tinted square (its name is the heading below). */}
          {product.coverPhoto && <Picture photo={product.coverPhoto} alt={product.coverPhoto.alt || product.name} sizes={CARD_SIZES} priority={priority} />}
          {product.stock < 1 && <span className="product-card__flag">Out of stock</span>}
        </div>
        <div className="product-card__body">
          <h2 className="product-card__name">{product.name}</h2>
          <p className="product-card__desc">{truncate(product.description, CARD_DESCRIPTION_LENGTH)}</p>
          {product.ratingCount > 0 ? (
            <p className="product-card__rating" aria-label={`Rated ${formatRating(product.rating)} out of 5 from ${product.ratingCount} reviews`}>
              <span className="product-card__rating-badge">
                {formatRating(product.rating)} <StarIcon size={12} />
              </span>
              <span className="product-card__rating-count">({product.ratingCount})</span>
            </p>
          ) : (
            <p className="product-card__rating product-card__rating--none">No reviews yet</p>
          )}
          <p className="product-card__price" data-testid="card-price">
            {price.from && <span className="product-card__from">from </span>}
            <strong>{formatPaise(price.pricePaise)}</strong>
            {offer > 0 && (
              <>
                <s aria-label={`MRP ${formatPaise(product.mrpPaise)}`}>{formatPaise(product.mrpPaise)}</s>
                <span className="product-card__off">{offer}% OFF</span>
              </>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="product-card card" aria-hidden="true">
      <div className="product-card__media skeleton" />
      <div className="product-card__body">
        <div className="skeleton" style={{ height: 18, width: '80%', marginBottom: 8 }} />
        <div className="skeleton" style={{ height: 14, width: '95%', marginBottom: 8 }} />
        <div className="skeleton" style={{ height: 14, width: '30%', marginBottom: 8 }} />
        <div className="skeleton" style={{ height: 18, width: '45%' }} />
      </div>
    </div>
  );
}
