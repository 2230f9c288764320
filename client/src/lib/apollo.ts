import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { freshReadsLink } from './fresh-reads-link';
import { hasErrorCode } from './graphql-errors';
import { SESSION_EXPIRED_MESSAGE } from './shop-messages';
import { toast } from './toast';
import { session } from './session';
import { typePolicies } from './type-policies';

/**
 * A logged-in shopper whose token the server no longer accepts is logged out here, once, with the
 * toast 'Session expired, please login again !'. Visitors (no token) never see it.
 */
export function expireSession() {
  if (!session.token()) return;
  session.clearAll();
  toast.error(SESSION_EXPIRED_MESSAGE, { toastId: 'session-expired' });
  // The cache may hold the shopper's cart, wishlist and orders: drop them too. Deferred, so the
  // query that just failed finishes first.
  const client = activeClient;
  setTimeout(() => void client?.clearStore().catch(() => undefined), 0);
}

let activeClient: ApolloClient | undefined;

const authLink = new SetContextLink((prev) => {
  const token = session.token();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

const expiryLink = new ErrorLink(({ error }) => {
  const unauthenticated =
    hasErrorCode(error, 'UNAUTHENTICATED') ||
    (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403));
  if (unauthenticated) expireSession();
});

/** The browser's client; `serverState` is the cache a server-rendered page was rendered from. */
export function createApolloClient(uri = '/graphql', serverState?: NormalizedCacheObject) {
  const cache = new InMemoryCache({ typePolicies });
  if (serverState) cache.restore(serverState);
  activeClient = new ApolloClient({
    link: ApolloLink.from([freshReadsLink, expiryLink, authLink, new HttpLink({ uri })]),
    cache,
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
    // The server's answers are seconds old: hydration reads them from the cache instead of asking again.
    ssrForceFetchDelay: serverState ? 1000 : undefined,
  });
  return activeClient;
}
