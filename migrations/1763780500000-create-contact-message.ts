import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContactMessage1763780500000 implements MigrationInterface {
  name = 'CreateContactMessage1763780500000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        full_name text NOT NULL,
        email text NOT NULL,
        phone_number text NOT NULL,
        subject text NOT NULL DEFAULT '',
        message text NOT NULL DEFAULT '',
        user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // "The same message" = same e-mail (any letter case) + same subject + same message text. Hashing the
    // texts keeps index entries small however long a message is; the unique index makes parallel resends
    // lose the race instead of both passing a read-then-insert check.
    await q.query(`CREATE UNIQUE INDEX contact_message_same_uq ON contact_message (lower(email), md5(subject), md5(message))`);
    await q.query(`CREATE INDEX contact_message_user_idx ON contact_message (user_id) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE INDEX contact_message_created_idx ON contact_message (created_at DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_message`);
  }
}
