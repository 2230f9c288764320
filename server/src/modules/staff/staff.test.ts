import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aShopper } from '../../test/builders';
import { aStaffMember, aStaffSession } from '../../test/staff-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { buildContext } from '../../context';
import { adminRoute, STAFF_SESSION_OVER_MESSAGE, SHOPPER_NOT_STAFF_MESSAGE } from '../access/admin-guard';
import { INVALID_STAFF_CREDENTIALS, LAST_OWNER, STAFF_LOGIN_POLICY, TOO_MANY_STAFF_LOGINS_ACCOUNT, WRONG_TOTP_CODE } from './staff.service';

let shop: TestShop;
let n = 0;

beforeAll(async () => {
  // Behind a proxy on this machine: each test speaks from its own client address (per-address limits).
  shop = await startTestShop({ env: { GATEWAY_TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await shop?.stop();
});

const freshAddress = () => `10.77.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

const LOGIN = `mutation($email: String!, $password: String!, $totpCode: String) {
  staffLogin(email: $email, password: $password, totpCode: $totpCode) { token expiresAt totpRequired totpEnrolment { secret otpauthUri } staff { id email role active totpEnrolled } }
}`;
const CURRENT = `{ currentStaff { id email name role } }`;
const LOGOUT = `mutation { staffLogout }`;

function login(email: string, password: string, totpCode?: string, address = freshAddress()) {
  return shop.http('/graphql', { method: 'POST', body: { query: LOGIN, variables: { email, password, totpCode } }, headers: { 'x-forwarded-for': address } });
}

const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

/** `npm run staff -- ...` as an operator runs it, against the test shop's database. */
function staffCommand(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const url = (shop.app.db.options as { url: string }).url;
    execFile(
      process.execPath,
      ['-r', './scripts/ts-register.cjs', 'server/src/scripts/staff.ts', ...args],
      { env: { ...process.env, DATABASE_URL: url, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe('the first owner, from the command line', () => {
  it('`npm run staff -- add <email> --role owner` with STAFF_PASSWORD creates an owner who signs in with a token; nothing secret is printed', async () => {
    const password = `first owner ${crypto.randomBytes(4).toString('hex')}`;
    const added = await staffCommand(['add', 'Owner@Example.com', '--role', 'owner', '--name', 'Meera Owner'], { STAFF_PASSWORD: password });
    expect(added.out).toMatch(/added owner Owner@Example.com/);
    expect(added.code).toBe(0);
    expect(added.out).not.toContain(password);
    expect(added.out).not.toMatch(/argon2/);

    const res = await login('owner@example.com', password);
    expect(res.body.errors).toBeUndefined();
    const answer = res.body.data.staffLogin;
    expect(answer).toMatchObject({ totpRequired: false, totpEnrolment: null, staff: { email: 'Owner@Example.com', role: 'OWNER', active: true } });
    expect(typeof answer.token).toBe('string');
    expect(new Date(answer.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);

    const me = await shop.gql(CURRENT, {}, answer.token);
    expect(me.body.data.currentStaff).toMatchObject({ email: 'Owner@Example.com', name: 'Meera Owner', role: 'OWNER' });

    // The same e-mail again, any letter case, is refused; a short password never reaches the database.
    const again = await staffCommand(['add', 'OWNER@example.com', '--role', 'owner'], { STAFF_PASSWORD: password });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already exists/);
    const short = await staffCommand(['add', 'short@example.com', '--role', 'support'], { STAFF_PASSWORD: 'short' });
    expect(short.code).toBe(1);
    expect(short.out).toMatch(/12 to 128 characters/);
    expect((await staffCommand(['add', 'x@example.com', '--role', 'king'])).code).toBe(2);

    const trail = await shop.gql(`{ auditEntries(filter: { action: "staff." }) { entries { action staffEmail staffRole staffRoleLabel entityType after } } }`, {}, answer.token);
    expect(trail.body.data.auditEntries.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff.create', staffEmail: 'command line', staffRole: 'operator', staffRoleLabel: 'Command line', after: { email: 'Owner@Example.com', name: 'Meera Owner', role: 'owner', active: true } }),
        expect.objectContaining({ action: 'staff.login', staffEmail: 'Owner@Example.com', staffRole: 'owner', staffRoleLabel: 'Owner' }),
      ]),
    );
  }, 120_000);
});

describe('signing in', () => {
  it('a wrong password and an unknown e-mail get the same UNAUTHENTICATED answer', async () => {
    const { member } = await aStaffMember(shop, 'manager');
    const wrong = await login(member.email, 'not the password at all');
    const unknown = await login('nobody@rangrez.example', 'not the password at all');
    for (const res of [wrong, unknown]) {
      expect(res.body.data).toBeNull();
      expect(res.body.errors?.[0]).toMatchObject({ message: INVALID_STAFF_CREDENTIALS, extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it(`after ${STAFF_LOGIN_POLICY.failedLoginsPerAccount} failures an account is refused with TOO_MANY_REQUESTS, even with the right password and from another address`, async () => {
    // Failures count in fixed 15-minute windows: a run that straddles a window's end starts over in the next one.
    const windowNow = async () => (await shop.app.db.query(`SELECT floor(extract(epoch FROM now()) / $1) AS w`, [STAFF_LOGIN_POLICY.windowSeconds]))[0].w;
    for (let attempt = 0; ; attempt++) {
      const { member, password } = await aStaffMember(shop, 'support');
      const window = await windowNow();
      for (let i = 0; i < STAFF_LOGIN_POLICY.failedLoginsPerAccount; i++) expect(codeOf(await login(member.email, `guess number ${i}!`))).toBe('UNAUTHENTICATED');
      const blocked = await login(member.email, password);
      if (attempt === 0 && (await windowNow()) !== window) continue;
      expect(blocked.body.errors?.[0]).toMatchObject({ message: TOO_MANY_STAFF_LOGINS_ACCOUNT, extensions: { code: 'TOO_MANY_REQUESTS' } });
      break;
    }
  });

  it('a deactivated member cannot sign in', async () => {
    const { member, password } = await aStaffMember(shop, 'support');
    const { token: owner } = await aStaffMember(shop, 'owner');
    await shop.gql(`mutation($id: ID!) { deactivateStaff(id: $id) { active } }`, { id: member.id }, owner);
    expect(codeOf(await login(member.email, password))).toBe('FORBIDDEN');
  });
});

describe('sessions', () => {
  it('a session unused for 8 hours is over; one used 7 hours ago is not (and is marked seen)', async () => {
    const { token, sessionId } = await aStaffMember(shop, 'support');
    await shop.app.db.query(`UPDATE staff_session SET last_seen_at = now() - interval '7 hours' WHERE id = $1`, [sessionId]);
    expect((await shop.gql(CURRENT, {}, token)).body.errors).toBeUndefined();
    const [seen] = await shop.app.db.query(`SELECT now() - last_seen_at < interval '1 minute' AS fresh FROM staff_session WHERE id = $1`, [sessionId]);
    expect(seen.fresh).toBe(true);

    await shop.app.db.query(`UPDATE staff_session SET last_seen_at = now() - interval '8 hours 1 minute' WHERE id = $1`, [sessionId]);
    const idle = await shop.gql(CURRENT, {}, token);
    expect(idle.body.errors?.[0]).toMatchObject({ message: STAFF_SESSION_OVER_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('logout ends the session at once; other sessions of the same member go on', async () => {
    const { member, token } = await aStaffMember(shop, 'manager');
    const other = await aStaffSession(shop, member.id);
    expect((await shop.gql(LOGOUT, {}, token)).body.data).toEqual({ staffLogout: true });
    expect(codeOf(await shop.gql(CURRENT, {}, token))).toBe('UNAUTHENTICATED');
    expect((await shop.gql(CURRENT, {}, other)).body.data.currentStaff.id).toBe(member.id);
  });

  it('deactivation ends every session of the member at once, and a role change applies from the next request', async () => {
    const { token: owner } = await aStaffMember(shop, 'owner');
    const { member, token } = await aStaffMember(shop, 'manager');
    const second = await aStaffSession(shop, member.id);
    const staffList = `{ staffMembers { id } }`;
    expect(codeOf(await shop.gql(staffList, {}, token))).toBe('FORBIDDEN');
    await shop.gql(`mutation($id: ID!) { updateStaffRole(id: $id, role: OWNER) { role } }`, { id: member.id }, owner);
    expect((await shop.gql(staffList, {}, token)).body.errors).toBeUndefined();

    const off = await shop.gql(`mutation($id: ID!) { deactivateStaff(id: $id) { active } }`, { id: member.id }, owner);
    expect(off.body.data.deactivateStaff.active).toBe(false);
    for (const t of [token, second]) expect(codeOf(await shop.gql(CURRENT, {}, t))).toBe('UNAUTHENTICATED');
    const [row] = await shop.app.db.query(`SELECT count(*)::int AS live FROM staff_session WHERE staff_id = $1 AND revoked_at IS NULL`, [member.id]);
    expect(row.live).toBe(0);
  });

  it('the last active owner can be neither demoted nor deactivated', async () => {
    const owners: { id: string }[] = await shop.app.db.query(`SELECT id FROM staff_member WHERE role = 'owner' AND active`);
    const { member: last, token } = await aStaffMember(shop, 'owner');
    // Make `last` the only active owner left.
    for (const o of owners) await shop.app.db.query(`UPDATE staff_member SET role = 'manager' WHERE id = $1`, [o.id]);
    const demote = await shop.gql(`mutation($id: ID!) { updateStaffRole(id: $id, role: SUPPORT) { role } }`, { id: last.id }, token);
    expect(demote.body.errors?.[0]).toMatchObject({ message: LAST_OWNER, extensions: { code: 'CONFLICT' } });
    const off = await shop.gql(`mutation($id: ID!) { deactivateStaff(id: $id) { active } }`, { id: last.id }, token);
    expect(off.body.errors?.[0]).toMatchObject({ message: LAST_OWNER });
    for (const o of owners) await shop.app.db.query(`UPDATE staff_member SET role = 'owner' WHERE id = $1`, [o.id]);
  });
});

describe('staff and shoppers never stand in for each other', () => {
  it("a shopper's token is FORBIDDEN on admin operations; no token is UNAUTHENTICATED", async () => {
    const { token } = await aShopper(shop);
    const asShopper = await shop.gql(CURRENT, {}, token);
    expect(asShopper.body.errors?.[0]).toMatchObject({ message: SHOPPER_NOT_STAFF_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    expect(codeOf(await shop.gql(`{ staffMembers { id } }`, {}, token))).toBe('FORBIDDEN');
    expect(codeOf(await shop.gql(CURRENT))).toBe('UNAUTHENTICATED');
  });

  it("a staff token is refused where a shopper acts: cart, orders, account (GraphQL FORBIDDEN, REST 403)", async () => {
    const { token } = await aStaffMember(shop, 'owner');
    for (const query of [`{ cart { items { quantity } } }`, `{ myOrders { id } }`, `{ me { id } }`]) {
      const res = await shop.gql(query, {}, token);
      expect(res.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    for (const path of ['/api/v1/cart', '/api/v1/orders/myOrders/', '/api/v1/auth/me']) {
      const res = await shop.http(path, { token });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toMatch(/staff sign-in cannot act as a shopper/);
    }
  });
});

describe('admin REST routes (adminRoute)', () => {
  it('answer 401 without a staff session, 403 to shoppers and to roles the table does not allow, JSON messages both', async () => {
    // A route as a module mounts it under /admin (e.g. POST /admin/media), on a bare app over the shop's services.
    const app = express();
    app.use((req, _res, next) => {
      req.ctx = buildContext(shop.app, req.headers.authorization, '127.0.0.1');
      next();
    });
    app.post('/admin/thing', adminRoute('media.upload'), (req, res) => res.status(201).json({ by: req.ctx.staff!.role }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const post = async (token?: string) => {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/thing`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, body: await res.json() };
    };
    try {
      expect(await post()).toEqual({ status: 401, body: { message: 'Please sign in as staff to continue.' } });
      expect(await post((await aShopper(shop)).token)).toEqual({ status: 403, body: { message: SHOPPER_NOT_STAFF_MESSAGE } });
      const support = await post((await aStaffMember(shop, 'support')).token);
      expect(support.status).toBe(403);
      expect(support.body.message).toMatch(/Your role \(support\) may not do this/);
      expect(await post((await aStaffMember(shop, 'manager')).token)).toEqual({ status: 201, body: { by: 'manager' } });
    } finally {
      server.close();
    }
  });
});

