import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

let shop: TestShop;
let manager: string;

beforeAll(async () => {
  shop = await startTestShop();
  manager = (await aStaffMember(shop, 'manager')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const exportCsv = async (token = manager) => {
  const res = await fetch(`${shop.url}/admin/api/products/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), text: await res.text() };
};

const importCsv = (csv: string, dryRun: boolean, token = manager) =>
  shop.http(`/admin/api/products/import?dryRun=${dryRun}`, { method: 'POST', raw: csv, token, headers: { 'content-type': 'text/csv' } });

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
    expect(applied.body).toEqual({ dryRun: false, applied: true, created: 1, updated: 1, unchanged: 0, errors: [] });
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
