/**
 * `npm run bench:edge`: how fast the operation limits refuse the attacks that once took the shop down,
 * and what a shopper asking at the same moment waits.
 *
 * Starts the seeded shop (gateway + backend) over a scratch database `rangrez_bench_edge` on
 * DATABASE_URL's server (or the embedded one), then for each server sends, N times, the 551-byte
 * depth-10 query and the 1,000-alias query together with a shopper's catalogue page, and prints the
 * median and worst time of each. The target: every attack answered with 400 in under 100 ms.
 *
 * Options: --runs N (default 20).
 */
import 'reflect-metadata';
import { Client } from 'pg';
import { readConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { startShop } from '../server/src/shop';

const TARGET_MS = 100;
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;

function deepReviewsQuery(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `id reviews(limit: 100) { items { id product { ${inner} } } }`;
  return `{ products(limit: 200) { ${inner} } }`;
}
const ATTACKS = {
  'depth-10 (551 bytes)': deepReviewsQuery(10),
  '1,000 aliases': `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: products(limit: 200) { reviewSummary { count } }`).join(' ')} }`,
};
const SHOPPER = '{ searchProducts(input: { category: "MEN", limit: 24 }) { total items { id name pricePaise coverImage rating } } }';

async function timed(url: string, query: string): Promise<{ ms: number; status: number; ok: boolean }> {
  const start = performance.now();
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
  return { ms: performance.now() - start, status: res.status, ok: !body.errors && body.data !== undefined };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs: number[]) => `median ${median(xs).toFixed(1)} ms, worst ${Math.max(...xs).toFixed(1)} ms`;

async function main() {
  const config = readConfig({ ...process.env, PORT: '0', BACKEND_PORT: '0', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0' });
  const database = await openDatabase(config);
  const admin = new Client({ connectionString: database.url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS rangrez_bench_edge');
  await admin.query('CREATE DATABASE rangrez_bench_edge');
  const url = new URL(database.url);
  url.pathname = '/rangrez_bench_edge';
  const shop = await startShop(config, url.toString(), { seed: true, clientDir: '/nonexistent' });
  let failed = false;
  try {
    for (const [server, base] of [['gateway', shop.url], ['backend', shop.backendUrl]] as const) {
      for (const [name, attack] of Object.entries(ATTACKS)) {
        const attacks: number[] = [];
        const shoppers: number[] = [];
        // Warm-up: the first requests compile code paths and fill caches; a running shop is past that.
        for (let i = 0; i < 3; i++) await Promise.all([timed(base, attack), timed(base, SHOPPER)]);
        const alone: number[] = [];
        for (let i = 0; i < RUNS; i++) alone.push((await timed(base, attack)).ms);
        for (let i = 0; i < RUNS; i++) {
          const [a, s] = await Promise.all([timed(base, attack), timed(base, SHOPPER)]);
          if (a.status !== 400 || !s.ok) failed = true;
          attacks.push(a.ms);
          shoppers.push(s.ms);
        }
        const over = Math.max(...attacks, ...alone) >= TARGET_MS;
        failed ||= over;
        console.log(`${server.padEnd(8)} ${name.padEnd(22)} refused alone: ${fmt(alone)}; beside a shopper: ${fmt(attacks)}${over ? '  OVER TARGET' : ''} | the shopper: ${fmt(shoppers)}`);
      }
    }
  } finally {
    await shop.stop();
    await admin.query('DROP DATABASE IF EXISTS rangrez_bench_edge');
    await admin.end();
    await database.stop();
  }
  console.log(failed ? `FAILED: an attack was not refused with 400 under ${TARGET_MS} ms, or a shopper was not answered` : `ok: every attack refused with 400 under ${TARGET_MS} ms`);
  process.exitCode = failed ? 1 : 0;
}

void main();
