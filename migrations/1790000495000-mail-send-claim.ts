import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A mail is sent with no transaction open: its send job claims it first with one statement
 * (`claimed_until`, a lease of a few minutes), then talks to the SMTP server, then marks it sent. The
 * lease keeps a second worker from sending it meanwhile and frees itself if the sending process dies.
 * (Before, the row was locked in a transaction held across the SMTP conversation.)
 */
export class MailSendClaim1790000495000 implements MigrationInterface {
  name = 'MailSendClaim1790000495000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_message ADD COLUMN claimed_until timestamptz`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_message DROP COLUMN claimed_until`);
  }
}