describe('answers about admin operations are never cached', () => {
  it('are private, no-store with a staff token and without one', async () => {
    const { token } = await aStaffMember(shop, 'owner');
    for (const t of [token, undefined]) {
      const res = await shop.gql(`{ currentStaff { id } staffSettings { requireTotp } }`, {}, t);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('the audit trail', () => {
  it('the database refuses to change, delete or truncate a recorded entry, even to the tables\' owner (triggers)', async () => {
    await aStaffMember(shop, 'support');
    const [entry] = await shop.app.db.query(`SELECT id FROM audit_entry ORDER BY id DESC LIMIT 1`);
    await expect(shop.asOwner(`UPDATE audit_entry SET action = 'nothing happened' WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only: UPDATE/);
    await expect(shop.asOwner(`DELETE FROM audit_entry WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only: DELETE/);
    await expect(shop.asOwner(`TRUNCATE audit_entry`)).rejects.toThrow(/append-only: TRUNCATE/);
    const [still] = await shop.app.db.query(`SELECT action FROM audit_entry WHERE id = $1`, [entry.id]);
    expect(still.action).toBe('staff.create');
  });

  it('owners browse it newest first, filtered by who, what, which record and when; others may not', async () => {
    const { member: owner, token } = await aStaffMember(shop, 'owner');
    const { member: target } = await aStaffMember(shop, 'support');
    await shop.gql(`mutation($id: ID!) { updateStaffRole(id: $id, role: MANAGER) { role } }`, { id: target.id }, token);
    await shop.gql(`mutation($id: ID!) { deactivateStaff(id: $id) { active } }`, { id: target.id }, token);

    const Q = `query($filter: AuditFilter, $limit: Int) { auditEntries(filter: $filter, limit: $limit) { hasMore entries { action staffId staffRole entityType entityId before after ip at } } }`;
    const mine = (await shop.gql(Q, { filter: { staffId: owner.id, entityId: target.id } }, token)).body.data.auditEntries;
    expect(mine.entries.map((e: { action: string }) => e.action)).toEqual(['staff.deactivate', 'staff.role']);
    expect(mine.entries[1]).toMatchObject({ staffRole: 'owner', entityType: 'staff', before: { role: 'support' }, after: { role: 'manager' } });
    expect(mine.entries[0]).toMatchObject({ before: { active: true }, after: { active: false, sessionsEnded: 1 } });
    expect(JSON.stringify(mine)).not.toMatch(/argon2|password|secret/i);

    const paged = (await shop.gql(Q, { filter: { entityId: target.id }, limit: 1 }, token)).body.data.auditEntries;
    expect(paged).toMatchObject({ hasMore: true, entries: [{ action: 'staff.deactivate' }] });
    const future = (await shop.gql(Q, { filter: { from: new Date(Date.now() + 3_600_000).toISOString() } }, token)).body.data.auditEntries;
    expect(future.entries).toEqual([]);

    const { token: manager } = await aStaffMember(shop, 'manager');
    expect(codeOf(await shop.gql(Q, {}, manager))).toBe('FORBIDDEN');
  });
});

describe('an authenticator code at sign-in (TOTP)', () => {
  it('once an owner requires it, a member enrols at sign-in, then gives a fresh code each time', async () => {
    const { token: owner } = await aStaffMember(shop, 'owner');
    const { member, password } = await aStaffMember(shop, 'support');
    const setting = await shop.gql(`mutation { setRequireTotp(required: true) { requireTotp } }`, {}, owner);
    expect(setting.body.data.setRequireTotp.requireTotp).toBe(true);
    try {
      const first = (await login(member.email, password)).body.data.staffLogin;
      expect(first).toMatchObject({ token: null, totpRequired: true });
      const { secret, otpauthUri } = first.totpEnrolment;
      expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/Rangrez:.*secret=${secret}`));
      // Asking again shows the same authenticator to set up (a reload of the sign-in page).
      expect((await login(member.email, password)).body.data.staffLogin.totpEnrolment.secret).toBe(secret);

      const wrong = await login(member.email, password, '000000');
      expect(wrong.body.errors?.[0]).toMatchObject({ message: WRONG_TOTP_CODE, extensions: { code: 'UNAUTHENTICATED' } });

      const now = Math.floor(Date.now() / 1000);
      const code = await generate({ secret, epoch: now });
      const enrolled = (await login(member.email, password, code)).body.data.staffLogin;
      expect(typeof enrolled.token).toBe('string');
      expect(enrolled.staff.totpEnrolled).toBe(true);

      // From now on: the code is asked for, with nothing to set up; a code is accepted once only.
      expect((await login(member.email, password)).body.data.staffLogin).toMatchObject({ token: null, totpRequired: true, totpEnrolment: null });
      expect(codeOf(await login(member.email, password, code))).toBe('UNAUTHENTICATED');
      const next = await generate({ secret, epoch: now + 30 });
      expect(typeof (await login(member.email, password, next)).body.data.staffLogin.token).toBe('string');

      const trail = await shop.gql(`query($f: AuditFilter) { auditEntries(filter: $f) { entries { action } } }`, { f: { entityId: member.id, action: 'staff.totp.enrol' } }, owner);
      expect(trail.body.data.auditEntries.entries).toHaveLength(1);
    } finally {
      await shop.gql(`mutation { setRequireTotp(required: false) { requireTotp } }`, {}, owner);
    }
    const settings = await shop.gql(`query($f: AuditFilter) { auditEntries(filter: $f) { entries { before after } } }`, { f: { action: 'settings.update' } }, owner);
    expect(settings.body.data.auditEntries.entries.slice(0, 2)).toEqual([
      { before: { value: true }, after: { value: false } },
      { before: { value: false }, after: { value: true } },
    ]);
  });

  it('a member may set one up on their own; an owner resets it for a lost phone', async () => {
    const { token: owner } = await aStaffMember(shop, 'owner');
    const { member, token, password } = await aStaffMember(shop, 'manager');
    const enrolment = (await shop.gql(`mutation { enrolTotp { secret otpauthUri } }`, {}, token)).body.data.enrolTotp;
    expect(codeOf(await shop.gql(`mutation($c: String!) { confirmTotp(code: $c) { totpEnrolled } }`, { c: '123' }, token))).toBe('BAD_USER_INPUT');
    const code = await generate({ secret: enrolment.secret });
    const confirmed = await shop.gql(`mutation($c: String!) { confirmTotp(code: $c) { totpEnrolled } }`, { c: code }, token);
    expect(confirmed.body.data.confirmTotp.totpEnrolled).toBe(true);
    expect((await login(member.email, password)).body.data.staffLogin).toMatchObject({ token: null, totpRequired: true });

    const reset = await shop.gql(`mutation($id: ID!) { resetStaffTotp(id: $id) { totpEnrolled } }`, { id: member.id }, owner);
    expect(reset.body.data.resetStaffTotp.totpEnrolled).toBe(false);
    expect(typeof (await login(member.email, password)).body.data.staffLogin.token).toBe('string');
  });
});
