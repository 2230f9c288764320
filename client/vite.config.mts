import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);

const NOT_SHARED_WITH_CATALOGUE =
  /[\\/](gql[\\/]|components[\\/](info-page|modal-dialog|quantity-stepper)|features[\\/](orders[\\/]|accounts[\\/]|cart[\\/](use-cart-actions|optimistic-cart)))/;

function reactRouterProductionBuild() {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Two builds: the browser's (`vite build`, with a manifest the server reads to preload a page's chunks)
 * and the server renderer's (`vite build --ssr`, an ES module the gateway imports).
 */
export default defineConfig(({ isSsrBuild, command }) => ({
  root: here,
  plugins: [react()],
  // React Router 7's package exports name only its development build, whose warnings a production build
  // would ship and run; its production build is the same code with them switched off.
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : undefined,
  build: isSsrBuild
    ? {
        outDir: path.join(here, '../dist/client-ssr'),
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: {
          input: path.join(here, 'src/entry-server.tsx'),
          // .mjs: the repository's package.json makes .js CommonJS, and this is an ES module.
          output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
        },
      }
    : {
        outDir: path.join(here, '../dist/client'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          output: {
            // Libraries change far less often than the shop's code: a chunk of their own stays cached across
            // releases. One chunk, not one per library: every page needs both React and Apollo Client.
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant|zen-observable)[\\/]/,
                },
                // The small helpers several screens share (prices, stars, messages) in one chunk instead of a
                // dozen of a few hundred bytes, each of which costs a phone a request. The generated documents
                // and what only the logged-in screens, the account forms (log in, sign-up, password reset)
                // and information pages share stay out: a shopper browsing the catalogue never needs them.
                {
                  name: 'shared',
                  test: (id: string) => /client[\\/]src[\\/]/.test(id) && !NOT_SHARED_WITH_CATALOGUE.test(id),
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    // The sign-up rules are one file shared with the server (client/src/features/accounts/account-rules.ts).
    fs: { allow: [path.join(here, '..')] },
    // `vite` in client/ for hot reload; API calls go to the running shop.
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/media': 'http://localhost:4000' },
  },
}));
