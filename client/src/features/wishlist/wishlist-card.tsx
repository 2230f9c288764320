import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HeartIcon } from '../../components/icons';
import type { WishlistCard_ProductFragment } from '../../gql/graphql';
import { formatPaise } from '../../lib/money';
import './wishlist-card.css';
import { paths } from '../../lib/paths';

/**
 * A saved product: the cover opens the product, the filled heart removes it, and `children` holds the
 * actions the page composes (Add to Cart comes from the cart feature).
 */
export function WishlistCard({ product, onRemove, removing = false, children }: { product: WishlistCard_ProductFragment; onRemove: () => void; removing?: boolean; children?: ReactNode }) {
  return (
    <article className="wishlist-card card" aria-label={product.name} data-testid="wishlist-card">
      <Link to={paths.product(product.id)} className="wishlist-card__media" aria-label={`Open ${product.name}`}>
        <img src={product.coverImage} alt={product.name} width={400} height={400} loading="lazy" decoding="async" />
      </Link>
      <button
        type="button"
        className="icon-btn wishlist-card__remove"
        aria-label={`Remove ${product.name} from wishlist`}
        aria-busy={removing || undefined}
        onClick={onRemove}
      >
        <HeartIcon filled />
      </button>
      <div className="wishlist-card__body">
        <h2 className="wishlist-card__name">{product.name}</h2>
        <p className="wishlist-card__price">{formatPaise(product.pricePaise)}</p>
        {product.stock < 1 && <p className="wishlist-card__flag">Out of stock</p>}
        <div className="wishlist-card__actions">{children}</div>
      </div>
    </article>
  );
}

export function WishlistCardSkeleton() {
  return (
    <div className="wishlist-card wishlist-card--skeleton card" aria-hidden="true" data-testid="wishlist-skeleton">
      <div className="wishlist-card__media skeleton" />
      <div className="wishlist-card__body">
        <div className="skeleton" style={{ height: 18, width: '80%' }} />
        <div className="skeleton" style={{ height: 18, width: '40%' }} />
        <div className="skeleton" style={{ height: 44, width: '100%' }} />
      </div>
    </div>
  );
}
