import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../backend';
import { createGateway } from '../gateway';
import { composeSupergraph } from '../schema/supergraph';
import { aProduct, aShopper } from '../test/builders';
import { queriesDuring } from '../test/queries';
import { startTestShop, type TestShop } from '../test/shop';
import type { ProductEntity } from '../modules/catalog/product.entity';

// The server tests run with the cache off (they read right after writing); here it is the subject.
process.env.RESPONSE_CACHE = 'on';

let shop: TestShop;
let tee: ProductEntity;
let mug: ProductEntity;

const LISTING = `query Listing($limit: Int) { searchProducts(input: { limit: $limit }) { total items { id name pricePaise stock } } }`;
const NAME_ONLY = `query Name($id: ID!) { product(id: $id) { id name pricePaise } }`;

/** Renames a product behind the shop's back: a cached answer still shows the old name. */
const rename = (id: string, name: string) => shop.app.db.query('UPDATE product SET name = $2 WHERE id = $1', [id, name]);

beforeAll(async () => {
  shop = await startTestShop();
  tee = await aProduct(shop.app.db, { name: 'Cached Tee', stock: 5 });
  mug = await aProduct(shop.app.db, { name: 'Cached Mug', kind: 'mug', availableSizes: [] });
});
afterAll(() => shop?.stop());

