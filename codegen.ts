import type { CodegenConfig } from '@graphql-codegen/cli';

// Client types come from the committed schema file, never from a running server.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The storefront's documents. One generated module holds them all, so every page downloads every
    // document in it: My Orders' documents (orders, tracking, invoices, returns) have an output of their
    // own, loaded only with My Orders, to keep the catalogue's first view small.
    'client/src/gql/': {
      documents: ['client/src/**/*.graphql', '!client/src/features/orders/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
    'client/src/features/orders/gql/': {
      documents: ['client/src/features/orders/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
    // The back office's documents: their own output, so the storefront's generated code never grows.
    'client/admin/src/gql/': {
      documents: ['client/admin/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
