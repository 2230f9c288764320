/**
 * `npm run bench:import-attacks`: what shoppers wait while a manager uploads the CSV files that once
 * stalled a server process (issue 27, class 2), through the gateway as a browser sends them:
 * - a header of 15 MB of commas (once 30 s of one core and 5 GB),
 * - a 100,000-row file (10 MB),
 * - and the largest file the shop takes, 20,000 rows (5,000 products in four sizes), checked (dry run) and then applied as jobs.
 * The shop runs in this process, beside the client that builds and sends the files: what the client's own
 * work costs (building a 15 MB string, sending it) lands on the shoppers' figures too, so they are an
 * upper bound. A shopper meanwhile asks for catalogue pages (two at a time, pages varied so the gateway's cache does
 * not answer for the backend). Run it with LOG_LEVEL=warn to keep the request log out of the figures. Prints each upload's answer and time, and the shoppers' median, 95th
 * percentile and worst time before (quiet) and during each.
 *
 * Starts the seeded shop (gateway + backend, production mode) over a scratch database on DATABASE_URL's
 * server (or the embedded one), dropped afterwards.
 */
import 'reflect-metadata';
import { Client } from 'pg';
import { csvRecord } from '../server/src/common/csv';
import { readConfig } from '../server/src/config';
import { systemContext } from '../server/src/context';
import { openDatabase } from '../server/src/db/database';
import { COMMAND_LINE_ACTOR } from '../server/src/modules/audit/audit.service';
import { CSV_COLUMNS } from '../server/src/modules/catalog/product-csv';
import { staffService } from '../server/src/modules/staff/staff.service';
import { startShop } from '../server/src/shop';

