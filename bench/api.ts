/**
 * `npm run bench:api`: the shop's HTTP throughput side by side with a bare baseline, in one run.
 *
 * Builds the shop if needed, then starts it in production mode as a child process (`node
 * dist/server/src/main.js`) on a fresh database `rangrez_bench_api` (on DATABASE_URL's server, or on
 * the embedded PostgreSQL under .data/bench), seeded with the demo catalogue. Beside it runs a bare
 * node:http + pg server (bench/baseline-server.ts) answering the same 24 newest product cards with
 * one SQL statement. Each target is loaded with autocannon after a short warm-up; per target it
 * prints requests/s, p50, p99, errors (non-2xx, socket errors and timeouts), the ratio to the
 * baseline and the peak RSS of the server's processes (sampled from /proc).
 *
 * Modes (BENCH_MODES, comma-separated `<processes>:<cache>`; default `1:on,1:off,default:on`):
 * WEB_CONCURRENCY=1 or the default (one process per core), response cache on or RESPONSE_CACHE=off.
 * Durations: BENCH_DURATION (seconds, default 10), BENCH_WARMUP (default 2), BENCH_CONNECTIONS (50),
 * BENCH_SHOPPERS (20, the COD Buy Now run). BENCH_TARGETS: a regular expression on the targets' labels
 * (e.g. `listing|COD`) to run only those, beside the baseline. BENCH_ACCEPT_ENCODING (e.g. `gzip`) makes the load send
 * that Accept-Encoding (off by default: the baseline does not compress either).
 *
 * BENCH_PAIRED=N (e.g. 5): each target's load is cut into N bursts that take turns with bursts on the
 * baseline, and its ratio is against those interleaved baseline bursts, not the block's one baseline
 * run. On a machine whose speed drifts during a run (a shared VM), the ratio then compares the two at
 * the same moments. Requests/s sum the bursts; p50 and p99 are the medians of the bursts' own (a
 * burst's first requests can wait for the other server's load to drain).
 *
 * BENCH_DB names the bench's fresh database (default rangrez_bench_api; the other build's adds `_against`),
 * so that sessions sharing one PostgreSQL server do not drop each other's.
 *
 * BENCH_AGAINST=<another checkout, built> compares two builds as well: that checkout's shop runs beside
 * this one (same mode, its own database), and each target's bursts take turns between the baseline, the
 * other build and this one (BENCH_PAIRED rounds, 5 by default); each build's figure is shown beside the
 * baseline's (its ratio), and the last column is this build against the other. The COD run is left out.
 * Each build is sent its own client's GraphQL documents (a card fragment may name fields the other
 * build's schema lacks), so both answer what their own storefront asks for.
 * BENCH_CPU_PROF=<dir> makes each of the shop's processes write a V8 CPU profile (`node --cpu-prof`) to <dir> when it exits.
 * BENCH_AGAINST_ENV (`NAME=value …`) is given to the other build only: BENCH_AGAINST=. with
 * BENCH_AGAINST_ENV=LOG_LEVEL=warn measures this build with and without its per-request log lines.
 *
 * Everything it starts is stopped at the end, on failure and on Ctrl-C.
 */
