import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

let shop: TestShop;
let manager: string;

beforeAll(async () => {
  shop = await startTestShop({ env: { JOB_POLL_SECONDS: '0.5' } });
  manager = (await aStaffMember(shop, 'manager')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const exportCsv = async (token = manager) => {
  const res = await fetch(`${shop.url}/admin/api/products/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
};

const sendCsv = (csv: string | Buffer, dryRun: boolean, token = manager) =>
  fetch(`${shop.url}/admin/api/products/import?dryRun=${dryRun}`, { method: 'POST', body: csv, headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' } }).then(
    async (res) => ({ status: res.status, location: res.headers.get('location'), body: await res.json() }),
  );

/** An import's state until it is over, as the back office polls it. */
async function importOver(location: string, token = manager, seen: string[] = []) {
  for (let i = 0; i < 600; i += 1) {
    const answer = await shop.http(location, { token });
    seen.push(answer.body.state);
    if (answer.body.state === 'done' || answer.body.state === 'failed') return answer.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not finish');
}

/** Sends a file and, when it is taken (202), waits for its job: the result as if answered at once. */
async function importCsv(csv: string | Buffer, dryRun: boolean, token = manager) {
  const sent = await sendCsv(csv, dryRun, token);
  if (sent.status !== 202) return sent;
  const over = await importOver(sent.location!, token);
  return { status: 200, body: over.result };
}

const HEADER = 'sku,name,description,category,kind,color,price,mrp,features,tags,best_seller,hsn_code,gst_rate_class,archived,size,variant_sku,variant_price,stock,low_stock_threshold';

const productCount = async () => (await shop.app.db.query(`SELECT count(*)::int AS n FROM product`))[0].n as number;

/** Every product and size row, and how many ledger rows and audit entries there are. */
async function catalogueState() {
  const db = shop.app.db;
  return {
    products: await db.query(`SELECT * FROM product ORDER BY id`),
    variants: await db.query(`SELECT * FROM product_variant ORDER BY id`),
    ledger: (await db.query(`SELECT count(*)::int AS n FROM stock_ledger`))[0].n,
    audit: (await db.query(`SELECT count(*)::int AS n FROM audit_entry`))[0].n,
  };
}

describe('CSV import', () => {
  it('lists each bad row and why on a dry run, writes nothing when any row is bad, and applies every row of a good file', async () => {
    const existing = await aProduct(shop.app.db, { name: 'Importable Tee', color: 'black', stock: 10, pricePaise: 39900, mrpPaise: 69900 });
    const [{ sku }] = await shop.app.db.query(`SELECT sku FROM product WHERE id = $1`, [existing.id]);
    // One row per size; the rows of a product after its first may leave product cells empty.
    const good = [
      `${sku},Importable Tee,Now in organic cotton,men,tshirt,black,449.00,699.00,100% organic cotton|Machine wash,SALE,no,6109,garment,no,S,,,25,4`,
      `${sku},,,,,,,,,,,,,,M,,,10,`,
      `${sku},Importable Tee,Now in organic cotton,men,tshirt,black,449,699,100% organic cotton|Machine wash,SALE,no,6109,garment,no,L,,,10,`,
      `,"Block Print Cushion, Jaipur","Hand block printed, 16"" square",accessories,frame,teal,599,899,,,yes,,standard-12,no,,,,7,`,
    ];
    const bad = [
      `,Nameless Price,Priced wrong,men,tshirt,red,free,699,,,no,,,no,,,,5,`,
      `,,No name,women,dress,blue,999,1499,,,no,12345,,no,,,,3,`,
      `${sku.toUpperCase()},Importable Tee,Twice,men,tshirt,black,449,699,,,no,,,no,S,,,5,`,
      `${sku},,,,,,,,,,,,,,XL,,abc,-1,`,
    ];
    const before = await productCount();

    const dry = await importCsv([HEADER, ...good, ...bad].join('\r\n'), true);
    expect(dry.status).toBe(200);
    // The tee's rows include bad ones, so only the cushion would be written.
    expect(dry.body).toMatchObject({ dryRun: true, applied: false, created: 1, updated: 0 });
    expect(dry.body.errors).toEqual([
      { row: 6, field: 'price', message: 'A price in rupees, such as 1299 or 1299.50.' },
      { row: 7, field: 'name', message: 'Please enter a name.' },
      { row: 7, field: 'hsn_code', message: 'An HSN code has 4, 6 or 8 digits.' },
      { row: 8, field: 'description', message: "This product's first row (row 2) says otherwise: the rows of one product repeat its product fields." },
      { row: 8, field: 'size', message: 'Row 2 has this size of this product already.' },
      { row: 9, field: 'variant_price', message: 'A price in rupees, such as 1299 or 1299.50.' },
      { row: 9, field: 'stock', message: 'A whole number, such as 12.' },
    ]);

    const refused = await importCsv([HEADER, ...good, ...bad].join('\r\n'), false);
    expect(refused.body).toMatchObject({ dryRun: true, applied: false });
    expect(refused.body.errors).toHaveLength(7);
    expect(await productCount()).toBe(before);
    expect((await shop.app.db.query(`SELECT stock, description FROM product WHERE id = $1`, [existing.id]))[0]).toEqual({ stock: 30, description: existing.description });

    const applied = await importCsv([HEADER, ...good].join('\n'), false);
    expect(applied.body).toEqual({ dryRun: false, applied: true, created: 1, updated: 1, unchanged: 0, errors: [], encoding: 'utf-8' });
    expect(await productCount()).toBe(before + 1);

    const legacy = await shop.http(`/api/v1/products/${existing.id}`);
    expect(legacy.body).toMatchObject({ price: 449, productDesc: 'Now in organic cotton', features: ['100% organic cotton', 'Machine wash'], inStocks: 45 });
    const sizes = await shop.app.db.query(`SELECT size, stock, low_stock_threshold FROM product_variant WHERE product_id = $1 AND listed ORDER BY position`, [existing.id]);
    expect(sizes).toEqual([
      { size: 'S', stock: 25, low_stock_threshold: 4 },
      { size: 'M', stock: 10, low_stock_threshold: 5 },
      { size: 'L', stock: 10, low_stock_threshold: 5 },
    ]);
    const [cushion] = await shop.app.db.query(
      `SELECT id, name, description, kind, price_paise, is_best_seller, gst_rate_class, stock FROM product WHERE name LIKE 'Block Print Cushion%'`,
    );
    expect(cushion).toMatchObject({ name: 'Block Print Cushion, Jaipur', description: 'Hand block printed, 16" square', kind: 'frame', price_paise: 59900, is_best_seller: true, gst_rate_class: 'standard-12', stock: 7 });

    // The new count went through the stock ledger, by the staff member who imported it: only the size that changed.
    const importRows = `SELECT v.size, l.reason, l.delta, l.balance_after, l.staff_email FROM stock_ledger l JOIN product_variant v ON v.id = l.variant_id
      WHERE l.product_id = $1 AND l.reason = 'import' ORDER BY l.id`;
    expect(await shop.app.db.query(importRows, [existing.id])).toEqual([{ size: 'S', reason: 'import', delta: 15, balance_after: 25, staff_email: expect.stringContaining('manager') }]);
    expect(await shop.app.db.query(importRows, [cushion.id])).toEqual([{ size: 'NA', reason: 'import', delta: 7, balance_after: 7, staff_email: expect.stringContaining('manager') }]);
    const audit = await shop.app.db.query(`SELECT action, entity_id FROM audit_entry WHERE action LIKE 'product.%' ORDER BY id`);
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual(['product.create', 'product.import', 'product.update']);
  });

  it('names a file that is not the catalogue: unknown columns, malformed CSV', async () => {
    const unknown = await importCsv('sku,name,colour\r\nx,y,z\r\n', true);
    expect(unknown.body.errors).toEqual([{ row: 1, field: 'colour', message: expect.stringContaining('Unknown column "colour"') }]);
    // The old one-row-per-product layout is told what changed; a per-size column needs the sizes.
    const old = await importCsv('sku,available_sizes,stock\r\nx,S|M,4\r\n', true);
    expect(old.body.errors).toEqual([
      { row: 1, field: 'available_sizes', message: expect.stringContaining('one row per size, with the size in the "size" column') },
      { row: 1, field: 'stock', message: expect.stringContaining('The column "stock" is per size: add a "size" column') },
    ]);
    const broken = await importCsv(`${HEADER}\r\n"unterminated,quote\r\n`, true);
    expect(broken.body.errors[0].message).toMatch(/^The file is not valid CSV/);
    expect((await importCsv('', true)).body.errors[0].message).toBe('The file is empty: the first line names the columns.');
  });

  it('is for staff who may import: a shopper is refused, support staff too', async () => {
    const { token } = await aShopper(shop);
    expect((await importCsv(HEADER, true, token)).status).toBe(403);
    expect((await exportCsv(token)).status).toBe(403);
    const support = (await aStaffMember(shop, 'support')).token;
    expect((await importCsv(HEADER, true, support)).status).toBe(403);
    const gql = await shop.gql(`mutation ($csv: String!) { importProducts(csv: $csv, dryRun: true) { created } }`, { csv: HEADER }, support);
    expect(gql.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('CSV export', () => {
  it('exports every product, archived ones too; importing the export changes nothing', async () => {
    await aProduct(shop.app.db, { name: 'Exported Mug', kind: 'mug', category: 'accessories', availableSizes: [], features: ['=SUM(A1)', 'Holds 330 ml'] });
    const archived = await aProduct(shop.app.db, { name: 'Exported Cap', kind: 'cap' });
    await shop.app.db.query(`UPDATE product SET archived_at = now() WHERE id = $1`, [archived.id]);

    const file = await exportCsv();
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.cache).toBe('private, no-store');
    const rows: string[][] = parse(file.text, { bom: true });
    expect(rows[0]).toEqual(['id', ...HEADER.split(',')]);
    // One row per size: a product without sizes has one, its size empty.
    const [{ sizes }] = await shop.app.db.query(`SELECT count(*)::int AS sizes FROM product_variant WHERE listed`);
    expect(rows.length - 1).toBe(sizes);
    const mug = rows.filter((r) => r[2] === 'Exported Mug');
    expect(mug).toHaveLength(1);
    expect(mug[0][15]).toBe('');
    // A cell that a spreadsheet would run as a formula is kept as text.
    expect(mug[0][9]).toBe("'=SUM(A1)|Holds 330 ml");
    expect(rows.filter((r) => r[0] === archived.id).map((r) => [r[14], r[15]])).toEqual([
      ['yes', 'S'],
      ['yes', 'M'],
      ['yes', 'L'],
    ]);
    const state = () => catalogueState();
    const beforeImport = await state();
    const dry = await importCsv(file.text, true);
    expect(dry.body).toMatchObject({ dryRun: true, created: 0, updated: 0, unchanged: await productCount(), errors: [] });

    const again = await shop.gql(`mutation ($csv: String!) { importProducts(csv: $csv, dryRun: false) { applied created updated unchanged errors { row field message } } }`, { csv: file.text }, manager);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.importProducts).toEqual({ applied: true, created: 0, updated: 0, unchanged: await productCount(), errors: [] });
    // Nothing changed: the same rows, no ledger row, no audit entry.
    expect(await state()).toEqual(beforeImport);
    const [{ features }] = await shop.app.db.query(`SELECT features FROM product WHERE name = 'Exported Mug'`);
    expect(features).toEqual(['=SUM(A1)', 'Holds 330 ml']);
  });
});

describe('class 2: one manager can stall a server process', () => {
  const shopperAnswers = async () => (await shop.http('/api/v1/products?limit=5')).status;

  it('refuses a header of 15 MB of commas once it passes the column cap (nothing after it is kept or parsed), and shoppers are answered meanwhile', async () => {
    const attack = `${','.repeat(15 * 1024 * 1024)}\r\nx\r\n`;
    const [answer, shopper] = await Promise.all([sendCsv(attack, true), shopperAnswers()]);
    expect(answer.status).toBe(422);
    // Refused by the column cap (the 65th comma) long before the 4 KB header cap or the end of the file.
    expect(answer.body).toEqual({ message: expect.stringMatching(/more than 64 columns: this is not a product file/), line: 1 });
    expect(shopper).toBe(200);
    const long = await sendCsv(`${'sku'.padEnd(8 * 1024, ' ')}\r\n`, true);
    expect(long.status).toBe(422);
    expect(long.body.message).toMatch(/^The first line \(the column names\) is longer than 4 KB/);
    // A short header of too many columns is refused as well.
    const columns = await sendCsv(`${HEADER}${',x'.repeat(100)}\r\n`, true);
    expect(columns.status).toBe(422);
    expect(columns.body.message).toMatch(/more than 64 columns/);
    // So is a data line of megabytes (a quote that never closes swallows the file).
    const line = await sendCsv(`${HEADER}\r\n"${'a'.repeat(4 * 1024 * 1024)}\r\n`, true);
    expect(line.status).toBe(422);
    expect(line.body.message).toMatch(/^Line 2 is longer than 128 KB/);
    expect(await shopperAnswers()).toBe(200);
  });

  it('refuses a 100,000-row file at row 20,001 (the rest only counted), and a body declared over 16 MB before reading it', async () => {
    const row = (i: number) => `bulk-${i},Bulk Tee ${i},A tee,men,tshirt,black,399,699,,,no,6109,garment,no,M,,,5,5\r\n`;
    const rows: string[] = [`${HEADER}\r\n`];
    for (let i = 0; i < 100_000; i += 1) rows.push(row(i));
    const answer = await sendCsv(rows.join(''), true);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('An import can have at most 20,000 rows (one per size of a product); split the file.');

    const declared = await fetch(`${shop.url}/admin/api/products/import?dryRun=true`, {
      method: 'POST',
      body: Buffer.alloc(17 * 1024 * 1024, 0x61),
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'text/csv' },
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).message).toBe('An import file can be at most 16 MB.');
    expect(await productCount()).toBeGreaterThanOrEqual(0);
  });

  it('runs an accepted file as a job: 202 with where to follow it, its progress, then its result', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 3000; i += 1) lines.push(`job-${i},Job Tee ${i},A tee from a job,men,tshirt,black,399,699,,,no,6109,garment,no,M,,,5,5`);
    const sent = await sendCsv(lines.join('\r\n'), false);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ id: expect.any(String), state: 'queued', dryRun: false, rows: 0 });
    expect(sent.location).toBe(`/admin/api/products/import/${sent.body.id}`);
    const seen: string[] = [];
    const over = await importOver(sent.location!, manager, seen);
    expect(over).toMatchObject({ state: 'done', rows: expect.any(Number), result: { applied: true, created: 3000, errors: [] } });
    expect(seen.every((s) => ['queued', 'running', 'done'].includes(s))).toBe(true);
    expect((await shop.app.db.query(`SELECT count(*)::int AS n FROM product WHERE name LIKE 'Job Tee %'`))[0].n).toBe(3000);
    // Another member cannot read it.
    const other = (await aStaffMember(shop, 'manager')).token;
    expect((await shop.http(sent.location!, { token: other })).status).toBe(404);
  });
});

