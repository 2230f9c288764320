import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
  type DefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';
import { measureOperation, OPERATION_LIMITS } from './operation-limits';

const ROOT = path.resolve(__dirname, '../../..');

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : graphqlFiles(p);
    return e.name.endsWith('.graphql') ? [p] : [];
  });
}

/**
 * Values for an operation's required variables (nullable ones are left out, so page sizes count at their
 * defaults: an upper bound of what the client asks).
 */
function requiredVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const valueOf = (type: GraphQLInputType): unknown => {
    const named = getNamedType(type);
    if (isEnumType(named)) return named.getValues()[0].value;
    if (isInputObjectType(named)) {
      return Object.fromEntries(Object.values(named.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, valueOf(f.type)]));
    }
    return named.name === 'Int' ? 1 : named.name === 'Float' ? 1.5 : named.name === 'Boolean' ? true : 'x';
  };
  const variables: Record<string, unknown> = {};
  for (const v of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, v.type as any) as GraphQLInputType;
    if (isNonNullType(type)) variables[v.variable.name.value] = valueOf(type);
  }
  return variables;
}

/** Every operation the client sends, each with the fragments it needs, as the browser sends it. */
function clientOperations(): { name: string; source: string; operation: OperationDefinitionNode }[] {
  const definitions: DefinitionNode[] = graphqlFiles(path.join(ROOT, 'client/src')).flatMap((f) => parse(fs.readFileSync(f, 'utf8')).definitions);
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((d) => {
    if (d.kind !== Kind.OPERATION_DEFINITION) return [];
    // Apollo Client sends every fragment the operation spreads; sending them all is an upper bound.
    const source = [d, ...fragments].map((n) => print(n)).join('\n');
    return [{ name: d.name?.value ?? '(anonymous)', source, operation: d }];
  });
}

/** `products(limit: 200) { id reviews(limit: 100) { items { id product { ... } } } }`, `levels` products deep: the 551-byte attack. */
function deepReviewsQuery(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `id reviews(limit: 100) { items { id product { ${inner} } } }`;
  return `{ products(limit: 200) { ${inner} } }`;
}

function fragmentBomb(n: number): string {
  let q = '{ products(limit: 1) { ...F0 } } ';
  for (let i = 0; i < n; i++) q += `fragment F${i} on Product { id ...F${i + 1} ...F${i + 1} } `;
  return `${q}fragment F${n} on Product { name }`;
}

const manyAliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: products(limit: 200) { reviewSummary { count } }`).join(' ')} }`;

describe('the limits against the shop client', () => {
  const schema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
  const operations = clientOperations();

  it('finds the client documents', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((o) => o.name)).toContain('SearchProducts');
  });

  it.each(operations.map((o) => [o.name, o] as const))('%s stays under half of every limit', (_name, { source, operation }) => {
    const m = measureOperation(schema, source, requiredVariables(schema, operation));
    expect(m.depth).toBeLessThanOrEqual(OPERATION_LIMITS.maxDepth / 2);
    expect(m.aliases).toBeLessThanOrEqual(OPERATION_LIMITS.maxAliases / 2);
    expect(m.directives).toBeLessThanOrEqual(OPERATION_LIMITS.maxDirectives / 2);
    expect(m.tokens).toBeLessThanOrEqual(OPERATION_LIMITS.maxTokens / 2);
    expect(m.structuralCost).toBeLessThanOrEqual(OPERATION_LIMITS.maxStructuralCost / 2);
    expect(m.listCost).toBeLessThanOrEqual(OPERATION_LIMITS.maxListCost / 2);
  });

  it('counts a page size as a multiplier of what is under it, from literals and variables', () => {
    const one = measureOperation(schema, '{ products(limit: 1) { id name } }').listCost;
    const many = measureOperation(schema, '{ products(limit: 200) { id name } }').listCost;
    const viaVariable = measureOperation(schema, 'query ($n: Int) { products(limit: $n) { id name } }', { n: 200 }).listCost;
    const nested = measureOperation(schema, '{ products(limit: 200) { reviews(limit: 100) { items { id } } } }').listCost;
    expect(many).toBeGreaterThan(100 * one);
    expect(viaVariable).toBe(many);
    // Asking for more than the server ever serves counts as its largest page.
    expect(measureOperation(schema, '{ products(limit: 100000) { id name } }').listCost).toBe(many);
    expect(nested).toBeGreaterThan(OPERATION_LIMITS.maxListCost);
    // input.limit pages searchProducts; its items are that page, not another multiplier.
    const search = measureOperation(schema, '{ searchProducts(input: { limit: 10 }) { items { id name } } }').listCost;
    expect(search).toBeLessThan(10 * 10);
  });
});

