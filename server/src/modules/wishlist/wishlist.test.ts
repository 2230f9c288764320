import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, legacyProductPayload } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import type { ProductEntity } from '../catalog/product.entity';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.stop();
});

const legacyPayload = (product: ProductEntity, extra: Record<string, unknown> = {}) => legacyProductPayload(shop, product.id, extra);

async function savedIds(userId: string): Promise<string[]> {
  const rows: { product_id: string }[] = await shop.app.db.query(`SELECT product_id FROM wishlist_item WHERE user_id = $1 ORDER BY created_at`, [userId]);
  return rows.map((r) => r.product_id);
}

describe('the legacy REST wishlist calls', () => {
  it('GET /api/v1/wishlist of a wishlist never created answers an empty products list', async () => {
    const { token } = await aShopper(shop);
    const res = await shop.http('/api/v1/wishlist', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [] });
  });

  it('POST /api/v1/wishlist/ saves the server’s product and answers the products list', async () => {
    const { user, token } = await aShopper(shop);
    const p = await aProduct(shop.app.db, { name: 'Wish Hoodie', kind: 'hoodie', color: 'lavender', pricePaise: 89999, mrpPaise: 149999, stock: 18 });
    const res = await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: await legacyPayload(p, { price: 1, inStocks: 0 }) });
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(1);
    expect(res.body.products[0]).toMatchObject({
      _id: p.id,
      productName: 'Wish Hoodie',
      coverImage: `${shop.url}/media/products/hoodie/lavender/front.svg`,
      price: 899.99,
      inStocks: 54, // 18 of each of S, M and L
      liked: true,
    });
    const got = await shop.http('/api/v1/wishlist', { token });
    expect(got.status).toBe(200);
    expect(got.body.products.map((x: { _id: string }) => x._id)).toEqual([p.id]);
    expect(await savedIds(user.id)).toEqual([p.id]);
  });

  it('also answers POST /api/v1/wishlist without the trailing slash; newest saved first', async () => {
    const { token } = await aShopper(shop);
    const [a, b] = [await aProduct(shop.app.db), await aProduct(shop.app.db)];
    await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: await legacyPayload(a) });
    const res = await shop.http('/api/v1/wishlist', { method: 'POST', token, body: await legacyPayload(b) });
    expect(res.status).toBe(200);
    expect(res.body.products.map((x: { _id: string }) => x._id)).toEqual([b.id, a.id]);
  });

  it('PUT /api/v1/wishlist/remove/:productId answers 200 and the item is gone; a second remove changes nothing', async () => {
    const { user, token } = await aShopper(shop);
    const [a, b] = [await aProduct(shop.app.db), await aProduct(shop.app.db)];
    await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: await legacyPayload(a) });
    await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: await legacyPayload(b) });
    const res = await shop.http(`/api/v1/wishlist/remove/${a.id}`, { method: 'PUT', token });
    expect(res.status).toBe(200);
    expect(res.body.products.map((x: { _id: string }) => x._id)).toEqual([b.id]);
    expect((await shop.http(`/api/v1/wishlist/remove/${a.id}`, { method: 'PUT', token })).status).toBe(200);
    expect(await savedIds(user.id)).toEqual([b.id]);
  });

  it('answers the storefront’s own messages: duplicate, out of stock, unknown product', async () => {
    const { token } = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: await legacyPayload(p) });
    const dup = await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: await legacyPayload(p) });
    expect(dup).toMatchObject({ status: 409, body: { message: 'This product is already in your wishlist !' } });
    const soldOut = await aProduct(shop.app.db, { stock: 0 });
    const out = await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: await legacyPayload(soldOut, { inStocks: 9 }) });
    expect(out).toMatchObject({ status: 409, body: { message: 'This product is out of stock!' } });
    const unknown = await shop.http('/api/v1/wishlist/', { method: 'POST', token, body: { productId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'product not found try again !' } });
  });

  it('requires a login: 401 without a token, 403 for a forged one', async () => {
    const p = await aProduct(shop.app.db);
    for (const [path, method] of [['/api/v1/wishlist', 'GET'], ['/api/v1/wishlist/', 'POST'], [`/api/v1/wishlist/remove/${p.id}`, 'PUT']] as const) {
      const body = method === 'POST' ? { productId: p.id } : undefined;
      expect((await shop.http(path, { method, body })).status).toBe(401);
      expect((await shop.http(path, { method, body, token: 'undefined' })).status).toBe(401);
      expect((await shop.http(path, { method, body, token: 'forged.token.value' })).status).toBe(403);
    }
  });
});

