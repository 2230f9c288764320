/**
 * `npm run bench:search`: catalogue search latency inside PostgreSQL over a generated catalogue.
 *
 * Creates (once) a database `rangrez_bench` next to the shop's (DATABASE_URL's server, or the
 * embedded one), fills it with the deterministic generated catalogue (100,000 products by default,
 * with their reviews), then runs a fixed set of 24-product listings, misspellings included, exactly
 * as the shop plans them. Each run is timed by PostgreSQL itself (EXPLAIN ANALYZE: planning +
 * execution of every statement of the listing: word correction, matching page, product rows).
 * Prints the median and 95th percentile per query and over all runs, against the 20 ms target.
 *
 * Several sizes in one run (`--products 100000,1000000`) measure the smallest first, then grow the
 * same database to the next size (the generated catalogue of N products is the first N of any larger
 * one), and end with a table of every size side by side. The catalogue is kept for the next run: a
 * database holding the first n generated products grows from there; anything else is replaced.
 *
 * Options: --products N[,M…] (default 100000), --runs N (default 40), --fresh (regenerate the catalogue),
 * --db NAME (the bench database's name, default rangrez_bench: sessions sharing one PostgreSQL server
 * each keep a catalogue of their own).
 */
import 'reflect-metadata';
import os from 'node:os';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { readConfig } from '../server/src/config';
import { connectAndMigrate, openDatabase } from '../server/src/db/database';
import type { RequestContext } from '../server/src/context';
import { catalogService } from '../server/src/modules/catalog/catalog.service';
import {
  expandWords, expansionSql, listingPageSql, planListing, probeListing, probeSql, queryWords, relevancePlan, RESULT_CAP,
  type ListingRequest,
} from '../server/src/modules/catalog/product-search';
import { generatedPrefix, seedGenerated } from '../server/src/seed/seed';

const TARGET_P95_MS = 20;
const PAGE = 24;

const QUERIES: { label: string; req: Partial<ListingRequest> }[] = [
  { label: 'search "tshirt"', req: { search: 'tshirt' } },
  { label: 'search "tshrt" (typo)', req: { search: 'tshrt' } },
  { label: 'search "mugs"', req: { search: 'mugs' } },
  { label: 'search "coffee mug"', req: { search: 'coffee mug' } },
  { label: 'search "hodie" (typo) + max ₹1,500', req: { search: 'hodie', maxPricePaise: 150000 } },
  { label: 'search "keychian" (typo)', req: { search: 'keychian' } },
  { label: 'search "bottel" (typo) + 30% off', req: { search: 'bottel', minDiscount: 30 } },
  { label: 'search "black cotton tee" + rating 3+', req: { search: 'black cotton tee', minRating: 3 } },
  { label: 'search "paisley kurti" in Women', req: { search: 'paisley kurti', category: 'Women' } },
  { label: 'search "mandala" newest first', req: { search: 'mandala', sort: 'NEWEST' } },
  { label: 'search "madhubni" (typo) + ₹300-900', req: { search: 'madhubni', minPricePaise: 30000, maxPricePaise: 90000 } },
  { label: 'MEN + ₹300-900, price low to high', req: { category: 'MEN', minPricePaise: 30000, maxPricePaise: 90000, sort: 'PRICE_ASC' } },
  { label: 'ACCESSORIES + rating 4+', req: { category: 'ACCESSORIES', minRating: 4 } },
  { label: 'SALE (40% off or more)', req: { category: 'SALE' } },
  { label: 'BEST SELL', req: { category: 'BEST SELL' } },
  { label: 'Mug + search "chai"', req: { category: 'Mug', search: 'chai' } },
  { label: 'LGBTQ+ + 20% off, newest', req: { category: 'LGBTQ+', minDiscount: 20, sort: 'NEWEST' } },
  { label: 'all products, page 3, newest', req: { sort: 'NEWEST', offset: 48 } },
  { label: 'search "tshirt" page 5', req: { search: 'tshirt', offset: 96 } },
  { label: 'search "hoodie" price high to low', req: { search: 'hoodie', sort: 'PRICE_DESC' } },
  { label: 'search "tshirt" + ₹0-500 + 4+ + 50% off', req: { search: 'tshirt', maxPricePaise: 50000, minRating: 4, minDiscount: 50 } },
  { label: 'Women + 4+, top rated', req: { category: 'Women', minRating: 4, sort: 'RATING' } },
  { label: 'NEW ARRIVALS, newest', req: { category: 'NEW ARRIVALS' } },
];

