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

const HEADER = 'sku,name,description,category,kind,color,price,mrp,available_sizes,features,tags,best_seller,hsn_code,gst_rate_class,stock,low_stock_threshold,archived';

const productCount = async () => (await shop.app.db.query(`SELECT count(*)::int AS n FROM product`))[0].n as number;

describe('CSV import', () => {
  it('lists each bad row and why on a dry run, writes nothing when any row is bad, and applies every row of a good file', async () => {
    const existing = await aProduct(shop.app.db, { name: 'Importable Tee', color: 'black', stock: 10, pricePaise: 39900, mrpPaise: 69900 });
    const [{ sku }] = await shop.app.db.query(`SELECT sku FROM product WHERE id = $1`, [existing.id]);
    const good = [
      `${sku},Importable Tee,Now in organic cotton,men,tshirt,black,449.00,699.00,S|M|L,100% organic cotton|Machine wash,SALE,no,6109,garment,25,4,no`,
      `,"Block Print Cushion, Jaipur","Hand block printed, 16"" square",accessories,frame,teal,599,899,,,,yes,,standard-12,7,,no`,
    ];
    const bad = [
      `,Nameless Price,Priced wrong,men,tshirt,red,free,699,,,,no,,,5,,no`,
      `,,No name,women,dress,blue,999,1499,,,,no,12345,,3,,no`,
      `${sku.toUpperCase()},Importable Tee,Twice,men,tshirt,black,449,699,,,,no,,,5,,no`,
    ];
    const before = await productCount();

    const dry = await importCsv([HEADER, ...good, ...bad].join('\r\n'), true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, applied: false, created: 1, updated: 1 });
    expect(dry.body.errors).toEqual([
      { row: 4, field: 'price', message: 'A price in rupees, such as 1299 or 1299.50.' },
      { row: 5, field: 'name', message: 'Please enter a name.' },
      { row: 5, field: 'hsn_code', message: 'An HSN code has 4, 6 or 8 digits.' },
      { row: 6, field: 'sku', message: 'The same SKU is on row 2 already.' },
    ]);

    const refused = await importCsv([HEADER, ...good, ...bad].join('\r\n'), false);
    expect(refused.body).toMatchObject({ dryRun: true, applied: false });
    expect(refused.body.errors).toHaveLength(4);
    expect(await productCount()).toBe(before);
    expect((await shop.app.db.query(`SELECT stock, description FROM product WHERE id = $1`, [existing.id]))[0]).toEqual({ stock: 10, description: existing.description });

    const applied = await importCsv([HEADER, ...good].join('\n'), false);
    expect(applied.body).toEqual({ dryRun: false, applied: true, created: 1, updated: 1, unchanged: 0, errors: [], encoding: 'utf-8' });
    expect(await productCount()).toBe(before + 1);

    const legacy = await shop.http(`/api/v1/products/${existing.id}`);
    expect(legacy.body).toMatchObject({ price: 449, productDesc: 'Now in organic cotton', features: ['100% organic cotton', 'Machine wash'] });
    const [cushion] = await shop.app.db.query(
      `SELECT id, name, description, kind, price_paise, is_best_seller, gst_rate_class, stock FROM product WHERE name LIKE 'Block Print Cushion%'`,
    );
    expect(cushion).toMatchObject({ name: 'Block Print Cushion, Jaipur', description: 'Hand block printed, 16" square', kind: 'frame', price_paise: 59900, is_best_seller: true, gst_rate_class: 'standard-12', stock: 7 });

    // The new count went through the stock ledger, by the staff member who imported it.
    const ledger = await shop.app.db.query(`SELECT reason, delta, balance_after, staff_email FROM stock_ledger WHERE product_id = $1 ORDER BY id`, [existing.id]);
    expect(ledger).toEqual([
      { reason: 'initial', delta: 10, balance_after: 10, staff_email: null },
      { reason: 'import', delta: 15, balance_after: 25, staff_email: expect.stringContaining('manager') },
    ]);
    const audit = await shop.app.db.query(`SELECT action, entity_id FROM audit_entry WHERE action LIKE 'product.%' ORDER BY id`);
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual(['product.create', 'product.import', 'product.update']);
  });

  it('names a file that is not the catalogue: unknown columns, malformed CSV', async () => {
    const unknown = await importCsv('sku,name,colour\r\nx,y,z\r\n', true);
    expect(unknown.body.errors).toEqual([{ row: 1, field: 'colour', message: expect.stringContaining('Unknown column "colour"') }]);
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
    expect(rows.length - 1).toBe(await productCount());
    const mug = rows.find((r) => r[2] === 'Exported Mug')!;
    // A cell that a spreadsheet would run as a formula is kept as text.
    expect(mug[10]).toBe("'=SUM(A1)|Holds 330 ml");
    expect(rows.find((r) => r[0] === archived.id)![17]).toBe('yes');

    const again = await shop.gql(`mutation ($csv: String!) { importProducts(csv: $csv, dryRun: false) { applied created updated unchanged errors { row field message } } }`, { csv: file.text }, manager);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.importProducts).toEqual({ applied: true, created: 0, updated: 0, unchanged: rows.length - 1, errors: [] });
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
    const row = (i: number) => `bulk-${i},Bulk Tee ${i},A tee,men,tshirt,black,399,699,S|M,,,no,6109,garment,5,5,no\r\n`;
    const rows: string[] = [`${HEADER}\r\n`];
    for (let i = 0; i < 100_000; i += 1) rows.push(row(i));
    const answer = await sendCsv(rows.join(''), true);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('An import can have at most 20,000 products; split the file.');

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
    for (let i = 0; i < 3000; i += 1) lines.push(`job-${i},Job Tee ${i},A tee from a job,men,tshirt,black,399,699,S|M,,,no,6109,garment,5,5,no`);
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
    const text = `${HEADER}\r\ncp-1252-1,Café Kurta – Indigo,Hand-dyed “indigo” • 100% cotton,women,kurta,indigo,899,1299,S|M,Soft – breathable,,no,6109,garment,4,2,no\r\n`;
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
