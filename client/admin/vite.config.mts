import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);

function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * The back office: a build of its own (root client/admin, output dist/admin, served under /admin), so the
 * storefront's build never sees a line of it and the shopper's first view stays exactly as it was. It is
 * never server-rendered: staff screens are private and change with every click.
 */
export default defineConfig(({ command }) => ({
  root: here,
  base: '/admin/',
  plugins: [react()],
  // See client/vite.config.mts: React Router's production build, without its development warnings.
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : undefined,
  build: {
    outDir: path.join(here, '../../dist/admin'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries in a chunk of their own: it stays cached across releases of the admin's own code.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant|zen-observable)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    // `vite --config client/admin/vite.config.mts` for hot reload; API calls go to the running shop.
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/media': 'http://localhost:4000',
      '/admin/api': 'http://localhost:4000',
      '/admin/media': { target: 'http://localhost:4000', bypass: (req) => (req.method === 'POST' ? undefined : req.url) },
    },
  },
}));