import 'reflect-metadata';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { parse, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { TokenService } from '../server/src/common/auth';
import { readConfig } from '../server/src/config';
import { freePort } from '../server/src/db/embedded';
import { openDatabase } from '../server/src/db/database';

// autocannon ships no types; this is the part of its API the bench uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;
interface AutocannonResult {
  requests: { average: number; total: number };
  /** Seconds the load actually ran. */
  duration: number;
  latency: { p50: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const ROOT = path.resolve(__dirname, '..');
const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SHOPPERS = Number(env.BENCH_SHOPPERS ?? 20);
const MODES = (env.BENCH_MODES ?? '1:on,1:off,default:on').split(',').map((m) => {
  const [procs, cache] = m.trim().split(':');
  return { procs: procs === 'default' ? undefined : Number(procs), cache: cache !== 'off' };
});
const AGAINST = env.BENCH_AGAINST ? path.resolve(env.BENCH_AGAINST) : undefined;
/** BENCH_AGAINST_ENV: `NAME=value` pairs (space-separated) for the other build only, e.g. `LOG_LEVEL=warn` with BENCH_AGAINST=. to measure what the request lines cost. */
const AGAINST_ENV = Object.fromEntries((env.BENCH_AGAINST_ENV ?? '').split(/\s+/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
const PAIRED_ROUNDS = Number(env.BENCH_PAIRED ?? (AGAINST ? 5 : 0));
/** BENCH_DB: the name of the bench's database (and, with `_against`, the other build's), for sessions sharing one PostgreSQL server. */
const BENCH_DB = env.BENCH_DB ?? 'rangrez_bench_api';
if (!/^[a-z_][a-z0-9_]{0,50}$/.test(BENCH_DB)) throw new Error('BENCH_DB takes a plain lower-case database name (letters, digits, _)');
const AGAINST_DB = `${BENCH_DB}_against`;
/** BENCH_TARGETS (a regular expression on the targets' labels, e.g. `listing|COD`) runs only those; the baseline always runs. */
const ONLY = env.BENCH_TARGETS ? new RegExp(env.BENCH_TARGETS, 'i') : undefined;
const wanted = (label: string) => !ONLY || ONLY.test(label);
const JWT_SECRET = crypto.randomBytes(32).toString('hex');

// ---------------------------------------------------------------- processes we started, always stopped

const children = new Set<ChildProcess>();
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      // Its own process group (detached), so cluster workers go too.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 8000);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}
let cleanups: (() => Promise<void>)[] = [];
async function stopEverything() {
  await Promise.all([...children].map(stopChild));
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  cleanups = [];
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.log(`\n${sig}: stopping everything the bench started…`);
    void stopEverything().finally(() => process.exit(130));
  });
}

/**
 * Starts a server. Its output goes to a file of its own, not through a pipe to this process: the shop
 * logs a line per request, and autocannon runs in this process, so every line read here (and every
 * string copied to keep a tail of them, as an earlier version did) was CPU taken from the load
 * generator, and measured as the shop being slower. The shop still pays for writing its lines, as it
 * does in production (to a file, or a pipe read by a log collector). Dropped when the bench ends.
 */
function start(label: string, args: string[], extraEnv: Record<string, string | undefined>, ready: RegExp, cwd = ROOT): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const logFile = path.join(os.tmpdir(), `rangrez-bench-api-${process.pid}-${label.replace(/\W+/g, '-')}-${Date.now()}.log`);
  const fd = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...extraEnv }, detached: true, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  children.add(child);
  cleanups.push(async () => fs.rmSync(logFile, { force: true }));
  const read = (from: 'head' | 'tail', bytes: number) => {
    const f = fs.openSync(logFile, 'r');
    try {
      const size = fs.fstatSync(f).size;
      const buf = Buffer.alloc(Math.min(bytes, size));
      fs.readSync(f, buf, 0, buf.length, from === 'head' ? 0 : size - buf.length);
      return buf.toString();
    } finally {
      fs.closeSync(f);
    }
  };
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const m = ready.exec(read('head', 64_000));
      if (m) {
        clearInterval(poll);
        resolve({ child, match: m });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`${label} exited (${code}) before it was ready:\n${read('tail', 3000)}`));
    });
  });
}

async function waitForHealth(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer 200 in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

// ---------------------------------------------------------------- peak RSS of a process tree, from /proc

function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* exited meanwhile */
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]) ?? []));
  return all;
}