const DB = `rangrez_bench_import_attacks_${process.pid}`;
const CATEGORIES = ['MEN', 'WOMEN', 'ACCESSORIES', 'TSHIRT', 'LGBTQ'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;
const fmt = (xs: number[]) =>
  xs.length ? `${String(xs.length).padStart(4)} requests: median ${median(xs).toFixed(1)} ms, p95 ${p95(xs).toFixed(1)} ms, worst ${Math.max(...xs).toFixed(1)} ms` : 'no requests';

/**
 * `n` rows, one per size (four sizes a product, as the export writes them). `short`: a one-word
 * description, so 100,000 rows stay under 16 MB and meet the row cap, not the byte cap.
 */
function catalogueFile(n: number, short = false): string {
  const lines = [csvRecord([...CSV_COLUMNS])];
  for (let i = 0; i < n; i += 1) {
    const p = Math.floor(i / 4);
    lines.push(
      csvRecord([
        `atk-${String(p + 1).padStart(6, '0')}`,
        `Bench Tee ${Math.floor(p / 8)}`,
        short ? 'Tee' : `A tee for the import bench, number ${p + 1}, in soft combed cotton with a print that lasts.`,
        'men',
        'tshirt',
        ['black', 'white', 'navy', 'maroon', 'olive', 'teal', 'mustard', 'rust'][p % 8],
        `${299 + (p % 700)}.00`,
        `${(299 + (p % 700)) * 2}.00`,
        '100% cotton|Machine wash cold',
        '',
        'no',
        '6109',
        'garment',
        'no',
        ['S', 'M', 'L', 'XL'][i % 4],
        '',
        '',
        String(i % 40),
        '5',
      ]),
    );
  }
  return lines.join('');
}

/** A shopper browsing, two requests at a time, until `stop` is set; each request's time. */
function shoppers(base: string, state: { stop: boolean }): Promise<number[]> {
  const times: number[] = [];
  const one = async () => {
    let n = 0;
    while (!state.stop) {
      n += 1;
      const query = `{ searchProducts(input: { category: "${CATEGORIES[n % CATEGORIES.length]}", limit: 24, offset: ${(n * 7) % 300}, minPricePaise: ${n % 5000} }) { total items { id name pricePaise } } }`;
      const start = performance.now();
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
      if (res.status !== 200 || body.errors) throw new Error(`a shopper's request failed (${res.status}): ${JSON.stringify(body.errors)}`);
      times.push(performance.now() - start);
    }
  };
  return Promise.all([one(), one()]).then(() => times);
}

async function during<T>(base: string, work: () => Promise<T>): Promise<{ value: T; ms: number; shopperTimes: number[] }> {
  const state = { stop: false };
  const browsing = shoppers(base, state);
  const start = performance.now();
  const value = await work();
  const ms = performance.now() - start;
  state.stop = true;
  return { value, ms, shopperTimes: await browsing };
}

async function main() {
  const config = readConfig({ ...process.env, PORT: '0', BACKEND_PORT: '0', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0', JOB_POLL_SECONDS: '0.5' });
  const database = await openDatabase(config);
  const admin = new Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB}`);
  await admin.query(`CREATE DATABASE ${DB}`);
  const url = new URL(database.url);
  url.pathname = `/${DB}`;
  const shop = await startShop(config, url.toString(), { seed: true, clientDir: '/nonexistent' });
  try {
    const password = 'bench password 123456';
    await staffService.create(systemContext(shop.app), { email: 'bench-import@rangrez.example', name: 'Import bench', role: 'manager', password }, COMMAND_LINE_ACTOR);
    const login = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($e: String!, $p: String!) { staffLogin(email: $e, password: $p) { token } }', variables: { e: 'bench-import@rangrez.example', p: password } }),
    });
    const token = ((await login.json()) as { data: { staffLogin: { token: string } } }).data.staffLogin.token;

    const upload = async (body: string, dryRun: boolean) => {
      const res = await fetch(`${shop.url}/admin/api/products/import?dryRun=${dryRun}`, { method: 'POST', body, headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' } });
      return { status: res.status, body: (await res.json()) as { id?: string; message?: string } };
    };
    const untilDone = async (id: string) => {
      for (;;) {
        const res = await fetch(`${shop.url}/admin/api/products/import/${id}`, { headers: { authorization: `Bearer ${token}` } });
        const job = (await res.json()) as { state: string; result?: { created: number; updated: number; unchanged: number; errors: unknown[] } };
        if (job.state === 'done' || job.state === 'failed') return job;
        await new Promise((r) => setTimeout(r, 250));
      }
    };

    // Warm-up: compiled paths and a filled pool, as in a shop that has been running.
    await during(shop.url, () => new Promise((r) => setTimeout(r, 2000)));
    const quiet = await during(shop.url, () => new Promise((r) => setTimeout(r, 5000)));
    console.log(`Shoppers, quiet (5 s)                         ${fmt(quiet.shopperTimes)}`);

    const commas = `${','.repeat(15 * 1024 * 1024)}\r\nx\r\n`;
    const a = await during(shop.url, () => upload(commas, true));
    console.log(`15 MB header of commas: ${a.value.status} in ${a.ms.toFixed(0)} ms (“${a.value.body.message}”)`);
    console.log(`  shoppers meanwhile                          ${fmt(a.shopperTimes)}`);

    const big = catalogueFile(100_000, true);
    const b = await during(shop.url, () => upload(big, true));
    console.log(`100,000 rows (${(big.length / 1024 / 1024).toFixed(1)} MB): ${b.value.status} in ${b.ms.toFixed(0)} ms (“${b.value.body.message}”)`);
    console.log(`  shoppers meanwhile                          ${fmt(b.shopperTimes)}`);

    const most = catalogueFile(20_000);
    for (const dryRun of [true, false]) {
      const c = await during(shop.url, async () => {
        const sent = await upload(most, dryRun);
        if (sent.status !== 202) throw new Error(`the 20,000-row file was answered ${sent.status}: ${sent.body.message}`);
        return { sent, over: await untilDone(sent.body.id!) };
      });
      const r = c.value.over.result;
      console.log(
        `20,000 rows (${(most.length / 1024 / 1024).toFixed(1)} MB), ${dryRun ? 'dry run' : 'applied'} as a job: 202, ${c.value.over.state} in ${c.ms.toFixed(0)} ms (created ${r?.created}, updated ${r?.updated}, unchanged ${r?.unchanged}, errors ${r?.errors.length})`,
      );
      console.log(`  shoppers meanwhile                          ${fmt(c.shopperTimes)}`);
    }
  } finally {
    await shop.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await database.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
