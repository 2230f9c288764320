import type { Config } from '../config';
import { CLIENT_DIR } from '../paths';
import { startShop, type RunningShop } from '../shop';
import { HEARTBEAT_MS, WORKER_ENV, type WorkerMessage } from './messages';
import { log } from '../common/log';

/** How long a worker may take to close its servers and connections before it exits anyway. */
const STOP_GRACE_MS = 10_000;

function send(message: WorkerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

/**
 * One server process of `npm start`: backend (loopback) and gateway on the ports every worker shares,
 * over the database the primary opened and migrated. The primary stops it with SIGTERM (which, while
 * the worker is still loading, ends it at once); it exits on its own if the primary dies (node:cluster
 * does that when the IPC channel closes).
 */
export async function runWorker(config: Config): Promise<void> {
  let shop: RunningShop | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    try {
      await shop?.stop();
    } catch (e) {
      log.error({ scope: 'worker', err: e }, 'while stopping');
    }
    process.exit(0);
  };
  // A Ctrl-C in the terminal reaches every process in its group; the primary then stops the workers
  // itself, before the database, so the signal is not acted on here.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => void stop());
  // Heartbeats from the start: a worker that hangs while starting (a database that never answers) is replaced too.
  setInterval(() => void send({ type: 'alive' }), HEARTBEAT_MS).unref();

  const databaseUrl = process.env[WORKER_ENV.databaseUrl];
  try {
    if (!databaseUrl) throw new Error('a worker needs the database URL from the launcher');
    const poolSize = Number(process.env[WORKER_ENV.poolSize]) || undefined;
    shop = await startShop(config, databaseUrl, { migrate: false, seed: false, poolSize, clientDir: CLIENT_DIR });
  } catch (e) {
    await send({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
    process.exit(1);
  }
  if (!shop) return;
  await send({ type: 'ready', url: shop.url, backendUrl: shop.backendUrl });
}
