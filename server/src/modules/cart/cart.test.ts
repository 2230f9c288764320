import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper, legacyProductPayload } from '../../test/builders';
import { startTestShop, TEST_JWT_SECRET, type TestShop } from '../../test/shop';
import type { ProductEntity } from '../catalog/product.entity';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.stop();
});

const legacyPayload = (product: ProductEntity, extra: Record<string, unknown> = {}) => legacyProductPayload(shop, product.id, extra);

async function cartRows(userId: string) {
  return shop.app.db.query(`SELECT product_id, quantity, size, color FROM cart_item WHERE user_id = $1 ORDER BY created_at`, [userId]);
}

const CART_FIELDS = `id itemCount subtotalPaise shippingPaise totalPaise items { quantity size color maxQuantity lineTotalPaise product { id name pricePaise } }`;

describe('the legacy REST cart calls', () => {
  it('GET /api/v1/cart of a cart never created answers an empty products list, not 404', async () => {
    const { token } = await aShopper(shop);
    const res = await shop.http('/api/v1/cart', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ products: [] });
  });

  it('POST /api/v1/cart creates the cart with the server’s product, ignoring the price and stock sent', async () => {
    const { user, token } = await aShopper(shop);
    const tee = await aProduct(shop.app.db, { name: 'Legacy Cart Tee', pricePaise: 39999, mrpPaise: 69999, stock: 12, color: 'navy' });
    const res = await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(tee, { price: 1, inStocks: 999, maxPrice: 2 }) });
    expect(res.status).toBe(200);
    expect(res.body.price).toBe(399.99);
    expect(res.body.products).toHaveLength(1);
    const line = res.body.products[0];
    expect(line).toMatchObject({
      _id: tee.id,
      quantity: 1,
      selectedSize: 'NA',
      color: 'navy',
      productName: 'Legacy Cart Tee',
      price: 399.99,
      maxPrice: 699.99,
      // The sum over its sizes (12 of each of S, M and L).
      inStocks: 36,
      offer: 43,
    });
    expect(line).not.toHaveProperty('size');
    expect(line.coverImage).toBe(`${shop.url}/media/products/tshirt/navy/front.svg`);
    expect(line.images).toHaveLength(3);
    expect(await cartRows(user.id)).toEqual([{ product_id: tee.id, quantity: 1, size: null, color: 'navy' }]);
  });

  it('a repeated POST /api/v1/cart adds to the existing cart; PUT add-product adds too', async () => {
    const { token } = await aShopper(shop);
    const [a, b, c] = [await aProduct(shop.app.db), await aProduct(shop.app.db), await aProduct(shop.app.db)];
    expect((await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(a) })).status).toBe(200);
    const second = await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(b) });
    expect(second.status).toBe(200);
    expect(second.body.products.map((p: { _id: string }) => p._id)).toEqual([a.id, b.id]);
    const third = await shop.http('/api/v1/cart/add-product', { method: 'PUT', token, body: await legacyPayload(c) });
    expect(third.status).toBe(200);
    expect(third.body.products.map((p: { _id: string }) => p._id)).toEqual([a.id, b.id, c.id]);
    const got = await shop.http('/api/v1/cart', { token });
    expect(got.body.products.map((p: { _id: string }) => p._id)).toEqual([a.id, b.id, c.id]);
  });

  it('PUT /api/v1/cart/add-product without a cart creates one', async () => {
    const { token } = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    const res = await shop.http('/api/v1/cart/add-product', { method: 'PUT', token, body: await legacyPayload(p) });
    expect(res.status).toBe(200);
    expect(res.body.products.map((l: { _id: string }) => l._id)).toEqual([p.id]);
  });

  it('keeps a size the product comes in as the line’s selectedSize and ignores any other size sent', async () => {
    const { token } = await aShopper(shop);
    const tee = await aProduct(shop.app.db, { availableSizes: ['S', 'M', 'L'] });
    const mug = await aProduct(shop.app.db, { kind: 'mug', color: 'white', availableSizes: [], features: ['Size: 11 oz'] });
    const withSize = await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(tee, { size: 'M' }) });
    expect(withSize.body.products[0]).toMatchObject({ _id: tee.id, selectedSize: 'M' });
    const legacyMug = await legacyPayload(mug);
    expect(legacyMug).not.toHaveProperty('size');
    expect(legacyMug.features).toEqual(['Size: 11 oz']);
    // A product a client kept from before, size note and all.
    const mugRes = await shop.http('/api/v1/cart', { method: 'POST', token, body: { ...legacyMug, size: '11 oz' } });
    expect(mugRes.status).toBe(200);
    expect(mugRes.body.products[1]).toMatchObject({ _id: mug.id, selectedSize: 'NA', color: 'white' });
    for (const line of mugRes.body.products) expect(line).not.toHaveProperty('size');
  });

  it('PUT /api/v1/cart/remove/:id removes the line; removing it again changes nothing', async () => {
    const { user, token } = await aShopper(shop);
    const [a, b] = [await aProduct(shop.app.db), await aProduct(shop.app.db)];
    await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(a) });
    await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(b) });
    const res = await shop.http(`/api/v1/cart/remove/${a.id}`, { method: 'PUT', token });
    expect(res.status).toBe(200);
    expect(res.body.products.map((l: { _id: string }) => l._id)).toEqual([b.id]);
    const again = await shop.http(`/api/v1/cart/remove/${a.id}`, { method: 'PUT', token });
    expect(again.status).toBe(200);
    expect((await cartRows(user.id)).map((r: { product_id: string }) => r.product_id)).toEqual([b.id]);
  });

  it('answers the storefront’s own messages: out of stock, duplicate, unknown product', async () => {
    const { token } = await aShopper(shop);
    const soldOut = await aProduct(shop.app.db, { stock: 0 });
    const out = await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(soldOut, { inStocks: 50 }) });
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ message: 'This product is out of stock!' });

    const p = await aProduct(shop.app.db);
    await shop.http('/api/v1/cart', { method: 'POST', token, body: await legacyPayload(p) });
    const dup = await shop.http('/api/v1/cart/add-product', { method: 'PUT', token, body: await legacyPayload(p) });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'This product is already in your cart.' });

    const unknown = await shop.http('/api/v1/cart', { method: 'POST', token, body: { productId: '00000000-0000-4000-8000-000000000000', productName: 'Ghost', price: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'product not found try again !' });
  });

  it('GET /api/v1/cart answers 403 (session expired) to a token that has expired', async () => {
    const { user } = await aShopper(shop);
    const expired = jwt.sign({ username: user.username, email: user.email, exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: user.id });
    const res = await shop.http('/api/v1/cart', { token: expired });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Session expired, please login again !' });
  });

  it('requires a login: 401 without a token (also `bearer undefined`), 403 for an expired or forged one', async () => {
    const p = await aProduct(shop.app.db);
    for (const [path, method] of [['/api/v1/cart', 'GET'], ['/api/v1/cart', 'POST'], ['/api/v1/cart/add-product', 'PUT'], [`/api/v1/cart/remove/${p.id}`, 'PUT']] as const) {
      const body = method === 'GET' ? undefined : { productId: p.id };
      expect((await shop.http(path, { method, body })).status).toBe(401);
      expect((await shop.http(path, { method, body, token: 'undefined' })).status).toBe(401);
      const forged = await shop.http(path, { method, body, token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' });
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual({ message: 'Session expired, please login again !' });
    }
  });
});

