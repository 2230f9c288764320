import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCookie } from '../../common/staff-cookie';
import { aStaffMember } from '../../test/staff-builders';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.stop();
});

const code = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

/** The link in the newest mail queued to `to` (read from the mail queue, as the SMTP server would get it). */
async function linkMailedTo(to: string, kind: string): Promise<string> {
  const [mail] = await shop.app.db.query(`SELECT data, sensitive FROM mail_message WHERE lower(to_address) = lower($1) AND kind = $2 ORDER BY created_at DESC LIMIT 1`, [to, kind]);
  expect(mail?.sensitive).toBe(true);
  return mail.data.action.url as string;
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

const signIn = (email: string, password: string) =>
  shop.gql(`mutation($e: String!, $p: String!) { staffLogin(email: $e, password: $p) { token staff { email name role } } }`, { e: email, p: password });

const INVITE = `mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id email role roleLabel expiresAt } }`;
const ACCEPT = `mutation($t: String!, $n: String!, $p: String!) { acceptStaffInvite(token: $t, name: $n, password: $p) }`;

describe('staff accounts as a careful owner expects: invitations', () => {
  it('an owner invites by e-mail; the invitee sets their own name and password from a single-use link; the owner never types it', async () => {
    const { token: owner } = await aStaffMember(shop, 'owner');
    const email = `new.member.${Date.now()}@rangrez.example`;
    const invited = await shop.gql(INVITE, { input: { email, role: 'MANAGER' } }, owner);
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data.inviteStaff).toMatchObject({ email, role: 'MANAGER', roleLabel: 'Manager' });
    const url = await linkMailedTo(email, 'staff.invite');
    expect(url).toMatch(/\/admin\/invite\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(url);
    // Only a hash is stored.
    const [stored] = await shop.asOwner(`SELECT token_hash FROM staff_link WHERE email = $1`, [email]);
    expect(stored.token_hash).not.toContain(token);

    const info = await shop.gql(`query($t: String!) { staffInvite(token: $t) { email role roleLabel } }`, { t: token });
    expect(info.body.data.staffInvite).toEqual({ email, role: 'MANAGER', roleLabel: 'Manager' });
    expect(code(await shop.gql(ACCEPT, { t: token, n: 'Meera', p: 'short' }))).toBe('BAD_USER_INPUT');
    const accepted = await shop.gql(ACCEPT, { t: token, n: 'Meera Joshi', p: 'a long chosen password' });
    expect(accepted.body.data?.acceptStaffInvite).toBe(email);
    const signedIn = await signIn(email, 'a long chosen password');
    expect(signedIn.body.data.staffLogin.staff).toEqual({ email, name: 'Meera Joshi', role: 'MANAGER' });
    // Single use.
    expect(code(await shop.gql(ACCEPT, { t: token, n: 'Someone Else', p: 'another long password' }))).toBe('STAFF_LINK_USED');
    expect(code(await shop.gql(`query($t: String!) { staffInvite(token: $t) { email } }`, { t: token }))).toBe('STAFF_LINK_USED');
    // Inviting an existing member is refused.
    expect(code(await shop.gql(INVITE, { input: { email: email.toUpperCase(), role: 'SUPPORT' } }, owner))).toBe('CONFLICT');
  });

  it('a link that is mistyped, replaced by a newer invitation or expired does not work; only owners invite', async () => {
    const { token: owner } = await aStaffMember(shop, 'owner');
    const { token: manager } = await aStaffMember(shop, 'manager');
    const email = `twice.${Date.now()}@rangrez.example`;
    expect(code(await shop.gql(INVITE, { input: { email, role: 'SUPPORT' } }, manager))).toBe('FORBIDDEN');
    await shop.gql(INVITE, { input: { email, role: 'SUPPORT' } }, owner);
    const first = tokenOf(await linkMailedTo(email, 'staff.invite'));
    await new Promise((r) => setTimeout(r, 20));
    await shop.gql(INVITE, { input: { email, role: 'SUPPORT' } }, owner);
    const second = tokenOf(await linkMailedTo(email, 'staff.invite'));
    expect(second).not.toBe(first);
    expect(code(await shop.gql(ACCEPT, { t: first, n: 'First', p: 'a long chosen password' }))).toBe('STAFF_LINK_USED');
    expect(code(await shop.gql(ACCEPT, { t: second.slice(0, 40) + 'abc', n: 'X', p: 'a long chosen password' }))).toBe('STAFF_LINK_INVALID');
    await shop.app.db.query(`UPDATE staff_link SET expires_at = now() - interval '1 second' WHERE lower(email) = lower($1)`, [email]);
    expect(code(await shop.gql(ACCEPT, { t: second, n: 'Second', p: 'a long chosen password' }))).toBe('STAFF_LINK_EXPIRED');
  });
});

describe('staff accounts as a careful owner expects: passwords', () => {
  const CHANGE = `mutation($c: String!, $n: String!) { changeStaffPassword(currentPassword: $c, newPassword: $n) }`;

  it('staff change their own password with the current one; their other sessions end, this one stays', async () => {
    const { member, token, password } = await aStaffMember(shop, 'support');
    const other = (await signIn(member.email, password)).body.data.staffLogin.token as string;
    expect(code(await shop.gql(CHANGE, { c: 'not my password at all', n: 'a brand new password' }, token))).toBe('BAD_USER_INPUT');
    expect(code(await shop.gql(CHANGE, { c: password, n: 'short' }, token))).toBe('BAD_USER_INPUT');
    const changed = await shop.gql(CHANGE, { c: password, n: 'a brand new password' }, token);
    expect(changed.body.data?.changeStaffPassword).toBe(true);
    expect(code(await shop.gql(`{ currentStaff { id } }`, {}, other))).toBe('UNAUTHENTICATED');
    expect((await shop.gql(`{ currentStaff { id } }`, {}, token)).body.data.currentStaff.id).toBe(member.id);
    expect(code(await signIn(member.email, password))).toBe('UNAUTHENTICATED');
    expect((await signIn(member.email, 'a brand new password')).body.data.staffLogin.token).toBeTruthy();
    expect(code(await shop.gql(CHANGE, { c: 'x', n: 'a brand new password' }))).toBe('UNAUTHENTICATED');
  });

  it('a forgotten password is reset by a single-use link mailed to the member; every session ends; the answer is the same for unknown e-mails', async () => {
    const { member, token } = await aStaffMember(shop, 'manager');
    const ask = (email: string) => shop.gql(`mutation($e: String!) { requestStaffPasswordReset(email: $e) }`, { e: email });
    const known = await ask(member.email.toUpperCase());
    const unknown = await ask(`nobody.${Date.now()}@rangrez.example`);
    expect(known.body.data.requestStaffPasswordReset).toBe(unknown.body.data.requestStaffPasswordReset);
    const url = await linkMailedTo(member.email, 'staff.password_reset');
    expect(url).toMatch(/\/admin\/reset-password\?token=/);
    const RESET = `mutation($t: String!, $p: String!) { resetStaffPassword(token: $t, newPassword: $p) }`;
    const done = await shop.gql(RESET, { t: tokenOf(url), p: 'the password I chose again' });
    expect(done.body.data?.resetStaffPassword).toBe(member.email);
    expect(code(await shop.gql(`{ currentStaff { id } }`, {}, token))).toBe('UNAUTHENTICATED');
    expect((await signIn(member.email, 'the password I chose again')).body.data.staffLogin.token).toBeTruthy();
    expect(code(await shop.gql(RESET, { t: tokenOf(url), p: 'yet another password' }))).toBe('STAFF_LINK_USED');
    const trail = await shop.app.db.query(`SELECT action FROM audit_entry WHERE staff_id = $1 ORDER BY id`, [member.id]);
    expect(trail.map((e: { action: string }) => e.action)).toContain('staff.password.reset');
  });
});

describe('staff accounts as a careful owner expects: a cookie session for the back office', () => {
  /** Signs in as the back office does: staffLogin, then the token handed to /admin/api/session for the cookie. */
  async function cookieSignIn(role: 'owner' | 'manager' | 'support' = 'manager') {
    const { member, password } = await aStaffMember(shop, role);
    const token = (await signIn(member.email, password)).body.data.staffLogin.token as string;
    const set = await shop.http('/admin/api/session', { method: 'POST', token, headers: { 'x-rangrez-admin': '1', origin: shop.url } });
    expect(set.status).toBe(204);
    const header = set.headers.get('set-cookie')!;
    return { member, token, header, cookie: header.split(';')[0] };
  }
  /** A request from a new tab: nothing but the cookie the browser keeps (and the header the back office always sends). */
  const asNewTab = (cookie: string, extra: Record<string, string> = {}) => ({ 'x-rangrez-admin': '1', origin: shop.url, cookie, ...extra });
  const gqlWith = (headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
    shop.http('/graphql', { method: 'POST', body: { query, variables }, headers });

  it('sign-in sets an HttpOnly, SameSite=Strict cookie; a new tab (a request with only the cookie) is signed in, for GraphQL and REST alike', async () => {
    const { member, header, cookie } = await cookieSignIn('manager');
    expect(header).toMatch(/^rangrez_staff=[A-Za-z0-9._-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(Number(/Max-Age=(\d+)/.exec(header)![1])).toBeGreaterThan(23 * 3600);
    const me = await gqlWith(asNewTab(cookie), `{ currentStaff { id email } }`);
    expect(me.body.data.currentStaff).toEqual({ id: member.id, email: member.email });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const csv = await shop.http('/admin/api/products/export.csv', { headers: asNewTab(cookie) });
    expect(csv.status).toBe(200);
  });

  it('the cookie alone is not believed across sites: without the back office header, or from another origin, it is anonymous', async () => {
    const { cookie, member } = await cookieSignIn('owner');
    const noHeader = await shop.http('/graphql', { method: 'POST', body: { query: `{ currentStaff { id } }` }, headers: { cookie, origin: shop.url } });
    expect(code(noHeader)).toBe('UNAUTHENTICATED');
    const forged = await gqlWith(asNewTab(cookie, { origin: 'https://evil.example' }), `mutation($id: ID!) { updateStaffRole(id: $id, role: SUPPORT) { role } }`, { id: member.id });
    expect(code(forged)).toBe('UNAUTHENTICATED');
    const [still] = await shop.app.db.query(`SELECT role FROM staff_member WHERE id = $1`, [member.id]);
    expect(still.role).toBe('owner');
  });

  it('it still ends after 8 hours idle, and sign-out ends the session and clears the cookie; a bearer token keeps working for scripts', async () => {
    const idle = await cookieSignIn('support');
    await shop.app.db.query(`UPDATE staff_session SET last_seen_at = now() - interval '8 hours 1 minute' WHERE staff_id = $1`, [idle.member.id]);
    expect(code(await gqlWith(asNewTab(idle.cookie), `{ currentStaff { id } }`))).toBe('UNAUTHENTICATED');

    const { cookie, token } = await cookieSignIn('support');
    expect((await shop.gql(`{ currentStaff { id } }`, {}, token)).body.data.currentStaff.id).toBeTruthy();
    const out = await shop.http('/admin/api/session', { method: 'DELETE', headers: asNewTab(cookie) });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^rangrez_staff=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/);
    expect(code(await gqlWith(asNewTab(cookie), `{ currentStaff { id } }`))).toBe('UNAUTHENTICATED');
    expect(code(await shop.gql(`{ currentStaff { id } }`, {}, token))).toBe('UNAUTHENTICATED');
    // Handing a dead or shopper token over sets no cookie.
    const refused = await shop.http('/admin/api/session', { method: 'POST', token });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('is Secure when the shop is served over https', () => {
    expect(staffCookie('a.b.c', new Date(Date.now() + 3600_000), true)).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});
