import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { RequireLogin } from './require-login';
import { Layout } from './layout/layout';
import { RouteError } from './route-error';
import { SECTION } from '../lib/paths';

type ScreenModule = () => Promise<{ default: React.ComponentType }>;

/** The route's screen file under src/routes/, named in `handle` so the server can preload its chunk and CSS. */
export interface ScreenHandle {
  screen: string;
}

/**
 * Route-level code splitting: each screen is its own chunk, loaded when first visited. `name` is the
 * screen's file under src/routes/ (the build manifest's key for its chunk).
 */
const screen = (name: string, load: ScreenModule): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { screen: name } satisfies ScreenHandle,
  lazy: () => load().then((m) => ({ Component: m.default })),
});

const infoPage = (slug: string, name: string, load: ScreenModule): RouteObject => ({
  path: `${SECTION}/${slug}`,
  ...screen(name, load),
});

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', ...screen('login', () => import('../routes/login')) },
      { path: '/forgot-password', ...screen('forgot-password', () => import('../routes/forgot-password')) },
      { path: '/reset-password', ...screen('reset-password', () => import('../routes/reset-password')) },
      {
        path: '/',
        element: <Layout />,
        errorElement: <RouteError />,
        children: [
          { index: true, ...screen('home', () => import('../routes/home')) },
          { path: 'products', ...screen('products', () => import('../routes/products')) },
          { path: 'product/:id', ...screen('product', () => import('../routes/product')) },
          infoPage('contact', 'contact', () => import('../routes/contact')),
          infoPage('about', 'about', () => import('../routes/about')),
          infoPage('terms&conditions', 'terms', () => import('../routes/terms')),
          infoPage('privacy-policy', 'privacy', () => import('../routes/privacy')),
          infoPage('teams', 'teams', () => import('../routes/teams')),
          infoPage('shipping-policy', 'shipping', () => import('../routes/shipping')),
          infoPage('return-exchange-policy', 'returns', () => import('../routes/returns')),
          {
            element: <RequireLogin />,
            children: [
              { path: 'cart', ...screen('cart', () => import('../routes/cart')) },
              { path: 'cart/:id', ...screen('cart', () => import('../routes/cart')) },
              { path: 'wishlist/:id', ...screen('wishlist', () => import('../routes/wishlist')) },
              { path: 'order', ...screen('order', () => import('../routes/order')) },
              { path: 'order/successfull', ...screen('order-success', () => import('../routes/order-success')) },
              { path: 'myOrders', ...screen('my-orders', () => import('../routes/my-orders')) },
            ],
          },
          { path: '*', ...screen('not-found', () => import('../routes/not-found')) },
        ],
      },
    ],
  },
];

/**
 * The browser's router. A server-rendered page first loads the screens its URL shows, so the first
 * render matches the server's HTML (a lazy route not yet loaded would render nothing and break hydration).
 */
export async function createRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}
