import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aStaffMember } from '../../test/staff-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { ACCOUNT_MESSAGES } from './account-rules';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ env: { JOB_POLL_SECONDS: '0.5' } });
});
afterAll(async () => {
  await shop?.stop();
});

let n = 0;
async function anAccount(password = 'old password 1') {
  n += 1;
  const email = `reset${n}-${Date.now()}@example.in`;
  const reg = await shop.http('/api/v1/auth/register', {
    method: 'POST',
    body: { username: 'Meera Iyer', mobile: '9876543210', email, password, city: 'Chennai', pincode: '600001' },
  });
  expect(reg.status).toBe(200);
  const login = await shop.http('/api/v1/auth/login', { method: 'POST', body: { email, password } });
  return { email, token: login.body.token as string };
}

/** Waits until every queued reset request has been worked (requests are answered before the work is done). */
async function resetRequestsWorked(): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [{ open }] = await shop.app.db.query(
      `SELECT count(*)::int AS open FROM pgboss.job WHERE name = 'account.password-reset' AND state IN ('created', 'retry', 'active')`,
    );
    if (open === 0) return;
    if (Date.now() > deadline) throw new Error('queued reset requests were not worked');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The reset links mailed to `email`, newest first, read from the stored mails (the development outbox), once the requests were worked. */
async function resetLinks(email: string): Promise<string[]> {
  await resetRequestsWorked();
  const rows: { url: string }[] = await shop.app.db.query(
    `SELECT data->'action'->>'url' AS url FROM mail_message WHERE kind = 'account.password_reset' AND to_address = $1 ORDER BY created_at DESC`,
    [email],
  );
  return rows.map((r) => r.url);
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

const REQUEST = `mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { message } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;

describe('forgot password', () => {
  it('answers the same for an address with an account and one without; only the account gets a link', async () => {
    const { email } = await anAccount();
    const known = await shop.gql(REQUEST, { input: { email: email.toUpperCase() } });
    const unknown = await shop.gql(REQUEST, { input: { email: `nobody-${Date.now()}@example.in` } });
    expect(known.body).toEqual({ data: { requestPasswordReset: { message: ACCOUNT_MESSAGES.resetRequested } } });
    expect(unknown.body).toEqual(known.body);
    const [link] = await resetLinks(email);
    expect(link).toMatch(new RegExp(`^${shop.url}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    // Only the hash is kept: the token itself is nowhere in the reset table.
    const [{ count }] = await shop.app.db.query(`SELECT count(*)::int AS count FROM password_reset WHERE token_hash = $1`, [tokenOf(link)]);
    expect(count).toBe(0);
  });

  it('REST: POST /api/v1/auth/forgot-password answers 200 with the same message; a malformed address is 400', async () => {
    const { email } = await anAccount();
    const ok = await shop.http('/api/v1/auth/forgot-password', { method: 'POST', body: { email } });
    expect(ok).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.resetRequested } });
    const bad = await shop.http('/api/v1/auth/forgot-password', { method: 'POST', body: { email: 'not-an-address' } });
    expect(bad).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.email } });
  });

  it('a link sets a new password once: the old password and old sessions stop working, the link is then refused as used', async () => {
    const { email, token: oldSession } = await anAccount('old password 1');
    expect((await shop.http('/api/v1/auth/me', { token: oldSession })).status).toBe(200);
    await shop.gql(REQUEST, { input: { email } });
    const token = tokenOf((await resetLinks(email))[0]);
    // The old session was signed at least a second before the change.
    await new Promise((r) => setTimeout(r, 1100));

    const done = await shop.gql(RESET, { input: { token, password: 'new password 2' } });
    expect(done.body).toEqual({ data: { resetPassword: { message: ACCOUNT_MESSAGES.resetDone } } });

    expect((await shop.http('/api/v1/auth/login', { method: 'POST', body: { email, password: 'old password 1' } })).status).toBe(401);
    const login = await shop.http('/api/v1/auth/login', { method: 'POST', body: { email, password: 'new password 2' } });
    expect(login.status).toBe(200);
    expect((await shop.http('/api/v1/auth/me', { token: login.body.token })).status).toBe(200);
    expect((await shop.http('/api/v1/auth/me', { token: oldSession })).status).toBe(403);

    const again = await shop.gql(RESET, { input: { token, password: 'third password 3' } });
    expect(again.body.errors[0]).toMatchObject({ message: ACCOUNT_MESSAGES.resetUsed, extensions: { code: 'RESET_LINK_USED' } });
    const rest = await shop.http('/api/v1/auth/reset-password', { method: 'POST', body: { token, password: 'third password 3' } });
    expect(rest).toMatchObject({ status: 410, body: { message: ACCOUNT_MESSAGES.resetUsed } });
  });

  it('a link older than 30 minutes is refused as expired; an unknown one as invalid; a short password by the sign-up rule', async () => {
    const { email } = await anAccount();
    await shop.gql(REQUEST, { input: { email } });
    const token = tokenOf((await resetLinks(email))[0]);

    const short = await shop.gql(RESET, { input: { token, password: 'short' } });
    expect(short.body.errors[0]).toMatchObject({ message: ACCOUNT_MESSAGES.passwordShort, extensions: { code: 'BAD_USER_INPUT' } });

    await shop.app.db.query(`UPDATE password_reset SET expires_at = now() - interval '1 second', created_at = now() - interval '31 minutes' WHERE user_id = (SELECT id FROM app_user WHERE email = $1)`, [email]);
    const expired = await shop.http('/api/v1/auth/reset-password', { method: 'POST', body: { token, password: 'new password 2' } });
    expect(expired).toMatchObject({ status: 410, body: { message: ACCOUNT_MESSAGES.resetExpired } });

    const invalid = await shop.gql(RESET, { input: { token: 'A'.repeat(43), password: 'new password 2' } });
    expect(invalid.body.errors[0]).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid, extensions: { code: 'RESET_LINK_INVALID' } });
    // The old password still works: nothing changed.
    expect((await shop.http('/api/v1/auth/login', { method: 'POST', body: { email, password: 'old password 1' } })).status).toBe(200);
  });

  it('an account gets at most 3 links an hour; further requests get the same answer and send nothing', async () => {
    const { email } = await anAccount();
    for (let i = 0; i < 5; i++) {
      const res = await shop.gql(REQUEST, { input: { email } });
      expect(res.body.data.requestPasswordReset.message).toBe(ACCOUNT_MESSAGES.resetRequested);
    }
    expect(await resetLinks(email)).toHaveLength(3);
  });

  it('the reset mail is queued and lands in the development outbox', async () => {
    const { email } = await anAccount();
    await shop.gql(REQUEST, { input: { email } });
    const deadline = Date.now() + 10_000;
    let row: { transport: string | null; html: string | null } | undefined;
    while (Date.now() < deadline) {
      [row] = await shop.app.db.query(`SELECT transport, html FROM mail_message WHERE kind = 'account.password_reset' AND to_address = $1`, [email]);
      if (row?.transport) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row?.transport).toBe('outbox');
    expect(row?.html).toContain('/reset-password?token=');
    expect(row?.html).toContain('Choose a new password');
  });
});

