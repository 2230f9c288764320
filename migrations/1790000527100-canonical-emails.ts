import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One canonical form of an e-mail address (server/src/common/identity.ts): NFKC, trimmed, ASCII letters
 * lower-cased, computed by PostgreSQL the same way whatever the database's collation (lower() under
 * COLLATE "C" folds ASCII only). Shoppers and staff keep their address as typed; `email_canonical` is
 * generated from it, and uniqueness moves from `lower(email)` (which followed the collation, and so
 * disagreed with JavaScript's lower-casing on letters like `İ`) to it. Sign-in lookups and rate-limit
 * keys compare with it exactly.
 *
 * Two existing accounts whose addresses have one canonical form (full-width twins) stop this migration
 * at the unique index: merge or rename one of them first.
 */
export class CanonicalEmails1790000527100 implements MigrationInterface {
  name = 'CanonicalEmails1790000527100';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['app_user', 'staff_member']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN email_canonical text GENERATED ALWAYS AS (lower(btrim(normalize(email, NFKC)) COLLATE "C")) STORED`);
      await q.query(`CREATE UNIQUE INDEX ${table}_email_canonical_uq ON ${table} (email_canonical)`);
    }
    await q.query(`DROP INDEX app_user_email_lower_uq`);
    await q.query(`DROP INDEX staff_member_email_uq`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNIQUE INDEX app_user_email_lower_uq ON app_user (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX staff_member_email_uq ON staff_member (lower(email))`);
    for (const table of ['app_user', 'staff_member']) {
      await q.query(`DROP INDEX ${table}_email_canonical_uq`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN email_canonical`);
    }
  }
}
