import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChange } from '../common/shop-changes';
import type { RequestContext } from '../context';
import { freePort, isRunning, runningPostmaster, startEmbeddedPostgres } from '../db/embedded';
import { createTestDatabase, type TestDatabase } from '../test/db';

// The real `npm start` launcher as a child process, run from the TypeScript sources (as `npm run seed`
// does), so no build is needed. Bounds are generous: CI runs this on 2 cores beside every other test.
const START_TIMEOUT_MS = 120_000;
const RECOVERY_TIMEOUT_MS = 60_000;

interface Launcher {
  pid: number;
  url: string;
  backendPort: number;
  metricsUrl: string;
  output(): string;
  exited: Promise<number | string | null>;
}

const running = new Set<number>();

async function startLauncher(env: Record<string, string>): Promise<Launcher> {
  const [port, backendPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['-r', './scripts/ts-register.cjs', 'server/src/main.ts'], {
    // LOG_LEVEL: the test runner's environment would otherwise silence the lines read below.
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), BACKEND_PORT: String(backendPort), METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const pid = child.pid!;
  running.add(pid);
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(pid);
      resolve(code ?? signal);
    }),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  await until(() => out.includes('Rangrez is open') || gone, START_TIMEOUT_MS);
  if (gone) throw new Error(`the launcher exited while starting:\n${out}`);
  return { pid, url: `http://127.0.0.1:${port}`, backendPort, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, output: () => out, exited };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const healthy = (url: string) =>
  fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
    .then((r) => r.status === 200)
    .catch(() => false);

/** Live child processes of `pid` (Linux /proc): the launcher's workers. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      try {
        const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return state !== 'Z' && Number(ppid) === pid ? Number(d) : 0;
      } catch {
        return 0;
      }
    })
    .filter(Boolean);
}

/** This machine's first non-loopback IPv4 address, if it has one. */
const publicAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** How a TCP connection to host:port goes: 'open' or the error code (ECONNREFUSED). */
function connect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });
}

afterAll(() => {
  // A failed assertion must not leave a shop running on the shared machine.
  for (const pid of running) {
    for (const worker of childrenOf(pid)) process.kill(worker, 'SIGKILL');
    process.kill(pid, 'SIGKILL');
  }
});

describe('npm start over DATABASE_URL, two workers', () => {
  let db: TestDatabase;
  let dataDir: string;
  let shop: Launcher;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-launcher-'));
    // The response cache on (the test runner turns it off): each worker keeps answers in its own memory.
    shop = await startLauncher({ DATABASE_URL: db.url, DATA_DIR: dataDir, WEB_CONCURRENCY: '2', WORKER_STALL_SECONDS: '5', RESPONSE_CACHE: 'on' });
  }, START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers through the gateway on every interface; the backend only on loopback', async () => {
    expect(await healthy(shop.url)).toBe(true);
    expect(await healthy(`http://127.0.0.1:${shop.backendPort}`)).toBe(true);
    if (publicAddress) {
      expect(await connect(publicAddress, shop.backendPort)).toBe('ECONNREFUSED');
      expect(await healthy(shop.url.replace('127.0.0.1', publicAddress))).toBe(true);
    } else {
      expect(shop.output()).toContain(`Backend:           http://127.0.0.1:${shop.backendPort}`);
    }
  });

  it('one scrape of METRICS_PORT (on loopback) gives the figures of every worker together', async () => {
    const routeCount = async () => {
      const text = await fetch(shop.metricsUrl).then((r) => r.text());
      const line = text.split('\n').find((l) => l.startsWith('http_requests_total{') && l.includes('service="gateway"') && l.includes('route="/api/v1/products"') && l.includes('status_class="2xx"'));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const before = await routeCount();
    // Each on a connection of its own: the cluster hands connections to the workers in turn.
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http.get(`${shop.url}/api/v1/products`, { agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', reject);
      });
    for (let i = 0; i < 10; i++) expect(await get()).toBe(200);
    expect((await routeCount()) - before).toBe(10);
    if (publicAddress) expect(await connect(publicAddress, Number(new URL(shop.metricsUrl).port))).toBe('ECONNREFUSED');
    expect(shop.output()).toContain(`Metrics:           ${shop.metricsUrl}`);
  });

  it('a change committed by any process reaches the cached answers of every worker within a second', async () => {
    // Each on a connection of its own: the cluster hands connections to the workers in turn.
    const ask = (query: string, variables: Record<string, unknown> = {}) =>
      new Promise<{ data: Record<string, any> }>((resolve, reject) => {
        const body = JSON.stringify({ query, variables });
        const req = http.request(`${shop.url}/graphql`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(JSON.parse(text)));
        });
        req.on('error', reject);
        req.end(body);
      });
    const NAME = `query Name($id: ID!) { product(id: $id) { id name } }`;
    const { id } = (await ask(`{ products(limit: 1) { id } }`)).data.products[0];
    const names = async () => Promise.all(Array.from({ length: 4 }, () => ask(NAME, { id }))).then((all) => all.map((a) => a.data.product.name));
    const original = (await names())[0];

    const sql = new Client({ connectionString: db.url });
    await sql.connect();
    try {
      // Changed behind the shop's back: both workers still answer from their caches.
      await sql.query('UPDATE product SET name = $2 WHERE id = $1', [id, 'Unannounced Name']);
      expect(new Set(await names())).toEqual(new Set([original]));
      // A staff change as a service makes it, from another process: the row and the announcement, committed together.
      const viaClient = { em: { query: (text: string, params: unknown[]) => sql.query(text, params) } } as unknown as Pick<RequestContext, 'em'>;
      await sql.query('BEGIN');
      await sql.query('UPDATE product SET name = $2 WHERE id = $1', [id, 'Announced Name']);
      await publishChange(viaClient, { kind: 'product', ids: [id] });
      await sql.query('COMMIT');
      const deadline = Date.now() + 1500;
      let seen = await names();
      while (seen.some((n) => n !== 'Announced Name') && Date.now() < deadline) seen = await names();
      expect(seen).toEqual(['Announced Name', 'Announced Name', 'Announced Name', 'Announced Name']);
      await sql.query('UPDATE product SET name = $2 WHERE id = $1', [id, original]);
    } finally {
      await sql.end();
    }
  });

  it('runs WEB_CONCURRENCY workers and replaces them when they are killed', async () => {
    const workers = childrenOf(shop.pid);
    expect(workers).toHaveLength(2);
    for (const w of workers) process.kill(w, 'SIGKILL');

    await until(async () => {
      const now = childrenOf(shop.pid);
      const replaced = now.length === 2 && now.every((w) => !workers.includes(w) && shop.output().includes(`server process ${w} is serving`));
      return replaced && (await healthy(shop.url));
    }, RECOVERY_TIMEOUT_MS);
    expect(shop.output()).toContain('was killed (SIGKILL); starting another');
  }, RECOVERY_TIMEOUT_MS + 10_000);

  it('replaces a worker that stops responding', async () => {
    const [stuck, other] = childrenOf(shop.pid);
    // A stopped process is the extreme of a blocked event loop: it holds its connections and answers nothing.
    process.kill(stuck, 'SIGSTOP');
    await until(async () => {
      const now = childrenOf(shop.pid);
      return now.length === 2 && !now.includes(stuck) && now.includes(other) && (await healthy(shop.url));
    }, RECOVERY_TIMEOUT_MS);
    expect(isRunning(stuck)).toBe(false);
    expect(shop.output()).toMatch(new RegExp(`server process ${stuck} has not responded for \\d+ s; replacing it`));
  }, RECOVERY_TIMEOUT_MS + 10_000);

  it('stops on SIGTERM: exit code 0, no worker left', async () => {
    const workers = childrenOf(shop.pid);
    process.kill(shop.pid, 'SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
    expect(shop.output()).toContain('stopped.');
  }, 30_000);
});