function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function samplePeakRss(pid: number): () => number {
  let peak = 0;
  const sample = () => (peak = Math.max(peak, descendantsOf(pid).reduce((s, p) => s + rssKb(p), 0)));
  sample();
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

// ---------------------------------------------------------------- the client's own operations

/** Every operation and fragment under client/src, so the load sends exactly what the shop's pages send. */
function clientDocuments(root = ROOT): { operations: Map<string, OperationDefinitionNode>; fragments: Map<string, FragmentDefinitionNode> } {
  const operations = new Map<string, OperationDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.graphql')) {
        for (const d of parse(fs.readFileSync(p, 'utf8')).definitions) {
          if (d.kind === 'OperationDefinition' && d.name) operations.set(d.name.value, d);
          if (d.kind === 'FragmentDefinition') fragments.set(d.name.value, d);
        }
      }
    }
  };
  walk(path.join(root, 'client/src'));
  return { operations, fragments };
}

/** An operation as `root`'s client sends it (BENCH_AGAINST: each build is sent its own client's documents). */
function operationText(name: string, root = ROOT): string {
  const { operations, fragments } = clientDocuments(root);
  const op = operations.get(name);
  if (!op) throw new Error(`No operation ${name} under client/src`);
  const needed = new Map<string, DefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(s) {
        const f = fragments.get(s.name.value);
        if (f && !needed.has(f.name.value)) {
          needed.set(f.name.value, f);
          collect(f);
        }
      },
    });
  collect(op);
  return print({ kind: 'Document', definitions: [op, ...needed.values()] } as DocumentNode);
}

// ---------------------------------------------------------------- load

interface Target {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb: number;
  note?: string;
  /** BENCH_PAIRED: the baseline's requests/s in the bursts interleaved with this target's. */
  pairedRps?: number;
  /** BENCH_AGAINST: the other build's requests/s on the same target, in bursts interleaved with this target's. */
  otherRps?: number;
  /** Bytes of one answer: body and headers (as sent, name and value of each), and the other build's. */
  answer?: AnswerSize;
  otherAnswer?: AnswerSize;
}

interface AnswerSize {
  body: number;
  headers: number;
}

const loadHeaders = (): Record<string, string> => (env.BENCH_ACCEPT_ENCODING ? { 'accept-encoding': env.BENCH_ACCEPT_ENCODING } : {});

function gqlTarget(label: string, url: string, operationName: string, variables: Record<string, unknown>, root = ROOT): Target {
  return {
    label,
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query: operationText(operationName, root), variables }),
  };
}

/**
 * One request first: a target that answers an error would otherwise be measured as fast. Answers the
 * answer's size, which sets much of what a cached answer costs (the kernel's copies on both ends).
 */
async function checkTarget(t: Target): Promise<AnswerSize> {
  const res = await fetch(t.url, { method: t.method ?? 'GET', headers: { ...loadHeaders(), ...t.headers }, body: t.body });
  const body = Buffer.from(await res.arrayBuffer());
  const text = body.toString('utf8');
  if (!res.ok || text.includes('"errors"')) throw new Error(`${t.label}: ${res.status} ${text.slice(0, 300)}`);
  let headers = 0;
  res.headers.forEach((value, name) => (headers += name.length + value.length + 4));
  return { body: body.length, headers };
}

const loadOptions = (t: Target) => ({ url: t.url, method: t.method ?? 'GET', body: t.body, headers: { ...loadHeaders(), ...t.headers }, connections: CONNECTIONS });

/**
 * Loads `t`. With BENCH_PAIRED, in bursts taking turns with bursts on `baseline` and, with
 * BENCH_AGAINST, on `other` (the other build's same target): baseline, other build, this build, round
 * after round, so each is compared with the others at the same moments.
 */
