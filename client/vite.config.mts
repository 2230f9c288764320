import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  root: here,
  plugins: [react()],
  build: {
    outDir: path.join(here, '../dist/client'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    // `vite` in client/ for hot reload; API calls go to the running shop.
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/media': 'http://localhost:4000' },
  },
});
