import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../test/builders';
import { rootOperations, variablesOf, type RootOperation } from '../test/graphql-operations';
import { queriesDuring } from '../test/queries';
import { apiRoutes, fillParams } from '../test/routes';
import { startTestShop, type TestShop } from '../test/shop';

let shop: TestShop;
let productId: string;
/** A real token whose account was deleted after it was issued. */
let ghostToken: string;
let ghostId: string;

beforeAll(async () => {
  shop = await startTestShop();
  productId = (await aProduct(shop.app.db)).id;
  const ghost = await aShopper(shop);
  ghostToken = ghost.token;
  ghostId = ghost.user.id;
  await shop.app.db.query('DELETE FROM app_user WHERE id = $1', [ghostId]);
});
afterAll(async () => {
  await shop?.stop();
});

const SESSION_EXPIRED = { message: 'Session expired, please login again !' };

/** A body every route would accept from a live shopper: an order's fields, a review's, a cart line's. */
const plausibleBody = () => ({ ...A_DELIVERY_ADDRESS, quantity: 1, paymentMode: 'COD', productId, starnumber: 5, revText: 'Lovely fabric and fit.' });

describe("REST: a deleted account's token is an expired session", () => {
  const authenticated = apiRoutes().filter((r) => r.authenticated);

  it('covers the routes that need a shopper', () => {
    const paths = authenticated.map((r) => `${r.method} ${r.path}`);
    for (const p of ['GET /auth/me', 'GET /cart', 'POST /orders/order/:productId', 'POST /reviews/:productId', 'GET /wishlist']) expect(paths).toContain(p);
  });

  it.each(authenticated.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 403 with the session-expired message', async (_name, r) => {
    const res = await shop.http(`/api/v1${fillParams(r.path, productId)}`, { method: r.method, token: ghostToken, body: r.method === 'GET' ? undefined : plausibleBody() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(SESSION_EXPIRED);
  });

  it('stores nothing for the deleted account', async () => {
    for (const table of ['customer_order', 'review', 'cart_item', 'wishlist_item']) {
      const [{ c }] = await shop.app.db.query(`SELECT count(*)::int AS c FROM ${table} WHERE user_id = $1`, [ghostId]);
      expect(c, table).toBe(0);
    }
  });
});

describe("GraphQL: a deleted account's token is UNAUTHENTICATED", () => {
  let needsLogin: RootOperation[];
  const leaf = (scalar: string, enumValues: string[]) =>
    scalar === 'enum' ? enumValues[0] : scalar === 'ID' ? productId : scalar === 'Int' || scalar === 'Float' ? 1 : scalar === 'Boolean' ? true : 'Asha Verma';

  beforeAll(async () => {
    // The operations a visitor is refused: the ones that need a shopper (staff operations refuse every
    // shopper token as FORBIDDEN: see the staff module's permission test).
    needsLogin = [];
    for (const op of (await rootOperations()).filter((o) => !o.adminOperation)) {
      const visitor = await shop.gql(op.document, variablesOf(op, leaf));
      if (visitor.body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) needsLogin.push(op);
    }
  });

  it('covers the operations that need a shopper', () => {
    const names = needsLogin.map((op) => op.name);
    for (const n of ['me', 'cart', 'wishlist', 'myOrders', 'addToCart', 'addToWishlist', 'placeOrder', 'addReview']) expect(names).toContain(n);
  });

  it('answers each of them UNAUTHENTICATED with the session-expired message', async () => {
    for (const op of needsLogin) {
      const res = await shop.gql(op.document, variablesOf(op, leaf), ghostToken);
      expect(res.body.errors?.[0], op.name).toMatchObject({ ...SESSION_EXPIRED, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('what the check costs', () => {
  it('anonymous catalogue reads never look up an account', async () => {
    const sql = await queriesDuring(shop, async () => {
      await shop.http('/api/v1/products');
      await shop.http(`/api/v1/products/${productId}`);
      await shop.gql('{ products(limit: 5) { id name } }');
    });
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.filter((q) => /app_user/.test(q))).toEqual([]);
  });

  it('an authenticated request pays one primary-key lookup', async () => {
    const { token } = await aShopper(shop);
    const sql = await queriesDuring(shop, async () => {
      expect((await shop.http('/api/v1/cart', { token })).status).toBe(200);
    });
    expect(sql.filter((q) => /app_user/.test(q))).toHaveLength(1);
    const gqlSql = await queriesDuring(shop, async () => {
      expect((await shop.gql('{ cart { items { quantity } } wishlist { count } }', {}, token)).body.errors).toBeUndefined();
    });
    expect(gqlSql.filter((q) => /app_user/.test(q))).toHaveLength(1);
  });
});