describe('one shopper never reads or changes another’s wishlist', () => {
  it('REST and GraphQL act on the token’s shopper only', async () => {
    const alice = await aShopper(shop);
    const bob = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    await shop.http('/api/v1/wishlist/', { method: 'POST', token: alice.token, body: await legacyPayload(p) });

    expect((await shop.http('/api/v1/wishlist', { token: bob.token })).body).toEqual({ products: [] });
    expect((await shop.http(`/api/v1/wishlist/remove/${p.id}`, { method: 'PUT', token: bob.token, body: { userId: alice.user.id } })).body).toEqual({ products: [] });
    const asArg = await shop.gql(`query($u: ID!) { wishlist(userId: $u) { id } }`, { u: alice.user.id }, bob.token);
    expect(asArg.status).toBe(400);
    const bobs = await shop.gql(`{ wishlist { id count products { id } } }`, {}, bob.token);
    expect(bobs.body.data.wishlist).toEqual({ id: bob.user.id, count: 0, products: [] });
    const rm = await shop.gql(`mutation($id: ID!) { removeFromWishlist(productId: $id) { id count } }`, { id: p.id }, bob.token);
    expect(rm.body.data.removeFromWishlist).toEqual({ id: bob.user.id, count: 0 });

    expect(await savedIds(alice.user.id)).toEqual([p.id]);
  });
});

describe('the wishlist over GraphQL', () => {
  it('answers UNAUTHENTICATED to visitors', async () => {
    const res = await shop.gql(`{ wishlist { id } }`);
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('add and remove answer the whole wishlist', async () => {
    const { user, token } = await aShopper(shop);
    const [a, b] = [await aProduct(shop.app.db), await aProduct(shop.app.db)];
    const FIELDS = `id count products { id name pricePaise }`;
    await shop.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, { id: a.id }, token);
    const added = await shop.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { ${FIELDS} } }`, { id: b.id }, token);
    expect(added.body.data.addToWishlist).toEqual({
      id: user.id,
      count: 2,
      products: [
        { id: b.id, name: b.name, pricePaise: b.pricePaise },
        { id: a.id, name: a.name, pricePaise: a.pricePaise },
      ],
    });
    const removed = await shop.gql(`mutation($id: ID!) { removeFromWishlist(productId: $id) { ${FIELDS} } }`, { id: b.id }, token);
    expect(removed.body.data.removeFromWishlist).toMatchObject({ count: 1, products: [{ id: a.id }] });
  });

  it('twenty parallel adds of the same product leave one saved item and nineteen duplicate messages', async () => {
    const { user, token } = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    const body = await legacyPayload(p);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => shop.http('/api/v1/wishlist/', { method: 'POST', token, body })),
      ...Array.from({ length: 10 }, () => shop.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { count } }`, { id: p.id }, token)),
    ]);
    const ok = answers.filter((a) => a.status === 200 && !(a.body as { errors?: unknown }).errors);
    expect(ok).toHaveLength(1);
    const messages = answers
      .map((a) => (a.body as { message?: string; errors?: { message: string }[] }).message ?? (a.body as { errors?: { message: string }[] }).errors?.[0].message)
      .filter((m) => m !== undefined);
    expect(messages).toEqual(Array(19).fill('This product is already in your wishlist !'));
    expect(await savedIds(user.id)).toEqual([p.id]);
  });
});

describe('bad input answers a clear 4xx, never a 500', () => {
  it('missing, malformed and unknown ids', async () => {
    const { token } = await aShopper(shop);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'productId is required.'],
      [{ productName: 'No id' }, 400, 'productId is required.'],
      [{ productId: 'not-an-id' }, 400, 'productId must be the id of a product.'],
      [{ productId: ['x'] }, 400, 'productId must be the id of a product.'],
      [{ productId: '00000000-0000-4000-8000-000000000000' }, 404, 'product not found try again !'],
    ];
    for (const [body, status, message] of cases) {
      const res = await shop.http('/api/v1/wishlist/', { method: 'POST', token, body });
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: { message } });
    }
    expect((await shop.http('/api/v1/wishlist/', { method: 'POST', token, raw: 'nope' })).status).toBe(400);
    expect(await shop.http('/api/v1/wishlist/remove/not-an-id', { method: 'PUT', token })).toMatchObject({ status: 400 });
    expect(await shop.http('/api/v1/wishlist/remove/00000000-0000-4000-8000-000000000000', { method: 'PUT', token })).toMatchObject({
      status: 404,
      body: { message: 'product not found try again !' },
    });
    const gqlBad = await shop.gql(`mutation { addToWishlist(productId: "nope") { id } }`, {}, token);
    expect(gqlBad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const gqlUnknown = await shop.gql(`mutation { removeFromWishlist(productId: "00000000-0000-4000-8000-000000000000") { id } }`, {}, token);
    expect(gqlUnknown.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
