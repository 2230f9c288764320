import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('products over REST through the gateway (legacy shape)', () => {
  it('lists products with the legacy field names, rupee prices and absolute image URLs', async () => {
    const p = await aProduct(shop.app.db, { name: 'Legacy Mug', pricePaise: 29999, mrpPaise: 49999, offerPercent: 40, kind: 'mug', color: 'white', stock: 7, availableSizes: [] });
    const res = await shop.http('/api/v1/products');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const mug = res.body.find((x: { _id: string }) => x._id === p.id);
    expect(mug).toMatchObject({
      _id: p.id,
      productName: 'Legacy Mug',
      price: 299.99,
      maxPrice: 499.99,
      offer: 40,
      inStocks: 7,
      avilableColors: ['white'],
      availableSizes: [],
    });
    expect(mug.coverImage).toBe(`${shop.url}/media/products/mug/white/front.svg`);
    expect(mug.images).toHaveLength(3);
    expect(mug).not.toHaveProperty('pricePaise');
    expect(mug).not.toHaveProperty('size');
  });

  it('answers one product, with the colours of its family', async () => {
    const black = await aProduct(shop.app.db, { name: 'Family Tee', color: 'black' });
    await aProduct(shop.app.db, { name: 'Family Tee', color: 'white' });
    const res = await shop.http(`/api/v1/products/${black.id}`);
    expect(res.status).toBe(200);
    expect(res.body.productName).toBe('Family Tee');
    expect(res.body.avilableColors).toEqual(['black', 'white']);
    expect(res.body.availableSizes).toEqual(['S', 'M', 'L']);
  });

  it('answers 404 with a JSON message for a malformed or unknown id, never 500', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      const res = await shop.http(`/api/v1/products/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found.' });
    }
  });

  it('treats `bearer undefined` on a public route as a visitor', async () => {
    const res = await shop.http('/api/v1/products', { headers: { authorization: 'bearer undefined' } });
    expect(res.status).toBe(200);
  });

  it('answers CORS preflights for legacy browser clients on other origins', async () => {
    const res = await shop.http('/api/v1/products', {
      method: 'OPTIONS',
      headers: { origin: 'https://old-client.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://old-client.example');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('answers unknown API routes and malformed JSON with JSON messages', async () => {
    const missing = await shop.http('/api/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    const bad = await shop.http('/api/v1/products', { method: 'POST', raw: '{"oops":' });
    expect([400, 404]).toContain(bad.status);
    expect(typeof bad.body.message).toBe('string');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('products over GraphQL through the gateway', () => {
  it('lists products and reads one by id', async () => {
    const p = await aProduct(shop.app.db, { name: 'GraphQL Tee', pricePaise: 45999 });
    const list = await shop.gql<{ products: { id: string; name: string; pricePaise: number }[] }>('{ products { id name pricePaise } }');
    expect(list.status).toBe(200);
    expect(list.body.data?.products).toContainEqual({ id: p.id, name: 'GraphQL Tee', pricePaise: 45999 });

    const one = await shop.gql('query($id: ID!) { product(id: $id) { id name coverImage inStock } }', { id: p.id });
    expect(one.body.data.product).toEqual({ id: p.id, name: 'GraphQL Tee', coverImage: p.images[0], inStock: true });
  });

  it('answers null for an unknown or malformed id', async () => {
    const res = await shop.gql('{ product(id: "nope") { id } }');
    expect(res.body.data.product).toBeNull();
  });

  it('answers a malformed document with 400 and a message, and no stack trace', async () => {
    const res = await shop.gql('{ products { id ');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Syntax Error/);
    expect(JSON.stringify(res.body)).not.toContain('stacktrace');
  });

  it('rejects out-of-range arguments as BAD_USER_INPUT', async () => {
    const res = await shop.gql('{ products(limit: 100000) { id } }');
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('health', () => {
  it('reports that the database answers and is migrated, on gateway and backend', async () => {
    const gw = await shop.http('/readyz');
    expect(gw.status).toBe(200);
    expect(gw.body).toMatchObject({ service: 'gateway', backend: 'up', database: 'up', migrations: 'applied' });
    const be = await fetch(`${shop.backendUrl}/readyz`).then((r) => r.json());
    expect(be).toMatchObject({ service: 'backend', database: 'up', migrations: 'applied' });
  });
});
