import 'reflect-metadata';
import cluster from 'node:cluster';
import { createBackend, listen } from './backend';
import { BACKEND_KEEP_ALIVE_MS } from './edge/backend-connection';
import { readConfig, type Config } from './config';
import { createAppServices } from './context';
import { connectAndMigrate } from './db/database';
import { createGateway } from './gateway';
import { runPrimary, type OnShutdown } from './launcher/primary';
import { runWorker } from './launcher/worker';
import { CLIENT_DIR } from './paths';
import { seedIfEmpty } from './seed/seed';
import { loadSupergraph } from './shop';
import { log } from './common/log';
import { watchPool } from './common/metrics';
import { startMetricsServer } from './edge/metrics-server';
import { listenForShopChanges } from './edge/shop-change-feed';
import { forgetSales } from './modules/pricing/sales-memo';

/** A service run alone (docker-compose) serves its own figures on METRICS_PORT. */
async function serveOwnMetrics(config: Config, onShutdown: OnShutdown): Promise<void> {
  if (config.metricsPort === undefined) return;
  const metrics = await startMetricsServer({ host: config.metricsHost, port: config.metricsPort, source: 'process' });
  if (metrics) onShutdown(metrics.stop);
}

/**
 * `npm start` runs a cluster: the primary owns the database and supervises WEB_CONCURRENCY workers,
 * each running backend + gateway. docker-compose runs `SERVICE=backend` and `SERVICE=gateway` as
 * separate single-process services instead, and scales them with replicas.
 */
async function main(config: Config, onShutdown: OnShutdown): Promise<void> {
  const service = process.env.SERVICE ?? 'all';

  if (service === 'gateway') {
    const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${config.backendPort}`;
    // With DATABASE_URL the gateway hears published changes itself (one connection, LISTEN only).
    const shopChanges = config.databaseUrl ? listenForShopChanges(config.databaseUrl) : undefined;
    const gateway = await createGateway({ backendUrl, supergraphSdl: await loadSupergraph(), clientDir: CLIENT_DIR, production: config.production, trustProxy: config.gatewayTrustProxy, razorpayCheckout: Boolean(config.razorpayKeyId), publicUrl: () => config.publicUrl, shopChanges });
    const server = await listen(gateway.handler, config.port, config.host);
    onShutdown(async () => {
      server.close();
      await gateway.stop();
      await shopChanges?.stop();
    });
    await serveOwnMetrics(config, onShutdown);
    log.info({ scope: 'gateway', host: config.host, port: config.port, backendUrl }, 'gateway listening');
    return;
  }

  if (service === 'backend') {
    if (!config.databaseUrl) throw new Error('SERVICE=backend needs DATABASE_URL');
    const db = await connectAndMigrate(config.databaseUrl, undefined, config.slowQueryMs, async (owner) => void (await seedIfEmpty(owner)));
    onShutdown(() => db.destroy());
    watchPool(db);
    const backend = await createBackend(createAppServices(config, db));
    // Sales remembered for cards are forgotten when any process changes a promotion (sales-memo.ts).
    const shopChanges = listenForShopChanges(config.databaseUrl);
    shopChanges.subscribe(forgetSales);
    onShutdown(() => shopChanges.stop());
    // In a container the gateway reaches it over the Docker network; docker-compose publishes no port for it.
    const server = await listen(backend.handler, config.backendPort, config.host, BACKEND_KEEP_ALIVE_MS);
    onShutdown(async () => {
      server.close();
      await backend.stop();
    });
    await serveOwnMetrics(config, onShutdown);
    log.info({ scope: 'backend', host: config.host, port: config.backendPort }, 'backend listening');
    return;
  }

  await runPrimary(config, onShutdown);
}

if (cluster.isWorker) {
  void runWorker(readConfig());
} else {
  const cleanup: (() => Promise<void>)[] = [];
  let stopping = false;

  // Exactly once, newest first: workers, then the database. A second Ctrl-C while stopping is ignored
  // (every step has its own time limit, so it cannot hang).
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ scope: 'launcher', signal }, 'stopping the shop…');
    let code = 0;
    for (const step of cleanup.reverse()) {
      try {
        await step();
      } catch (e) {
        code = 1;
        log.error({ scope: 'launcher', err: e }, 'while stopping');
      }
    }
    log.info({ scope: 'launcher' }, 'stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  main(readConfig(), (step) => cleanup.push(step)).catch(async (e) => {
    if (stopping) return;
    stopping = true;
    log.fatal({ scope: 'launcher', reason: e instanceof Error ? e.message : String(e) }, 'The shop could not start');
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    process.exit(1);
  });
}