/** The queued reset requests, oldest first: what a request leaves behind when it answers. */
const queuedRequests = async (): Promise<{ email: string }[]> =>
  (await shop.app.db.query(`SELECT data FROM pgboss.job WHERE name = 'account.password-reset' ORDER BY created_on, id`)).map((r: { data: { email: string } }) => r.data);

describe('class 8: password reset answers measurably faster for an unknown address', () => {
  it('a request does the same work whether or not the address has an account: the same answer, and one queued request in canonical form', async () => {
    const { email } = await anAccount();
    const nobody = `nobody-${Date.now()}@example.in`;
    await resetRequestsWorked();
    const before = (await queuedRequests()).length;
    const known = await shop.http('/api/v1/auth/forgot-password', { method: 'POST', body: { email: `  ${email.toUpperCase()} ` } });
    const unknown = await shop.http('/api/v1/auth/forgot-password', { method: 'POST', body: { email: nobody.toUpperCase() } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.resetRequested } });
    // What each answer did: queue the address, nothing else; whether it has an account is decided off the request path.
    expect((await queuedRequests()).slice(before)).toEqual([{ email }, { email: nobody }]);
    // The account still gets its link; the address without one gets nothing.
    expect(await resetLinks(email)).toHaveLength(1);
    expect(await resetLinks(nobody)).toHaveLength(0);
  });
});

describe("class 7: staff can read shoppers' secrets", () => {
  it('the outbox never shows a live reset link to staff (html and text are masked); the stored mail keeps it for the shopper', async () => {
    const { email } = await anAccount();
    await shop.gql(REQUEST, { input: { email } });
    const [link] = await resetLinks(email);
    const token = tokenOf(link);
    await expect
      .poll(async () => (await shop.app.db.query(`SELECT transport FROM mail_message WHERE kind = 'account.password_reset' AND to_address = $1`, [email]))[0]?.transport, { timeout: 10_000 })
      .toBe('outbox');
    const { token: manager } = await aStaffMember(shop, 'manager');
    const { token: owner } = await aStaffMember(shop, 'owner');
    for (const staff of [manager, owner]) {
      const answer = await shop.gql(`query { outbox(limit: 50) { mails { kind to html text } } }`, {}, staff);
      const mail = answer.body.data.outbox.mails.find((m: { kind: string; to: string }) => m.kind === 'account.password_reset' && m.to === email);
      expect(mail).toBeDefined();
      expect(JSON.stringify(mail)).not.toContain(token);
      expect(mail.html).toContain('reset link hidden');
      expect(mail.text).toContain('reset link hidden');
      expect(mail.html).toContain('Choose a new password');
    }
    // The link itself still works for the shopper who got it.
    const done = await shop.gql(RESET, { input: { token, password: 'brand new password 9' } });
    expect(done.body).toEqual({ data: { resetPassword: { message: ACCOUNT_MESSAGES.resetDone } } });
  });
});
