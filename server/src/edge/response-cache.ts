import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { bearerToken } from '../common/auth';
import { PRIVATE_NO_STORE } from '../common/cache-hints';
import type { CacheStore } from './cache-store';

/**
 * Whether an answer may depend on who asks: any request whose Authorization header carries a token.
 * Legacy clients send `bearer undefined` when logged out; that is an anonymous shopper.
 */
export const carriesToken = (authorization: string | undefined): boolean => bearerToken(authorization) !== null;

/** RESPONSE_CACHE=off turns the shared cache off (to measure the shop without it); headers stay. */
export const responseCacheEnabled = (env: NodeJS.ProcessEnv = process.env) => env.RESPONSE_CACHE !== 'off';

const anonymous = async (rc: GraphQLRequestContext<BaseContext>) => !carriesToken(rc.request.http?.headers.get('authorization'));

/**
 * The gateway's caching: Cache-Control from the cache hints (the backend answers with the hints of what
 * was asked as its Cache-Control header, and the gateway restricts its own answer to it), then the
 * response cache for anonymous shoppers, then private answers marked as such.
 *
 * A shopper with a token is never served from the cache and never written to it, whatever the hints
 * say; answers to them say `private, no-store`.
 */
export function gatewayCachePlugins<T extends BaseContext>(opts: { store?: CacheStore; enabled: boolean }): ApolloServerPlugin<T>[] {
  const plugins: ApolloServerPlugin<T>[] = [ApolloServerPluginCacheControl({ calculateHttpHeaders: true })];
  if (opts.enabled) {
    plugins.push(
      responseCachePlugin<T>({
        cache: opts.store,
        shouldReadFromCache: anonymous,
        shouldWriteToCache: anonymous,
      }),
    );
  }
  plugins.push({
    async requestDidStart() {
      return {
        async willSendResponse({ request, response }) {
          const header = response.http.headers.get('cache-control');
          if (carriesToken(request.http?.headers.get('authorization')) || !header || header === 'no-store') {
            response.http.headers.set('cache-control', PRIVATE_NO_STORE);
          }
        },
      };
    },
  });
  return plugins;
}
