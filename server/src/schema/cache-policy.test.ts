import { getOperationAST, parse, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MAX_AGE, REVIEWS_MAX_AGE, STOCK_MAX_AGE } from '../common/cache-hints';
import { buildSubgraph } from './build-schema';
import { staticCachePolicy } from './cache-policy';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildSubgraph();
});

const maxAgeOf = (source: string) => {
  const document = parse(source);
  return staticCachePolicy(schema, document, getOperationAST(document)!).maxAge;
};

describe('the Cache-Control of an operation, from the schema hints', () => {
  it('is the catalogue max age for products without stock, and the stock max age with it', () => {
    expect(maxAgeOf('{ product(id: "x") { id name pricePaise coverImage } }')).toBe(CATALOGUE_MAX_AGE);
    expect(maxAgeOf('{ searchProducts { total items { ...Card } } } fragment Card on Product { id name stock }')).toBe(STOCK_MAX_AGE);
    expect(maxAgeOf('{ searchProducts { items { ... on Product { inStock } } } }')).toBe(STOCK_MAX_AGE);
  });

  it('takes the lowest hint of everything asked, reviews included', () => {
    expect(maxAgeOf('{ product(id: "x") { id reviewSummary { average } } }')).toBe(REVIEWS_MAX_AGE);
  });

  it('is 0 (not cacheable) for anything without a hint: a shopper\'s own data, mutations, introspection', () => {
    expect(maxAgeOf('{ me { id } }')).toBe(0);
    expect(maxAgeOf('{ products { id } me { id } }')).toBe(0);
    expect(maxAgeOf('mutation { addToWishlist(productId: "x") { count } }')).toBe(0);
    expect(maxAgeOf('{ __schema { queryType { name } } }')).toBe(0);
    expect(maxAgeOf('{ _service { sdl } }')).toBe(0);
  });

  it('gives federation entities the hint of their type', () => {
    expect(maxAgeOf('query ($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id name } } }')).toBe(CATALOGUE_MAX_AGE);
  });
});
