import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test/shop';

const PRODUCTION_SECRET = 'a-production-length-secret-for-these-tests-only';

type Answer = { status: number; body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };

const post = (url: string, query: string): Promise<Answer> =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as Answer['body'],
  }));

describe('GraphQL in production', () => {
  let shop: TestShop;
  // The backend believes an address the test is not: like a shop whose backend port is reached by someone else.
  beforeAll(async () => {
    shop = await startTestShop({ env: { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET, BACKEND_TRUST_PROXY: '10.9.9.9' } });
  });
  afterAll(() => shop?.stop());

  it('names no field in its errors on either server ("Did you mean" is gone)', async () => {
    for (const url of [shop.url, shop.backendUrl]) {
      const res = await post(url, '{ prodcts { id } }');
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe('Cannot query field "prodcts" on type "Query".');
    }
  });

  it('turns introspection and the sandbox off on the backend as on the gateway', async () => {
    for (const url of [shop.url, shop.backendUrl]) {
      const res = await post(url, '{ __schema { types { name } } }');
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-type')).not.toContain('html');
      expect(await page.text()).not.toMatch(/sandbox|<script/i);
    }
  });

  it("does not serve federation's _service and _entities to anyone but the gateway", async () => {
    for (const query of [
      '{ _service { sdl } }',
      '{ ...F } fragment F on Query { _service { sdl } }',
      '{ _entities(representations: [{ __typename: "Product", id: "x" }]) { __typename } }',
    ]) {
      const res = await post(shop.backendUrl, query);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain('type Query');
    }
    // The shop itself still works through the gateway, which needs neither.
    const products = await post(shop.url, '{ products(limit: 1) { id } }');
    expect(products.body.errors).toBeUndefined();
  });

  it('sends HSTS and the strict policy on /graphql too (no sandbox allowances)', async () => {
    const res = await fetch(`${shop.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).not.toContain('apollographql');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('GraphQL in production, asked by the gateway', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ env: { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_SECRET } });
  });
  afterAll(() => shop?.stop());

  it('answers _service to the address the backend trusts as its gateway (loopback by default)', async () => {
    const res = await post(shop.backendUrl, '{ _service { sdl } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data._service.sdl).toContain('type Query');
  });
});
