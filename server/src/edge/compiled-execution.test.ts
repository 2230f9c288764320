import { ApolloServer } from '@apollo/server';
import {
  execute,
  GraphQLError,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution, compiledSchema } from './compiled-execution';

interface Card {
  id: number;
  name: string;
}

const CARDS: Card[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Tee ${i + 1}` }));

const Product = new GraphQLObjectType<Card>({
  name: 'Product',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    shout: { type: GraphQLString, args: { times: { type: GraphQLInt } }, resolve: (p, { times }) => p.name.toUpperCase().repeat(times ?? 1) },
    secret: {
      type: GraphQLString,
      resolve: () => {
        throw new GraphQLError('Please log in to continue.', { extensions: { code: 'UNAUTHENTICATED' } });
      },
    },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      products: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Product))),
        args: { limit: { type: GraphQLInt } },
        resolve: async (_root, { limit }, context: { seen: number[] }) => {
          context.seen.push(limit ?? 24);
          return CARDS.slice(0, limit ?? 24);
        },
      },
    },
  }),
});

const LISTING = parse(`
  query Listing($limit: Int, $withShout: Boolean!) {
    products(limit: $limit) { ...Card shout(times: 2) @include(if: $withShout) }
  }
  fragment Card on Product { id name }
`);

describe('operations executed compiled (graphql-jit)', () => {
  const run = compiledExecution(schema);

  it('answer exactly what graphql-js answers, fragments, arguments and directives included, with the request context', async () => {
    for (const variableValues of [{ limit: 3, withShout: true }, { limit: 5, withShout: false }, { withShout: true }]) {
      const seen: number[] = [];
      const compiled = await run({ document: LISTING, operationName: 'Listing', variableValues, contextValue: { seen } });
      const reference = await execute({ schema, document: LISTING, operationName: 'Listing', variableValues, contextValue: { seen: [] } });
      expect(JSON.stringify(compiled)).toBe(JSON.stringify(reference));
      expect(seen).toEqual([variableValues.limit ?? 24]);
    }
    // The same document again: its compiled form is reused and still answers for these variables.
    const again = await run({ document: LISTING, operationName: 'Listing', variableValues: { limit: 1, withShout: true }, contextValue: { seen: [] } });
    expect(again.data).toEqual({ products: [{ id: 1, name: 'Tee 1', shout: 'TEE 1TEE 1' }] });
  });

  it("keep a resolver's error code, path and location, as an error Apollo can still adjust", async () => {
    const document = parse('{ products(limit: 1) { id secret } }');
    // The first run is graphql-js's, the second the compiled operation's: both answer the same.
    for (const pass of ['first', 'second']) {
      const result = await run({ document, operationName: undefined, variableValues: {}, contextValue: { seen: [] } });
      expect(result.data, pass).toEqual({ products: [{ id: 1, secret: null }] });
      const [error] = result.errors ?? [];
      expect(error).toBeInstanceOf(GraphQLError);
      expect(error.extensions.code).toBe('UNAUTHENTICATED');
      expect(error.path).toEqual(['products', 0, 'secret']);
      expect(error.locations).toEqual([{ line: 1, column: 27 }]);
      error.message = 'edited';
      expect(error.message).toBe('edited');
    }
  });

  it('refuse bad variables with no data and the wording graphql-js uses', async () => {
    // LISTING has run before, so this is the compiled operation refusing them.
    const result = await run({ document: LISTING, operationName: 'Listing', variableValues: { limit: 'many', withShout: true }, contextValue: { seen: [] } });
    expect('data' in result).toBe(false);
    expect(result.errors?.[0].message).toMatch(/^Variable "\$limit" got invalid value "many"/);
  });
});

describe("the compiled schema as Apollo Server's executor", () => {
  it("keeps Apollo's pipeline: answers, error codes, and 400 BAD_USER_INPUT for bad variables", async () => {
    const server = new ApolloServer<{ seen: number[] }>({ gateway: compiledSchema(schema) });
    await server.start();
    try {
      const ok = await server.executeOperation({ query: '{ products(limit: 2) { id name } }' }, { contextValue: { seen: [] } });
      expect(ok.body.kind === 'single' && ok.body.singleResult.data).toEqual({ products: [{ id: 1, name: 'Tee 1' }, { id: 2, name: 'Tee 2' }] });

      const refused = await server.executeOperation({ query: 'query($n: Int) { products(limit: $n) { id } }', variables: { n: 'x' } }, { contextValue: { seen: [] } });
      expect(refused.http.status).toBe(400);
      expect(refused.body.kind === 'single' && refused.body.singleResult.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

      const denied = await server.executeOperation({ query: '{ products(limit: 1) { secret } }' }, { contextValue: { seen: [] } });
      expect(denied.body.kind === 'single' && denied.body.singleResult.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await server.stop();
    }
  });
});
