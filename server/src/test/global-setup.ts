import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run: DATABASE_URL's when set, else an embedded one kept in
 * .data/test-pg. Each test file then creates its own database on it (see db.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  const pg = await startEmbeddedPostgres(path.resolve('.data/test-pg'));
  project.provide('adminDatabaseUrl', pg.url);
  return async () => {
    await pg.stop();
  };
}