describe('the response cache, for anonymous shoppers', () => {
  it('answers a repeated catalogue query from the cache, public, for as long as its stock hint allows', async () => {
    const first = await shop.gql(LISTING, { limit: 24 });
    expect(first.body.errors).toBeUndefined();
    expect(first.headers.get('cache-control')).toBe('max-age=10, public');
    await rename(tee.id, 'Renamed Tee');

    const second = await shop.gql(LISTING, { limit: 24 });
    expect(second.headers.get('age')).not.toBeNull();
    expect(second.headers.get('cache-control')).toBe('max-age=10, public');
    expect(second.body.data.searchProducts.items.map((p: { name: string }) => p.name)).toContain('Cached Tee');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
  });

  it('sends a cached answer compressed when the client accepts it, the same bytes once decoded, and still refuses broken JSON', async () => {
    for (let i = 0; i < 12; i++) await aProduct(shop.app.db, { name: `Compressed Cached Tee ${i}` });
    const query = `query Cards { searchProducts(input: { limit: 24 }) { items { id name description pricePaise } } }`;
    const body = JSON.stringify({ query });
    const ask = (encoding?: string) =>
      fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) }, body });
    const plain = await ask();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    for (const encoding of ['gzip', 'br']) {
      const res = await ask(encoding);
      expect(res.headers.get('age')).not.toBeNull();
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(await res.text()).toBe(text);
    }
    const broken = await shop.http('/graphql', { method: 'POST', raw: '{"query": ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('keeps answers without stock for the catalogue max age, and treats `bearer undefined` as anonymous', async () => {
    const first = await shop.gql(NAME_ONLY, { id: mug.id });
    expect(first.headers.get('cache-control')).toBe('max-age=60, public');
    await rename(mug.id, 'Renamed Mug');
    const loggedOut = await shop.http('/graphql', {
      method: 'POST',
      body: { query: NAME_ONLY, variables: { id: mug.id } },
      headers: { authorization: 'bearer undefined' },
    });
    expect(loggedOut.headers.get('cache-control')).toBe('max-age=60, public');
    expect(loggedOut.body.data.product.name).toBe('Cached Mug');
    await rename(mug.id, 'Cached Mug');
  });

  it('never serves a shopper with a token from the cache, nor keeps what they were answered', async () => {
    const { token } = await aShopper(shop);
    const id = (await aProduct(shop.app.db, { name: 'Fresh Tee' })).id;
    // The shopper asks first: had their answer been stored, the anonymous one below would be it.
    const theirs = await shop.gql(NAME_ONLY, { id }, token);
    expect(theirs.body.data.product.name).toBe('Fresh Tee');
    expect(theirs.headers.get('cache-control')).toBe('private, no-store');
    await rename(id, 'Fresher Tee');

    const anonymous = await shop.gql(NAME_ONLY, { id });
    expect(anonymous.body.data.product.name).toBe('Fresher Tee');
    expect(anonymous.headers.get('age')).toBeNull();
    await rename(id, 'Freshest Tee');

    const again = await shop.gql(NAME_ONLY, { id }, token);
    expect(again.body.data.product.name).toBe('Freshest Tee');
    expect(again.headers.get('age')).toBeNull();
  });

  it('never caches what depends on who asks: two shoppers each see only their own cart, wishlist and account', async () => {
    const a = await aShopper(shop, { username: 'asha' });
    const b = await aShopper(shop, { username: 'bilal' });
    const MINE = `{ me { id username } wishlist { products { id } } cart { items { product { id } } } }`;
    const wish = `mutation($id: ID!) { addToWishlist(productId: $id) { count } }`;
    const add = `mutation($id: ID!) { addToCart(input: { productId: $id, size: "M" }) { itemCount } }`;
    expect((await shop.gql(wish, { id: tee.id }, a.token)).body.errors).toBeUndefined();
    expect((await shop.gql(add, { id: tee.id }, a.token)).body.errors).toBeUndefined();
    expect((await shop.gql(wish, { id: mug.id }, b.token)).body.errors).toBeUndefined();

    for (let round = 0; round < 2; round++) {
      const asha = await shop.gql(MINE, undefined, a.token);
      const bilal = await shop.gql(MINE, undefined, b.token);
      expect(asha.body.data).toEqual({ me: { id: a.user.id, username: 'asha' }, wishlist: { products: [{ id: tee.id }] }, cart: { items: [{ product: { id: tee.id } }] } });
      expect(bilal.body.data).toEqual({ me: { id: b.user.id, username: 'bilal' }, wishlist: { products: [{ id: mug.id }] }, cart: { items: [] } });
      for (const answer of [asha, bilal]) {
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(answer.headers.get('age')).toBeNull();
      }
    }
    // Anonymous, the same private query is refused, never answered with someone's data.
    const nobody = await shop.gql(MINE);
    expect(nobody.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(nobody.headers.get('cache-control')).toBe('private, no-store');
  });

  it('computes an answer once when many anonymous shoppers ask for it at the same moment', async () => {
    const query = `query Many($id: ID!) { product(id: $id) { id name description } }`;
    const asked = { graphql: 0, rest: 0 };
    const sql = await queriesDuring(shop, async () => {
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => shop.gql(query, { id: mug.id })),
        ...Array.from({ length: 20 }, () => shop.http(`/api/v1/products/${mug.id}?many=1`)),
      ]);
      for (const a of answers) expect(a.status).toBe(200);
      asked.graphql = answers.slice(0, 20).filter((a) => a.body.data.product.id === mug.id).length;
      asked.rest = answers.slice(20).filter((a) => a.body._id === mug.id).length;
    });
    expect(asked).toEqual({ graphql: 20, rest: 20 });
    // One product read for GraphQL, one for REST: the other 38 waited for those answers.
    expect(sql.filter((q) => /FROM product p WHERE p\.id = ANY/.test(q))).toHaveLength(2);
  });

  it('caches legacy REST catalogue reads by URL for anonymous shoppers, public, never for a shopper with a token', async () => {
    const first = await shop.http(`/api/v1/products/${tee.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=10');
    await rename(tee.id, 'REST Renamed Tee');

    const cached = await shop.http(`/api/v1/products/${tee.id}`);
    expect(cached.headers.get('age')).not.toBeNull();
    expect(cached.body.productName).not.toBe('REST Renamed Tee');

    const { token } = await aShopper(shop);
    const theirs = await shop.http(`/api/v1/products/${tee.id}`, { token });
    expect(theirs.body.productName).toBe('REST Renamed Tee');
    expect(theirs.headers.get('cache-control')).toBe('private, no-store');

    const reviews = await shop.http(`/api/v1/reviews/${tee.id}`);
    expect(reviews.status).toBe(200);
    expect(reviews.headers.get('cache-control')).toBe('public, max-age=30');
  });
});

describe('the response cache in Redis', () => {
  const prefix = `rz-test-${crypto.randomBytes(4).toString('hex')}`;
  const gateways: { server: http.Server; stop: () => Promise<void> }[] = [];
  const gatewayOn = async (redisUrl: string) => {
    const gw = await createGateway({ backendUrl: shop.backendUrl, supergraphSdl: await composeSupergraph(), production: false, trustProxy: 'loopback', redisUrl, cachePrefix: prefix });
    const server = await listen(gw.handler, 0, '127.0.0.1');
    gateways.push({ server, stop: gw.stop });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const ask = async (url: string, id: string) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: NAME_ONLY, variables: { id } }) });
    return { status: res.status, body: (await res.json()) as { data?: { product: { name: string } } } };
  };
  afterAll(async () => {
    for (const g of gateways) {
      g.server.closeAllConnections();
      g.server.close();
      await g.stop();
    }
  });

  it('is shared by several gateways', async () => {
    const one = await gatewayOn('redis://127.0.0.1:6379');
    const two = await gatewayOn('redis://127.0.0.1:6379');
    const id = (await aProduct(shop.app.db, { name: 'Shared Tee' })).id;
    // Both have connected to Redis by the time a shopper asks.
    await new Promise((r) => setTimeout(r, 500));
    expect((await ask(one, id)).body.data?.product.name).toBe('Shared Tee');
    await rename(id, 'Renamed Shared Tee');
    // Written in the background after the first answer: give it a moment to land.
    await new Promise((r) => setTimeout(r, 200));
    expect((await ask(two, id)).body.data?.product.name).toBe('Shared Tee');
  });

  it('answers without it when Redis is down', async () => {
    const down = await gatewayOn('redis://127.0.0.1:1');
    const id = (await aProduct(shop.app.db, { name: 'Uncached Tee' })).id;
    const answer = await ask(down, id);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.product.name).toBe('Uncached Tee');
    const rest = await fetch(`${down}/api/v1/products/${id}`);
    expect(rest.status).toBe(200);
  });
});
