import cluster, { type Worker } from 'node:cluster';
import { HEARTBEAT_MS, isWorkerMessage } from './messages';
import { log } from '../common/log';

/** How long a worker may take to stop before it is killed. */
const STOP_GRACE_MS = 15_000;
/** A worker that lived this long was healthy: its death does not count towards a crash loop. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;
/** Loading the code happens before a worker can send its first heartbeat; it gets this much extra time once. */
const STARTUP_GRACE_MS = 60_000;

/** Doubles with every crash in a row, so a worker that can never start does not spin the CPU. */
export function restartDelay(crashesInARow: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, crashesInARow - 1));
}

export interface Supervisor {
  /** Resolves once every worker of the first generation serves; rejects if one of them cannot start. */
  ready: Promise<{ url: string; backendUrl: string }>;
  /** Stops every worker (and any pending restart), waiting for each to exit. Safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * V8's young generation, per worker (MB per semi-space; V8's default is 16). A request allocates a lot of
 * short-lived objects (parsed rows, GraphQL results, the JSON written): with a larger nursery fewer of
 * them survive into the old generation, and the server spends less time collecting garbage and has
 * shorter pauses (measured: about a tenth less CPU per uncached listing, half the p99). Left alone
 * when the operator sets it (NODE_OPTIONS or node's own flags).
 */
const WORKER_SEMI_SPACE_MB = 32;

function workerExecArgv(): string[] {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
  return /--max-semi-space-size/.test(given) ? process.execArgv : [...process.execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`];
}

const describeExit = (code: number | null, signal: string | null) => (signal ? `was killed (${signal})` : `exited with code ${code}`);

/**
 * Runs `count` cluster workers and replaces any that dies (crash, out of memory, kill -9) for as long
 * as the shop runs. Workers share the listening ports (node:cluster hands connections round-robin).
 */
export function superviseWorkers(count: number, env: Record<string, string>, stallMs: number): Supervisor {
  let stopping: Promise<void> | undefined;
  let crashesInARow = 0;
  let readyWorkers = 0;
  let serving = false;
  let lastFailure: string | undefined;
  const restarts = new Set<NodeJS.Timeout>();
  /** When each worker last showed that its event loop turns (from its fork, with the start-up grace). */
  const lastAlive = new Map<Worker, number>();

  // A worker stuck in one request (an endless computation, a runaway query plan in JavaScript) still
  // holds its share of the connections: it is killed, and replaced like any worker that dies.
  let lastTick = Date.now();
  const watchdog = setInterval(() => {
    const now = Date.now();
    // The primary itself was frozen (a laptop asleep, a stopped terminal job): its workers' heartbeats
    // are still queued, so their silence says nothing. Start counting afresh.
    if (now - lastTick > 5 * HEARTBEAT_MS) for (const worker of lastAlive.keys()) lastAlive.set(worker, now);
    lastTick = now;
    for (const [worker, at] of lastAlive) {
      if (Date.now() - at < stallMs) continue;
      lastAlive.delete(worker);
      log.error({ scope: 'launcher', worker: worker.process.pid }, `server process ${worker.process.pid} has not responded for ${Math.round((Date.now() - at) / 1000)} s; replacing it`);
      worker.process.kill('SIGKILL');
    }
  }, HEARTBEAT_MS);
  watchdog.unref();

  let resolveReady!: (urls: { url: string; backendUrl: string }) => void;
  let rejectReady!: (e: Error) => void;
  const ready = new Promise<{ url: string; backendUrl: string }>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => undefined);

  function fork() {
    const startedAt = Date.now();
    const worker = cluster.fork(env);
    lastAlive.set(worker, startedAt + STARTUP_GRACE_MS);
    // IPC errors (a worker that died mid-message) surface as its 'exit'; they must not crash the primary.
    worker.on('error', () => undefined);
    worker.on('message', (m: unknown) => {
      if (!isWorkerMessage(m)) return;
      if (m.type !== 'failed' && lastAlive.has(worker)) lastAlive.set(worker, Date.now());
      if (m.type === 'failed') {
        lastFailure = m.message;
        log.error({ scope: 'launcher', worker: worker.process.pid, reason: m.message }, `server process ${worker.process.pid} could not start`);
      } else if (m.type === 'ready' && serving) {
        log.info({ scope: 'launcher', worker: worker.process.pid }, `server process ${worker.process.pid} is serving`);
      } else if (m.type === 'ready' && ++readyWorkers === count) {
        serving = true;
        resolveReady(m);
      }
    });
    worker.on('exit', (code, signal) => {
      lastAlive.delete(worker);
      if (stopping) return;
      // Before the shop first serves, a worker that exits on its own (a port in use, a broken build) will
      // fail again: give up and say why. One killed by a signal (kill -9, the OOM killer) is replaced.
      if (!serving && !signal) {
        rejectReady(new Error(lastFailure ?? `a server process ${describeExit(code, signal)} while starting`));
        return;
      }
      crashesInARow = Date.now() - startedAt < HEALTHY_AFTER_MS ? crashesInARow + 1 : 1;
      const delay = restartDelay(crashesInARow);
      log.error({ scope: 'launcher', worker: worker.process.pid }, `server process ${worker.process.pid} ${describeExit(code, signal)}; starting another in ${delay} ms`);
      const timer = setTimeout(() => {
        restarts.delete(timer);
        fork();
      }, delay);
      restarts.add(timer);
    });
  }

  function stopWorker(worker: Worker): Promise<void> {
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
      kill.unref();
      worker.process.kill('SIGTERM');
    });
  }

  cluster.setupPrimary({ execArgv: workerExecArgv() });
  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    stop() {
      stopping ??= (async () => {
        clearInterval(watchdog);
        lastAlive.clear();
        restarts.forEach(clearTimeout);
        restarts.clear();
        rejectReady(new Error('stopped while starting'));
        await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? stopWorker(w) : undefined)));
      })();
      return stopping;
    },
  };
}
