import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';

let shop: TestShop;
let token: string;
let productId: string;

beforeAll(async () => {
  shop = await startTestShop();
  token = (await aShopper(shop)).token;
  productId = (await aProduct(shop.app.db)).id;
});
afterAll(async () => {
  await shop?.stop();
});

const NUL = 'Asha\u0000Verma';
const LONE_SURROGATE = 'asha\ud800@example.in';
const REFUSED = /contains a character that is not allowed \(a NUL character or an unpaired surrogate\)\.$/;

let n = 0;
/** Its own client address per request, so per-address limits never interfere. */
const address = () => `198.51.100.${(n += 1)}`;

async function countRows(table: string): Promise<number> {
  const [{ count }] = await shop.app.db.query(`SELECT count(*)::int AS count FROM ${table}`);
  return count;
}

describe('REST: NUL and unpaired surrogates are refused with 400 before any query', () => {
  const cases: Array<[string, string, string, Record<string, unknown> | undefined, boolean]> = [
    ['login', 'POST', '/api/v1/auth/login', { email: 'a\u0000@example.in', password: 'secret-123' }, false],
    ['register', 'POST', '/api/v1/auth/register', { username: NUL, email: 'nul@example.in', mobile: '9876543210', password: 'Secret@123', city: 'Noida', pincode: '201301' }, false],
    ['order', 'POST', '/api/v1/orders/order/:product', { ...A_DELIVERY_ADDRESS, area: NUL, quantity: 1, paymentMode: 'COD' }, true],
    ['contact (NUL)', 'POST', '/api/v1/contact', { fullName: NUL, email: 'x@example.in', phone_Number: '9876543210', subject: 'Hi', message: 'Hello there, friend' }, false],
    ['contact e-mail (lone surrogate)', 'POST', '/api/v1/contact', { fullName: 'Asha', email: LONE_SURROGATE, phone_Number: '9876543210', subject: 'Hi', message: 'Hello there, friend' }, false],
    ['review', 'POST', '/api/v1/reviews/:product', { starnumber: 4, revText: `Lovely fabric ${NUL}` }, true],
    ['a nested key', 'POST', '/api/v1/contact', { fullName: 'Asha', extra: { ['k\u0000']: 1 } }, false],
  ];

  it.each(cases)('%s', async (_name, method, path, body, withToken) => {
    const before = await countRows('contact_message');
    const res = await shop.http(path.replace(':product', productId), {
      method,
      body,
      token: withToken ? token : undefined,
      headers: { 'x-forwarded-for': address() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(REFUSED);
    expect(await countRows('contact_message')).toBe(before);
  });

  it('names the field at fault', async () => {
    const res = await shop.http('/api/v1/contact', { method: 'POST', body: { fullName: 'Asha', email: LONE_SURROGATE }, headers: { 'x-forwarded-for': address() } });
    expect(res.body).toEqual({ message: 'Field "email" contains a character that is not allowed (a NUL character or an unpaired surrogate).' });
  });

  it('in the query string (?productName=) and in route parameters', async () => {
    const query = await shop.http('/api/v1/products?productName=tee%00');
    expect(query.status).toBe(400);
    expect(query.body).toEqual({ message: 'Query parameter "productName" contains a character that is not allowed (a NUL character or an unpaired surrogate).' });
    for (const path of ['/api/v1/products/%00', '/api/v1/reviews/abc%00def', `/api/v1/orders/%00`]) {
      const res = await shop.http(path, { token });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(REFUSED);
    }
  });

  it('still takes ordinary text, emoji and Hindi included', async () => {
    const res = await shop.http('/api/v1/contact', {
      method: 'POST',
      body: { fullName: 'आशा वर्मा 🙂', email: 'asha.emoji@example.in', phone_Number: '9876543210', subject: 'Size 😀', message: 'क्या मैं आकार बदल सकती हूँ? 🎉' },
      headers: { 'x-forwarded-for': address() },
    });
    expect(res.status).toBe(200);
    expect(res.body.fullName).toBe('आशा वर्मा 🙂');
  });
});

describe('GraphQL: BAD_USER_INPUT with 400 for variables and string literals', () => {
  const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
  const input = { fullName: 'Asha', email: 'g@example.in', phoneNumber: '9876543210', subject: 'Hi', message: 'Hello there, friend' };

  async function expectRefused(url: string, body: unknown) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(res.status).toBe(400);
    expect(json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(json.errors?.[0]?.message).toMatch(REFUSED);
  }

  for (const server of ['gateway', 'backend'] as const) {
    it(`on the ${server}: a NUL or a lone surrogate in a variable`, async () => {
      const url = server === 'gateway' ? shop.url : shop.backendUrl;
      await expectRefused(url, { query: SEND, variables: { input: { ...input, fullName: NUL } } });
      await expectRefused(url, { query: SEND, variables: { input: { ...input, email: LONE_SURROGATE } } });
      await expectRefused(url, {
        query: `query ($q: String) { searchProducts(input: { search: $q }) { total } }`,
        variables: { q: 'tee\u0000' },
      });
    });

    it(`on the ${server}: a NUL written into the document`, async () => {
      const url = server === 'gateway' ? shop.url : shop.backendUrl;
      await expectRefused(url, { query: `mutation { login(input: { email: "a\\u0000@example.in", password: "x" }) { token } }` });
    });
  }

  it('stores nothing', async () => {
    expect((await shop.app.db.query(`SELECT count(*)::int AS c FROM contact_message WHERE email = 'g@example.in'`))[0].c).toBe(0);
  });
});
