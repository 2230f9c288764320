import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { prepareJobQueues } from '../common/jobs';
import { createDataSource } from '../data-source';
import { startEmbeddedPostgres } from './embedded';

export interface OpenDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise a real PostgreSQL started from npm, its data under .data/pg. */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const pg = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  return { url: pg.url, embedded: true, stop: pg.stop };
}

/**
 * Connects and brings the schema up to date. Migrations each run in their own transaction; then the job
 * queue's own schema (pg-boss's, which it versions itself) and the shop's queues.
 */
export async function connectAndMigrate(url: string, poolSize?: number, slowQueryMs?: number): Promise<DataSource> {
  const ds = createDataSource(url, { poolSize, slowQueryMs });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await prepareJobQueues(ds);
  return ds;
}