describe('one shopper never reads or changes another’s cart', () => {
  it('REST: the token decides whose cart it is, whatever ids the body or path carry', async () => {
    const alice = await aShopper(shop);
    const bob = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    await shop.http('/api/v1/cart', { method: 'POST', token: alice.token, body: await legacyPayload(p) });

    expect((await shop.http('/api/v1/cart', { token: bob.token })).body).toEqual({ products: [] });
    expect((await shop.http(`/api/v1/cart?userId=${alice.user.id}`, { token: bob.token })).body).toEqual({ products: [] });
    const removed = await shop.http(`/api/v1/cart/remove/${p.id}`, { method: 'PUT', token: bob.token, body: { userId: alice.user.id } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ products: [] });
    // Bob adding with Alice's id in the body fills Bob's cart, not Alice's.
    const q = await aProduct(shop.app.db);
    await shop.http('/api/v1/cart', { method: 'POST', token: bob.token, body: await legacyPayload(q, { userId: alice.user.id, user: alice.user.id, _id: alice.user.id }) });
    expect((await cartRows(alice.user.id)).map((r: { product_id: string }) => r.product_id)).toEqual([p.id]);
    expect((await cartRows(bob.user.id)).map((r: { product_id: string }) => r.product_id)).toEqual([q.id]);
  });

  it('GraphQL: the cart has no owner argument; another shopper’s line cannot be changed or removed', async () => {
    const alice = await aShopper(shop);
    const bob = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    await shop.gql(`mutation($id: ID!) { addToCart(input: { productId: $id }) { id } }`, { id: p.id }, alice.token);

    const asArg = await shop.gql(`query($u: ID!) { cart(userId: $u) { id } }`, { u: alice.user.id }, bob.token);
    expect(asArg.status).toBe(400);
    expect(asArg.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const bobs = await shop.gql<{ cart: { id: string; items: unknown[] } }>(`{ cart { id items { quantity } } }`, {}, bob.token);
    expect(bobs.body.data?.cart).toEqual({ id: bob.user.id, items: [] });

    const qty = await shop.gql(`mutation($id: ID!) { setCartQuantity(productId: $id, quantity: 5) { id } }`, { id: p.id }, bob.token);
    expect(qty.body.errors?.[0]).toMatchObject({ message: 'This product is not in your cart.', extensions: { code: 'NOT_FOUND' } });
    const rm = await shop.gql<{ removeFromCart: { id: string } }>(`mutation($id: ID!) { removeFromCart(productId: $id) { id } }`, { id: p.id }, bob.token);
    expect(rm.body.data?.removeFromCart.id).toBe(bob.user.id);

    expect(await cartRows(alice.user.id)).toEqual([{ product_id: p.id, quantity: 1, size: null, color: p.color }]);
  });
});

describe('parallel adds', () => {
  it('twenty parallel adds of the same product leave exactly one line and nineteen duplicate messages', async () => {
    const { user, token } = await aShopper(shop);
    const p = await aProduct(shop.app.db, { stock: 50 });
    const body = await legacyPayload(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shop.http(i % 2 ? '/api/v1/cart' : '/api/v1/cart/add-product', { method: i % 2 ? 'POST' : 'PUT', token, body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const duplicates = answers.filter((a) => a.status === 409);
    expect(duplicates).toHaveLength(19);
    for (const d of duplicates) expect(d.body).toEqual({ message: 'This product is already in your cart.' });
    expect(await cartRows(user.id)).toHaveLength(1);
  });

  it('the same holds over GraphQL', async () => {
    const { user, token } = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shop.gql(`mutation($id: ID!) { addToCart(input: { productId: $id }) { itemCount } }`, { id: p.id }, token)),
    );
    expect(answers.filter((a) => a.body.data?.addToCart)).toHaveLength(1);
    const messages = answers.flatMap((a) => a.body.errors ?? []).map((e) => [e.message, e.extensions?.code]);
    expect(messages).toEqual(Array(19).fill(['This product is already in your cart.', 'ALREADY_IN_CART']));
    expect(await cartRows(user.id)).toHaveLength(1);
  });
});

describe('the cart over GraphQL', () => {
  it('answers UNAUTHENTICATED to visitors and to expired or forged tokens', async () => {
    const visitor = await shop.gql(`{ cart { id } }`);
    expect(visitor.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await shop.gql(`{ cart { id } }`, {}, 'forged.token.value');
    expect(forged.body.errors?.[0]).toMatchObject({ message: 'Session expired, please login again !', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('every mutation answers the whole cart with server-computed totals (₹70 shipping below ₹1000, free at or over it)', async () => {
    const { user, token } = await aShopper(shop);
    const a = await aProduct(shop.app.db, { pricePaise: 39999, stock: 4 });
    const b = await aProduct(shop.app.db, { pricePaise: 29999, stock: 30, availableSizes: ['S', 'M'] });

    const empty = await shop.gql(`{ cart { ${CART_FIELDS} } }`, {}, token);
    expect(empty.body.data.cart).toEqual({ id: user.id, itemCount: 0, subtotalPaise: 0, shippingPaise: 0, totalPaise: 0, items: [] });

    await shop.gql(`mutation($id: ID!) { addToCart(input: { productId: $id }) { id } }`, { id: a.id }, token);
    const added = await shop.gql(`mutation($id: ID!) { addToCart(input: { productId: $id, size: "M" }) { ${CART_FIELDS} } }`, { id: b.id }, token);
    expect(added.body.data.addToCart).toEqual({
      id: user.id,
      itemCount: 2,
      subtotalPaise: 69998,
      shippingPaise: 7000,
      totalPaise: 76998,
      items: [
        { quantity: 1, size: null, color: a.color, maxQuantity: 4, lineTotalPaise: 39999, product: { id: a.id, name: a.name, pricePaise: 39999 } },
        { quantity: 1, size: 'M', color: b.color, maxQuantity: 10, lineTotalPaise: 29999, product: { id: b.id, name: b.name, pricePaise: 29999 } },
      ],
    });

    const three = await shop.gql(`mutation($id: ID!) { setCartQuantity(productId: $id, quantity: 3) { ${CART_FIELDS} } }`, { id: b.id }, token);
    // ₹1,299.96 reaches the free-shipping threshold (₹1000 by default).
    expect(three.body.data.setCartQuantity).toMatchObject({ subtotalPaise: 39999 + 3 * 29999, shippingPaise: 0, totalPaise: 39999 + 3 * 29999 });
    expect(three.body.data.setCartQuantity.items[1]).toMatchObject({ quantity: 3, lineTotalPaise: 89997 });

    const tooMany = await shop.gql(`mutation($id: ID!) { setCartQuantity(productId: $id, quantity: 5) { id } }`, { id: a.id }, token);
    expect(tooMany.body.errors?.[0]).toMatchObject({ message: 'Only 4 left in stock.', extensions: { code: 'QUANTITY_LIMIT', available: 4 } });

    const removed = await shop.gql(`mutation($id: ID!) { removeFromCart(productId: $id) { ${CART_FIELDS} } }`, { id: a.id }, token);
    expect(removed.body.data.removeFromCart).toMatchObject({ itemCount: 1, subtotalPaise: 89997, totalPaise: 96997 });
  });

  it('refuses a size the product does not come in', async () => {
    const { token } = await aShopper(shop);
    const p = await aProduct(shop.app.db, { availableSizes: ['S', 'M'] });
    const res = await shop.gql(`mutation($id: ID!) { addToCart(input: { productId: $id, size: "XXL" }) { id } }`, { id: p.id }, token);
    expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('bad input answers a clear 4xx, never a 500', () => {
  it('REST: missing, malformed or unknown product ids and bad quantities', async () => {
    const { token } = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'productId is required.'],
      [{ productName: 'No id', price: 10 }, 400, 'productId is required.'],
      [{ productId: 'not-an-id' }, 400, 'productId must be the id of a product.'],
      [{ productId: "1' OR '1'='1" }, 400, 'productId must be the id of a product.'],
      [{ productId: 12345 }, 400, 'productId must be the id of a product.'],
      [{ productId: '00000000-0000-4000-8000-000000000000' }, 404, 'product not found try again !'],
      [{ productId: p.id, quantity: 0 }, 400, 'quantity must be a whole number from 1 to 10.'],
      [{ productId: p.id, quantity: -1 }, 400, 'quantity must be a whole number from 1 to 10.'],
      [{ productId: p.id, quantity: 11 }, 400, 'quantity must be a whole number from 1 to 10.'],
      [{ productId: p.id, quantity: 'ten' }, 400, 'quantity must be a whole number from 1 to 10.'],
      [{ productId: p.id, quantity: 2.5 }, 400, 'quantity must be a whole number from 1 to 10.'],
    ];
    for (const [body, status, message] of cases) {
      for (const [path, method] of [['/api/v1/cart', 'POST'], ['/api/v1/cart/add-product', 'PUT']] as const) {
        const res = await shop.http(path, { method, token, body });
        expect({ body, status: res.status, answer: res.body }).toEqual({ body, status, answer: { message } });
      }
    }
    expect((await shop.http('/api/v1/cart', { method: 'POST', token, body: [p.id] })).status).toBe(400);
    expect((await shop.http('/api/v1/cart', { method: 'POST', token, raw: '{"productId":' })).status).toBe(400);
    const badRemove = await shop.http('/api/v1/cart/remove/not-an-id', { method: 'PUT', token });
    expect(badRemove).toMatchObject({ status: 400, body: { message: 'productId must be the id of a product.' } });
    const unknownRemove = await shop.http('/api/v1/cart/remove/00000000-0000-4000-8000-000000000000', { method: 'PUT', token });
    expect(unknownRemove).toMatchObject({ status: 404, body: { message: 'product not found try again !' } });
  });

  it('GraphQL: quantities 0, -1, 11 and "ten" and malformed or unknown ids', async () => {
    const { token } = await aShopper(shop);
    const p = await aProduct(shop.app.db);
    await shop.gql(`mutation($id: ID!) { addToCart(input: { productId: $id }) { id } }`, { id: p.id }, token);
    const setQty = `mutation($id: ID!, $q: Int!) { setCartQuantity(productId: $id, quantity: $q) { id } }`;
    for (const q of [0, -1, 11]) {
      const res = await shop.gql(setQty, { id: p.id, q }, token);
      expect(res.body.errors?.[0]).toMatchObject({ message: 'quantity must be a whole number from 1 to 10.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const ten = await shop.gql(setQty, { id: p.id, q: 'ten' }, token);
    expect(ten.status).toBe(400);
    expect(ten.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const inline = await shop.gql(`mutation($id: ID!) { setCartQuantity(productId: $id, quantity: "ten") { id } }`, { id: p.id }, token);
    expect(inline.status).toBe(400);

    const addQty = await shop.gql(`mutation($id: ID!) { addToCart(input: { productId: $id, quantity: 11 }) { id } }`, { id: p.id }, token);
    expect(addQty.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const malformed = await shop.gql(`mutation { addToCart(input: { productId: "nope" }) { id } }`, {}, token);
    expect(malformed.body.errors?.[0]).toMatchObject({ message: 'productId must be the id of a product.', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await shop.gql(`mutation { addToCart(input: { productId: "00000000-0000-4000-8000-000000000000" }) { id } }`, {}, token);
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'product not found try again !', extensions: { code: 'NOT_FOUND' } });
    const badQtyId = await shop.gql(setQty, { id: 'nope', q: 2 }, token);
    expect(badQtyId.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badRemove = await shop.gql(`mutation { removeFromCart(productId: "nope") { id } }`, {}, token);
    expect(badRemove.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
