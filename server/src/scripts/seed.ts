import 'reflect-metadata';
import { readConfig } from '../config';
import { connectAndMigrate, openDatabase } from '../db/database';
import { seedIfEmpty } from '../seed/seed';

/** `npm run seed`: seeds the demo catalogue into an empty database. */
async function run() {
  const database = await openDatabase(readConfig());
  try {
    const ds = await connectAndMigrate(database.url);
    const n = await seedIfEmpty(ds);
    console.log(n ? `seeded ${n} products` : 'the catalogue is not empty: nothing seeded');
    await ds.destroy();
  } finally {
    await database.stop();
  }
}

run().catch((e) => {
  console.error(e);
  process.exit(1);
});
