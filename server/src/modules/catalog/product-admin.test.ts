import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

let shop: TestShop;
let owner: string;
let manager: string;
let support: string;

beforeAll(async () => {
  shop = await startTestShop();
  owner = (await aStaffMember(shop, 'owner')).token;
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const CREATE = `mutation ($input: CreateProductInput!) {
  createProduct(input: $input) { id sku name variantGroup kind color offerPercent stock stockState gstRateClass hsnCode archived }
}`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name pricePaise mrpPaise offerPercent hsnCode gstRateClass tags } }`;
const LIST = `query ($filter: AdminProductFilter, $sort: AdminProductSort, $limit: Int, $offset: Int) {
  adminProducts(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { total items { id sku name pricePaise stock stockState archived variants { color } } }
}`;

const kurta = (over: Record<string, unknown> = {}) => ({
  name: 'Handloom Cotton Kurta',
  description: 'Handwoven in Bhagalpur, cut straight with side slits.',
  pricePaise: 129900,
  mrpPaise: 199900,
  category: 'men',
  color: 'Indigo',
  stock: 12,
  availableSizes: ['s', 'M', 'L'],
  imageIds: [],
  ...over,
});

const auditOf = (entityId: string) =>
  shop.app.db.query(`SELECT action, staff_role, before, after FROM audit_entry WHERE entity_id = $1 ORDER BY id`, [entityId]);

describe('creating a product', () => {
  it('answers its id; within a second it is on the legacy REST API and its page; a shopper or support user is FORBIDDEN', async () => {
    const res = await shop.gql(CREATE, { input: kurta() }, manager);
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createProduct;
    expect(created).toMatchObject({
      sku: 'handloom-cotton-kurta-indigo',
      variantGroup: 'Handloom Cotton Kurta',
      kind: 'kurta',
      color: 'indigo',
      offerPercent: 35,
      stock: 12,
      stockState: 'LOW' /* 12 split over S, M, L is 4 each: at or under the threshold of 5 */,
      gstRateClass: 'GARMENT',
      hsnCode: null,
      archived: false,
    });

    const legacy = await shop.http(`/api/v1/products/${created.id}`);
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ _id: created.id, productName: 'Handloom Cotton Kurta', price: 1299, maxPrice: 1999, availableSizes: ['S', 'M', 'L'] });
    const listed = await shop.http('/api/v1/products?search=handloom');
    expect(listed.body.map((p: { _id: string }) => p._id)).toContain(created.id);

    const { token } = await aShopper(shop);
    const asShopper = await shop.gql(CREATE, { input: kurta({ color: 'red' }) }, token);
    expect(asShopper.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asSupport = await shop.gql(CREATE, { input: kurta({ color: 'red' }) }, support);
    expect(asSupport.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'product.create', staff_role: 'manager', before: null, after: { name: 'Handloom Cotton Kurta', stock: 12, pricePaise: 129900 } });
    // Its starting stock is split over its sizes by the documented rule (12 over S, M, L: 4 each), one initial ledger row per size.
    expect(
      await shop.app.db.query(
        `SELECT v.size, l.reason, l.delta FROM stock_ledger l JOIN product_variant v ON v.id = l.variant_id WHERE l.product_id = $1 ORDER BY v.position`,
        [created.id],
      ),
    ).toEqual([
      { size: 'S', reason: 'initial', delta: 4 },
      { size: 'M', reason: 'initial', delta: 4 },
      { size: 'L', reason: 'initial', delta: 4 },
    ]);
  });

  it('names every bad field at once, in words for the form', async () => {
    const res = await shop.gql(CREATE, { input: kurta({ name: '  ', pricePaise: 50, mrpPaise: 40, category: 'kids', color: 'n@vy', availableSizes: ['M', 'M'] }) }, manager);
    const [error] = res.body.errors ?? [];
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Please correct the 6 highlighted fields.');
    expect(Object.keys((error.extensions as { fields: object }).fields).sort()).toEqual(['availableSizes', 'category', 'color', 'mrpPaise', 'name', 'pricePaise']);
    expect((error.extensions as { fields: Record<string, string> }).fields.category).toBe('Choose a category: men, women, lgbtq, tshirt, accessories.');

    const mrpBelow = await shop.gql(CREATE, { input: kurta({ name: 'Cheap Kurta', mrpPaise: 99900 }) }, manager);
    expect(mrpBelow.body.errors?.[0]).toMatchObject({ message: 'The MRP cannot be less than the price.', extensions: { fields: { mrpPaise: 'The MRP cannot be less than the price.' } } });

    // One product per colour of a family; a SKU is unique whatever its letter case.
    const twin = await shop.gql(CREATE, { input: kurta({ name: 'handloom cotton kurta', color: 'indigo' }) }, manager);
    expect(twin.body.errors?.[0].extensions?.fields).toEqual({ color: '“handloom cotton kurta” already has a product in indigo: each colour of a family is one product.' });
    const skuTaken = await shop.gql(CREATE, { input: kurta({ color: 'rust', sku: 'HANDLOOM-COTTON-KURTA-INDIGO' }) }, manager);
    expect(skuTaken.body.errors?.[0].extensions?.fields).toEqual({ sku: 'Another product already has this SKU.' });
    const badPhoto = await shop.gql(CREATE, { input: kurta({ color: 'olive', imageIds: ['00000000-0000-4000-8000-000000000000'] }) }, manager);
    expect(badPhoto.body.errors?.[0].extensions?.fields).toEqual({ imageIds: expect.stringContaining('no uploaded photo') });
    // Nothing of a refused product was written.
    expect(await shop.app.db.query(`SELECT sku FROM product WHERE color IN ('rust', 'olive') AND name ILIKE 'handloom%'`)).toEqual([]);
  });
});

describe('editing a product', () => {
  it('changes the fields given, keeps the offer in step, and audits the values before and after', async () => {
    const p = await aProduct(shop.app.db, { name: 'Editable Tee', pricePaise: 49900, mrpPaise: 99900, offerPercent: 50 });
    const res = await shop.gql(UPDATE, { id: p.id, input: { pricePaise: 59900, hsnCode: '6109', gstRateClass: 'STANDARD_5', tags: ['sale', 'new arrivals'] } }, manager);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateProduct).toMatchObject({ name: 'Editable Tee', pricePaise: 59900, offerPercent: 40, hsnCode: '6109', gstRateClass: 'STANDARD_5', tags: ['SALE', 'NEW ARRIVALS'] });
    expect((await shop.http(`/api/v1/products/${p.id}`)).body.price).toBe(599);

    const [entry] = await auditOf(p.id);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { pricePaise: 49900, offerPercent: 50, hsnCode: null, gstRateClass: 'garment', tags: [] },
      after: { pricePaise: 59900, offerPercent: 40, hsnCode: '6109', gstRateClass: 'standard-5', tags: ['SALE', 'NEW ARRIVALS'] },
    });

    const bad = await shop.gql(UPDATE, { id: p.id, input: { name: null, hsnCode: '61A9' } }, manager);
    expect(bad.body.errors?.[0].extensions?.fields).toEqual({ name: 'Please enter a name.', hsnCode: 'An HSN code has 4, 6 or 8 digits.' });
    const missing = await shop.gql(UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: { name: 'x' } }, manager);
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('archiving a product', () => {
  it('takes it off the storefront but keeps it on past orders; it is never deleted', async () => {
    const navy = await aProduct(shop.app.db, { name: 'Archivable Hoodie', kind: 'hoodie', color: 'navy', stock: 5 });
    const grey = await aProduct(shop.app.db, { name: 'Archivable Hoodie', kind: 'hoodie', color: 'grey', stock: 5 });
    const { token } = await aShopper(shop);
    const bought = await shop.http(`/api/v1/orders/order/${navy.id}`, { method: 'POST', body: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS }, token });
    expect(bought.status).toBe(200);

    const res = await shop.gql(`mutation ($id: ID!) { archiveProduct(id: $id) { archived archivedAt stock } }`, { id: navy.id }, owner);
    expect(res.body.data.archiveProduct).toMatchObject({ archived: true, stock: 14 }); // 5 of each of S, M, L, one M sold

    const search = await shop.gql(`{ searchProducts(input: { search: "archivable" }) { items { id } } }`);
    expect(search.body.data.searchProducts.items.map((p: { id: string }) => p.id)).toEqual([grey.id]);
    expect((await shop.http('/api/v1/products?search=archivable')).body.map((p: { _id: string }) => p._id)).toEqual([grey.id]);
    expect((await shop.http('/api/v1/products/?productName=Archivable%20Hoodie&color=navy')).body).toEqual([]);
    const swatches = await shop.gql(`query ($id: ID!) { product(id: $id) { availableColors } }`, { id: grey.id });
    expect(swatches.body.data.product.availableColors).toEqual(['grey']);

    // Its own page still answers (carts, wishlists and bookmarks link to it), as no longer in stock.
    const page = await shop.gql(`query ($id: ID!) { product(id: $id) { archived inStock stock } }`, { id: navy.id });
    expect(page.body.data.product).toEqual({ archived: true, inStock: false, stock: 0 });
    expect((await shop.http(`/api/v1/products/${navy.id}`)).body.inStocks).toBe(0);
    const again = await shop.http(`/api/v1/orders/order/${navy.id}`, { method: 'POST', body: { quantity: 1, paymentMode: 'COD', size: 'M', ...A_DELIVERY_ADDRESS }, token });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.body.message).toBe('This product is out of stock!');

    const orders = await shop.http('/api/v1/orders/myOrders/', { token });
    expect(orders.body.map((o: { productId: string }) => o.productId)).toContain(navy.id);

    // Staff still see it, under the archived filter; restoring puts it back.
    const list = await shop.gql(LIST, { filter: { archived: true, search: 'archivable' } }, manager);
    expect(list.body.data.adminProducts.items.map((p: { id: string }) => p.id)).toEqual([navy.id]);
    const restored = await shop.gql(`mutation ($id: ID!) { restoreProduct(id: $id) { archived stock } }`, { id: navy.id }, manager);
    expect(restored.body.data.restoreProduct).toEqual({ archived: false, stock: 14 });
    expect((await auditOf(navy.id)).map((e: { action: string }) => e.action)).toEqual(['product.archive', 'product.restore']);
  });
});

describe('the staff product list', () => {
  it('filters by category, stock state and search, sorts and pages on the server, with the total', async () => {
    const made = [];
    for (const [i, stock] of [0, 3, 40, 41].entries()) {
      made.push(await aProduct(shop.app.db, { name: `Listable Mug ${'ABCD'[i]}`, kind: 'mug', category: 'accessories', availableSizes: [], stock, pricePaise: 30000 + i * 100 }));
    }
    const list = async (variables: Record<string, unknown>) => {
      const res = await shop.gql(LIST, variables, manager);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.adminProducts;
    };
    const all = await list({ filter: { search: 'listable', category: 'accessories' }, sort: { field: 'PRICE', direction: 'DESC' }, limit: 3 });
    expect(all.total).toBe(4);
    expect(all.items.map((p: { name: string }) => p.name)).toEqual(['Listable Mug D', 'Listable Mug C', 'Listable Mug B']);
    const next = await list({ filter: { search: 'listable' }, sort: { field: 'PRICE', direction: 'DESC' }, limit: 3, offset: 3 });
    expect(next.items.map((p: { name: string }) => p.name)).toEqual(['Listable Mug A']);

    expect((await list({ filter: { search: 'listable', stockState: 'OUT' } })).items.map((p: { id: string }) => p.id)).toEqual([made[0].id]);
    expect((await list({ filter: { search: 'listable', stockState: 'LOW' } })).items.map((p: { id: string }) => p.id)).toEqual([made[1].id]);
    expect((await list({ filter: { search: 'listable', stockState: 'IN_STOCK' } })).total).toBe(2);
    // A SKU's first letters find it too.
    const [{ sku }] = await shop.app.db.query(`SELECT sku FROM product WHERE id = $1`, [made[2].id]);
    const bySku = await list({ filter: { search: sku.slice(0, 16) } });
    expect(bySku.items.map((p: { id: string }) => p.id)).toContain(made[2].id);
    expect((await shop.gql(LIST, {}, support)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
