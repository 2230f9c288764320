import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRateLimit1763780050000 implements MigrationInterface {
  name = 'CreateRateLimit1763780050000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limit (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
    await q.query(`CREATE INDEX rate_limit_window_idx ON rate_limit (window_start)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit`);
  }
}
