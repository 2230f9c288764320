import 'reflect-metadata';
import { readConfig } from '../config';
import { createAppServices, type AppServices } from '../context';
import { connectAndMigrate, openDatabase } from '../db/database';
import { createDataSource } from '../data-source';
import { wireSubscribers } from '../flows/subscribers';

/**
 * Runs a command-line task against the shop's database (embedded unless DATABASE_URL; the one
 * `npm start` is running, if it is), migrated, and always stops what it started. The task's number
 * is the exit code; a failure prints its message and exits 1.
 */
export function runWithDatabase(task: (app: AppServices) => Promise<number | void>, opts: { asOwner?: boolean } = {}): void {
  void (async () => {
    const config = readConfig();
    const database = await openDatabase(config);
    try {
      // As the shop's runtime role, like the servers; `asOwner` (the seed's --reset empties tables) as the tables' owner.
      let ds = await connectAndMigrate(database.url, 4);
      if (opts.asOwner) {
        await ds.destroy();
        ds = await createDataSource(database.url, { poolSize: 4 }).initialize();
      }
      // Order changes made here issue documents and queue mails like the servers' do (their workers send them).
      wireSubscribers();
      try {
        return (await task(createAppServices(config, ds))) ?? 0;
      } finally {
        await ds.destroy();
      }
    } finally {
      await database.stop();
    }
  })().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
