import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's runtime role, `rangrez_app` (issue 27, class 6): the owner of the tables (who runs the
 * migrations) could disable the audit trail's append-only triggers, so the shop no longer serves
 * requests as the owner. Every pooled connection switches to this role (`-c role=rangrez_app`); it
 * may read and write the shop's tables, and only INSERT and SELECT the audit trail.
 *
 * Roles belong to the whole PostgreSQL server, not to one database: the role is created once (several
 * databases may migrate at the same moment, so a simultaneous creation is taken as done) and never
 * dropped by `down`. A non-superuser owner needs to be a member of the role to switch to it; an owner
 * without CREATEROLE needs an administrator to create it first (docs/security.md).
 */
export class RuntimeRole1790000500000 implements MigrationInterface {
  name = 'RuntimeRole1790000500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rangrez_app') THEN
          BEGIN
            CREATE ROLE rangrez_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS;
          EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
          END;
        END IF;
        IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AND NOT pg_has_role(current_user, 'rangrez_app', 'MEMBER') THEN
          EXECUTE format('GRANT rangrez_app TO %I', current_user);
        END IF;
      END
      $$`);
    await q.query(`GRANT USAGE ON SCHEMA public TO rangrez_app`);
    await q.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO rangrez_app`);
    await q.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO rangrez_app`);
    await q.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO rangrez_app`);
    await q.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO rangrez_app`);
    await q.query(`REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_entry FROM rangrez_app`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON TABLES FROM rangrez_app`);
    await q.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM rangrez_app`);
    await q.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM rangrez_app`);
    await q.query(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM rangrez_app`);
    await q.query(`REVOKE ALL ON SCHEMA public FROM rangrez_app`);
  }
}
