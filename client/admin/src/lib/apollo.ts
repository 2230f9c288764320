import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { hasErrorCode } from './errors';
import { ADMIN_HEADERS, SESSION_ENDED, staffSession } from './session';

let activeClient: ApolloClient | undefined;

/**
 * A session the server no longer accepts (8 idle hours, signed out elsewhere, deactivated) ends here:
 * the token is dropped, the cache with it, and the sign-in screen says why.
 */
export function endSession(notice: string | null) {
  if (staffSession.status() === 'signed-out') return;
  staffSession.signOut(notice);
  const client = activeClient;
  // Deferred: the query that just failed finishes first.
  setTimeout(() => void client?.clearStore().catch(() => undefined), 0);
}

/** Every request says it is the back office's: the server believes the session cookie only then (common/staff-cookie.ts). */
const authLink = new SetContextLink((prev) => ({ headers: { ...prev.headers, ...ADMIN_HEADERS } }));

const expiryLink = new ErrorLink(({ error }) => {
  if (hasErrorCode(error, 'UNAUTHENTICATED') || (ServerError.is(error) && error.statusCode === 401)) endSession(SESSION_ENDED);
});

/** The back office's client: staff answers are private, so nothing here is shared with the storefront's cache. */
export function createAdminClient(uri = '/graphql') {
  activeClient = new ApolloClient({
    link: ApolloLink.from([expiryLink, authLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    // Lists are pages the server cuts: each set of arguments is its own answer (the default), never merged.
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return activeClient;
}
