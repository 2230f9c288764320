import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS_POLICY } from '../modules/accounts/accounts.service';
import { startTestShop, type TestShop } from '../test/shop';

let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.stop();
  shop = undefined;
});

/** Failed logins for as many unknown accounts from one peer (127.0.0.1), each claiming another address. */
async function failedLoginsWithRotatingAddress(s: TestShop, n: number): Promise<(string | undefined)[]> {
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < n; i++) {
    const res = await s.http('/graphql', {
      method: 'POST',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: { query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { email: `nobody${i}@example.com`, password: 'wrong-password' } } },
    });
    codes.push(res.body.errors?.[0]?.extensions?.code);
  }
  return codes;
}

describe('whose X-Forwarded-For the gateway believes', () => {
  const perAddress = ACCOUNT_LIMITS_POLICY.failedLoginsPerAddress;

  it('by default nobody: a rotating header from 127.0.0.1 still meets the per-address login limit', async () => {
    shop = await startTestShop();
    const codes = await failedLoginsWithRotatingAddress(shop, perAddress + 1);
    expect(codes.slice(0, perAddress).every((c) => c === 'UNAUTHENTICATED')).toBe(true);
    expect(codes[perAddress]).toBe('TOO_MANY_REQUESTS');
  });

  it('a proxy named in GATEWAY_TRUST_PROXY: its header is believed, each address counted on its own', async () => {
    shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback' } });
    const codes = await failedLoginsWithRotatingAddress(shop, perAddress + 1);
    expect(codes.every((c) => c === 'UNAUTHENTICATED')).toBe(true);
  });
});

describe('whose X-Forwarded-For the backend believes', () => {
  it('only the gateway: with BACKEND_TRUST_PROXY naming another address, a header sent to the backend is ignored', async () => {
    shop = await startTestShop({ env: { BACKEND_TRUST_PROXY: '10.9.9.9' } });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= ACCOUNT_LIMITS_POLICY.failedLoginsPerAddress; i++) {
      const res = await fetch(`${shop.backendUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { email: `someone${i}@example.com`, password: 'wrong-password' } } }),
      });
      codes.push(((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code);
    }
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });
});
