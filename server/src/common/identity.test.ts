import crypto from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS_POLICY } from '../modules/accounts/accounts.service';
import { STAFF_LOGIN_POLICY } from '../modules/staff/staff.service';
import { aStaffMember } from '../test/staff-builders';
import { startTestShop, type TestShop } from '../test/shop';
import { canonicalEmail } from './identity';

let shop: TestShop;
let n = 0;

beforeAll(async () => {
  // Behind a proxy on this machine: every attempt comes from its own client address, as an attacker
  // rotating addresses would send them, so only the per-account counter stands in the way.
  shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await shop?.stop();
});

const freshAddress = () => `10.88.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

/** Other spellings of `local@example.in` (an all-ASCII local part holding an `i`): capitals, a dotted capital İ, full-width letters, spaces. */
function spellingsOf(email: string): string[] {
  const [local, domain] = email.split('@');
  const fullWidth = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x61 + 0xff41));
  return [
    email.toUpperCase(),
    `${local.replace('i', 'İ')}@${domain}`,
    `${local.toUpperCase().replace('I', 'İ')}@${domain.toUpperCase()}`,
    `${fullWidth(local)}@${domain}`,
    `  ${email.toUpperCase()}\u00a0`,
  ];
}

const LOGIN_STAFF = `mutation($email: String!, $password: String!, $totpCode: String) { staffLogin(email: $email, password: $password, totpCode: $totpCode) { token totpRequired } }`;
const staffLogin = (email: string, password: string, totpCode?: string) =>
  shop.http('/graphql', { method: 'POST', body: { query: LOGIN_STAFF, variables: { email, password, totpCode } }, headers: { 'x-forwarded-for': freshAddress() } });
const shopperLogin = (email: string, password: string) => shop.http('/api/v1/auth/login', { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': freshAddress() } });

describe('class 1: login locks count a spelling, not an account', () => {
  it('one canonical form: NFKC, trimmed, ASCII letters lower-cased; nothing else folded', () => {
    expect(canonicalEmail('  Priya.Iyer@Example.IN ')).toBe('priya.iyer@example.in');
    expect(canonicalEmail('ｐｒｉｙａ@example.in')).toBe('priya@example.in');
    // JavaScript's 'İ'.toLowerCase() is two code points, PostgreSQL's lower() follows the collation: neither is used.
    expect(canonicalEmail('PRİYA@example.in')).toBe('prİya@example.in');
  });

  it('a shopper: once the account has had its failed logins, no spelling of the address gets a fresh budget (the right password included)', async () => {
    const id = crypto.randomBytes(3).toString('hex');
    const email = `kiran.${id}@example.in`;
    const password = `right password ${id}`;
    const reg = await shop.http('/api/v1/auth/register', { method: 'POST', body: { username: 'Kiran', mobile: '9876543210', email, password, city: 'Pune', pincode: '411001' } });
    expect(reg.status).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMITS_POLICY.failedLoginsPerAccount; i++) expect((await shopperLogin(email, `wrong ${i}`)).status).toBe(401);
    for (const spelling of spellingsOf(email)) {
      const answer = await shopperLogin(spelling, password);
      expect(answer.status === 429 || answer.status === 401, `${spelling}: ${answer.status}`).toBe(true);
      expect(answer.body.token).toBeUndefined();
    }
    // The same address, spelled as registered but in capitals, is the same account: locked, not unknown.
    expect((await shopperLogin(email.toUpperCase(), password)).status).toBe(429);
  });

  it('a shopper cannot register a second account under another spelling of the same address', async () => {
    const id = crypto.randomBytes(3).toString('hex');
    const email = `asha.${id}@example.in`;
    const body = (e: string) => ({ username: 'Asha', mobile: '9876543210', email: e, password: `password ${id}`, city: 'Pune', pincode: '411001' });
    expect((await shop.http('/api/v1/auth/register', { method: 'POST', body: body(email), headers: { 'x-forwarded-for': freshAddress() } })).status).toBe(200);
    const twin = await shop.http('/api/v1/auth/register', { method: 'POST', body: body(`ＡＳＨＡ.${id}@EXAMPLE.IN`), headers: { 'x-forwarded-for': freshAddress() } });
    expect(twin.status).toBe(409);
  });

  it('staff passwords: another spelling of a locked account gets no fresh budget', async () => {
    const { member, password } = await aStaffMember(shop, 'manager', { email: `nisha.${crypto.randomBytes(3).toString('hex')}@rangrez.example` });
    for (let i = 0; i < STAFF_LOGIN_POLICY.failedLoginsPerAccount; i++) expect((await staffLogin(member.email, `wrong ${i}`)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const spelling of spellingsOf(member.email)) {
      const answer = await staffLogin(spelling, password);
      expect({ spelling, token: answer.body.data?.staffLogin?.token ?? null }).toEqual({ spelling, token: null });
      expect(['TOO_MANY_REQUESTS', 'UNAUTHENTICATED']).toContain(answer.body.errors?.[0]?.extensions?.code);
    }
    expect((await staffLogin(member.email.toUpperCase(), password)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('staff authenticator codes: wrong codes under one spelling leave no fresh budget under another', async () => {
    const { member, token, password } = await aStaffMember(shop, 'manager', { email: `ishaan.${crypto.randomBytes(3).toString('hex')}@rangrez.example` });
    const { secret } = (await shop.gql(`mutation { enrolTotp { secret } }`, {}, token)).body.data.enrolTotp;
    // Confirmed with the previous step's code (accepted: clocks drift), so the current code is still unused and right.
    const previous = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    const confirmed = await shop.gql(`mutation($c: String!) { confirmTotp(code: $c) { totpEnrolled } }`, { c: previous }, token);
    expect(confirmed.body.data.confirmTotp.totpEnrolled).toBe(true);
    for (let i = 0; i < STAFF_LOGIN_POLICY.failedLoginsPerAccount; i++) {
      expect((await staffLogin(member.email, password, String(100000 + i))).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    for (const spelling of spellingsOf(member.email)) {
      const answer = await staffLogin(spelling, password, await generate({ secret }));
      expect({ spelling, token: answer.body.data?.staffLogin?.token ?? null }).toEqual({ spelling, token: null });
    }
  });
});
