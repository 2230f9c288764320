import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

let shop: TestShop;
let manager: { token: string; id: string; name: string };
let supportToken: string;

beforeAll(async () => {
  shop = await startTestShop();
  const m = await aStaffMember(shop, 'manager', { name: 'Manoj Manager' });
  manager = { token: m.token, id: m.member.id, name: m.member.name };
  supportToken = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const ADD = `mutation($input: AddReviewInput!) { addReview(input: $input) { review { id } } }`;
// Read with a shopper's token: an answer for one shopper is never served from the shared cache.
const PRODUCT = `query($id: ID!) { product(id: $id) { rating ratingCount reviewSummary { average count distribution } reviews { total items { id } } } }`;
const MINE = `query($id: ID!) { myReview(productId: $id) { id stars text } }`;
const ADMIN_LIST = `query($filter: AdminReviewFilter) { adminReviews(filter: $filter) { total items { id stars hidden hiddenReason hiddenAt hiddenBy { name } product { id } } } }`;
const HIDE = `mutation($id: ID!, $reason: String!) { hideReview(id: $id, reason: $reason) { id hidden hiddenReason hiddenBy { name } } }`;
const RESTORE = `mutation($id: ID!, $reason: String) { restoreReview(id: $id, reason: $reason) { id hidden hiddenReason hiddenBy { name } } }`;

async function staff<T = any>(query: string, variables: Record<string, unknown> = {}, token = manager.token) {
  const res = await shop.gql<T>(query, variables, token);
  return { data: res.body.data as T, codes: (res.body.errors ?? []).map((e) => e.extensions?.code) };
}

async function aReview(productId: string, stars: number) {
  const shopper = await aShopper(shop);
  const res = await shop.gql(ADD, { input: { productId, stars, text: `A review with ${stars} stars, honestly written.` } }, shopper.token);
  expect(res.body.errors).toBeUndefined();
  return { id: res.body.data.addReview.review.id as string, token: shopper.token };
}

describe('review moderation', () => {
  it("a hidden review leaves the storefront and its product's average and count; restoring brings it back", async () => {
    const p = await aProduct(shop.app.db);
    await aReview(p.id, 5);
    await aReview(p.id, 4);
    const rude = await aReview(p.id, 1);
    const read = async () => (await shop.gql(PRODUCT, { id: p.id }, rude.token)).body.data.product;
    expect(await read()).toMatchObject({ ratingCount: 3, rating: 3.33, reviewSummary: { count: 3, distribution: [1, 0, 0, 1, 1] }, reviews: { total: 3 } });

    const hidden = await staff(HIDE, { id: rude.id, reason: '  Abusive language  ' });
    expect(hidden.data.hideReview).toEqual({ id: rude.id, hidden: true, hiddenReason: 'Abusive language', hiddenBy: { name: manager.name } });
    const after = await read();
    expect(after).toMatchObject({ ratingCount: 2, rating: 4.5, reviewSummary: { average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] }, reviews: { total: 2 } });
    expect(after.reviews.items.map((r: { id: string }) => r.id)).not.toContain(rude.id);
    const legacy = await shop.http(`/api/v1/reviews/${p.id}`, { token: rude.token });
    expect(legacy.body.map((r: { _id: string }) => r._id)).not.toContain(rude.id);

    // Its author still sees it as theirs; rewriting it keeps it hidden and out of the figures.
    expect((await shop.gql(MINE, { id: p.id }, rude.token)).body.data.myReview).toMatchObject({ id: rude.id, stars: 1 });
    await shop.gql(ADD, { input: { productId: p.id, stars: 2, text: 'Rewritten, still not happy with it.' } }, rude.token);
    expect(await read()).toMatchObject({ ratingCount: 2, rating: 4.5 });

    const listed = await staff(ADMIN_LIST, { filter: { productId: p.id, hidden: true } });
    expect(listed.data.adminReviews).toEqual({
      total: 1,
      items: [{ id: rude.id, stars: 2, hidden: true, hiddenReason: 'Abusive language', hiddenAt: expect.any(String), hiddenBy: { name: manager.name }, product: { id: p.id } }],
    });
    expect((await staff(ADMIN_LIST, { filter: { productId: p.id, hidden: false, stars: [4, 5] } })).data.adminReviews.total).toBe(2);
    expect((await staff(ADMIN_LIST, { filter: { productId: p.id, stars: 2 } })).data.adminReviews.total).toBe(1);

    expect((await staff(HIDE, { id: rude.id, reason: 'Again' })).codes).toEqual(['CONFLICT']);
    const restored = await staff(RESTORE, { id: rude.id, reason: 'The shopper apologised' });
    expect(restored.data.restoreReview).toEqual({ id: rude.id, hidden: false, hiddenReason: null, hiddenBy: null });
    // Back with the stars it has now.
    expect(await read()).toMatchObject({ ratingCount: 3, rating: 3.67, reviewSummary: { count: 3, distribution: [0, 1, 0, 1, 1] }, reviews: { total: 3 } });
    expect((await staff(RESTORE, { id: rude.id })).codes).toEqual(['CONFLICT']);

    const audit = await shop.app.db.query(`SELECT action, staff_id, before, after FROM audit_entry WHERE entity_type = 'review' AND entity_id = $1 ORDER BY id`, [rude.id]);
    expect(audit).toEqual([
      { action: 'review.hide', staff_id: manager.id, before: { hidden: false }, after: { hidden: true, reason: 'Abusive language', productId: p.id, stars: 1 } },
      { action: 'review.restore', staff_id: manager.id, before: { hidden: true, reason: 'Abusive language' }, after: { hidden: false, reason: 'The shopper apologised' } },
    ]);
  });

  it('needs a reason, a known review and a role that moderates', async () => {
    const p = await aProduct(shop.app.db);
    const review = await aReview(p.id, 3);
    expect((await staff(HIDE, { id: review.id, reason: ' ' })).codes).toEqual(['BAD_USER_INPUT']);
    expect((await staff(HIDE, { id: crypto.randomUUID(), reason: 'Spam' })).codes).toEqual(['NOT_FOUND']);
    expect((await staff(HIDE, { id: review.id, reason: 'Spam' }, supportToken)).codes).toEqual(['FORBIDDEN']);
    expect((await staff(HIDE, { id: review.id, reason: 'Spam' }, review.token)).codes).toEqual(['FORBIDDEN']);
    expect((await shop.gql(PRODUCT, { id: p.id }, review.token)).body.data.product.ratingCount).toBe(1);
  });
});
