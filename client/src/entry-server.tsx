import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { Observable } from 'rxjs';
import { PageMetaContext, type PageMetaSink } from './lib/page-meta';
import { pageHead } from './app/page-head';
import { paths } from './lib/paths';
import { routes, type ScreenHandle } from './app/router';
import { scriptSafeJson, type ServerState } from './app/server-state';
import { typePolicies } from './lib/type-policies';
import type { ExecuteOperation, RenderedPage, RenderInput } from '../../server/src/ssr/renderer-contract';

/** Screens that show nothing of a shopper: the only ones the server renders. */
const PUBLIC_SCREENS = new Set(['home', 'products', 'product', 'contact', 'about', 'terms', 'privacy', 'teams', 'shipping', 'returns', 'not-found']);

const handler = createStaticHandler(routes);

/** Loads every public screen's code at start-up, so no shopper's first visit waits for it. */
function preloadPublicScreens(list: RouteObject[]) {
  for (const route of list) {
    const screen = (route.handle as ScreenHandle | undefined)?.screen;
    if (screen && PUBLIC_SCREENS.has(screen) && typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
    if (route.children) preloadPublicScreens(route.children);
  }
}
preloadPublicScreens(routes);

/**
 * The server's Apollo Client: no token ever, so what it renders is the same for everyone and cacheable.
 * `failed` turns true when any answer carried errors: errors are not in the cache the browser gets, so
 * such a page would not hydrate as rendered; the client renders it instead.
 */
function anonymousClient(execute: ExecuteOperation) {
  const outcome = { failed: false };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(print(operation.query), operation.variables).then(
          (result) => {
            if (result.errors?.length) outcome.failed = true;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error) => {
            outcome.failed = true;
            observer.error(error);
          },
        );
      }),
  );
  return { client: new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache({ typePolicies }) }), outcome };
}

/**
 * Renders a public page: first until every query the page runs has its answer (Apollo's
 * prerenderStatic), then streamed with React from the filled cache. Null when the URL is not a public
 * page (private screens stay client-rendered); throws when rendering fails.
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(input.url, input.origin)), { requestContext: undefined });
  if (context instanceof Response) return null;
  const screens = context.matches.map((m) => (m.route.handle as ScreenHandle | undefined)?.screen).filter((s): s is string => !!s);
  if (screens.length === 0 || !screens.every((s) => PUBLIC_SCREENS.has(s)) || context.errors) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const { client, outcome } = anonymousClient(input.execute);
  const sink: PageMetaSink = { meta: {} };
  const tree = (nonce?: string): ReactNode => (
    <StrictMode>
      <PageMetaContext value={sink}>
        <ApolloProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
        </ApolloProvider>
      </PageMetaContext>
    </StrictMode>
  );

  const { aborted } = await prerenderStatic({ tree: tree(), renderFunction: renderToString, signal: input.signal, ignoreResults: true });
  if (aborted) throw new Error('Rendering took too long');
  if (outcome.failed) throw new Error('A query of the page failed');

  const location = context.location;
  const state: ServerState = {
    apollo: client.extract() as NormalizedCacheObject,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  const head = pageHead(sink.meta, input.origin, location.pathname, new URLSearchParams(location.search), screens.includes('product'));

  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(tree(input.nonce), {
      nonce: input.nonce,
      onShellReady: () =>
        resolve({
          status: sink.meta.status ?? context.statusCode,
          screens,
          head,
          state: scriptSafeJson(state),
          pipe: (out) => stream.pipe(out),
          abort: () => stream.abort(),
        }),
      onShellError: reject,
      onError: (error) => {
        // Only the message: the page itself still answers (React renders the client's way for the rest).
        console.error('server rendering:', error instanceof Error ? error.message : error);
      },
    });
    input.signal.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

export { SERVER_STATE_ID } from './app/server-state';

/** The shop's own pages for the sitemap (products are added from the catalogue). */
export const SITEMAP_PAGES = [
  paths.home,
  paths.products(),
  paths.about,
  paths.contact,
  paths.shipping,
  paths.returns,
  paths.terms,
  paths.privacy,
];
