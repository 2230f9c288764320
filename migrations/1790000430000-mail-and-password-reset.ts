import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail the shop sends: one row per mail, unique by what it is about (its idempotency key, e.g.
 * `order:<id>:shipped`), so an event handled twice queues one mail and a mail marked sent is never
 * sent again. Password reset links: only a hash of each token is kept, with its expiry and when it was
 * used. A shopper's password change time, so sessions from before a reset end.
 */
export class MailAndPasswordReset1790000430000 implements MigrationInterface {
  name = 'MailAndPasswordReset1790000430000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        idempotency_key text NOT NULL UNIQUE,
        kind text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        data jsonb NOT NULL,
        html text,
        text_body text,
        message_id text NOT NULL,
        sensitive boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        last_attempt_at timestamptz,
        last_error text,
        sent_at timestamptz,
        transport text CHECK (transport IN ('smtp', 'outbox')),
        failed_at timestamptz
      )`);
    // The outbox lists newest first.
    await q.query(`CREATE INDEX mail_message_created_idx ON mail_message (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE password_reset (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX password_reset_user_idx ON password_reset (user_id)`);
    await q.query(`ALTER TABLE app_user ADD COLUMN password_changed_at timestamptz`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP COLUMN password_changed_at`);
    await q.query(`DROP TABLE password_reset`);
    await q.query(`DROP TABLE mail_message`);
  }
}
