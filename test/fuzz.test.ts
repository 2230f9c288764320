import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../server/src/test/builders';
import { rootOperations, variablesOf, type RootOperation } from '../server/src/test/graphql-operations';
import { apiRoutes, encodeAnyComponent, fillParams, type ApiRoute } from '../server/src/test/routes';
import { startTestShop, type TestShop } from '../server/src/test/shop';

/**
 * Malformed values at every REST route under /api/v1 and every GraphQL operation, through the gateway:
 * nothing may answer 5xx (or a GraphQL INTERNAL_SERVER_ERROR), and the shop must still be healthy at
 * the end. Routes and operations are read from the routers and the schema, so new ones are covered.
 * Deterministic (a seeded generator) and bounded: about a thousand requests.
 */

let shop: TestShop;
let productId: string;
let tokens: string[];

beforeAll(async () => {
  // As behind a proxy on the same machine, so each attempt can speak for its own client address (below).
  shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback' } });
  productId = (await aProduct(shop.app.db, { stock: 1000 })).id;
  // Several shoppers, so per-shopper limits (order placement) do not stop the fuzzing at the first handler.
  tokens = await Promise.all(Array.from({ length: 12 }, async () => (await aShopper(shop)).token));
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

/** Text that has broken shops before: NUL, lone surrogates, huge, prototype names, paths, escapes. */
const BAD_TEXT = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', 'x'.repeat(100_000), '', '   ', '__proto__', 'constructor', 'toString',
  'hasOwnProperty', '../../../etc/passwd', '%E0%A4%A', "' OR 1=1 --", '<script>alert(1)</script>', '😀'.repeat(50), 'NaN', '-1', '1e309',
  '00000000-0000-0000-0000-000000000000',
];
const BAD_NUMBERS = [-1, 0, 1.5, -1e308, 1e308, 2 ** 53 + 1, -(2 ** 31) - 1, 2 ** 31];
const WRONG_TYPES: unknown[] = [null, true, [], {}, ['a', 'b'], { a: 1 }, { __proto__: { polluted: true } }, [[[[[]]]]]];
const ALL_VALUES: unknown[] = [...BAD_TEXT, ...BAD_NUMBERS, ...WRONG_TYPES];
/** The ones every route gets in every position; the rest come up in the seeded variations. */
const SYSTEMATIC: unknown[] = [
  '\u0000', '\ud800', 'x'.repeat(100_000), '', '__proto__', 'constructor', '%E0%A4%A', "' OR 1=1 --",
  -1, 1e308, 2 ** 31, null, [], {}, ['a', 'b'], { __proto__: { polluted: true } },
];

/** Raw bodies that are not what a JSON parser or a handler expects. */
const RAW_BODIES = [
  '{"a":', 'null', '"text"', '42', '[]', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5_000) + ']'.repeat(5_000), '{"email":"\\u0000","password":"\\ud800"}', '\u0000',
];

/** A small seeded generator (mulberry32): the same run every time. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

/**
 * Every field any legacy route reads, with a value it would accept; except the password, too short to
 * sign up with, so no account exists, logins fail and the login limits soon answer 429 without hashing.
 */
const plausibleBody = (): Record<string, unknown> => ({
  ...A_DELIVERY_ADDRESS, quantity: 1, paymentMode: 'COD', size: 'M', productId, email: 'fuzz@example.in', password: 'short',
  username: 'Fuzz Tester', mobile: '9876543210', city: 'Noida', fullName: 'Fuzz Tester', phone_Number: '9876543210', subject: 'Hello',
  message: 'A message from the fuzz test.', starnumber: 4, revText: 'A review written by the fuzz test.', order_id: 'order_ABCDEFGHIJKLMN',
  payment_id: 'pay_ABCDEFGHIJ', signature: 'abc', event: 'payment.captured', payload: {},
});
const QUERY_KEYS = ['search', 'category', 'cat', 'min', 'max', 'rating', 'discount', 'sort', 'limit', 'offset', 'productName', 'color', 'name'];

interface Attempt {
  what: string;
  send: () => Promise<{ status: number; body: unknown }>;
}

const tokenFor = (i: number) => tokens[i % tokens.length];
/**
 * A client address per attempt, so per-address limits (contact, sign-up) do not turn most attempts into
 * an early 429 before the input reaches the service. (Only where the gateway believes X-Forwarded-For
 * from loopback; otherwise the limits answer 429, which is no failure either.)
 */
