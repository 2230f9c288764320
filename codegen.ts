import type { CodegenConfig } from '@graphql-codegen/cli';

// Client types come from the committed schema file, never from a running server.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.graphql'],
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
