import type { CodegenConfig } from '@graphql-codegen/cli';

// Client types come from the committed schema file, never from a running server.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
