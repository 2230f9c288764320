import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries that keep the modules apart (run by `npm test`, test/boundaries.test.ts):
 * - a server module never imports another module's entity as a value: writing another module's data
 *   (a repository, an insert) needs the entity class, so it goes through that module's service instead.
 *   Type-only imports (reading what a service returns) and GraphQL schema files that name another
 *   module's object type (*.types.ts, *.resolver.ts) are reads, and allowed;
 * - a client feature never imports another feature: routes compose features.
 */
export default [
  { ignores: ['dist/**', 'node_modules/**', 'client/src/gql/**', '.data/**', 'coverage/**'] },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/src/test/**', 'client/src/test/**'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } } },
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['server/src/**/*', 'client/src/**/*'],
      'boundaries/elements': [
        // 'full': these patterns name files (whole paths), not folders.
        { type: 'server-entity', pattern: 'server/src/modules/*/*.entity.ts', mode: 'full', capture: ['module'] },
        { type: 'server-schema', pattern: 'server/src/modules/*/*.{types,resolver}.ts', mode: 'full', capture: ['module'] },
        { type: 'server-module', pattern: 'server/src/modules/*', capture: ['module'] },
        { type: 'client-feature', pattern: 'client/src/features/*', capture: ['feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: { anyOf: ['server-module', 'server-entity'] } } },
              disallow: [{ to: { element: { type: 'server-entity', captured: { module: '!{{ from.element.captured.module }}' } } }, dependency: { kind: 'value' } }],
              message: "Another module's entity is written only through that module's service (import its type, or call its service).",
            },
            {
              from: { element: { type: 'client-feature' } },
              disallow: [{ to: { element: { type: 'client-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } }],
              message: 'A client feature does not import another feature: compose them in a route.',
            },
          ],
        },
      ],
    },
  },
];