describe('class 8: the CSV round trip loses data', () => {
  it('exports and imports features and names with |, commas, quotes, newlines, backslashes and non-ASCII unchanged', async () => {
    const tricky = [
      { name: 'Chikan Kurta, “Lucknowi” — हाथ की कढ़ाई', features: ['Cotton | linen blend', 'Wash "gently", dry flat', 'Two lines\nof care', 'Path C:\\kurta\\|pipe', 'ends with \\', 'Café – ₹ 1,299'] },
      { name: "'=Not a formula", features: ['=SUM(A1)', "'+guarded already", '|leading pipe', 'trailing pipe|'] },
      { name: 'Naïve "Tee" | limited', features: ['a|b|c', '\\|', 'plain'], tags: ['SALE | 50%'] },
    ];
    const made = [];
    for (const t of tricky) made.push(await aProduct(shop.app.db, { name: t.name, features: t.features, tags: t.tags ?? [], color: 'teal' }));
    const before = await shop.app.db.query(`SELECT id, name, features, tags, available_sizes FROM product WHERE id = ANY($1) ORDER BY id`, [made.map((p) => p.id)]);

    const file = await exportCsv();
    const again = await importCsv(file.text, false);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ applied: true, created: 0, updated: 0, errors: [] });
    const after = await shop.app.db.query(`SELECT id, name, features, tags, available_sizes FROM product WHERE id = ANY($1) ORDER BY id`, [made.map((p) => p.id)]);
    expect(after).toEqual(before);
    expect(after.find((p: { name: string }) => p.name.startsWith('Chikan')).features[0]).toBe('Cotton | linen blend');
  });

  it('reads a Windows-1252 file (what Excel writes) as Windows-1252: no � in the names', async () => {
    const text = `${HEADER}\r\ncp-1252-1,Café Kurta – Indigo,Hand-dyed “indigo” • 100% cotton,women,kurta,indigo,899,1299,Soft – breathable,,no,6109,garment,no,S,,,4,2\r\n`;
    const cp1252: Record<string, number> = { '–': 0x96, '“': 0x93, '”': 0x94, '•': 0x95 };
    const bytes = Buffer.from([...text].map((c) => cp1252[c] ?? c.charCodeAt(0)));
    expect(bytes.includes(0xe9)).toBe(true); // é as one byte: not UTF-8
    const answer = await importCsv(bytes, false);
    expect(answer.body).toMatchObject({ applied: true, created: 1, errors: [], encoding: 'windows-1252' });
    const [row] = await shop.app.db.query(`SELECT name, description, features FROM product WHERE sku = 'cp-1252-1'`);
    expect(row).toEqual({ name: 'Café Kurta – Indigo', description: 'Hand-dyed “indigo” • 100% cotton', features: ['Soft – breathable'] });
  });

  it('answers a UTF-16 file with what to do instead', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\r\n`, 'utf16le')]);
    const answer = await importCsv(bytes, true);
    expect(answer.body.errors).toEqual([{ row: 0, field: '', message: expect.stringContaining('Save it as "CSV UTF-8') }]);
  });
});

describe('one row per size (issue 28)', () => {
  const variantsOf = (productId: string) =>
    shop.app.db.query(`SELECT size, sku, stock, price_paise, low_stock_threshold, listed FROM product_variant WHERE product_id = $1 ORDER BY listed DESC, position, size`, [productId]);

  it('creates a product in S, M and L at 0, 2 and 5, exports it as three rows, and takes that export back without a change', async () => {
    const file = [
      HEADER,
      'rt-kurta,Round Trip Kurta,Block printed,women,kurta,indigo,999,1499,Cotton,,no,6109,garment,no,S,,,0,1',
      'rt-kurta,Round Trip Kurta,Block printed,women,kurta,indigo,999,1499,Cotton,,no,6109,garment,no,M,RT-KURTA-MEDIUM,,2,1',
      'rt-kurta,Round Trip Kurta,Block printed,women,kurta,indigo,999,1499,Cotton,,no,6109,garment,no,L,,1199,5,3',
    ].join('\r\n');
    const made = await importCsv(file, false);
    expect(made.body).toMatchObject({ applied: true, created: 1, updated: 0, errors: [] });
    const [{ id }] = await shop.app.db.query(`SELECT id FROM product WHERE sku = 'rt-kurta'`);
    expect(await variantsOf(id)).toEqual([
      { size: 'S', sku: 'RT-KURTA-S', stock: 0, price_paise: null, low_stock_threshold: 1, listed: true },
      { size: 'M', sku: 'RT-KURTA-MEDIUM', stock: 2, price_paise: null, low_stock_threshold: 1, listed: true },
      { size: 'L', sku: 'RT-KURTA-L', stock: 5, price_paise: 119900, low_stock_threshold: 3, listed: true },
    ]);
    expect((await shop.http(`/api/v1/products/${id}`)).body).toMatchObject({ inStocks: 7, availableSizes: ['S', 'M', 'L'] });
    // Each size's stock equals its ledger.
    const [{ off }] = await shop.app.db.query(
      `SELECT count(*)::int AS off FROM product_variant v WHERE v.product_id = $1 AND v.stock <> (SELECT coalesce(sum(delta), 0) FROM stock_ledger l WHERE l.variant_id = v.id)`,
      [id],
    );
    expect(off).toBe(0);

    const exported = parse((await exportCsv()).text, { bom: true }) as string[][];
    const header = exported[0];
    const cell = (r: string[], column: string) => r[header.indexOf(column)];
    const mine = exported.filter((r) => r[0] === id).map((r) => ['size', 'variant_sku', 'variant_price', 'stock', 'low_stock_threshold'].map((c) => cell(r, c)));
    expect(mine).toEqual([
      ['S', 'RT-KURTA-S', '', '0', '1'],
      ['M', 'RT-KURTA-MEDIUM', '', '2', '1'],
      ['L', 'RT-KURTA-L', '1199.00', '5', '3'],
    ]);

    const before = await catalogueState();
    const text = (await exportCsv()).text;
    for (const dryRun of [true, false]) {
      const again = await importCsv(text, dryRun);
      expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: await productCount(), errors: [] });
      expect(await catalogueState()).toEqual(before);
    }
  });

  it('adds and takes away sizes, counts stock per size through the ledger, and refuses to take away a size with stock, naming the row', async () => {
    const tee = await aProduct(shop.app.db, { name: 'Resized Tee', color: 'olive', sizeStock: { S: 0, M: 2, L: 5 } });
    const [{ sku }] = await shop.app.db.query(`SELECT sku FROM product WHERE id = $1`, [tee.id]);
    const row = (size: string, stock: string, price = '') => `${sku},Resized Tee,A product made by a test builder.,men,tshirt,olive,399.99,699.99,,,no,,,no,${size},,${price},${stock},`;

    // S (0 in stock) taken away, XL added at 4 with a price of its own, M counted at 3.
    const changed = await importCsv([HEADER, row('M', '3'), row('L', '5'), row('XL', '4', '499')].join('\r\n'), false);
    expect(changed.body).toMatchObject({ applied: true, created: 0, updated: 1, errors: [] });
    expect((await variantsOf(tee.id)).map((v: { size: string; stock: number; listed: boolean; price_paise: number | null }) => [v.size, v.stock, v.listed, v.price_paise])).toEqual([
      ['M', 3, true, null],
      ['L', 5, true, null],
      ['XL', 4, true, 49900],
      ['S', 0, false, null],
    ]);
    // The range cards read (product_size_prices_*.sql) follows the file: M and L at the product's ₹399.99, XL at ₹499.
    expect((await shop.app.db.query(`SELECT size_price_min_paise AS lo, size_price_max_paise AS hi FROM product WHERE id = $1`, [tee.id]))[0]).toEqual({ lo: 39999, hi: 49900 });
    const ledger = await shop.app.db.query(
      `SELECT v.size, l.delta, l.balance_after FROM stock_ledger l JOIN product_variant v ON v.id = l.variant_id WHERE l.product_id = $1 AND l.reason = 'import' ORDER BY v.size`,
      [tee.id],
    );
    expect(ledger).toEqual([
      { size: 'M', delta: 1, balance_after: 3 },
      { size: 'XL', delta: 4, balance_after: 4 },
    ]);
    const [entry] = await shop.app.db.query(`SELECT before, after FROM audit_entry WHERE action = 'product.update' AND entity_id = $1 ORDER BY id DESC LIMIT 1`, [tee.id]);
    expect(entry.after).toMatchObject({ availableSizes: ['M', 'L', 'XL'], sizes: { M: { stock: 3 }, XL: { ownPricePaise: 49900, stock: 4 } }, source: 'csv' });

    // L has 5 in stock: leaving it out is refused on the product's first row, and nothing is written.
    const refused = await importCsv([HEADER, row('M', '3'), row('XL', '4', '499')].join('\r\n'), false);
    expect(refused.body).toMatchObject({ applied: false, errors: [{ row: 2, field: 'size', message: 'Size L still has 5 in stock: bring its stock to 0 before taking the size away.' }] });
    expect((await shop.app.db.query(`SELECT stock, available_sizes FROM product WHERE id = $1`, [tee.id]))[0]).toEqual({ stock: 12, available_sizes: ['M', 'L', 'XL'] });

    // A size's SKU that another size has is refused on its row and column.
    const [{ other }] = await shop.app.db.query(`SELECT sku AS other FROM product_variant WHERE product_id = $1 AND size = 'M'`, [tee.id]);
    const taken = await importCsv([HEADER, row('M', '3'), row('L', '5').replace(',L,,', `,L,${other},`), row('XL', '4', '499')].join('\r\n'), true);
    expect(taken.body.errors).toEqual([{ row: 3, field: 'variant_sku', message: 'Another size already has this SKU.' }]);
    // So is one the database would make for a new size in the same file (its product's SKU and size).
    const made = await importCsv(
      [HEADER, 'dup-a,Dup A,A tee,men,tshirt,black,399,699,,,no,,,no,M,,,1,', 'dup-b,Dup B,A tee,men,tshirt,black,399,699,,,no,,,no,M,DUP-A-M,,1,'].join('\r\n'),
      true,
    );
    expect(made.body.errors).toEqual([{ row: 3, field: 'variant_sku', message: expect.stringMatching(/^Row 2's size gets this SKU/) }]);

    // A product without sizes that has stock cannot be given sizes until that stock is 0.
    const mug = await aProduct(shop.app.db, { name: 'Sizeless Mug', kind: 'mug', category: 'accessories', availableSizes: [], stock: 4 });
    const [{ mugSku }] = await shop.app.db.query(`SELECT sku AS "mugSku" FROM product WHERE id = $1`, [mug.id]);
    const sized = await importCsv(`sku,size,stock\r\n${mugSku},S,1\r\n`, true);
    expect(sized.body.errors).toEqual([{ row: 2, field: 'size', message: 'This product has 4 in stock without a size: bring its stock to 0 before giving it sizes.' }]);
  });
});
