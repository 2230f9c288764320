import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { readServerState } from './app/server-state';
import { createApolloClient } from './lib/apollo';
import { useHydrated } from './lib/hydrated';
import './styles.css';

/**
 * Tells the server-rendered page that the app runs: it then clicks again the buttons tapped before
 * (the page's inline loader held them; see the server's page template). Not in hydration's own effects:
 * hydration renders what the server rendered (no logged-in shopper, nothing from this browser's
 * storage), and a tap replayed then would reach handlers that think the shopper is a visitor ("login to
 * add this item to your cart !"). The browser's values come in the render right after, the one where
 * `useHydrated` turns true, so the taps are replayed from that render's effects.
 */
function Hydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) (window as unknown as Record<string, (() => void) | undefined>).__rangrezHydrated?.();
  }, [hydrated]);
  return children;
}

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
        <Hydrated>
          <RouterProvider router={router} />
        </Hydrated>
      </ApolloProvider>
    </StrictMode>
  );
  // Hydrated as a transition: React then works through the server's HTML in short slices, yielding to
  // the browser between them (paints, clicks), instead of one long task that freezes the page.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
