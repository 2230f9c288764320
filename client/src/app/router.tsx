import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { RequireLogin } from './require-login';
import { Layout } from './layout/layout';
import { RouteError } from './route-error';
import { SECTION } from './paths';

/** Route-level code splitting: each screen is its own chunk, loaded when first visited. */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => () => load().then((m) => ({ Component: m.default }));

const infoPage = (slug: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path: `${SECTION}/${slug}`,
  lazy: screen(load),
});

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: screen(() => import('../routes/login')) },
      {
        path: '/',
        element: <Layout />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('../routes/home')) },
          { path: 'products', lazy: screen(() => import('../routes/products')) },
          { path: 'product/:id', lazy: screen(() => import('../routes/product')) },
          infoPage('contact', () => import('../routes/contact')),
          infoPage('about', () => import('../routes/about')),
          infoPage('terms&conditions', () => import('../routes/terms')),
          infoPage('privacy-policy', () => import('../routes/privacy')),
          infoPage('teams', () => import('../routes/teams')),
          infoPage('shipping-policy', () => import('../routes/shipping')),
          infoPage('return-exchange-policy', () => import('../routes/returns')),
          {
            element: <RequireLogin />,
            children: [
              { path: 'cart', lazy: screen(() => import('../routes/cart')) },
              { path: 'cart/:id', lazy: screen(() => import('../routes/cart')) },
              { path: 'wishlist/:id', lazy: screen(() => import('../routes/wishlist')) },
              { path: 'order', lazy: screen(() => import('../routes/order')) },
              { path: 'order/successfull', lazy: screen(() => import('../routes/order-success')) },
              { path: 'myOrders', lazy: screen(() => import('../routes/my-orders')) },
            ],
          },
          { path: '*', lazy: screen(() => import('../routes/not-found')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
