import crypto from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../../migrations';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A brand-new, empty database for one test file, so files run in parallel and in any order. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `rz_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Only the migrations up to `last`, so a migration test can write data exactly as the schema of that time stored it. */
export function dataSourceUpTo(url: string, last: (typeof migrations)[number]): DataSource {
  const upTo = migrations.slice(0, migrations.indexOf(last) + 1);
  return new DataSource({ type: 'postgres', url, migrations: upTo, entities: [], logging: ['error'] });
}
