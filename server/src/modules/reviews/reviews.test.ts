import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../../test/builders';
import { queriesDuring } from '../../test/queries';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const PRODUCT_RATING = `query($id: ID!) {
  product(id: $id) {
    rating ratingCount
    reviewSummary { average count positivePercent distribution }
    reviews { total items { username stars text createdAt } }
  }
}`;

const ADD = `mutation($input: AddReviewInput!) {
  addReview(input: $input) { message review { username stars text } product { id rating ratingCount } }
}`;

describe('posting reviews over the legacy REST API', () => {
  it('needs a login: 401 without a token, 403 for a forged one', async () => {
    const p = await aProduct(shop.app.db);
    const body = { revText: 'Lovely fabric, fits well.', starnumber: 4 };
    expect((await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', body })).status).toBe(401);
    expect((await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', body, token: 'undefined' })).status).toBe(401);
    const forged = await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', body, token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(forged.status).toBe(403);
  });

  it('stores the review under the shopper’s name as starnumber + 1 stars, answers 200, and lists it newest first with starnumber 1 to 5', async () => {
    const p = await aProduct(shop.app.db);
    const { user: first, token: t1 } = await aShopper(shop);
    const { user: second, token: t2 } = await aShopper(shop);
    const a = await shop.http(`/api/v1/reviews/${p.id}`, {
      method: 'POST',
      token: t1,
      // Legacy clients also send userId, username and productId: the server ignores them and uses the token.
      // Legacy clients count stars from 0: five highlighted stars send 4.
      body: { revText: '  Soft cotton and the print is still sharp after five washes.  ', starnumber: 4, username: 'someone else', userId: 'x', productId: 'y' },
    });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ message: 'review added successfully !', revText: 'Soft cotton and the print is still sharp after five washes.', starnumber: 5, username: first.username });
    const b = await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', token: t2, body: { revText: 'Runs a little small, size up.', starnumber: 2 } });
    expect(b.status).toBe(200);

    const list = await shop.http(`/api/v1/reviews/${p.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toEqual({
      _id: expect.any(String),
      productId: p.id,
      revText: 'Runs a little small, size up.',
      starnumber: 3,
      username: second.username,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.body[1].username).toBe(first.username);
  });

  it("refuses a review under 10 characters with 'at least 10 characters', and bad stars", async () => {
    const p = await aProduct(shop.app.db);
    const { token } = await aShopper(shop);
    for (const revText of ['too short', '         a         ', '']) {
      const res = await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', token, body: { revText, starnumber: 4 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please write a review of at least 10 characters.' });
    }
    for (const starnumber of [5, -1, 6, 2.5, '3', 'five', null, true, undefined]) {
      const res = await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', token, body: { revText: 'A perfectly fine review text.', starnumber } });
      expect(res.status, `starnumber ${JSON.stringify(starnumber)}`).toBe(400);
      expect(res.body).toEqual({ message: 'Please choose a rating from 1 to 5 stars.' });
    }
    const long = await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', token, body: { revText: 'x'.repeat(2001), starnumber: 4 } });
    expect(long).toMatchObject({ status: 400, body: { message: 'A review can be at most 2000 characters.' } });
    expect((await shop.http(`/api/v1/reviews/${p.id}`)).body).toEqual([]);
  });

  it("a second review by the same shopper replaces the first (200): text, stars and date; the average follows, the count stays", async () => {
    const p = await aProduct(shop.app.db);
    const { user, token } = await aShopper(shop);
    const { token: other } = await aShopper(shop);
    expect((await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', token: other, body: { revText: 'Solid mug, keeps tea warm.', starnumber: 4 } })).status).toBe(200);

    const first = await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', token, body: { revText: 'Great mug, my tea stays warm.', starnumber: 4 } });
    expect(first).toMatchObject({ status: 200, body: { message: 'review added successfully !', starnumber: 5 } });
    expect((await shop.gql(PRODUCT_RATING, { id: p.id })).body.data.product).toMatchObject({ rating: 5, ratingCount: 2 });

    const second = await shop.http(`/api/v1/reviews/${p.id}`, { method: 'POST', token, body: { revText: 'The handle cracked after a week.', starnumber: 0 } });
    expect(second).toMatchObject({ status: 200, body: { message: 'Your review has been updated.', _id: first.body._id, revText: 'The handle cracked after a week.', starnumber: 1 } });
    expect(Date.parse(second.body.createdAt)).toBeGreaterThan(Date.parse(first.body.createdAt));

    const list = await shop.http(`/api/v1/reviews/${p.id}`);
    const mine = list.body.filter((r: { username: string }) => r.username === user.username);
    expect(mine).toEqual([expect.objectContaining({ revText: 'The handle cracked after a week.', starnumber: 1, createdAt: second.body.createdAt })]);
    expect(list.body[0].username).toBe(user.username);
    expect((await shop.gql(PRODUCT_RATING, { id: p.id })).body.data.product).toMatchObject({
      rating: 3,
      ratingCount: 2,
      reviewSummary: { average: 3, count: 2, positivePercent: 50, distribution: [1, 0, 0, 0, 1] },
      reviews: { total: 2 },
    });
  });

  it('answers 404 for a malformed or unknown product id, never 500', async () => {
    const { token } = await aShopper(shop);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      expect(await shop.http(`/api/v1/reviews/${encodeURIComponent(id)}`)).toMatchObject({ status: 404, body: { message: 'Product not found.' } });
      const post = await shop.http(`/api/v1/reviews/${encodeURIComponent(id)}`, { method: 'POST', token, body: { revText: 'A perfectly fine review.', starnumber: 4 } });
      expect(post.status).toBe(404);
    }
  });
});

describe('ratings are real', () => {
  it('the product page loads the product once: its reviews and summary start from the loaded product', async () => {
    const p = await aProduct(shop.app.db);
    const { token } = await aShopper(shop);
    await shop.gql(ADD, { input: { productId: p.id, stars: 4, text: 'Comfortable and true to size.' } }, token);
    let res: Awaited<ReturnType<TestShop['gql']>> | undefined;
    const sql = await queriesDuring(shop, async () => {
      res = await shop.gql(PRODUCT_RATING, { id: p.id });
    });
    expect(res!.body.data.product).toMatchObject({ rating: 4, ratingCount: 1, reviewSummary: { average: 4, count: 1 }, reviews: { total: 1 } });
    expect(sql.filter((q) => /FROM product p WHERE p\.id = ANY/.test(q))).toHaveLength(1);
  });

  it("gives the product's real average, count and share of 4- and 5-star reviews, updated with each review", async () => {
    const p = await aProduct(shop.app.db);
    const before = await shop.gql(PRODUCT_RATING, { id: p.id });
    expect(before.body.data.product).toMatchObject({
      rating: 0,
      ratingCount: 0,
      reviewSummary: { average: 0, count: 0, positivePercent: 0, distribution: [0, 0, 0, 0, 0] },
      reviews: { total: 0, items: [] },
    });

    for (const stars of [5, 4, 2]) {
      const { token } = await aShopper(shop);
      const res = await shop.gql(ADD, { input: { productId: p.id, stars, text: `A review worth ${stars} stars, honestly.` } }, token);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.addReview.message).toBe('review added successfully !');
    }
    const after = await shop.gql(PRODUCT_RATING, { id: p.id });
    expect(after.body.data.product).toMatchObject({
      rating: 3.67,
      ratingCount: 3,
      reviewSummary: { average: 3.67, count: 3, positivePercent: 67, distribution: [0, 1, 0, 1, 1] },
    });
    expect(after.body.data.product.reviews.items.map((r: { stars: number }) => r.stars)).toEqual([2, 4, 5]);
  });

  it('feeds the rating filter of the listing', async () => {
    const p = await aProduct(shop.app.db, { name: 'Rated Filter Tee' });
    const { token } = await aShopper(shop);
    await shop.gql(ADD, { input: { productId: p.id, stars: 5, text: 'Perfect fit and colour.' } }, token);
    const res = await shop.gql('query($i: ProductSearchInput) { searchProducts(input: $i) { items { id rating } } }', { i: { minRating: 4.5, limit: 100 } });
    expect(res.body.data.searchProducts.items).toContainEqual({ id: p.id, rating: 5 });
  });

  it('keeps every count when many shoppers review at once', async () => {
    const p = await aProduct(shop.app.db);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => aShopper(shop)));
    const results = await Promise.all(
      shoppers.map(({ token }, i) => shop.gql(ADD, { input: { productId: p.id, stars: (i % 5) + 1, text: 'Concurrent review text here.' } }, token)),
    );
    expect(results.every((r) => !r.body.errors)).toBe(true);
    const after = await shop.gql(PRODUCT_RATING, { id: p.id });
    expect(after.body.data.product.ratingCount).toBe(8);
    expect(after.body.data.product.reviewSummary.count).toBe(8);
    expect(after.body.data.product.rating).toBeCloseTo((1 + 2 + 3 + 4 + 5 + 1 + 2 + 3) / 8, 2);
  });
});

describe('reviews over GraphQL', () => {
  const MINE = `query($id: ID!) { myReview(productId: $id) { id stars text createdAt } }`;
  const REPLACE = `mutation($input: AddReviewInput!) { addReview(input: $input) { message replaced review { id stars text createdAt } product { id rating ratingCount } } }`;

  it("a second review replaces the shopper's first: replaced is true, the average follows and the count stays", async () => {
    const p = await aProduct(shop.app.db);
    const { token: other } = await aShopper(shop);
    await shop.gql(ADD, { input: { productId: p.id, stars: 2, text: 'Colours are duller than shown.' } }, other);
    const { token } = await aShopper(shop);
    expect((await shop.gql(MINE, { id: p.id }, token)).body.data.myReview).toBeNull();

    const first = await shop.gql(REPLACE, { input: { productId: p.id, stars: 5, text: 'Bright print, lovely fabric.' } }, token);
    expect(first.body.data.addReview).toMatchObject({ message: 'review added successfully !', replaced: false, product: { rating: 3.5, ratingCount: 2 } });
    expect((await shop.gql(MINE, { id: p.id }, token)).body.data.myReview).toEqual(first.body.data.addReview.review);

    const second = await shop.gql(REPLACE, { input: { productId: p.id, stars: 3, text: 'The print faded after three washes.' } }, token);
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data.addReview).toMatchObject({
      message: 'Your review has been updated.',
      replaced: true,
      review: { id: first.body.data.addReview.review.id, stars: 3, text: 'The print faded after three washes.' },
      product: { rating: 2.5, ratingCount: 2 },
    });
    expect(Date.parse(second.body.data.addReview.review.createdAt)).toBeGreaterThan(Date.parse(first.body.data.addReview.review.createdAt));
    expect((await shop.gql(MINE, { id: p.id }, token)).body.data.myReview).toEqual(second.body.data.addReview.review);
    const after = await shop.gql(PRODUCT_RATING, { id: p.id });
    expect(after.body.data.product).toMatchObject({
      rating: 2.5,
      ratingCount: 2,
      reviewSummary: { average: 2.5, count: 2, positivePercent: 0, distribution: [0, 1, 1, 0, 0] },
      reviews: { total: 2 },
    });
    expect(after.body.data.product.reviews.items[0]).toMatchObject({ stars: 3, text: 'The print faded after three washes.' });
  });

  it('keeps the count when one shopper posts many replacements at once: one review, the total of the last one standing', async () => {
    const p = await aProduct(shop.app.db);
    const { token } = await aShopper(shop);
    const results = await Promise.all([1, 2, 3, 4, 5].map((stars) => shop.gql(REPLACE, { input: { productId: p.id, stars, text: `Changing my mind: ${stars} stars.` } }, token)));
    expect(results.map((r) => r.body.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(results.filter((r) => !r.body.data.addReview.replaced)).toHaveLength(1);
    const after = await shop.gql(PRODUCT_RATING, { id: p.id });
    const standing = after.body.data.product.reviews.items;
    expect(standing).toHaveLength(1);
    expect(after.body.data.product).toMatchObject({ ratingCount: 1, rating: standing[0].stars, reviewSummary: { count: 1 } });
  });

  it("tells visitors they have no review of their own, and never lets a shared cache keep someone's", async () => {
    const p = await aProduct(shop.app.db);
    const { token } = await aShopper(shop);
    await shop.gql(ADD, { input: { productId: p.id, stars: 4, text: 'Nice and warm for winter.' } }, token);
    const visitor = await shop.gql(MINE, { id: p.id });
    expect(visitor.body).toEqual({ data: { myReview: null } });
    const shopper = await shop.gql(MINE, { id: p.id }, token);
    expect(shopper.body.data.myReview).toMatchObject({ stars: 4 });
    expect(shopper.headers.get('cache-control') ?? '').not.toMatch(/public|max-age=[1-9]/);
    expect((await shop.gql(MINE, { id: 'not-a-product' }, token)).body.data.myReview).toBeNull();
  });

  it('asks visitors to log in (UNAUTHENTICATED)', async () => {
    const p = await aProduct(shop.app.db);
    const res = await shop.gql(ADD, { input: { productId: p.id, stars: 5, text: 'Visitors cannot post this.' } });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await shop.gql(PRODUCT_RATING, { id: p.id })).body.data.product.ratingCount).toBe(0);
  });

  it("refuses short text with 'at least 10 characters', and an unknown product as NOT_FOUND", async () => {
    const p = await aProduct(shop.app.db);
    const { token } = await aShopper(shop);
    const short = await shop.gql(ADD, { input: { productId: p.id, stars: 5, text: 'meh' } }, token);
    expect(short.body.errors[0]).toMatchObject({ message: 'Please write a review of at least 10 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    const stars = await shop.gql(ADD, { input: { productId: p.id, stars: 7, text: 'Long enough review text.' } }, token);
    expect(stars.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await shop.gql(ADD, { input: { productId: 'not-a-product', stars: 5, text: 'Long enough review text.' } }, token);
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('lists recent 4- and 5-star reviews with their products for the home page', async () => {
    const p = await aProduct(shop.app.db, { name: 'Featured Review Mug', kind: 'mug' });
    const { token } = await aShopper(shop);
    await shop.gql(ADD, { input: { productId: p.id, stars: 5, text: 'Gifted this to my mother with a family photo and she uses it every single morning.' } }, token);
    const res = await shop.gql('{ featuredReviews(limit: 6) { stars text username product { id name } } }');
    expect(res.body.errors).toBeUndefined();
    const reviews = res.body.data.featuredReviews;
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r: { stars: number }) => r.stars >= 4)).toBe(true);
    expect(reviews).toContainEqual(expect.objectContaining({ product: { id: p.id, name: 'Featured Review Mug' } }));
  });

  it('loads the products of the featured reviews, and their colours, with one query each (no N+1)', async () => {
    const { token } = await aShopper(shop);
    for (let i = 0; i < 3; i++) {
      const p = await aProduct(shop.app.db, { name: `Batched Mug ${i}`, kind: 'mug' });
      await shop.gql(ADD, { input: { productId: p.id, stars: 5, text: 'Sturdy mug, the print has not faded at all after months of washing it every day.' } }, token);
    }
    let res: Awaited<ReturnType<TestShop['gql']>> | undefined;
    const sql = await queriesDuring(shop, async () => {
      res = await shop.gql('{ featuredReviews(limit: 6) { product { id name availableColors colorSwatches { name hex } } } }');
    });
    expect(res!.body.errors).toBeUndefined();
    const products = res!.body.data.featuredReviews.map((r: { product: { name: string } }) => r.product.name);
    expect(products.filter((n: string) => n.startsWith('Batched Mug'))).toHaveLength(3);
    expect(sql.filter((q) => /FROM product p WHERE p\.id = ANY/.test(q))).toHaveLength(1);
    expect(sql.filter((q) => /array_agg\(DISTINCT color/.test(q))).toHaveLength(1);
  });
});
