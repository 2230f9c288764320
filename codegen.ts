import type { CodegenConfig } from '@graphql-codegen/cli';

// Client types come from the committed schema file, never from a running server.

/** Storefront features whose documents no first view needs: each gets client/src/features/<f>/gql/. */
const OWN_OUTPUT = ['orders', 'checkout', 'accounts'];

const storefront = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTimeISO: 'string' },
  },
} as const;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The storefront's documents. One generated module holds them all, so every page downloads every
    // document in it: the features no first view (home, listing, product) needs have an output of their
    // own, loaded only with their pages, to keep the catalogue's first view small: My Orders (orders,
    // tracking, invoices, returns), checkout (the order page and the cart's checkout) and accounts (log
    // in, sign up, password reset).
    'client/src/gql/': {
      documents: ['client/src/**/*.graphql', ...OWN_OUTPUT.map((f) => `!client/src/features/${f}/**`)],
      ...storefront,
    },
    ...Object.fromEntries(OWN_OUTPUT.map((f) => [`client/src/features/${f}/gql/`, { documents: [`client/src/features/${f}/**/*.graphql`], ...storefront }])),
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