describe('an oversized operation', () => {
  let shop: TestShop;
  let productId: string;

  beforeAll(async () => {
    shop = await startTestShop();
    productId = (await aProduct(shop.app.db, { name: 'Limits Tee' })).id;
  });
  afterAll(() => shop?.stop());

  const post = (url: string, query: string, variables?: Record<string, unknown>) =>
    fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } }),
    );

  const servers = () => [
    ['gateway', shop.url],
    ['backend', shop.backendUrl],
  ];

  it('the 551-byte depth-10 query is refused (400, QUERY_TOO_DEEP) on both servers while a shopper is answered', async () => {
    const attack = deepReviewsQuery(10);
    expect(attack.length).toBeGreaterThan(500);
    for (const [, url] of servers()) {
      const [refused, shopper] = await Promise.all([post(url, attack), post(url, '{ products(limit: 24) { id name } }')]);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_DEEP');
      expect(refused.body.data).toBeUndefined();
      expect(shopper.status).toBe(200);
      expect(shopper.body.data.products).toContainEqual({ id: productId, name: 'Limits Tee' });
    }
  });

  it('1,000 aliases of products(limit: 200) are refused before parsing (400, TOO_MANY_TOKENS) on both servers while a shopper is answered', async () => {
    for (const [, url] of servers()) {
      const [refused, shopper] = await Promise.all([post(url, manyAliases(1000)), post(url, `{ product(id: "${productId}") { name } }`)]);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_TOKENS');
      expect(shopper.body.data.product).toEqual({ name: 'Limits Tee' });
    }
  });

  it('refuses each limit with its own code', async () => {
    const cases: [string, string, Record<string, unknown>?][] = [
      ['TOO_MANY_ALIASES', manyAliases(OPERATION_LIMITS.maxAliases + 1)],
      ['QUERY_TOO_DEEP', deepReviewsQuery(3)],
      ['TOO_MANY_DIRECTIVES', `{ products(limit: 1) { ${Array.from({ length: OPERATION_LIMITS.maxDirectives + 1 }, () => 'id @include(if: true)').join(' ')} } }`],
      ['QUERY_TOO_EXPENSIVE', '{ products(limit: 200) { reviews(limit: 100) { items { id text } } } }'],
      ['QUERY_TOO_EXPENSIVE', 'query ($n: Int) { products(limit: $n) { reviews(limit: $n) { items { id } } } }', { n: 100 }],
      ['TOO_MANY_TOKENS', `{ products(limit: 1) { id ${'name '.repeat(OPERATION_LIMITS.maxTokens)} } }`],
      // 30 fragments each spreading the next twice: 2^30 fields from 400 bytes.
      ['QUERY_TOO_COMPLEX', fragmentBomb(30)],
    ];
    for (const [, url] of servers()) {
      for (const [code, query, variables] of cases) {
        const res = await post(url, query, variables);
        expect({ code, status: res.status }).toEqual({ code: res.body.errors?.[0]?.extensions?.code, status: 400 });
      }
    }
  });

  it('answers an operation at the limits through the gateway (the backend accepts what the gateway forwards)', async () => {
    // Depth 8, the limit; one review per page keeps the cost low.
    const atTheLimit = `query ($id: ID!) { product(id: $id) { reviews(limit: 1) { items { product { reviews(limit: 1) { items { product { id } } } } } } } }`;
    const res = await post(shop.url, atTheLimit, { id: productId });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.product.reviews.items).toEqual([]);
    const wide = await post(shop.url, `{ ${Array.from({ length: OPERATION_LIMITS.maxAliases }, (_, i) => `p${i}: product(id: "${productId}") { name }`).join(' ')} }`);
    expect(wide.body.errors).toBeUndefined();
    expect(wide.body.data.p9).toEqual({ name: 'Limits Tee' });
    // Asking for more than the largest page is answered with that page, not refused.
    const big = await post(shop.url, '{ products(limit: 100000) { id } }');
    expect(big.status).not.toBe(400);
  });

  it('keeps field suggestions outside production (the sandbox user is helped)', async () => {
    const res = await post(shop.url, '{ prodcts { id } }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toContain('Did you mean');
  });

  it('refuses batched requests: one request, one operation', async () => {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ products(limit: 200) { id } }' }))),
    });
    expect(res.status).toBe(400);
  });
});
