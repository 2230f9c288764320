import util from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

/**
 * Everything the process writes while `fn` runs: every console method and both standard streams,
 * objects printed as deeply as they go. The shop runs in this process, as `npm start` runs it.
 */
async function logDuring(fn: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(util.formatWithOptions({ depth: Infinity }, ...args));
  const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) => vi.spyOn(console, m).mockImplementation(capture));
  const writes = (['stdout', 'stderr'] as const).map((s) =>
    vi.spyOn(process[s], 'write').mockImplementation((chunk: string | Uint8Array) => (capture(String(chunk)), true)),
  );
  try {
    await fn();
  } finally {
    for (const spy of [...spies, ...writes]) spy.mockRestore();
  }
  return lines.join('\n');
}

/** Makes every INSERT into `table` fail inside PostgreSQL, as a broken constraint or a full disk would. */
async function breakInserts(table: string) {
  await shop.app.db.query(`ALTER TABLE ${table} ADD CONSTRAINT test_refuses_everything CHECK (false) NOT VALID`);
  return () => shop.app.db.query(`ALTER TABLE ${table} DROP CONSTRAINT test_refuses_everything`);
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
    expect(log).toMatch(/INSERT INTO "app_user"/);
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