function args() {
  const a = process.argv.slice(2);
  const get = (flag: string) => {
    const i = a.findIndex((x) => x === flag || x.startsWith(`${flag}=`));
    return i < 0 ? undefined : a[i].includes('=') ? a[i].split('=')[1] : a[i + 1];
  };
  const sizes = (get('--products') ?? '100000').split(',').map((x) => Number(x.replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--products takes positive whole numbers, comma-separated (100000,1000000)');
  const db = get('--db') ?? 'rangrez_bench';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(db)) throw new Error('--db takes a plain lower-case database name (letters, digits, _)');
  return { sizes: [...new Set(sizes)].sort((x, y) => x - y), runs: Number(get('--runs') ?? 40), fresh: a.includes('--fresh'), db };
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Planning + execution time of one statement, as PostgreSQL measures it. */
async function timeInDb(ds: DataSource, sql: string, params: unknown[]): Promise<number> {
  const [row] = await ds.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`, params);
  const plan = row['QUERY PLAN'][0];
  return plan['Planning Time'] + plan['Execution Time'];
}

/** Every statement of one listing, as catalogService.search runs them. */
async function timeListing(ds: DataSource, req: ListingRequest): Promise<{ ms: number; total: number; plan: string }> {
  const words = queryWords(req.search ?? undefined);
  let ms = 0;
  if (words.length) {
    const e = expansionSql(words);
    ms += await timeInDb(ds, e.sql, e.params);
  }
  const plan = planListing(req, await expandWords(ds.manager, words));
  if (!plan.query) return { ms, total: 0, plan: '' };
  // A broad relevance search first tests the head of its walk (the probe), which picks the plan.
  const probe = probeSql(plan.query);
  if (probe) ms += await timeInDb(ds, probe.sql, probe.params);
  const query = await probeListing(ds.manager, plan.query);
  // The page of ids, the total and the page's product rows: one statement, and a second (collecting)
  // when a walk fell short of its page, which answers no total then.
  const l = listingPageSql(query);
  ms += await timeInDb(ds, l.sql, l.params);
  let [answer] = await ds.query(l.sql, l.params);
  if (answer?.listingTotal === null) {
    const c = listingPageSql({ ...query, collect: true });
    ms += await timeInDb(ds, c.sql, c.params);
    [answer] = await ds.query(c.sql, c.params);
  }
  return { ms, total: answer?.listingTotal ?? 0, plan: query.tsQuery && query.sort === 'RELEVANCE' ? relevancePlan(query) : '' };
}

async function benchDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  // The name passed args()'s plain-identifier check, so it is safe to quote into the statement.
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface QueryFigures {
  label: string;
  matches: string;
  /** The relevance plan the probe chose (relevancePlan), empty for other listings. */
  plan: string;
  median: number;
  p95: number;
  service: number;
}

interface SizeFigures {
  products: number;
  queries: QueryFigures[];
  median: number;
  p95: number;
  max: number;
}

const ms = (x: number) => x.toFixed(2);

function printTable(lines: string[][]) {
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)));
  for (const [i, l] of lines.entries()) {
    console.log(l.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/**
 * The planner's statistics and the visibility map (the walk's and the listings' index-only scans skip
 * the heap only on pages it marks), on a server that may run without autovacuum. As the tables'
 * owner: the bench's pool runs as the shop's runtime role, for which PostgreSQL skips VACUUM and
 * ANALYZE with a mere warning, so a catalogue filled through it was planned without statistics (the
 * catalogue's size read as -1, and every search took the collecting plan).
 */
async function vacuumAsOwner(ownerUrl: string): Promise<void> {
  const owner = new Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    for (const table of ['product', 'product_search', 'review']) await owner.query(`VACUUM ANALYZE ${table}`);
    await owner.query('ANALYZE search_term');
  } finally {
    await owner.end();
  }
}

/** Brings the bench database to the first `size` generated products, growing what it already holds when it can. */
async function fillTo(ds: DataSource, ownerUrl: string, size: number, fresh: boolean, db: string): Promise<void> {
  const have = fresh ? null : await generatedPrefix(ds);
  if (have === size) {
    // A catalogue kept from a run whose statistics never got written (see vacuumAsOwner), or whose
    // walk table a migration rewrote since (1790001000000 writes every row of product_search again):
    // until a vacuum marks its pages all-visible, every index-only walk reads the heap too.
    const [{ counted, visible }] = await ds.query(
      `SELECT (SELECT reltuples >= 0 FROM pg_class WHERE oid = 'product'::regclass) AS counted,
              (SELECT relallvisible >= 0.9 * relpages FROM pg_class WHERE oid = 'product_search'::regclass) AS visible`,
    );
    if (!counted || !visible) await vacuumAsOwner(ownerUrl);
    return;
  }
  let from = have ?? 0;
  if (have === null || have > size) {
    await ds.query('TRUNCATE product, review, search_term CASCADE');
    from = 0;
  }
  console.log(`\n${from ? `growing the catalogue from ${from} to` : 'generating'} ${size} products (deterministic; kept in database ${db} for the next run)…`);
  const started = Date.now();
  let last = 0;
  await seedGenerated(ds, size, {
    onProgress: (done) => {
      if (Date.now() - last < 1000 && done < size) return;
      last = Date.now();
      process.stdout.write(`\r  ${done} / ${size}`);
    },
  });
  await vacuumAsOwner(ownerUrl);
  const seconds = (Date.now() - started) / 1000;
  console.log(`\n  ${size - from} products generated and inserted (with reviews, indexes, statistics) in ${seconds.toFixed(1)} s: ${Math.round((size - from) / seconds)} products/s`);
}

/**
 * How busy the machine is, next to the figures: the load average and the median time PostgreSQL
 * takes to sum a million integers (a fixed piece of work: it grows when other work shares the cores,
 * so figures from runs with very different baselines are not comparable).
 */
async function machineBaseline(ds: DataSource): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await timeInDb(ds, 'SELECT sum(i) FROM generate_series(1, 1000000) i', []));
  times.sort((a, b) => a - b);
  return `machine: load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} on ${os.cpus().length} cores; baseline (sum of 1e6 integers in PostgreSQL) ${ms(percentile(times, 50))} ms`;
}

async function measure(ds: DataSource, products: number, runs: number): Promise<SizeFigures> {
  const [{ reviews }] = await ds.query('SELECT count(*)::int AS reviews FROM review');
  console.log(`\n${products} products, ${reviews} reviews; ${runs} timed runs per query after 3 warm-ups; page of ${PAGE}.`);
  console.log(`${await machineBaseline(ds)}\n`);
  const ctx = { em: ds.manager } as RequestContext;
  const all: number[] = [];
  const queries: QueryFigures[] = [];
  for (const q of QUERIES) {
    const req: ListingRequest = { limit: PAGE, offset: 0, ...q.req };
    for (let i = 0; i < 3; i++) await timeListing(ds, req);
    const times: number[] = [];
    let total = 0;
    let plan = '';
    for (let i = 0; i < runs; i++) {
      const r = await timeListing(ds, req);
      times.push(r.ms);
      total = r.total;
      plan = r.plan;
    }
    // The service as the shop calls it: prepared statements (plans reused after a few calls), round trips, Node.
    const wall: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = process.hrtime.bigint();
      await catalogService.search(ctx, req as never);
      wall.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    times.sort((a, b) => a - b);
    wall.sort((a, b) => a - b);
    all.push(...times);
    queries.push({ label: q.label, matches: total > RESULT_CAP ? `${RESULT_CAP}+` : String(total), plan, median: percentile(times, 50), p95: percentile(times, 95), service: percentile(wall, 50) });
  }
  all.sort((a, b) => a - b);
  printTable([
    ['query', 'matches', 'plan', 'median ms', 'p95 ms', 'service ms (median, Node)'],
    ...queries.map((q) => [q.label, q.matches, q.plan, ms(q.median), ms(q.p95), ms(q.service)]),
  ]);
  const figures = { products, queries, median: percentile(all, 50), p95: percentile(all, 95), max: all[all.length - 1] };
  console.log(`\nall ${all.length} runs at ${products} products: median ${ms(figures.median)} ms, p95 ${ms(figures.p95)} ms, max ${ms(figures.max)} ms`);
  console.log(await machineBaseline(ds));
  return figures;
}

async function main() {
  const opts = args();
  // Bulk inserts of thousands of rows are slow statements by design; the figures are what this prints.
  process.env.SLOW_QUERY_MS ??= 'off';
  const config = readConfig();
  const database = await openDatabase(config);
  let ds: DataSource | undefined;
  try {
    const benchUrl = await benchDatabase(database.url, opts.db);
    ds = await connectAndMigrate(benchUrl, 4);
    const [{ version }] = await ds.query("SELECT current_setting('server_version') AS version");
    const [{ buffers }] = await ds.query("SELECT current_setting('shared_buffers') AS buffers");
    console.log(`PostgreSQL ${version} (${database.embedded ? 'embedded, from npm' : 'DATABASE_URL'}), shared_buffers ${buffers}; target p95 <= ${TARGET_P95_MS} ms`);

    const sizes: SizeFigures[] = [];
    for (const [i, size] of opts.sizes.entries()) {
      await fillTo(ds, benchUrl, size, opts.fresh && i === 0, opts.db);
      sizes.push(await measure(ds, size, opts.runs));
    }

    console.log(`\np95 ms per query (target ${TARGET_P95_MS} ms), PostgreSQL ${version}:\n`);
    const head = (n: number) => `${n.toLocaleString('en-US')} products`;
    printTable([
      ['query', ...sizes.map((s) => head(s.products))],
      ...QUERIES.map((q, i) => [q.label, ...sizes.map((s) => ms(s.queries[i].p95))]),
      ['all runs', ...sizes.map((s) => ms(s.p95))],
    ]);
    console.log('');
    let pass = true;
    for (const s of sizes) {
      const ok = s.p95 <= TARGET_P95_MS;
      pass &&= ok;
      console.log(`${ok ? 'PASS' : 'FAIL'} at ${head(s.products)}: p95 ${ms(s.p95)} ms ${ok ? '<=' : '>'} ${TARGET_P95_MS} ms`);
    }
    process.exitCode = pass ? 0 : 1;
  } finally {
    await ds?.destroy();
    await database.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