async function load(t: Target, serverPid: number | undefined, baseline?: Target, other?: Target): Promise<Figures> {
  const answer = await checkTarget(t);
  const otherAnswer = other ? await checkTarget(other) : undefined;
  const opts = loadOptions(t);
  if (WARMUP > 0) {
    await autocannon({ ...opts, duration: WARMUP });
    if (other) await autocannon({ ...loadOptions(other), duration: WARMUP });
  }
  const stopSampling = serverPid ? samplePeakRss(serverPid) : () => 0;
  if ((baseline || other) && PAIRED_ROUNDS > 0) {
    const burst = DURATION / PAIRED_ROUNDS;
    const runs: AutocannonResult[] = [];
    const baselineRuns: AutocannonResult[] = [];
    const otherRuns: AutocannonResult[] = [];
    for (let i = 0; i < PAIRED_ROUNDS; i++) {
      if (baseline) baselineRuns.push(await autocannon({ ...loadOptions(baseline), duration: burst }));
      if (other) otherRuns.push(await autocannon({ ...loadOptions(other), duration: burst }));
      runs.push(await autocannon({ ...opts, duration: burst }));
    }
    const peakKb = stopSampling();
    const perSecond = (rs: AutocannonResult[]) => (rs.length ? rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0) : undefined);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return {
      label: t.label,
      rps: perSecond(runs)!,
      p50: median(runs.map((r) => r.latency.p50)),
      p99: median(runs.map((r) => r.latency.p99)),
      errors: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
      rssMb: peakKb / 1024,
      pairedRps: perSecond(baselineRuns),
      otherRps: perSecond(otherRuns),
      answer,
      otherAnswer,
    };
  }
  const r = await autocannon({ ...opts, duration: DURATION });
  const peakKb = stopSampling();
  return { label: t.label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts, rssMb: peakKb / 1024, answer };
}

// ---------------------------------------------------------------- COD Buy Now, each shopper its own account

const DELIVERY = {
  area: 'Sector 62', state: 'Uttar Pradesh', district: 'Gautam Buddha Nagar', address: 'B-12, Tower 4, Amrapali Apartments',
  pincode: '201309', landmark: 'Near the metro station', mobileNumber: '9876543210',
};
const INITIAL_STOCK = 1_000_000;

/**
 * The cash-on-delivery caps let one shopper hold at most 5 open orders, so each of the concurrent
 * buyers (autocannon's connections) places 5 orders with one account, one after the other, then takes
 * a fresh account: the load is one shopper per connection at a time, never refused by the caps, and no
 * two connections ever share an account. The accounts are inserted in one statement.
 */
const ORDERS_PER_ACCOUNT = 5;
const ACCOUNTS_PER_BUYER = 400;

