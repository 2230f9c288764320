import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';
import type { AddressInfo } from 'node:net';
import { listen } from '../backend';
import { createGateway } from '../gateway';
import { composeSupergraph } from '../schema/supergraph';
import { captureLogs, log as logger } from './log';
import { inRequest } from './request-id';

let shop: TestShop;

beforeAll(async () => {
  // Every statement over a millisecond counts as slow here, so slow-statement lines can be read.
  shop = await startTestShop({ env: { SLOW_QUERY_MS: '1' } });
});
afterAll(async () => {
  await shop?.stop();
});

type Line = Record<string, unknown>;

/** Every line the process logs while `fn` runs (at debug level and above), as written and parsed. The shop runs in this process, as `npm start` runs it. */
async function logDuring(fn: () => Promise<unknown>): Promise<string> {
  return (await linesDuring(fn)).text;
}

async function linesDuring(fn: () => Promise<unknown>): Promise<{ text: string; lines: Line[] }> {
  const captured = captureLogs('debug');
  try {
    await fn();
  } finally {
    captured.stop();
  }
  return { text: captured.text(), lines: captured.lines() };
}

/** The request lines of one server (`gateway` or `backend`). */
const requestLines = (lines: Line[], scope: string) => lines.filter((l) => l.msg === 'request' && l.scope === scope);

/** Makes every INSERT into `table` fail inside PostgreSQL, as a broken constraint or a full disk would. */
async function breakInserts(table: string) {
  await shop.asOwner(`ALTER TABLE ${table} ADD CONSTRAINT test_refuses_everything CHECK (false) NOT VALID`);
  return () => shop.asOwner(`ALTER TABLE ${table} DROP CONSTRAINT test_refuses_everything`);
}

describe('logs without secrets', () => {
  it('a failed sign-up logs the statement and the error code, but no hash, e-mail or mobile', async () => {
    const repair = await breakInserts('app_user');
    const form = { username: 'Asha Logtest', mobile: '9812345670', email: 'asha.logtest@example.in', password: 'correct horse battery', city: 'Jaipur', pincode: '302001' };
    let restStatus = 0;
    let gqlCode: string | undefined;
    const log = await logDuring(async () => {
      restStatus = (await shop.http('/api/v1/auth/register', { method: 'POST', body: form, headers: { 'x-forwarded-for': '192.0.2.10' } })).status;
      const gql = await shop.http('/graphql', {
        method: 'POST',
        body: { query: 'mutation($input: RegisterInput!) { register(input: $input) { id } }', variables: { input: { ...form, email: 'asha.logtest2@example.in' } } },
        headers: { 'x-forwarded-for': '192.0.2.11' },
      });
      gqlCode = gql.body.errors?.[0]?.extensions?.code;
    }).finally(repair);

    expect(restStatus).toBe(500);
    expect(gqlCode).toBe('INTERNAL_SERVER_ERROR');
    // Something useful was logged: the statement and PostgreSQL's code for a violated check.
    // (JSON lines: the statement's quotes are escaped.)
    expect(log).toMatch(/INSERT INTO \\"app_user\\"/);
    expect(log).toMatch(/23514/);
    for (const secret of ['$argon2', 'asha.logtest@example.in', 'asha.logtest2@example.in', '9812345670', 'Asha Logtest', 'correct horse battery']) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('a failed order logs no name, address or phone number', async () => {
    const product = await aProduct(shop.app.db);
    const { token } = await aShopper(shop);
    const repair = await breakInserts('customer_order');
    const address = { ...A_DELIVERY_ADDRESS, address: 'Flat 7, Secret Residency', mobileNumber: '9898989898', landmark: 'Behind the hidden temple' };
    let answer: unknown;
    const log = await logDuring(async () => {
      const res = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', token, body: { ...address, quantity: 1, paymentMode: 'COD', size: 'M' } });
      answer = { status: res.status, body: res.body };
    }).finally(repair);

    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } });
    expect(log).toMatch(/23514/);
    for (const secret of ['Secret Residency', '9898989898', 'hidden temple', A_DELIVERY_ADDRESS.area]) expect(log, secret).not.toContain(secret);
  });
});

