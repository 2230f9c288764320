import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { HeaderBadgesDocument } from '../../gql/graphql';
import { useSessionUser } from '../../lib/session';

/** Whose lists the cache holds: survives the layout unmounting while /login shows. */
let cachedListsOwner: string | null = null;

/**
 * The cart and wishlist live on the server and in the Apollo cache; the header reads their counts from
 * there, so every mutation that answers the whole cart or wishlist moves the badges at once.
 * Logged out, both are 0 (the header hides the cart badge).
 */
export function useBadgeCounts(loggedIn: boolean): { wishlist: number; cart: number } {
  useForgetListsOfPreviousShopper();
  const { data } = useQuery(HeaderBadgesDocument, { skip: !loggedIn });
  if (!loggedIn || !data) return { wishlist: 0, cart: 0 };
  return { wishlist: data.wishlist.count, cart: data.cart.itemCount };
}

/**
 * `cart` and `wishlist` take no arguments (the token says whose they are), so when the shopper changes
 * without a page reload (session expired, then someone logs in) the cached lists must go.
 */
function useForgetListsOfPreviousShopper() {
  const client = useApolloClient();
  const userId = useSessionUser()?._id ?? null;
  useEffect(() => {
    if (cachedListsOwner !== null && cachedListsOwner !== userId) {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
      client.cache.gc();
    }
    cachedListsOwner = userId;
  }, [client, userId]);
}
