import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { readServerState } from './app/server-state';
import { createApolloClient } from './lib/apollo';
import './styles.css';

/**
 * A server-rendered page carries the Apollo cache and router state it was rendered from: hydrate it.
 * Otherwise (private screens, or the server fell back to the plain page) render from scratch.
 */
async function start() {
  const container = document.getElementById('root')!;
  const state = readServerState();
  const router = await createRouter(state?.router);
  // Created just before hydration: its window of answering from the server's cache (ssrForceFetchDelay)
  // covers the hydration, however long the screens' code took to load.
  const client = createApolloClient('/graphql', state?.apollo);
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </StrictMode>
  );
  if (state) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