async function buyerTokens(db: Client, buyers: number): Promise<string[]> {
  const tokens = new TokenService(JWT_SECRET, '1h');
  const tag = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`;
  const { rows } = await db.query(
    `INSERT INTO app_user (username, email, mobile, city, pincode, password_hash)
     SELECT 'bench' || i, 'bench-' || $1 || '-' || i || '@example.in', '9876543210', 'Noida', '201301', 'not-a-real-hash'
     FROM generate_series(1, $2::int) AS i RETURNING id, username, email`,
    [tag, buyers * ACCOUNTS_PER_BUYER],
  );
  return (rows as { id: string; username: string; email: string }[]).map((u) => tokens.sign(u));
}

/**
 * COD Buy Now by SHOPPERS shoppers at once, loaded by autocannon like every other target (a fetch()
 * loop cost the load about 1 ms of CPU per order, on the same two cores as the shop). Latencies are
 * each response's own, so the p95 is exact; the stock is checked against the orders the database holds
 * for this run, which also counts an order whose answer was cut off when the load stopped.
 */
async function buyNow(gatewayUrl: string, db: Client, serverPid: number | undefined): Promise<Figures> {
  const accounts = await buyerTokens(db, SHOPPERS);
  const { rows } = await db.query(`SELECT id, available_sizes FROM product ORDER BY created_at DESC, id LIMIT 1`);
  const product = rows[0] as { id: string; available_sizes: string[] };
  // The size ordered is restocked through the catalogue's stock writer (server/src/modules/catalog/sql/stock_set.sql), like any change of stock after a product is created.
  await db.query(`SELECT stock_set($1::uuid, $2::int, jsonb_build_object('size', $3::text))`, [product.id, INITIAL_STOCK, product.available_sizes[0] ?? 'NA']);
  const [{ since }] = (await db.query('SELECT now() AS since')).rows as { since: Date }[];
  const query = operationText('PlaceOrder');
  const input = { ...DELIVERY, paymentMode: 'COD', quantity: 1, size: product.available_sizes[0] ?? 'NA' };
  const body = JSON.stringify({ operationName: 'PlaceOrder', query, variables: { productId: product.id, input } });
  let nextAccount = 0;
  let placed = 0;
  let refused = 0;
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const instance = autocannon({
      url: `${gatewayUrl}/graphql`,
      connections: SHOPPERS,
      duration: seconds,
      // One account's orders, in turn; the context starts afresh with each round.
      requests: Array.from({ length: ORDERS_PER_ACCOUNT }, (_, i) => ({
        method: 'POST',
        setupRequest: (req: Record<string, unknown>, context: { token?: string }) => {
          if (i === 0) context.token = accounts[nextAccount++];
          if (!context.token) throw new Error('the COD run ran out of accounts: raise ACCOUNTS_PER_BUYER');
          return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` }, body };
        },
        onResponse: (status: number, answer: string) => {
          if (status === 200 && answer.includes('"placeOrder":{') && !answer.includes('"errors"')) placed += 1;
          else refused += 1;
        },
      })),
    }) as Promise<AutocannonResult> & { on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    const result = await instance;
    return { result, latencies };
  };
  await run(Math.min(WARMUP, 1));
  const warmPlaced = placed;
  refused = 0;
  const stopSampling = serverPid ? samplePeakRss(serverPid) : () => 0;
  const { result, latencies } = await run(DURATION);
  const peakKb = stopSampling();
  // Orders whose answers the end of the load cut off may still be committing.
  await new Promise((r) => setTimeout(r, 500));
  const [{ stock, ordered }] = (
    await db.query(
      `SELECT v.stock, (SELECT coalesce(sum(l.quantity), 0)::int FROM order_line l JOIN customer_order o ON o.id = l.order_id
                        WHERE l.product_id = v.product_id AND l.size = v.size AND o.created_at >= $2) AS ordered
       FROM product_variant v WHERE v.product_id = $1 AND v.size = $3`,
      [product.id, since, product.available_sizes[0] ?? 'NA'],
    )
  ).rows as { stock: number; ordered: number }[];
  const exact = stock === INITIAL_STOCK - ordered;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  return {
    label: `COD Buy Now, ${SHOPPERS} shoppers at once`,
    rps: (placed - warmPlaced) / result.duration,
    p50: pct(50),
    p99: pct(99),
    errors: refused + result.errors + result.timeouts,
    rssMb: peakKb / 1024,
    note: `p95 ${pct(95).toFixed(1)} ms; stock ${stock} = ${INITIAL_STOCK} - ${ordered} ordered: ${exact ? 'exact' : 'WRONG'}`,
  };
}

// ---------------------------------------------------------------- the run

