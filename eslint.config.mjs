import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries, enforced by `npm run lint` (CI runs it before the tests) and by test/boundaries.test.ts.
 *
 * Server layers, top to bottom; a file imports only its own layer or the ones below it:
 * - entry: what assembles or serves the shop: the root files (backend.ts, gateway.ts, main.ts, shop.ts,
 *   background-jobs.ts, and data-source.ts + entities.ts, which list every module's entity), edge/, rest/
 *   (the router that mounts the modules' handlers), ssr/, schema/ (collects every module's resolvers),
 *   launcher/, db/ (connects with that data source), seed/, scripts/ and the test support in test/;
 * - flows/: the journeys that cross modules (place an order, ship and refund, return and exchange, photos,
 *   documents on status changes) and the one wiring of order-event subscribers; they compose modules;
 * - modules/<m>/: one domain each, its service, resolvers and REST handlers; between modules, the
 *   declared MODULE_ORDER below (leaves first);
 * - common: common/ plus the root files every layer reads: context.ts (the request context a service
 *   takes first), config.ts (settings read from the environment) and paths.ts (where files live).
 *   The REST plumbing a module's handlers use (route, requireAuth, the error middleware) is common/http.ts.
 *
 * Between modules: a module's entity (*.entity.ts, *.repository.ts) is that module's private data. Another
 * module never imports it as a value (no repository, no insert, no query builder on it, no
 * `@Field(() => ProductEntity)`), from any file. It may `import type` it to read the shape that the owning
 * module's service returns: a type import leaves no trace in the compiled code and writes nothing.
 * A GraphQL field whose object type belongs to another module names it as that module's public type,
 * exported from the module's `<m>.types.ts` (e.g. catalog exports `Product` for its entity class), so the
 * entity file is only ever reached through its owner.
 *
 * Client layers: main.tsx, entry-server.tsx, app/ and routes/ compose features; features/<f>/ never imports
 * another feature, app/, routes/ or the entry files; lib/, components/ and gql/ (generated) are shared by
 * all and import none of the above.
 *
 * Back office (client/admin/src), the same shape: screens/<s>/ never imports another screen, app/ or main.tsx
 * (the router composes them: an order's page gets its returns section from app/router.tsx); lib/,
 * components/ and gql/ (generated) are shared by every screen and import no screen and nothing in app/.
 *
 * Storefront and back office are two builds: neither imports the other's source, so a change to one does
 * not reach the other's bundle. The one exception is the storefront's lib/money.ts, which imports nothing:
 * the back office shows its ₹ amounts with it.
 *
 * Cycles: import-x/no-cycle on every tree. It ignores type-only imports (`import type`, or every
 * specifier marked `type`): they vanish at compile time and cannot make a module load half-initialised.
 *
 * Test files are not checked: a test may reach any layer to set up what it observes.
 */
/**
 * THE MODULE ORDER, leaves first: a module imports only modules before it in this list (type-only
 * imports included), so no two modules can ever import each other, directly or round a loop. Access
 * control (the permission table, the guard, staff sessions) is first, below every module that checks it;
 * mail is a queue and templates, below everything that sends mail; what to mail on an order event is a
 * journey (server/src/flows/). A new module takes its place here; docs/architecture.md draws this list.
 */
export const MODULE_ORDER = [
  'access',
  'settings',
  'audit',
  'staff',
  'mail',
  'accounts',
  'payments',
  'shipping',
  'delivery',
  'media',
  'catalog',
  'pricing',
  'cart',
  'wishlist',
  'reviews',
  'contact',
  'orders',
  'invoices',
  'returns',
  'dashboard',
];

/** For each module, a policy refusing imports (value or type) of itself's successors in MODULE_ORDER. */
const moduleOrderPolicies = MODULE_ORDER.slice(0, -1).map((name, i) => ({
  from: { file: { categories: { anyOf: ['server-module', 'server-entity'] }, captured: { module: name } } },
  disallow: { to: { file: { categories: { anyOf: ['server-module', 'server-entity'] }, captured: { module: `{${MODULE_ORDER.slice(i + 1).join(',')}}` } } } },
  message: `Module order (eslint.config.mjs MODULE_ORDER): ${name} may import only the modules before it (${MODULE_ORDER.slice(0, i).join(', ') || 'none'}). A journey that needs a later module belongs in server/src/flows/.`,
}));

const SERVER_MODULE = 'server/src/modules/*/**';
const SERVER_COMMON = ['server/src/common/**', 'server/src/{context,config,paths}.ts'];
const SERVER_FLOW = 'server/src/flows/**';
const SERVER_ENTRY = ['server/src/!(modules|common|flows)/**/*', 'server/src/!(context|config|paths).ts'];

export default [
  { ignores: ['dist/**', 'node_modules/**', 'client/src/gql/**', 'client/src/features/*/gql/**', 'client/admin/src/gql/**', '.data/**', 'coverage/**'] },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'client/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'client/src/test/**'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } } },
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // import-x reads the imported files itself: it must know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['server/tsconfig.json', 'client/tsconfig.json', 'client/admin/tsconfig.json'], noWarnOnMultipleProjects: true })],
      'boundaries/include': ['server/src/**/*', 'client/src/**/*', 'client/admin/src/**/*'],
      // Each file gets exactly one layer; `module` and `feature` are captured to tell one domain from another.
      'boundaries/files': [
        { category: 'server-entity', pattern: 'server/src/modules/*/**/*.{entity,repository}.ts', capture: ['module'] },
        { category: 'server-module', pattern: SERVER_MODULE, capture: ['module'] },
        { category: 'server-flow', pattern: SERVER_FLOW },
        { category: 'server-common', pattern: SERVER_COMMON },
        { category: 'server-entry', pattern: SERVER_ENTRY },
        { category: 'client-feature', pattern: 'client/src/features/*/**', capture: ['feature'] },
        { category: 'client-shared', pattern: 'client/src/{lib,components,gql}/**' },
        { category: 'client-top', pattern: ['client/src/{app,routes}/**', 'client/src/*.{ts,tsx}'] },
        { category: 'admin-screen', pattern: 'client/admin/src/screens/*/**', capture: ['screen'] },
        { category: 'admin-shared', pattern: 'client/admin/src/{lib,components,gql}/**' },
        { category: 'admin-top', pattern: ['client/admin/src/app/**', 'client/admin/src/*.{ts,tsx}'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'allow',
          policies: [
            {
              from: { file: { categories: { anyOf: ['server-module', 'server-entity'] } } },
              disallow: { to: { file: { categories: 'server-entity', captured: { module: '!{{ from.file.captured.module }}' } } }, dependency: { kind: 'value' } },
              message: "Another module's entity is private to it: call that module's service, and name its GraphQL type through its <module>.types.ts (import type is fine for reading a shape).",
            },
            ...moduleOrderPolicies,
            {
              from: { file: { categories: { anyOf: ['server-module', 'server-entity'] } } },
              disallow: { to: { file: { categories: 'server-flow' } } },
              message: 'A module does not import a journey (server/src/flows/): flows compose modules from above. Move the shared piece down into a module or common/.',
            },
            {
              from: { file: { categories: 'server-flow' } },
              disallow: { to: { file: { categories: 'server-entry' } } },
              message: 'A journey (server/src/flows/) does not import the entry layer (edge, rest, ssr, schema, launcher, db, seed, scripts, root entry files).',
            },
            {
              from: { file: { categories: { anyOf: ['server-module', 'server-entity'] } } },
              disallow: { to: { file: { categories: 'server-entry' } } },
              message: 'A module does not import the layer above it (edge, rest, ssr, schema, launcher, db, seed, scripts, root entry files): move what it needs down into common/.',
            },
            {
              from: { file: { categories: 'server-common' } },
              disallow: { to: { file: { categories: { anyOf: ['server-module', 'server-entity', 'server-flow', 'server-entry'] } } } },
              message: 'common/ (with context.ts, config.ts, paths.ts) is the bottom layer: it imports no module and nothing above.',
            },
            {
              from: { file: { categories: 'client-feature' } },
              disallow: { to: { file: { categories: 'client-feature', captured: { feature: '!{{ from.file.captured.feature }}' } } } },
              message: 'A client feature does not import another feature: compose them in a route, or move the shared piece into lib/ or components/.',
            },
            {
              from: { file: { categories: 'client-feature' } },
              disallow: { to: { file: { categories: 'client-top' } } },
              message: 'A client feature does not reach up into app/, routes/ or the entry files: move what it needs into lib/ or components/.',
            },
            {
              from: { file: { categories: 'client-shared' } },
              disallow: { to: { file: { categories: { anyOf: ['client-feature', 'client-top'] } } } },
              message: 'lib/ and components/ are shared by every feature: they import no feature, app/ or routes/ file.',
            },
            {
              from: { file: { categories: 'admin-screen' } },
              disallow: { to: { file: { categories: 'admin-screen', captured: { screen: '!{{ from.file.captured.screen }}' } } } },
              message: 'A back-office screen does not import another screen: compose them in app/router.tsx, or move the shared piece into lib/ or components/.',
            },
            {
              from: { file: { categories: 'admin-screen' } },
              disallow: { to: { file: { categories: 'admin-top' } } },
              message: 'A back-office screen does not reach up into app/ or main.tsx: move what it needs into lib/ or components/.',
            },
            {
              from: { file: { categories: 'admin-shared' } },
              disallow: { to: { file: { categories: { anyOf: ['admin-screen', 'admin-top'] } } } },
              message: "The back office's lib/ and components/ are shared by every screen: they import no screen and nothing in app/.",
            },
            {
              from: { file: { categories: { anyOf: ['admin-screen', 'admin-shared', 'admin-top'] } } },
              // Except the storefront's money format, which imports nothing: one ₹ en-IN format for shoppers and staff.
              disallow: { to: { file: { categories: { anyOf: ['client-feature', 'client-shared', 'client-top'] }, path: '!**/client/src/lib/money.ts' } } },
              message: "The back office does not import the storefront's source (only client/src/lib/money.ts): it is a build of its own.",
            },
            {
              from: { file: { categories: { anyOf: ['client-feature', 'client-shared', 'client-top'] } } },
              disallow: { to: { file: { categories: { anyOf: ['admin-screen', 'admin-shared', 'admin-top'] } } } },
              message: 'The storefront does not import the back office: staff code never belongs in the shopper\'s bundle.',
            },
          ],
        },
      ],
      'import-x/no-cycle': [2, { ignoreExternal: true }],
    },
  },
];
