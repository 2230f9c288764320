import { resolveJwtSecret } from '../common/auth';
import { resolveTotpEncryptionKey } from '../common/secret-box';
import type { Config } from '../config';
import { connectAndMigrate, openDatabase, type OpenDatabase } from '../db/database';
import { seedIfEmpty } from '../seed/seed';
import { WORKER_ENV } from './messages';
import { superviseWorkers } from './supervisor';
import { log } from '../common/log';
import { startMetricsServer } from '../edge/metrics-server';

/** Connections all workers together may hold: room is left under PostgreSQL's default max_connections (100) for scripts. */
const POOL_BUDGET = 80;
const MAX_POOL_PER_WORKER = 20;
const MIN_POOL_PER_WORKER = 4;

export const poolSizePerWorker = (workers: number) =>
  Math.max(MIN_POOL_PER_WORKER, Math.min(MAX_POOL_PER_WORKER, Math.floor(POOL_BUDGET / workers)));

/**
 * Everything workers would otherwise race on, done once before the first fork: the schema, the demo
 * catalogue, and the generated JWT secret and TOTP key (every worker must use the same ones; a
 * malformed key stops the start here, before any worker).
 */
async function prepareShop(config: Config, databaseUrl: string) {
  resolveJwtSecret(config);
  resolveTotpEncryptionKey(config);
  const db = await connectAndMigrate(databaseUrl, 1, config.slowQueryMs, async (owner) => {
    const seeded = await seedIfEmpty(owner);
    if (seeded) log.info({ scope: 'seed', products: seeded }, 'seeded the demo catalogue');
  });
  await db.destroy();
}

/** Cleanup steps, registered as each thing starts, run newest first on shutdown. */
export type OnShutdown = (step: () => Promise<void>) => void;

/**
 * The `npm start` primary: opens the database (embedded PostgreSQL, or DATABASE_URL), prepares it,
 * then runs WEB_CONCURRENCY workers, each with backend and gateway, and keeps them running.
 */
export async function runPrimary(config: Config, onShutdown: OnShutdown): Promise<void> {
  const opening = openDatabase(config);
  // Registered before it resolves, so a Ctrl-C while PostgreSQL starts still stops it (last of all).
  onShutdown(async () => {
    const database = await opening.catch(() => undefined);
    await database?.stop();
  });
  const database: OpenDatabase = await opening;
  await prepareShop(config, database.url);

  const workers = config.webConcurrency;
  const supervisor = superviseWorkers(workers, {
    [WORKER_ENV.databaseUrl]: database.url,
    [WORKER_ENV.poolSize]: String(poolSizePerWorker(workers)),
  }, config.workerStallSeconds * 1000);
  onShutdown(() => supervisor.stop());
  // One scrape, the whole shop: the primary asks every worker for its figures and sums them.
  const metrics = config.metricsPort === undefined ? undefined : await startMetricsServer({ host: config.metricsHost, port: config.metricsPort, source: 'cluster' });
  if (metrics) onShutdown(metrics.stop);
  const { url, backendUrl } = await supervisor.ready;

  console.log(`
  Rangrez is open.
    Shop:              ${url}
    GraphQL sandbox:   ${url}/graphql
    REST API:          ${url}/api/v1/products
    Backend:           ${backendUrl} (this machine only; the gateway is the way in)
    Database:          ${database.embedded ? `embedded PostgreSQL (${config.dataDir}/pg)` : 'DATABASE_URL'}
    Server processes:  ${workers} (WEB_CONCURRENCY), restarted if they die
    Metrics:           ${metrics ? `${metrics.url} (Prometheus; METRICS_PORT, METRICS_HOST)` : 'off (METRICS_PORT)'}
  Press Ctrl-C to stop.
`);
}
