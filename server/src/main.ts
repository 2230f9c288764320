import 'reflect-metadata';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { startShop } from './shop';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, seed, backend, gateway. */
async function main() {
  const config = readConfig();
  const database = await openDatabase(config);
  let shop: Awaited<ReturnType<typeof startShop>> | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the shop…`);
    try {
      await shop?.stop();
    } finally {
      await database.stop();
      console.log('stopped.');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    shop = await startShop(config, database.url);
  } catch (e) {
    console.error('The shop could not start:', e);
    await database.stop();
    process.exit(1);
  }
  console.log(`
  Rangrez is open.
    Shop:              ${shop.url}
    GraphQL sandbox:   ${shop.url}/graphql
    REST API:          ${shop.url}/api/v1/products
    Database:          ${database.embedded ? 'embedded PostgreSQL (.data/pg)' : 'DATABASE_URL'}
  Press Ctrl-C to stop.
`);
}

void main();