describe('a request id that follows the request', () => {
  it('a REST request: the gateway and the backend log it under the id the client sent, and the answer echoes it', async () => {
    let echoed: string | null = null;
    const { lines } = await linesDuring(async () => {
      echoed = (await shop.http('/api/v1/products', { headers: { 'x-request-id': 'probe-rest-0001' } })).headers.get('x-request-id');
    });
    expect(echoed).toBe('probe-rest-0001');
    const [gateway] = requestLines(lines, 'gateway');
    const [backend] = requestLines(lines, 'backend');
    expect(gateway).toMatchObject({ requestId: 'probe-rest-0001', method: 'GET', route: '/api/v1/products', path: '/api/v1/products', status: 200 });
    expect(backend).toMatchObject({ requestId: 'probe-rest-0001', method: 'GET', route: '/api/v1/products', status: 200 });
  });

  it('an id that is not a plain token is replaced by a new one, used on both servers', async () => {
    for (const sent of ['two words', 'x'.repeat(129), '"quoted"', '{"json":1}']) {
      let echoed = '';
      const { lines } = await linesDuring(async () => {
        echoed = (await shop.http('/api/v1/products/not-a-product', { headers: { 'x-request-id': sent } })).headers.get('x-request-id') ?? '';
      });
      expect(echoed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(requestLines(lines, 'gateway')[0]).toMatchObject({ requestId: echoed, route: '/api/v1/products/:id' });
      expect(requestLines(lines, 'backend')[0]).toMatchObject({ requestId: echoed });
      expect(JSON.stringify(lines)).not.toContain(sent);
    }
  });

  it('a GraphQL operation the gateway runs in process: its database lines carry the id of the gateway request', async () => {
    const repair = await breakInserts('app_user');
    const form = { username: 'Ravi Trace', mobile: '9812345671', email: 'ravi.trace@example.in', password: 'correct horse battery', city: 'Pune', pincode: '411001' };
    let echoed: string | null = null;
    const { lines } = await linesDuring(async () => {
      const res = await shop.http('/graphql', {
        method: 'POST',
        body: { query: 'mutation SignUp($input: RegisterInput!) { register(input: $input) { id } }', variables: { input: form } },
        headers: { 'x-forwarded-for': '192.0.2.12' },
      });
      echoed = res.headers.get('x-request-id');
    }).finally(repair);
    expect(echoed).toBeTruthy();
    expect(requestLines(lines, 'gateway')[0]).toMatchObject({ requestId: echoed, route: '/graphql', method: 'POST' });
    const failed = lines.find((l) => l.msg === 'statement failed');
    expect(failed).toMatchObject({ requestId: echoed, scope: 'sql', error: expect.stringContaining('23514') });
    expect(lines.find((l) => l.msg === 'unexpected error')).toMatchObject({ requestId: echoed });
  });

  it('a GraphQL operation sent on to the backend over HTTP (separate services): the backend logs it under the gateway\'s id', async () => {
    const gateway = await createGateway({ backendUrl: shop.backendUrl, supergraphSdl: await composeSupergraph(), production: false, trustProxy: false });
    const server = await listen(gateway.handler, 0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
      const { lines } = await linesDuring(async () => {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'probe-hop-0001' }, body: JSON.stringify({ query: 'query Hop { products(limit: 1) { id } }' }) });
        expect(res.status).toBe(200);
      });
      expect(requestLines(lines, 'gateway')[0]).toMatchObject({ requestId: 'probe-hop-0001', route: '/graphql' });
      expect(requestLines(lines, 'backend')[0]).toMatchObject({ requestId: 'probe-hop-0001', route: '/graphql' });
    } finally {
      server.closeAllConnections();
      server.close();
      await gateway.stop();
    }
  });

  it('a slow statement is logged with the id of the request that ran it, without its values', async () => {
    const { lines, text } = await linesDuring(() => inRequest('probe-slow-0001', () => shop.app.db.query('SELECT pg_sleep(0.02), $1::text AS mobile', ['9812345672'])));
    expect(lines.find((l) => l.msg === 'slow statement')).toMatchObject({ requestId: 'probe-slow-0001', scope: 'sql', statement: 'SELECT pg_sleep(0.02), $1::text AS mobile', values: 1 });
    expect(text).not.toContain('9812345672');
  });
});

describe('no password, token or full mobile number in any line', () => {
  it('signing up, logging in (right and wrong password) and using the token', async () => {
    const form = { username: 'Meera Redact', mobile: '+91 9812345673', email: 'meera.redact@example.in', password: 'Secret-Pass-2024!', city: 'Kochi', pincode: '682001' };
    let token = '';
    const { text, lines } = await linesDuring(async () => {
      const registered = await shop.http('/api/v1/auth/register', { method: 'POST', body: { ...form, mobile: '9812345673' }, headers: { 'x-forwarded-for': '192.0.2.20' } });
      expect(registered.status).toBeLessThan(300);
      const login = await shop.http('/api/v1/auth/login', { method: 'POST', body: { email: form.email, password: form.password }, headers: { 'x-forwarded-for': '192.0.2.20' } });
      expect(login.status).toBe(200);
      token = login.body.token;
      await shop.http('/api/v1/auth/login', { method: 'POST', body: { email: form.email, password: 'Wrong-Pass-2024!' }, headers: { 'x-forwarded-for': '192.0.2.20' } });
      await shop.gql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: form.email, password: form.password } });
      expect((await shop.http('/api/v1/auth/me', { token })).status).toBe(200);
      // What a careless line could hold: a request body, headers and a message naming the shopper.
      logger.info(
        { body: { ...form, razorpay_signature: 'f'.repeat(64) }, headers: { authorization: `Bearer ${token}`, cookie: 'session=abc' }, nested: { deeper: { newPassword: form.password, phone: '9812345673' } } },
        `shopper ${form.email} (${form.mobile}) logged in with ${token}`,
      );
    });
    expect(lines.length).toBeGreaterThan(4);
    for (const secret of [form.password, 'Wrong-Pass-2024!', token, '9812345673', form.email, 'f'.repeat(64), 'session=abc', '$argon2']) {
      expect(text, secret).not.toContain(secret);
    }
    // Masked, not dropped: enough to tell shoppers apart when reading a log.
    expect(text).toContain('********73');
    expect(text).toContain('m***@example.in');
  });
});
