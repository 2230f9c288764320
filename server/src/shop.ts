import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackend, listen } from './backend';
import type { Config } from './config';
import { createAppServices, type AppServices } from './context';
import { connectAndMigrate } from './db/database';
import { createGateway } from './gateway';
import { CLIENT_DIR, SUPERGRAPH_FILE } from './paths';
import { composeSupergraph } from './schema/supergraph';
import { seedIfEmpty } from './seed/seed';

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

/** The build writes the supergraph; without a build (tests, first dev run) it is composed in-process. */
export async function loadSupergraph(): Promise<string> {
  if (fs.existsSync(SUPERGRAPH_FILE)) return fs.readFileSync(SUPERGRAPH_FILE, 'utf8');
  return composeSupergraph();
}

/**
 * Migrates (and seeds an empty catalogue), then starts the backend and the gateway in front of it.
 * Used by `npm start` and by the tests, so both run the same shop.
 */
export async function startShop(
  config: Config,
  databaseUrl: string,
  opts: { seed?: boolean; clientDir?: string; supergraphSdl?: string } = {},
): Promise<RunningShop> {
  const db = await connectAndMigrate(databaseUrl);
  if (opts.seed !== false) {
    const seeded = await seedIfEmpty(db);
    if (seeded) console.log(`seeded the demo catalogue (${seeded} products)`);
  }
  const app = createAppServices(config, db);

  const backend = await createBackend(app);
  const backendServer = await listen(backend.express, config.backendPort);
  const backendUrl = `http://127.0.0.1:${portOf(backendServer)}`;

  const gateway = await createGateway({
    backendUrl,
    supergraphSdl: opts.supergraphSdl ?? (await loadSupergraph()),
    clientDir: opts.clientDir ?? CLIENT_DIR,
    production: config.production,
    trustProxy: config.trustProxy,
  });
  const gatewayServer = await listen(gateway.express, config.port);
  const url = `http://localhost:${portOf(gatewayServer)}`;

  return {
    url,
    backendUrl,
    app,
    async stop() {
      await closeServer(gatewayServer);
      await gateway.stop();
      await closeServer(backendServer);
      await backend.stop();
      await db.destroy();
    },
  };
}
