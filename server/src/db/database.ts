import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { JOBS_SCHEMA, prepareJobQueues } from '../common/jobs';
import { createDataSource } from '../data-source';
import { startEmbeddedPostgres } from './embedded';
import { grantRuntimeRole, RUNTIME_ROLE } from './runtime-role';

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
 * Brings the schema up to date as the owner of the tables (the user of `url`): migrations each in their
 * own transaction, then the job queue's own schema (pg-boss's, which it versions itself) and the shop's
 * queues, then the runtime role's rights on all of it; then `asOwner` (the demo seed, which analyses
 * the tables it fills). Answers the shop's pool, whose every connection runs as the runtime role
 * (db/runtime-role.ts): the shop never serves a request as the owner.
 */
export async function connectAndMigrate(url: string, poolSize?: number, slowQueryMs?: number, asOwner?: (owner: DataSource) => Promise<void>): Promise<DataSource> {
  const owner = createDataSource(url, { poolSize: 2, slowQueryMs });
  await owner.initialize();
  try {
    await owner.runMigrations({ transaction: 'each' });
    await prepareJobQueues(owner);
    await grantRuntimeRole(owner, JOBS_SCHEMA);
    if (asOwner) await asOwner(owner);
  } finally {
    await owner.destroy();
  }
  return connectAsRuntime(url, poolSize, slowQueryMs);
}

/** The shop's pool on an already migrated database: every connection as the runtime role. */
export function connectAsRuntime(url: string, poolSize?: number, slowQueryMs?: number): Promise<DataSource> {
  return createDataSource(url, { poolSize, slowQueryMs, role: RUNTIME_ROLE }).initialize();
}
