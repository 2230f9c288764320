import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aShopper } from '../../test/builders';
import { aStaffMember } from '../../test/staff-builders';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.stop();
});

const TRAIL = `query($filter: AuditFilter) { auditEntries(filter: $filter, limit: 100) { entries { action staffId staffEmail staffRole staffRoleLabel entityType entityId after ip } } }`;

async function trail(action: string, extra: Record<string, unknown> = {}) {
  const { token } = await aStaffMember(shop, 'owner');
  const res = await shop.gql(TRAIL, { filter: { action, ...extra } }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.auditEntries.entries as { action: string; staffId: string | null; staffEmail: string; staffRole: string; staffRoleLabel: string; entityType: string; entityId: string | null; after: Record<string, unknown>; ip: string }[];
}

/** Repeats are counted per minute: a test that counts them starts well inside one. */
async function inOneMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((r) => setTimeout(r, left + 100));
}

const signIn = (email: string, password: string, totpCode?: string) =>
  shop.gql(`mutation($e: String!, $p: String!, $c: String) { staffLogin(email: $e, password: $p, totpCode: $c) { token totpRequired } }`, { e: email, p: password, c: totpCode });

describe('class 6: the audit trail misses what matters most', () => {
  it('a staff member refused an operation their role may not run is recorded: who, role, which operation, why, from where (GraphQL and REST)', async () => {
    const { member, token } = await aStaffMember(shop, 'support');
    const refused = await shop.gql(`{ staffMembers { id } }`, {}, token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await shop.http('/admin/api/products/export.csv', { token });
    expect(csv.status).toBe(403);
    const entries = (await trail('access.denied')).filter((e) => e.staffId === member.id);
    expect(entries.map((e) => e.entityId).sort()).toEqual(['catalog.import', 'staff.manage']);
    for (const e of entries) {
      expect(e).toMatchObject({ staffEmail: member.email, staffRole: 'support', entityType: 'operation', after: { attemptThisMinute: 1 } });
      expect(String(e.after.reason)).toMatch(/Your role \(support\) may not do this/);
      expect(e.ip).toMatch(/127\.0\.0\.1/);
    }
  });

  it('a shopper calling an admin operation is recorded as a shopper', async () => {
    const { user, token } = await aShopper(shop);
    const refused = await shop.gql(`{ staffMembers { id } }`, {}, token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const entries = (await trail('access.denied')).filter((e) => e.after.shopperId === user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffId: null, staffEmail: user.email, staffRole: 'shopper', staffRoleLabel: 'Shopper', entityId: 'staff.manage' });
  });

  it('repeats cannot fill the trail: 12 refusals of one operation in a minute leave the 1st and the 10th', { timeout: 30_000 }, async () => {
    const { member, token } = await aStaffMember(shop, 'support');
    await inOneMinute();
    for (let i = 0; i < 12; i++) await shop.gql(`{ staffSettings { requireTotp } }`, {}, token);
    const entries = (await trail('access.denied')).filter((e) => e.staffId === member.id);
    expect(entries.map((e) => e.after.attemptThisMinute).sort((a, b) => Number(a) - Number(b))).toEqual([1, 10]);
  });

  it('failed staff sign-ins are recorded: wrong password, unknown e-mail, deactivated, locked', { timeout: 30_000 }, async () => {
    const { member, password } = await aStaffMember(shop, 'manager');
    await inOneMinute();
    expect((await signIn(member.email, 'not the password at all')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await signIn('nobody-here@rangrez.example', 'not the password at all')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { member: gone, password: gonePassword } = await aStaffMember(shop, 'support');
    const { token: owner } = await aStaffMember(shop, 'owner');
    await shop.gql(`mutation($id: ID!) { deactivateStaff(id: $id) { active } }`, { id: gone.id }, owner);
    expect((await signIn(gone.email, gonePassword)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Five failures lock the account; the sixth attempt, even with the right password, is refused and recorded.
    for (let i = 0; i < 4; i++) await signIn(member.email.toUpperCase(), `wrong password ${i}`);
    expect((await signIn(member.email, password)).body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    const entries = await trail('staff.login.failed');
    const byReason = (reason: string) => entries.filter((e) => e.after.reason === reason);
    expect(byReason('wrong-password').find((e) => e.after.attemptThisMinute === 1)).toMatchObject({ staffId: member.id, staffEmail: member.email, staffRole: 'manager', entityId: member.id });
    // The same account in other letter case is one key: five wrong passwords, written once.
    expect(byReason('wrong-password').filter((e) => e.staffId === member.id)).toHaveLength(1);
    expect(byReason('unknown-account')).toEqual([expect.objectContaining({ staffId: null, staffEmail: 'nobody-here@rangrez.example', staffRole: 'unknown', staffRoleLabel: 'Unknown account' })]);
    expect(byReason('deactivated')).toEqual([expect.objectContaining({ staffId: gone.id })]);
    expect(byReason('locked-account')).toEqual([expect.objectContaining({ staffEmail: member.email.toLowerCase() })]);
    for (const e of entries) expect(JSON.stringify(e)).not.toMatch(/wrong password|not the password/);
  });

  it('the shop’s own database connection cannot disable the trail’s triggers, nor change, delete or truncate an entry', async () => {
    await aStaffMember(shop, 'support');
    const [entry] = await shop.app.db.query(`SELECT id, action FROM audit_entry ORDER BY id DESC LIMIT 1`);
    const [who] = await shop.app.db.query(`SELECT current_user AS role, session_user AS login`);
    expect(who.role).toBe('rangrez_app');
    for (const statement of [
      `ALTER TABLE audit_entry DISABLE TRIGGER ALL`,
      `ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_no_change`,
      `UPDATE audit_entry SET action = 'nothing happened' WHERE id = ${entry.id}`,
      `DELETE FROM audit_entry WHERE id = ${entry.id}`,
      `TRUNCATE audit_entry`,
      `DROP TABLE audit_entry`,
      `DROP TRIGGER audit_entry_no_change ON audit_entry`,
    ]) {
      await expect(shop.app.db.query(statement), statement).rejects.toThrow(/permission denied|must be owner/);
    }
    // Every connection of the pool, not just the first: ten at once.
    const roles = await Promise.all(Array.from({ length: 10 }, () => shop.app.db.query(`SELECT current_user AS role, pg_sleep(0.05)`)));
    expect(new Set(roles.map(([r]) => r.role))).toEqual(new Set(['rangrez_app']));
    const [still] = await shop.app.db.query(`SELECT action FROM audit_entry WHERE id = $1`, [entry.id]);
    expect(still.action).toBe(entry.action);
    const [triggers] = await shop.asOwner(`SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = 'audit_entry'::regclass AND NOT tgisinternal AND tgenabled = 'O'`);
    expect(triggers.n).toBe(2);
  });
});
