import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// type-graphql and Apollo load graphql's CommonJS build; our code must use the same copy, not the .mjs one.
const serverResolve = { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql/index.js') }] };

// Server code needs decorator metadata (type-graphql, TypeORM), which esbuild/oxc do not emit: SWC does.
const serverTransform = () => swc.vite({ tsconfigFile: 'server/tsconfig.json', module: { type: 'es6' } });

export default defineConfig({
  test: {
    // Once per run, shared by every project: the loopback-only guard (first, so it covers the others and
    // its check runs last), one PostgreSQL server, Chromium lookup, client build.
    globalSetup: ['test/support/loopback-only-setup.ts', 'server/src/test/global-setup.ts', 'e2e/support/global-setup.ts'],
    projects: [
      {
        plugins: [serverTransform()],
        resolve: serverResolve,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Tests read right after they write, as anonymous shoppers too; the gateway's response cache
          // (which lets anonymous reads lag by seconds) is tested on its own, turned on there.
          env: { RESPONSE_CACHE: 'off' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['client/src/**/*.test.tsx', 'client/admin/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
      {
        plugins: [serverTransform()],
        resolve: serverResolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A poll in a journey waits on a page that is still loading; with the whole suite sharing two
          // cores that can take seconds, not the default one.
          expect: { poll: { timeout: 10_000 } },
          // Each browser journey starts its own shop and browser; two at a time fit 2 cores.
          // They run after the server and client tests (group 1), which share the machine first.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
