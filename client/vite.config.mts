import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * Two builds: the browser's (`vite build`, with a manifest the server reads to preload a page's chunks)
 * and the server renderer's (`vite build --ssr`, an ES module the gateway imports).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [react()],
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
            // Libraries change far less often than the shop's code: separate chunks stay cached across releases.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
                { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant|zen-observable)/ },
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
