import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { RemoveFromWishlistDocument } from '../../gql/graphql';
import { isUnauthenticated } from '../../lib/graphql-errors';
import { WISHLIST_TEXT } from './messages';

/**
 * Removes a saved product. The item leaves the page once the server said yes (the answer is the
 * whole wishlist, which replaces the cached one); a failure warns 'uable to remove item ! try again !'.
 */
export function useRemoveFromWishlist() {
  const [remove] = useMutation(RemoveFromWishlistDocument);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Set<string>());

  const removeItem = async (productId: string, opts: { quiet?: boolean } = {}) => {
    if (inFlight.current.has(productId)) return;
    inFlight.current.add(productId);
    setPending((s) => new Set(s).add(productId));
    try {
      await remove({ variables: { productId } });
    } catch (error) {
      if (!opts.quiet && !isUnauthenticated(error)) toast.warn(WISHLIST_TEXT.removeFailed);
    } finally {
      inFlight.current.delete(productId);
      setPending((s) => {
        const next = new Set(s);
        next.delete(productId);
        return next;
      });
    }
  };

  return { removeItem, isRemoving: (productId: string) => pending.has(productId) };
}
