import 'reflect-metadata';
import { createBackend, listen } from './backend';
import { readConfig } from './config';
import { createAppServices } from './context';
import { connectAndMigrate, openDatabase } from './db/database';
import { createGateway } from './gateway';
import { CLIENT_DIR } from './paths';
import { seedIfEmpty } from './seed/seed';
import { loadSupergraph, startShop } from './shop';

type Stop = () => Promise<void>;

/**
 * `npm start` runs everything in one process: database (embedded unless DATABASE_URL), migrations,
 * seed, backend and gateway. docker-compose runs `SERVICE=backend` and `SERVICE=gateway` separately.
 */
async function main(): Promise<Stop> {
  const config = readConfig();
  const service = process.env.SERVICE ?? 'all';

  if (service === 'gateway') {
    const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${config.backendPort}`;
    const gateway = await createGateway({ backendUrl, supergraphSdl: await loadSupergraph(), clientDir: CLIENT_DIR, production: config.production, trustProxy: config.trustProxy });
    const server = await listen(gateway.express, config.port);
    console.log(`gateway on :${config.port}, backend at ${backendUrl}`);
    return async () => {
      server.close();
      await gateway.stop();
    };
  }

  if (service === 'backend') {
    if (!config.databaseUrl) throw new Error('SERVICE=backend needs DATABASE_URL');
    const db = await connectAndMigrate(config.databaseUrl);
    await seedIfEmpty(db);
    const backend = await createBackend(createAppServices(config, db));
    const server = await listen(backend.express, config.backendPort);
    console.log(`backend on :${config.backendPort}`);
    return async () => {
      server.close();
      await backend.stop();
      await db.destroy();
    };
  }

  const database = await openDatabase(config);
  try {
    const shop = await startShop(config, database.url);
    console.log(`
  Rangrez is open.
    Shop:              ${shop.url}
    GraphQL sandbox:   ${shop.url}/graphql
    REST API:          ${shop.url}/api/v1/products
    Database:          ${database.embedded ? 'embedded PostgreSQL (.data/pg)' : 'DATABASE_URL'}
  Press Ctrl-C to stop.
`);
    return async () => {
      await shop.stop();
      await database.stop();
    };
  } catch (e) {
    await database.stop();
    throw e;
  }
}

let stop: Stop | undefined;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the shop…`);
  try {
    await stop?.();
    console.log('stopped.');
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

main()
  .then((s) => {
    stop = s;
    if (stopping) void s();
  })
  .catch((e) => {
    console.error('The shop could not start:', e instanceof Error ? e.message : e);
    process.exit(1);
  });
