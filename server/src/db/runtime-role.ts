import type { DataSource } from 'typeorm';

/**
 * The database role the shop runs as. Migrations run as the owner of the tables (the user of
 * DATABASE_URL); every pooled connection the shop then serves requests on switches to this role at
 * start-up (`-c role=…`), which may read and write the shop's tables but owns none: it cannot disable
 * a trigger, alter a table, or change or remove an audit entry (INSERT and SELECT only on audit_entry).
 * Created by the migration `1790000500000-runtime-role` (NOLOGIN); see docs/security.md.
 */
export const RUNTIME_ROLE = 'rangrez_app';

/**
 * Grants the runtime role what the shop needs on everything the owner has made so far: the migrations'
 * tables (the default privileges cover tables later migrations create) and pg-boss's schema, which
 * pg-boss creates after the migrations. Idempotent; run by whoever migrates, as the owner, last.
 */
export async function grantRuntimeRole(ds: DataSource, jobsSchema: string): Promise<void> {
  for (const schema of ['public', jobsSchema]) {
    await ds.query(`GRANT USAGE ON SCHEMA ${schema} TO ${RUNTIME_ROLE}`);
    await ds.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${RUNTIME_ROLE}`);
    await ds.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${RUNTIME_ROLE}`);
  }
  // The audit trail: written and read, never changed. (The triggers refuse it too, but only a role that
  // does not own the table cannot switch them off.)
  await ds.query(`REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_entry FROM ${RUNTIME_ROLE}`);
}
