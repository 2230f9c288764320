import 'reflect-metadata';
import { readConfig } from '../config';
import { connectAndMigrate, openDatabase } from '../db/database';

/** `npm run migration:run`: brings the database (embedded unless DATABASE_URL) up to date and exits. */
async function run() {
  const database = await openDatabase(readConfig());
  try {
    const ds = await connectAndMigrate(database.url);
    const applied = await ds.query(`SELECT name FROM migrations ORDER BY id`);
    console.log(`migrations applied: ${applied.map((m: { name: string }) => m.name).join(', ')}`);
    await ds.destroy();
  } finally {
    await database.stop();
  }
}

run().catch((e) => {
  console.error(e);
  process.exit(1);
});