/** Every target beside the baseline (its own interleaved bursts with BENCH_PAIRED); with BENCH_AGAINST, the other build's figures and ratio too. */
function table(rows: Figures[], baselineRps: number) {
  const paired = rows.some((r) => r.pairedRps !== undefined);
  const against = rows.some((r) => r.otherRps !== undefined);
  const head = [
    'target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs baseline', ...(paired ? ['its baseline req/s'] : []),
    ...(against ? ['other build req/s', 'other vs baseline', 'vs other build'] : []), 'peak RSS MB', 'answer B (body+headers)',
    ...(against ? ["other build's answer B"] : []),
  ];
  const size = (a?: AnswerSize) => (a ? `${a.body}+${a.headers}` : '-');
  const base = (r: Figures) => r.pairedRps ?? baselineRps;
  const lines = rows.map((r) => [
    r.label,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    (r.rps / base(r)).toFixed(2),
    ...(paired ? [r.pairedRps?.toFixed(0) ?? '-'] : []),
    ...(against ? (r.otherRps === undefined ? ['-', '-', '-'] : [r.otherRps.toFixed(0), (r.otherRps / base(r)).toFixed(2), (r.rps / r.otherRps).toFixed(2)]) : []),
    r.rssMb ? r.rssMb.toFixed(0) : '-',
    size(r.answer),
    ...(against ? [size(r.otherAnswer)] : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (l: string[]) => l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const [i, l] of lines.entries()) {
    console.log(fmt(l));
    if (rows[i].note) console.log(`  ${rows[i].note}`);
  }
}

/** A fresh database `name` on that server, dropped again when the bench ends. */
async function benchDatabase(serverUrl: string, name = BENCH_DB): Promise<string> {
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The targets of one shop (gateway and backend addresses, a product of its own database). */
function shopTargets(gatewayUrl: string, backendUrl: string, productId: string, root = ROOT): Target[] {
  return [
    gqlTarget('gateway: listing (SearchProducts, 24 cards)', `${gatewayUrl}/graphql`, 'SearchProducts', { input: { limit: 24 } }, root),
    gqlTarget('gateway: search "cotton tshirt"', `${gatewayUrl}/graphql`, 'SearchProducts', { input: { search: 'cotton tshirt', limit: 24 } }, root),
    gqlTarget('gateway: home best sellers', `${gatewayUrl}/graphql`, 'HomeBestSellers', {}, root),
    gqlTarget('gateway: product(id)', `${gatewayUrl}/graphql`, 'Product', { id: productId }, root),
    gqlTarget('backend: listing (SearchProducts, 24 cards)', `${backendUrl}/graphql`, 'SearchProducts', { input: { limit: 24 } }, root),
    { label: 'gateway: GET /api/v1/products?limit=24', url: `${gatewayUrl}/api/v1/products?limit=24` },
    { label: 'gateway: GET /api/v1/products/:id', url: `${gatewayUrl}/api/v1/products/${productId}` },
  ];
}

/** Planner statistics for the catalogue's tables, as the database's owner (the bench's own connection). */
async function analyseCatalogue(dbUrl: string): Promise<void> {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    // Only the tables this build's schema has: BENCH_AGAINST may run a build from before product_search.
    const { rows } = await db.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relname = ANY($1::text[]) AND relnamespace = 'public'::regnamespace`,
      [['product', 'product_search', 'review', 'search_term']],
    );
    await db.query(`VACUUM (ANALYZE) ${rows.map((r) => r.name).join(', ')}`);
  } finally {
    await db.end();
  }
}

async function mostReviewedProduct(dbUrl: string): Promise<string> {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    return (await db.query(`SELECT id FROM product ORDER BY rating_count DESC, id LIMIT 1`)).rows[0].id as string;
  } finally {
    await db.end();
  }
}

async function main() {
  console.log('Building the shop if anything changed…');
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  if (!env.DATABASE_URL) env.DATA_DIR ||= path.join(ROOT, '.data/bench');
  const database = await openDatabase(readConfig());
  cleanups.push(() => database.stop());
  const dbUrl = await benchDatabase(database.url);

  let againstDbUrl: string | undefined;
  if (AGAINST) {
    if (!fs.existsSync(path.join(AGAINST, 'dist/server/src/main.js'))) throw new Error(`BENCH_AGAINST: ${AGAINST} has no build (run npm run build there)`);
    againstDbUrl = await benchDatabase(database.url, AGAINST_DB);
  }

  const baselinePort = await freePort();
  const baseline = await start('baseline', ['-r', './scripts/ts-register.cjs', 'bench/baseline-server.ts'], { DATABASE_URL: dbUrl, PORT: String(baselinePort) }, /listening (\d+)/);
  const baselineUrl = `http://127.0.0.1:${baselinePort}/`;

  const cores = os.availableParallelism();
  console.log(`\n${cores} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (at start); ${os.cpus()[0]?.model ?? ''}`);
  console.log(`${CONNECTIONS} connections, ${DURATION} s per target after ${WARMUP} s of warm-up; NODE_ENV=production; database ${env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'}.`);

  const db = new Client({ connectionString: dbUrl });
  let dbConnected = false;
  for (const mode of MODES) {
    const modeLabel = `WEB_CONCURRENCY=${mode.procs ?? `default (${cores} cores)`}, response cache ${mode.cache ? 'on' : 'off'}`;
    console.log(`\n=== ${modeLabel}${AGAINST ? `; this build against ${AGAINST}` : ''}`);
    const startShop = async (label: string, databaseUrl: string, cwd = ROOT, extraEnv: Record<string, string> = {}) => {
      const port = await freePort();
      const backendPort = await freePort();
      const shopEnv = {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        BACKEND_PORT: String(backendPort),
        JWT_SECRET,
        WEB_CONCURRENCY: mode.procs === undefined ? undefined : String(mode.procs),
        RESPONSE_CACHE: mode.cache ? 'on' : 'off',
        REDIS_URL: env.BENCH_REDIS_URL,
        ...extraEnv,
      };
      // BENCH_CPU_PROF=<dir>: each of the shop's processes writes a V8 CPU profile there when it exits.
      const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`] : [];
      const { child } = await start(label, [...profile, 'dist/server/src/main.js'], shopEnv, /./, cwd);
      return { child, gatewayUrl: `http://127.0.0.1:${port}`, backendUrl: `http://127.0.0.1:${backendPort}` };
    };
    const shop = await startShop('the shop', dbUrl);
    const other = AGAINST && againstDbUrl ? await startShop('the other build', againstDbUrl, AGAINST, AGAINST_ENV) : undefined;
    const { gatewayUrl, backendUrl } = shop;
    try {
      await waitForHealth(`${gatewayUrl}/healthz`);
      if (other) await waitForHealth(`${other.gatewayUrl}/healthz`);
      if (!dbConnected) {
        await db.connect();
        dbConnected = true;
        cleanups.push(() => db.end());
      }
      // The demo seed leaves its tables unanalysed; a shop's autovacuum would analyse them soon after,
      // but a server without it (like the shared test server) would plan every listing blind (the
      // planner guessed 2 products of 132), so the uncached reads measured plans no shop runs.
      for (const url of [dbUrl, againstDbUrl]) if (url) await analyseCatalogue(url);
      const productId = await mostReviewedProduct(dbUrl);
      const pid = shop.child.pid!;
      const results: Figures[] = [];
      const baselineTarget: Target = { label: 'baseline: node:http + pg, 24 newest cards', url: baselineUrl };
      const baselineFigures = await load(baselineTarget, baseline.child.pid);
      results.push(baselineFigures);
      const targets = shopTargets(gatewayUrl, backendUrl, productId);
      // The other build's own targets, one for one (its database has its own product ids).
      const counterparts = other && againstDbUrl ? shopTargets(other.gatewayUrl, other.backendUrl, await mostReviewedProduct(againstDbUrl), AGAINST) : undefined;
      for (const [i, t] of targets.entries()) if (wanted(t.label)) results.push(await load(t, pid, baselineTarget, counterparts?.[i]));
      if (wanted('COD Buy Now') && !other) {
        results.push(await buyNow(gatewayUrl, db, pid));
        // The next mode runs on the same database: it should find the tables as a shop's autovacuum leaves
        // them after such a burst, not the product row's thousands of dead versions that its listing's
        // count would step over (the burst updates one row about 3,000 times in 10 s).
        await db.query('VACUUM (ANALYZE) product, customer_order, order_line, order_history, app_user, rate_limit');
      }
      console.log(`load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
      table(results, baselineFigures.rps);
    } finally {
      await stopChild(shop.child);
      if (other) await stopChild(other.child);
    }
  }
}

main()
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(() => stopEverything());
