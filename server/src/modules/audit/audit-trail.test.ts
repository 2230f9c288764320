import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aStaffMember } from '../../test/staff-builders';
import { startTestShop, type TestShop } from '../../test/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.stop();
});

describe('class 6: the audit trail misses what matters most', () => {
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
