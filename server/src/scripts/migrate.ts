import { runWithDatabase } from './with-database';

/** `npm run migration:run`: brings the database (embedded unless DATABASE_URL) up to date and exits. */
runWithDatabase(async ({ db: ds }) => {
  const applied: { name: string }[] = await ds.query(`SELECT name FROM migrations ORDER BY id`);
  console.log(`migrations applied: ${applied.map((m) => m.name).join(', ')}`);
});
