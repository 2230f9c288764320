/**
 * `npm run bench:lighthouse`: Lighthouse 12 on the production build, as a phone sees it.
 *
 * Builds what changed, starts the shop (NODE_ENV=production) on free ports with its own data folder
 * (.data/lighthouse: its own embedded PostgreSQL) or, with DATABASE_URL, its own database
 * `rangrez_lighthouse` on that server; then runs Lighthouse (mobile emulation and default throttling,
 * Debian's Chromium) three times each on the home page, a listing and a product page, and prints the
 * medians: the four category scores, FCP, LCP, TBT, CLS and the JavaScript transferred.
 *
 * Options: --runs N (default 3), --url http://... (measure a shop that is already running),
 * --db NAME (the database's name on DATABASE_URL's server, default rangrez_lighthouse),
 * --save DIR (writes each run's full Lighthouse report there as JSON, to read its diagnostics),
 * --block PATTERNS (comma-separated URL patterns the browser must not load, e.g. '*.js': what the
 * pages score without the app's JavaScript, the floor this machine gives the HTML and CSS alone).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../server/src/db/embedded';

const ROOT = path.resolve(__dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const TARGETS = { performance: 95, accessibility: 98, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.05, tbtMs: 150, jsKb: 150 };

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Lighthouse's failed accessibility, best-practice and SEO audits, to say what to fix. */
  failed: string[];
}

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A database of the bench's own on DATABASE_URL's server, so a run never touches the shop's data. */
async function benchDatabaseUrl(): Promise<string | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  const name = arg('--db') ?? 'rangrez_lighthouse';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--db: ${name} is not a plain database name`);
  const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHealthy(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the shop did not become healthy within 3 minutes');
}

async function startShop(): Promise<{ url: string; stop: () => Promise<void> }> {
  execFileSync('node', ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const [port, backendPort] = [await freePort(), await freePort()];
  const databaseUrl = await benchDatabaseUrl();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    BACKEND_PORT: String(backendPort),
    DATA_DIR: path.join(ROOT, '.data', 'lighthouse'),
    PUBLIC_URL: `http://localhost:${port}`,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn('node', ['dist/server/src/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://localhost:${port}`;
  await waitForHealthy(url, child);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function firstProductPath(url: string): Promise<string> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const match = sitemap.match(/<loc>[^<]*(\/product\/[^<]+)<\/loc>/);
  if (!match) throw new Error('the sitemap lists no product');
  return match[1];
}

async function main() {
  const runs = Number(arg('--runs') ?? 3);
  const external = arg('--url');
  const saveDir = arg('--save');
  const blocked = arg('--block')?.split(',').map((p) => p.trim()).filter(Boolean);
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  const shop = external ? { url: external.replace(/\/+$/, ''), stop: async () => undefined } : await startShop();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  // Ctrl-C mid-run still stops the browser and the shop this run started.
  const interrupted = async () => {
    chrome.kill();
    await shop.stop();
    process.exit(130);
  };
  process.once('SIGINT', () => void interrupted());
  process.once('SIGTERM', () => void interrupted());
  try {
    const pages = [
      { label: 'home', path: '/' },
      { label: 'listing', path: '/products?cat=MEN' },
      { label: 'product', path: await firstProductPath(shop.url) },
    ];
    // A running shop has rendered each screen before: warm this one up the same way.
    for (const page of pages) await fetch(shop.url + page.path);
    console.log(`Lighthouse ${runs}× per page on ${shop.url} (mobile emulation, default throttling)${blocked?.length ? `; blocked: ${blocked.join(', ')}` : ''}\n`);
    const rows: string[] = [];
    const failedAudits = new Set<string>();
    const benchmarkIndexes: number[] = [];
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const answer = await lighthouse(shop.url + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(blocked?.length ? { blockedUrlPatterns: blocked } : {}),
        });
        if (!answer) throw new Error('Lighthouse gave no result');
        const lhr = answer.lhr;
        if (saveDir) fs.writeFileSync(path.join(saveDir, `${page.label}-${i + 1}.json`), JSON.stringify(lhr));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
        const failed = Object.values(lhr.categories)
          .filter((c) => c.id !== 'performance')
          .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => `${c.id}: ${r.id}`));
        failed.forEach((f) => failedAudits.add(`${page.label} ${f}`));
        results.push({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Run['scores'],
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          jsKb: (summary.find((s) => s.resourceType === 'script')?.transferSize ?? 0) / 1024,
          failed,
        });
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        const last = results.at(-1)!;
        // TBT moves by hundreds of milliseconds between runs of the same build here: each run's figure shows the spread.
        process.stdout.write(`  ${page.label} run ${i + 1}: performance ${last.scores.performance}, LCP ${Math.round(last.lcpMs)} ms, TBT ${Math.round(last.tbtMs)} ms\n`);
      }
      const m = (f: (r: Run) => number) => median(results.map(f));
      rows.push(
        [
          `${page.label} (${page.path.length > 24 ? page.path.slice(0, 21) + '…' : page.path})`.padEnd(34),
          ...CATEGORIES.map((c) => String(m((r) => r.scores[c])).padStart(5)),
          `${(m((r) => r.fcpMs) / 1000).toFixed(1)} s`.padStart(7),
          `${(m((r) => r.lcpMs) / 1000).toFixed(1)} s`.padStart(7),
          `${Math.round(m((r) => r.tbtMs))} ms`.padStart(7),
          m((r) => r.cls).toFixed(3).padStart(6),
          `${m((r) => r.jsKb).toFixed(0)} KB`.padStart(7),
        ].join(' '),
      );
    }
    console.log(`\nMedians of ${runs} runs:`);
    console.log(`${'page'.padEnd(34)} ${['perf', 'a11y', 'b.p.', 'seo'].map((h) => h.padStart(5)).join(' ')} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'JS'.padStart(7)}`);
    rows.forEach((r) => console.log(r));
    console.log(
      `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, SEO ${TARGETS.seo}; ` +
        `LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms; JavaScript ≤ ${TARGETS.jsKb} KB (transferred, compressed).`,
    );
    console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; Lighthouse's CPU benchmark index ${Math.round(median(benchmarkIndexes))} (median).`);
    if (failedAudits.size) console.log(`\nAudits that did not pass:\n  ${[...failedAudits].join('\n  ')}`);
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
