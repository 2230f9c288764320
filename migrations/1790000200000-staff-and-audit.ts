import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's foundation: staff (apart from shoppers), their sessions, shop-wide settings and the
 * append-only audit trail of what staff did.
 */
export class StaffAndAudit1790000200000 implements MigrationInterface {
  name = 'StaffAndAudit1790000200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_member (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'manager', 'support')),
        password_hash text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        totp_secret text,
        totp_enrolled_at timestamptz,
        totp_pending_secret text,
        totp_last_step integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);
    // One account per e-mail whatever its letter case; the index decides between simultaneous invitations.
    await q.query(`CREATE UNIQUE INDEX staff_member_email_uq ON staff_member (lower(email))`);

    await q.query(`
      CREATE TABLE staff_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        staff_id uuid NOT NULL REFERENCES staff_member (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        ip text NOT NULL DEFAULT ''
      )`);
    // Deactivation and logout-everywhere revoke a member's live sessions: found through this index.
    await q.query(`CREATE INDEX staff_session_live_idx ON staff_session (staff_id) WHERE revoked_at IS NULL`);

    await q.query(`
      CREATE TABLE shop_setting (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE audit_entry (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        staff_id uuid REFERENCES staff_member (id),
        staff_email text NOT NULL,
        staff_role text NOT NULL,
        action text NOT NULL,
        entity_type text NOT NULL,
        entity_id text,
        before jsonb,
        after jsonb,
        ip text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE INDEX audit_entry_at_idx ON audit_entry (at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_entry_staff_idx ON audit_entry (staff_id, at DESC)`);
    await q.query(`CREATE INDEX audit_entry_entity_idx ON audit_entry (entity_type, entity_id, at DESC)`);
    await q.query(`CREATE INDEX audit_entry_action_idx ON audit_entry (action, at DESC)`);
    // Append-only in the database itself, whoever connects: a recorded entry is never changed or removed.
    await q.query(`
      CREATE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entry is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await q.query(`CREATE TRIGGER audit_entry_no_change BEFORE UPDATE OR DELETE ON audit_entry FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only()`);
    await q.query(`CREATE TRIGGER audit_entry_no_truncate BEFORE TRUNCATE ON audit_entry FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_append_only()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_entry`);
    await q.query(`DROP FUNCTION audit_entry_append_only()`);
    await q.query(`DROP TABLE shop_setting`);
    await q.query(`DROP TABLE staff_session`);
    await q.query(`DROP TABLE staff_member`);
  }
}
