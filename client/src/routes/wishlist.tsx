import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { WishlistCard, WishlistCardSkeleton } from '../features/wishlist/wishlist-card';
import { useRemoveFromWishlist } from '../features/wishlist/use-remove-from-wishlist';
import { WishlistPageDocument } from '../gql/graphql';
import { useSessionUser } from '../lib/session';
import './wishlist.css';

/** Browse Trending leads to the best sellers. */
const TRENDING_PATH = '/products?cat=BEST%20SELL';

/**
 * /wishlist/:id (login required): the id names the shopper's own wishlist; any other id goes to the
 * shopper's own. Add to Cart here follows the cart's rules and, once added, moves the item out of the
 * wishlist. A failed load shows nothing more: the skeletons just stop.
 */
export default function WishlistScreen() {
  const user = useSessionUser();
  const { id } = useParams();
  const { data, loading } = useQuery(WishlistPageDocument, { skip: !user });
  const { removeItem, isRemoving } = useRemoveFromWishlist();
  useDocumentTitle('Your Wishlist');

  if (!user) return null; // RequireLogin sends visitors to /login before this renders.
  if (id !== user._id) return <Navigate to={paths.wishlist(user._id)} replace />;

  const wishlist = data?.wishlist;
  return (
    <main className="page wishlist-page">
      <div className="wishlist-page__head">
        <h1>Your Wishlist</h1>
        {wishlist && (
          <p className="wishlist-page__count" data-testid="saved-count">
            Saved Items: {wishlist.count}
          </p>
        )}
      </div>
      {!wishlist && loading && (
        <ul className="wishlist-grid" aria-busy="true" aria-label="Loading your wishlist">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <WishlistCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {wishlist && wishlist.products.length === 0 && (
        <div className="empty-state">
          <h2>Your wishlist is empty</h2>
          <p>Tap the heart on anything you like to save it here.</p>
          <Link className="btn btn--primary" to={TRENDING_PATH}>
            Browse Trending
          </Link>
        </div>
      )}
      {wishlist && wishlist.products.length > 0 && (
        <ul className="wishlist-grid" aria-label="Saved items">
          {wishlist.products.map((product) => (
            <li key={product.id}>
              <WishlistCard product={product} onRemove={() => void removeItem(product.id)} removing={isRemoving(product.id)}>
                <AddToCartButton
                  productId={product.id}
                  inStock={product.stock > 0}
                  label="Add to Cart"
                  className="btn btn--primary btn--block"
                  onAdded={() => void removeItem(product.id, { quiet: true })}
                />
              </WishlistCard>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
