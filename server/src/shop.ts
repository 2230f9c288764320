import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackend, listen } from './backend';
import { BACKEND_KEEP_ALIVE_MS } from './edge/backend-connection';
import type { Config } from './config';
import { createAppServices, type AppServices } from './context';
import type { DataSource } from 'typeorm';
import { connectAndMigrate, connectAsRuntime } from './db/database';
import { createGateway } from './gateway';
import { listenForShopChanges } from './edge/shop-change-feed';
import { forgetSales } from './modules/pricing/sales-memo';
import { CLIENT_DIR, SUPERGRAPH_FILE } from './paths';
import { composeSupergraph } from './schema/supergraph';
import { seedIfEmpty } from './seed/seed';
import { log } from './common/log';
import { watchPool } from './common/metrics';

/** The backend is reached only through the gateway on this machine: it never listens on a public interface. */
export const BACKEND_HOST = '127.0.0.1';

export interface RunningShop {
  url: string;
  backendUrl: string;
  app: AppServices;
  stop(): Promise<void>;
}

const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

function closeServer(s: http.Server): Promise<void> {
  return new Promise((resolve) => {
    s.close(() => resolve());
    s.closeAllConnections();
  });
}

/** How to reach a server listening on `host` from this machine. */
function displayHost(host: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The build writes the supergraph; without a build (tests, first dev run) it is composed in-process. */
export async function loadSupergraph(): Promise<string> {
  if (fs.existsSync(SUPERGRAPH_FILE)) return fs.readFileSync(SUPERGRAPH_FILE, 'utf8');
  return composeSupergraph();
}

export interface ShopOptions {
  /** false: the database is already migrated (a cluster worker: the launcher's primary migrated it once). */
  migrate?: boolean;
  seed?: boolean;
  /** Connections this process may hold (the launcher divides a budget among its workers). */
  poolSize?: number;
  clientDir?: string;
  supergraphSdl?: string;
}

/**
 * Migrates (and seeds an empty catalogue), then starts the backend on loopback and the gateway in front
 * of it on config.host. Used by each `npm start` worker and by the tests, so both run the same shop.
 */
export async function startShop(config: Config, databaseUrl: string, opts: ShopOptions = {}): Promise<RunningShop> {
  const { poolSize } = opts;
  // The seed runs as the tables' owner, with the migrations (it analyses what it filled); the shop then runs as the runtime role.
  const seed = async (owner: DataSource) => {
    const seeded = await seedIfEmpty(owner);
    if (seeded) log.info({ scope: 'seed', products: seeded }, 'seeded the demo catalogue');
  };
  const db =
    opts.migrate === false
      ? await connectAsRuntime(databaseUrl, poolSize, config.slowQueryMs)
      : await connectAndMigrate(databaseUrl, poolSize, config.slowQueryMs, opts.seed !== false ? seed : undefined);
  const unwatchPool = watchPool(db);
  const app = createAppServices(config, db);

  const backend = await createBackend(app);
  const backendServer = await listen(backend.handler, config.backendPort, BACKEND_HOST, BACKEND_KEEP_ALIVE_MS);
  const backendUrl = `http://127.0.0.1:${portOf(backendServer)}`;

  // Every process hears every published change (its own and other processes' and machines'), once committed.
  const shopChanges = listenForShopChanges(databaseUrl);
  // Subscribed before the gateway's caches: the remembered sales are gone before an answer is cached again.
  shopChanges.subscribe(forgetSales);
  await shopChanges.ready;
  const gateway = await createGateway({
    backendUrl,
    // Same process: the gateway's subgraph fetches skip the loopback hop (REST and media are still proxied).
    inProcessSubgraph: backend.subgraph,
    supergraphSdl: opts.supergraphSdl ?? (await loadSupergraph()),
    clientDir: opts.clientDir ?? CLIENT_DIR,
    production: config.production,
    trustProxy: config.gatewayTrustProxy,
    razorpayCheckout: Boolean(config.razorpayKeyId && config.razorpayKeySecret),
    publicUrl: () => config.publicUrl,
    shopChanges,
  });
  const gatewayServer = await listen(gateway.handler, config.port, config.host);
  const url = `http://${displayHost(config.host)}:${portOf(gatewayServer)}`;

  return {
    url,
    backendUrl,
    app,
    async stop() {
      await closeServer(gatewayServer);
      await gateway.stop();
      await shopChanges.stop();
      await closeServer(backendServer);
      await backend.stop();
      unwatchPool();
      await db.destroy();
    },
  };
}
