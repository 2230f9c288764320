import { useMutation, useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { toast } from '../../lib/toast';
import { HeartIcon } from '../../components/icons';
import { AddToWishlistDocument, WishlistMembershipDocument } from '../../gql/graphql';
import { isUnauthenticated, shopperMessage } from '../../lib/graphql-errors';
import { useSessionUser } from '../../lib/session';
import { WISHLIST_TEXT } from './messages';
import './wishlist-heart.css';

/**
 * The wishlist heart: filled when the product is saved (read from the cache the header badges fill).
 * Visitors are asked to log in; a saved product answers the duplicate message; the server rules on stock.
 */
export function WishlistHeart({ productId, className = 'icon-btn' }: { productId: string; className?: string }) {
  const user = useSessionUser();
  // The header (always mounted) fetches the wishlist once per visit; the hearts only read the cache.
  const { data } = useQuery(WishlistMembershipDocument, { skip: !user, fetchPolicy: 'cache-only' });
  const saved = !!user && !!data?.wishlist.products.some((p) => p.id === productId);
  const [addToWishlist, { loading }] = useMutation(AddToWishlistDocument);
  const busy = useRef(false);

  const add = async () => {
    if (!user) return void toast.warn(WISHLIST_TEXT.login);
    if (saved) return void toast.warn(WISHLIST_TEXT.duplicate);
    if (busy.current) return;
    busy.current = true;
    try {
      await addToWishlist({ variables: { productId } });
      toast.success(WISHLIST_TEXT.added);
    } catch (error) {
      if (isUnauthenticated(error)) return;
      const message = shopperMessage(error);
      if (message) toast.warn(message);
      else toast.error(WISHLIST_TEXT.failed);
    } finally {
      busy.current = false;
    }
  };

  return (
    <button
      type="button"
      className={`${className} wishlist-heart`}
      aria-label="Add to wishlist"
      aria-pressed={saved}
      aria-busy={loading || undefined}
      title={saved ? 'In your wishlist' : 'Add to wishlist'}
      onClick={add}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
