import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { readConfig } from '../config';
import { connectAndMigrate, openDatabase } from '../db/database';

/**
 * Runs a command-line task against the shop's database (embedded unless DATABASE_URL), migrated,
 * and always stops what it started; a failure prints its message and exits 1.
 */
export function runWithDatabase(task: (ds: DataSource) => Promise<void>): void {
  void (async () => {
    const database = await openDatabase(readConfig());
    try {
      const ds = await connectAndMigrate(database.url, 4);
      try {
        await task(ds);
      } finally {
        await ds.destroy();
      }
    } finally {
      await database.stop();
    }
  })().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
