/**
 * `npm run bench:import`: times a CSV import of 10,000 rows (one per size: about 3,600 products, clothing
 * in four sizes), as staff would run it, through the catalogue's import service (the same code GraphQL
 * importProducts and POST /admin/api/products/import call): the dry run (read and check every row),
 * applying it (the new products, each size with its stock ledger rows, each product with its audit
 * entry), a second file changing the price of every product and the stock of every size (the stocks
 * through the ledger), and exporting the catalogue. Prints the file's size and each step's time.
 *
 * Runs against a database of its own, made on the server DATABASE_URL names (the embedded PostgreSQL
 * otherwise) and dropped afterwards. Options: --rows N (default 10000).
 */
import 'reflect-metadata';
import { PassThrough } from 'node:stream';
import { Client } from 'pg';
import { readConfig } from '../server/src/config';
import { createAppServices, systemContext, type RequestContext } from '../server/src/context';
import { connectAndMigrate, openDatabase } from '../server/src/db/database';
import { csvRecord } from '../server/src/common/csv';
import { COMMAND_LINE_ACTOR } from '../server/src/modules/audit/audit.service';
import { CSV_COLUMNS, productCsv } from '../server/src/modules/catalog/product-csv';
import { staffService } from '../server/src/modules/staff/staff.service';

const KINDS: [string, string, string][] = [
  ['tshirt', 'men', 'Tee'],
  ['hoodie', 'women', 'Hoodie'],
  ['kurta', 'women', 'Kurta'],
  ['mug', 'accessories', 'Mug'],
  ['cap', 'lgbtq', 'Cap'],
];
const COLOURS = ['black', 'white', 'navy', 'maroon', 'olive', 'teal', 'mustard', 'rust'];

function rowsArg(): number {
  const i = process.argv.indexOf('--rows');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 10_000;
  if (!Number.isInteger(n) || n < 1) throw new Error('--rows takes a whole number');
  return n;
}

/**
 * A catalogue file of `n` rows, one per size (clothing in S, M, L and XL, mugs and caps without sizes),
 * SKUs bench-00001…; `round` moves every price and every size's stock.
 */
function catalogueFile(n: number, round: number): string {
  const lines = [csvRecord([...CSV_COLUMNS])];
  for (let i = 0; lines.length <= n; i += 1) {
    const [kind, category, noun] = KINDS[i % KINDS.length];
    const colour = COLOURS[Math.floor(i / KINDS.length) % COLOURS.length];
    const family = Math.floor(i / (KINDS.length * COLOURS.length));
    const price = 299 + (i % 700) + round * 10;
    const sizes = kind === 'mug' || kind === 'cap' ? [''] : ['S', 'M', 'L', 'XL'];
    sizes.forEach((size, s) => {
      if (lines.length > n) return;
      lines.push(
        csvRecord([
          `bench-${String(i + 1).padStart(5, '0')}`,
          `Bench ${noun} ${family}`,
          `A ${colour} ${noun.toLowerCase()} made for the import bench, number ${i + 1}, in soft combed cotton with a print that lasts.`,
          category,
          kind,
          colour,
          `${price}.00`,
          `${price * 2}.00`,
          '100% cotton|Machine wash cold',
          i % 10 === 0 ? 'SALE' : '',
          i % 50 === 0 ? 'yes' : 'no',
          kind === 'mug' ? '6912' : '6109',
          kind === 'mug' ? 'standard-12' : 'garment',
          'no',
          size,
          '',
          size === 'XL' ? `${price + 100}.00` : '',
          String(((i + s) % 40) + round),
          '5',
        ]),
      );
    });
  }
  return lines.join('');
}

async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rangrez_bench_import_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  const value = await fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  console.log(`${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(7)} s`);
  return value;
}

async function main() {
  const rows = rowsArg();
  const config = readConfig(process.env);
  const server = await openDatabase(config);
  const db = await scratchDatabase(server.url);
  const ds = await connectAndMigrate(db.url);
  try {
    const app = createAppServices(config, ds);
    const base = systemContext(app);
    const member = await staffService.create(base, { email: 'bench@rangrez.example', name: 'Import bench', role: 'manager', password: 'bench password 123' }, COMMAND_LINE_ACTOR);
    const ctx: RequestContext = { ...base, staff: { id: member.id, email: member.email, name: member.name, role: 'manager', sessionId: 'bench' } };

    const first = catalogueFile(rows, 0);
    const second = catalogueFile(rows, 1);
    console.log(`CSV import of ${rows.toLocaleString('en-IN')} rows (${(Buffer.byteLength(first) / 1024 / 1024).toFixed(2)} MB), one process:`);
    const check = await timed('dry run (read and check every row)', () => productCsv.import(ctx, first, true));
    if (check.errors.length) throw new Error(`the bench file has errors: ${JSON.stringify(check.errors.slice(0, 3))}`);
    const created = await timed(`apply: create (${rows} rows)`, () => productCsv.import(ctx, first, false));
    const updated = await timed(`apply: change every price and stock (${rows} rows)`, () => productCsv.import(ctx, second, false));
    const sink = new PassThrough();
    let bytes = 0;
    sink.on('data', (c: Buffer) => (bytes += c.length));
    await timed('export the catalogue', () => productCsv.export(ctx, sink));
    const [{ mismatched }] = await ds.query(
      `SELECT count(*)::int AS mismatched FROM (SELECT v.id FROM product_variant v JOIN stock_ledger l ON l.variant_id = v.id GROUP BY v.id HAVING v.stock <> sum(l.delta)) m`,
    );
    const again = await timed('dry run of an unchanged file', () => productCsv.import(ctx, second, true));
    console.log(
      `created ${created.created}, updated ${updated.updated}, unchanged when checked again ${again.unchanged}; export ${(bytes / 1024 / 1024).toFixed(2)} MB; sizes whose stock differs from their ledger: ${mismatched}`,
    );
  } finally {
    await ds.destroy();
    await db.drop();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