let clients = 0;
const from = () => ({ 'x-forwarded-for': `10.${(clients >> 8) & 255}.${clients++ & 255}.1` });
const short = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 60)}…(${s.length})` : s;
};
const asParam = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined');

function restAttempts(route: ApiRoute, index: number): Attempt[] {
  const url = (param: string, query = '') => `/api/v1${fillParams(route.path, param)}${query}`;
  const hasBody = route.method !== 'GET';
  const send = (path: string, init: { body?: unknown; raw?: string }, n: number) => () =>
    shop.http(path, { method: route.method, token: tokenFor(index + n), headers: from(), ...(hasBody ? init : {}) });
  const attempts: Attempt[] = [];
  SYSTEMATIC.forEach((value, n) => {
    const name = `${route.method} ${route.path}`;
    // The value in every route parameter, and in every query-string key.
    if (route.path.includes(':') && typeof value === 'string' && value.length < 1000) {
      attempts.push({ what: `${name} param=${short(value)}`, send: send(url(value), { body: plausibleBody() }, n) });
    }
    if (!hasBody) {
      const query = `?${QUERY_KEYS.map((k) => `${k}=${encodeAnyComponent(asParam(value).slice(0, 2000))}`).join('&')}`;
      attempts.push({ what: `${name} query=${short(value)}`, send: send(url(productId, query), {}, n) });
      return;
    }
    // The value in every field at once, and as the whole body.
    const everyField = Object.fromEntries(Object.keys(plausibleBody()).map((k) => [k, value]));
    attempts.push({ what: `${name} every field=${short(value)}`, send: send(url(productId), { body: everyField }, n) });
    // Only objects and arrays get past the JSON parser as a whole body; RAW_BODIES covers the rest.
    if (typeof value === 'object' && value !== null) {
      attempts.push({ what: `${name} body=${short(value)}`, send: send(url(productId), { raw: JSON.stringify(value) }, n) });
    }
  });
  if (hasBody) {
    // Poisoned text in one field at a time, the rest valid: it must be refused before it reaches a query.
    Object.keys(plausibleBody()).forEach((key, n) => {
      for (const poison of ['a\u0000b', 'a\ud800b']) {
        const body = { ...plausibleBody(), [key]: poison };
        attempts.push({ what: `${route.method} ${route.path} ${key}=${short(poison)}`, send: send(url(productId), { body }, n) });
      }
    });
    RAW_BODIES.forEach((raw, n) => attempts.push({ what: `${route.method} ${route.path} raw=${short(raw)}`, send: send(url(productId), { raw }, n) }));
    // One to three fields at a time, the rest plausible: reaches the checks behind the first one.
    for (let n = 0; n < 8; n += 1) {
      const body = plausibleBody();
      const changed: string[] = [];
      for (let k = 1 + Math.floor(random() * 3); k > 0; k -= 1) {
        const key = pick(Object.keys(body));
        if (random() < 0.15) delete body[key];
        else body[key] = pick(ALL_VALUES);
        changed.push(`${key}=${key in body ? short(body[key]) : '(missing)'}`);
      }
      attempts.push({ what: `${route.method} ${route.path} ${changed.join(' ')}`, send: send(url(productId), { body }, n) });
    }
  }
  return attempts;
}

/** GraphQL leaves: malformed but well-typed (so they reach resolvers), or wrongly typed (so coercion refuses them). */
function graphqlLeaf(mode: 'typed' | 'wrong') {
  return (scalar: string, enumValues: string[]): unknown => {
    if (mode === 'wrong') return pick(WRONG_TYPES.concat(BAD_NUMBERS, ['not-an-enum']));
    if (scalar === 'enum') return random() < 0.8 ? pick(enumValues) : 'NOT_A_VALUE';
    if (scalar === 'Int') return pick([-1, 0, 1, 2 ** 31 - 1, -(2 ** 31), 11, 201]);
    if (scalar === 'Float') return pick([-1, 0, 1e308, -1e308, 0.5]);
    if (scalar === 'Boolean') return random() < 0.5;
    if (scalar === 'ID' && random() < 0.4) return productId;
    return pick(BAD_TEXT);
  };
}

function graphqlAttempts(op: RootOperation, index: number): Attempt[] {
  const attempts: Attempt[] = [];
  for (let n = 0; n < 12; n += 1) {
    const variables = variablesOf(op, graphqlLeaf(n % 4 === 3 ? 'wrong' : 'typed'));
    attempts.push({
      what: `${op.kind} ${op.name} ${short(variables)}`,
      send: () => shop.http('/graphql', { method: 'POST', token: tokenFor(index + n), headers: from(), body: { query: op.document, variables } }),
    });
  }
  // The document itself carrying bad literals where variables would be.
  attempts.push({
    what: `${op.kind} ${op.name} inline NUL literal`,
    send: () => shop.http('/graphql', { method: 'POST', body: { query: `${op.document.replace(/\(\$[^)]*\)/, '')} # \u0000`, variables: {} } }),
  });
  return attempts;
}

/** Runs attempts `width` at a time; returns the ones answered with a 5xx or an internal GraphQL error. */
async function runAll(attempts: Attempt[], width = 6): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++];
      const { status, body } = await attempt.send();
      const errors = (body as { errors?: { extensions?: { code?: string } }[] } | undefined)?.errors ?? [];
      if (status >= 500 || errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
        failures.push(`${attempt.what} → ${status} ${short(body)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return failures;
}

describe('fuzzing every route and operation with malformed values', () => {
  it('REST: no response is a 5xx', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const attempts = routes.flatMap((r, i) => restAttempts(r, i));
    const failures = await runAll(attempts);
    expect(failures).toEqual([]);
  }, 180_000);

  it('GraphQL: no operation answers a 5xx or INTERNAL_SERVER_ERROR', async () => {
    const operations = await rootOperations();
    expect(operations.filter((op) => op.kind === 'mutation').length).toBeGreaterThan(10);
    const attempts = operations.flatMap((op, i) => graphqlAttempts(op, i));
    const failures = await runAll(attempts);
    expect(failures).toEqual([]);
  }, 180_000);

  it('the shop is still alive and healthy afterwards', async () => {
    const health = await shop.http('/readyz');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok', backend: 'up', database: 'up' } });
    const products = await shop.http('/api/v1/products');
    expect(products.status).toBe(200);
    expect(Array.isArray(products.body)).toBe(true);
  });
});