describe('npm start on the embedded PostgreSQL', () => {
  let dataDir: string;
  let pgDir: string;
  const env = () => ({ DATABASE_URL: '', DATA_DIR: dataDir, WEB_CONCURRENCY: '1' });

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-launcher-pg-'));
    // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its folder.
    fs.chmodSync(dataDir, 0o755);
    pgDir = path.join(dataDir, 'pg');
  });

  afterAll(() => {
    const left = pgDir && runningPostmaster(pgDir);
    if (left) process.kill(left.pid, 'SIGQUIT');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps PostgreSQL on loopback, leaves it to scripts while the shop runs, and stops it on SIGTERM', async () => {
    const shop = await startLauncher(env());
    expect(await healthy(shop.url)).toBe(true);
    const postmaster = runningPostmaster(pgDir)!;
    expect(isRunning(postmaster.pid)).toBe(true);
    // postmaster.pid, line 6: the first address the server listens on, and it has no other.
    expect(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[5]).toBe('127.0.0.1');
    if (publicAddress) expect(await connect(publicAddress, postmaster.port)).toBe('ECONNREFUSED');

    // What `npm run seed` does while the shop runs: use the shop's server, and leave it running.
    const script = await startEmbeddedPostgres(pgDir);
    expect(script.url).toContain(`:${postmaster.port}/`);
    await script.stop();
    expect(isRunning(postmaster.pid)).toBe(true);
    expect(await healthy(shop.url)).toBe(true);

    process.kill(shop.pid, 'SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(isRunning(postmaster.pid)).toBe(false);
    expect(runningPostmaster(pgDir)).toBeNull();
  }, START_TIMEOUT_MS + 60_000);

  it('adopts the PostgreSQL a killed launcher left running, and stops it on SIGTERM', async () => {
    const crashed = await startLauncher(env());
    const orphan = runningPostmaster(pgDir)!;
    const workers = childrenOf(crashed.pid);
    process.kill(crashed.pid, 'SIGKILL');
    await crashed.exited;
    // Workers leave with their primary; PostgreSQL, in a session of its own, stays behind.
    await until(() => !workers.some(isRunning), 10_000);
    expect(isRunning(orphan.pid)).toBe(true);

    const shop = await startLauncher(env());
    expect(await healthy(shop.url)).toBe(true);
    expect(runningPostmaster(pgDir)?.pid).toBe(orphan.pid);

    process.kill(shop.pid, 'SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(isRunning(orphan.pid)).toBe(false);
    expect(runningPostmaster(pgDir)).toBeNull();
  }, 2 * START_TIMEOUT_MS + 30_000);
});
