import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper, ledgerMismatches } from '../../test/builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';

/**
 * Stock per size (issue 28): each size of a product is a variant with its own SKU, stock and price, and
 * the shop never sells a size that is gone, whichever way it is ordered.
 */

let shop: TestShop;
let manager: string;
let support: string;

beforeAll(async () => {
  shop = await startTestShop();
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
});

const CREATE = `mutation ($input: CreateProductInput!) {
  createProduct(input: $input) { id sku stock stockState sizes { sku size stock pricePaise ownPricePaise available lowStock } }
}`;
const VARIANTS = `query ($id: ID!) { product(id: $id) { id stock variants { id sku size stock pricePaise available lowStock } } }`;
const ADD = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id items { size quantity maxQuantity lineTotalPaise } } }`;
const ADJUST = `mutation ($input: StockAdjustmentInput!) { adjustStock(input: $input) { stock sizes { sku stock } } }`;
const LEDGER = `query ($id: ID!, $sku: String) { stockLedger(productId: $id, sku: $sku) { total items { sku size delta reason balanceAfter } } }`;

const kurta = (over: Record<string, unknown> = {}) => ({
  name: 'Sized Block Print Kurta',
  description: 'Hand block printed in Sanganer.',
  pricePaise: 129900,
  mrpPaise: 199900,
  category: 'men',
  color: 'Indigo',
  variants: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 2 },
    { size: 'L', stock: 5 },
  ],
  ...over,
});

const order = (token: string, productId: string, size: string, quantity = 1) =>
  shop.http(`/api/v1/orders/order/${productId}`, {
    method: 'POST',
    token,
    body: { quantity, paymentMode: 'COD', size, ...A_DELIVERY_ADDRESS, userName: 'asha', email: 'asha@example.in' },
  });

describe('a product with sizes S, M and L at 0, 2 and 5', () => {
  it('is created with its three sizes; REST sums them; S cannot go in a cart; of 5 racing shoppers for M exactly 2 succeed; every size equals its ledger', async () => {
    const created = await shop.gql(CREATE, { input: kurta() }, manager);
    expect(created.body.errors).toBeUndefined();
    const product = created.body.data.createProduct;
    expect(product.stock).toBe(7);
    expect(product.sizes).toEqual([
      { sku: 'SIZED-BLOCK-PRINT-KURTA-INDIGO-S', size: 'S', stock: 0, pricePaise: 129900, ownPricePaise: null, available: false, lowStock: false },
      { sku: 'SIZED-BLOCK-PRINT-KURTA-INDIGO-M', size: 'M', stock: 2, pricePaise: 129900, ownPricePaise: null, available: true, lowStock: true },
      { sku: 'SIZED-BLOCK-PRINT-KURTA-INDIGO-L', size: 'L', stock: 5, pricePaise: 129900, ownPricePaise: null, available: true, lowStock: true },
    ]);

    // Legacy REST keeps its shape: inStocks is the sum, availableSizes every size, in stock or not.
    const legacy = await shop.http(`/api/v1/products/${product.id}`);
    expect(legacy.body).toMatchObject({ inStocks: 7, availableSizes: ['S', 'M', 'L'] });
    expect(legacy.body).not.toHaveProperty('size');

    // The storefront sees each size.
    const page = await shop.gql(VARIANTS, { id: product.id });
    expect(page.body.data.product.variants.map((v: { size: string; available: boolean }) => [v.size, v.available])).toEqual([
      ['S', false],
      ['M', true],
      ['L', true],
    ]);

    // A sold-out size cannot go in the cart, although other sizes are left.
    const shopper = await aShopper(shop);
    const addS = await shop.gql(ADD, { input: { productId: product.id, size: 'S' } }, shopper.token);
    expect(addS.body.errors?.[0]).toMatchObject({ message: 'This product is out of stock!', extensions: { code: 'OUT_OF_STOCK', size: 'S', available: 0 } });
    const addM = await shop.gql(ADD, { input: { productId: product.id, size: 'M' } }, shopper.token);
    expect(addM.body.data.addToCart.items).toEqual([{ size: 'M', quantity: 1, maxQuantity: 2, lineTotalPaise: 129900 }]);

    // Nor can it be ordered: the legacy route answers 409 with the spec's message.
    const soldOut = await order(shopper.token, product.id, 'S');
    expect(soldOut).toMatchObject({ status: 409, body: { message: 'This product is out of stock!' } });

    // Five shoppers order one M each at the same moment: exactly two get it, and L keeps its five.
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => aShopper(shop)));
    const answers = await Promise.all(shoppers.map((s) => order(s.token, product.id, 'M')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toMatchObject({ status: 409, body: { message: 'This product is out of stock!' } });
    const after = (await shop.gql(VARIANTS, { id: product.id })).body.data.product;
    expect(after.variants.map((v: { size: string; stock: number }) => [v.size, v.stock])).toEqual([
      ['S', 0],
      ['M', 0],
      ['L', 5],
    ]);
    expect(after.stock).toBe(5);
    // The orders name the size's SKU.
    const lines = await shop.app.db.query(`SELECT DISTINCT sku FROM order_line WHERE product_id = $1`, [product.id]);
    expect(lines).toEqual([{ sku: 'SIZED-BLOCK-PRINT-KURTA-INDIGO-M' }]);

    expect(await ledgerMismatches(shop.app.db, product.id)).toEqual([]);
  });

  it('a size may cost more: its own price is charged, and the cart and the order line show it', async () => {
    const created = await shop.gql(
      CREATE,
      { input: kurta({ name: 'Priced Kurta', variants: [{ size: 'L', stock: 3 }, { size: '3XL', stock: 3, pricePaise: 149900, sku: 'priced-kurta-3xl' }] }) },
      manager,
    );
    expect(created.body.errors).toBeUndefined();
    const product = created.body.data.createProduct;
    expect(product.sizes.map((v: { sku: string; pricePaise: number }) => [v.sku, v.pricePaise])).toEqual([
      ['PRICED-KURTA-INDIGO-L', 129900],
      ['priced-kurta-3xl', 149900],
    ]);
    const shopper = await aShopper(shop);
    const placed = await order(shopper.token, product.id, '3XL', 2);
    expect(placed.status).toBe(200);
    const [line] = await shop.app.db.query(`SELECT sku, unit_price_paise, amount_paise FROM order_line WHERE product_id = $1`, [product.id]);
    expect(line).toEqual({ sku: 'priced-kurta-3xl', unit_price_paise: 149900, amount_paise: 299800 });
  });

  it('cards say "from" the cheapest size when sizes differ, in listings and on a product alike', async () => {
    const priced = await shop.gql(
      CREATE,
      { input: kurta({ name: 'Ranged Kurta', variants: [{ size: 'M', stock: 3, pricePaise: 119900 }, { size: 'L', stock: 3 }, { size: '3XL', stock: 0, pricePaise: 149900 }] }) },
      manager,
    );
    const plain = await shop.gql(CREATE, { input: kurta({ name: 'Level Kurta' }) }, manager);
    const ids = [priced.body.data.createProduct.id, plain.body.data.createProduct.id];
    // A listing and a product alike read the range with the product's row (catalog/sql/product_size_prices_of.sql).
    const listed = await shop.gql(`query ($s: String) { searchProducts(input: { search: $s, limit: 24 }) { items { id fromPricePaise sizePricesVary } } }`, { s: 'kurta' });
    const byId = new Map(listed.body.data.searchProducts.items.map((p: { id: string }) => [p.id, p]));
    for (const source of [(id: string) => byId.get(id), async (id: string) => (await shop.gql(`query ($id: ID!) { product(id: $id) { id fromPricePaise sizePricesVary } }`, { id })).body.data.product]) {
      expect(await source(ids[0])).toEqual({ id: ids[0], fromPricePaise: 119900, sizePricesVary: true });
      expect(await source(ids[1])).toEqual({ id: ids[1], fromPricePaise: 129900, sizePricesVary: false });
    }
  });

  it('keeps the range of size prices on the product row through every change staff make, as cards show it', async () => {
    const created = await shop.gql(
      `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id sizes { id size } } }`,
      { input: kurta({ name: 'Shifting Kurta', variants: [{ size: 'S', stock: 1 }, { size: 'M', stock: 1, pricePaise: 119900 }, { size: 'L', stock: 0 }] }) },
      manager,
    );
    const { id, sizes } = created.body.data.createProduct as { id: string; sizes: { id: string; size: string }[] };
    const sizeId = (size: string) => sizes.find((v) => v.size === size)!.id;
    const card = async () => {
      const listed = await shop.gql(`query { searchProducts(input: { search: "shifting", limit: 24 }) { items { id fromPricePaise sizePricesVary } } }`);
      return listed.body.data.searchProducts.items.find((p: { id: string }) => p.id === id);
    };
    // Every product's stored range against the one its listed sizes give now.
    const drifted = () =>
      shop.app.db.query(`
        SELECT p.id FROM product p
        LEFT JOIN LATERAL (SELECT min(coalesce(v.price_paise, p.price_paise)) AS lo, max(coalesce(v.price_paise, p.price_paise)) AS hi
                           FROM product_variant v WHERE v.product_id = p.id AND v.listed) r ON true
        WHERE (p.size_price_min_paise, p.size_price_max_paise) IS DISTINCT FROM (r.lo, r.hi)`);
    const steps: [string, () => Promise<unknown>, number, boolean][] = [
      ['created with M cheaper', async () => undefined, 119900, true],
      ["M's own price cleared", () => shop.gql(`mutation ($id: ID!) { updateVariant(id: $id, input: { clearPrice: true }) { id } }`, { id: sizeId('M') }, manager), 129900, false],
      ['L dearer', () => shop.gql(`mutation ($id: ID!) { updateVariant(id: $id, input: { pricePaise: 149900 }) { id } }`, { id: sizeId('L') }, manager), 129900, true],
      ['the product cheaper (L keeps its own)', () => shop.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { pricePaise: 99900 }) { id } }`, { id }, manager), 99900, true],
      ['L taken away', () => shop.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { availableSizes: ["S", "M"] }) { id } }`, { id }, manager), 99900, false],
      ['L back, with its price', () => shop.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { availableSizes: ["S", "M", "L"] }) { id } }`, { id }, manager), 99900, true],
    ];
    for (const [step, act, fromPricePaise, sizePricesVary] of steps) {
      const done = (await act()) as { body?: { errors?: unknown } } | undefined;
      expect(done?.body?.errors, step).toBeUndefined();
      expect(await card(), step).toEqual({ id, fromPricePaise, sizePricesVary });
      expect(await drifted(), step).toEqual([]);
    }
    // The demo catalogue's products were written by the seed and the migration: none drifted either.
    expect(Number((await shop.app.db.query(`SELECT count(*) AS n FROM product WHERE size_price_min_paise IS NULL`))[0].n)).toBe(0);
  });

  it('re-pricing a size while shoppers buy it: no server error, each order placed or refused for the new price, stock equal to its ledger, the range its sizes', async () => {
    const created = await shop.gql(
      `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id sizes { id size } } }`,
      { input: kurta({ name: 'Busy Kurta', variants: [{ size: 'M', stock: 8 }, { size: 'L', stock: 2 }] }) },
      manager,
    );
    const { id, sizes } = created.body.data.createProduct as { id: string; sizes: { id: string; size: string }[] };
    const m = sizes.find((v) => v.size === 'M')!.id;
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => aShopper(shop)));
    const prices = [{ pricePaise: 119900 }, { pricePaise: 139900 }, { clearPrice: true }];
    // A size's new price rewrites its product's range (product_size_prices_*.sql) while each order holds
    // the product's row and then takes the size's: the staff change takes the product's row first too.
    const [orders, changes] = await Promise.all([
      Promise.all(shoppers.map((s) => order(s.token, id, 'M'))),
      Promise.all(Array.from({ length: 6 }, (_, i) =>
        shop.gql(`mutation ($id: ID!, $input: UpdateVariantInput!) { updateVariant(id: $id, input: $input) { id } }`, { id: m, input: prices[i % 3] }, manager),
      )),
    ]);
    // An order priced before a change is refused with the spec'd reason, never a server error.
    const placed = orders.filter((o) => o.status === 200).length;
    for (const o of orders.filter((x) => x.status !== 200)) {
      expect(o).toMatchObject({ status: 409, body: { message: 'Prices changed while your order was being placed. Please review your order and try again.' } });
    }
    for (const c of changes) expect(c.body.errors).toBeUndefined();
    expect(await ledgerMismatches(shop.app.db, id)).toEqual([]);
    // The changes ran in any order: the stored range is the one M's last price and L's give.
    const [row] = await shop.app.db.query(
      `SELECT p.size_price_min_paise AS lo, p.size_price_max_paise AS hi,
              (SELECT min(coalesce(v.price_paise, p.price_paise)) FROM product_variant v WHERE v.product_id = p.id AND v.listed) AS "sizesLo",
              (SELECT max(coalesce(v.price_paise, p.price_paise)) FROM product_variant v WHERE v.product_id = p.id AND v.listed) AS "sizesHi",
              (SELECT stock FROM product_variant WHERE id = $2) AS m
       FROM product p WHERE p.id = $1`,
      [id, m],
    );
    expect(row).toEqual({ lo: row.sizesLo, hi: row.sizesHi, sizesLo: expect.any(Number), sizesHi: expect.any(Number), m: 8 - placed });
    const paid = await shop.app.db.query(`SELECT DISTINCT unit_price_paise AS p FROM order_line WHERE product_id = $1`, [id]);
    for (const { p } of paid) expect([119900, 129900, 139900]).toContain(p);
  });

  it('refuses bad sizes field by field, and a SKU another size has', async () => {
    const bad = await shop.gql(
      CREATE,
      {
        input: kurta({
          name: 'Bad Sizes Kurta',
          variants: [
            { size: 'M', stock: -1 },
            { size: 'M', sku: 'has space', pricePaise: 10 },
          ],
        }),
      },
      manager,
    );
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual(['variants.0.stock', 'variants.1.pricePaise', 'variants.1.size', 'variants.1.sku']);
    const taken = await shop.gql(CREATE, { input: kurta({ name: 'Taken Sku Kurta', variants: [{ size: 'M', sku: 'SIZED-BLOCK-PRINT-KURTA-INDIGO-M' }] }) }, manager);
    expect(taken.body.errors?.[0].extensions?.fields).toEqual({ 'variants.0.sku': 'Another size already has this SKU.' });
    const asSupport = await shop.gql(CREATE, { input: kurta({ name: 'Support Kurta' }) }, support);
    expect(asSupport.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('stock per size in the back office', () => {
  it('refuses a ledger filter no SKU could match, before reading the ledger', async () => {
    const created = await shop.gql(CREATE, { input: kurta({ name: 'Ledger Kurta' }) }, manager);
    const id = created.body.data.createProduct.id;
    for (const sku of ['x'.repeat(5000), 'no spaces allowed', '-LEADING-DASH']) {
      const res = await shop.gql(LEDGER, { id, sku }, manager);
      expect(res.body.errors?.[0]).toMatchObject({ message: 'A SKU has 1 to 80 letters, digits, ".", "_" or "-", and starts with a letter or digit.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const sizes = (await shop.gql(LEDGER, { id, sku: 'LEDGER-KURTA-INDIGO-M' }, manager)).body.data.stockLedger.items.map((r: { size: string }) => r.size);
    expect(sizes.length).toBeGreaterThan(0);
    expect(new Set(sizes)).toEqual(new Set(['M']));
  });

  it('adjusts one size by its SKU with a reason; the ledger filters by SKU; a sized product needs the SKU', async () => {
    const p = await aProduct(shop.app.db, { name: 'Ledger Kurta', sizeStock: { S: 1, M: 2, L: 3 } });
    const [m] = await shop.app.db.query(`SELECT sku FROM product_variant WHERE product_id = $1 AND size = 'M'`, [p.id]);

    const noSku = await shop.gql(ADJUST, { input: { productId: p.id, reason: 'RECEIVED', delta: 4 } }, manager);
    expect(noSku.body.errors?.[0].extensions?.fields).toEqual({ sku: 'This product comes in S, M, L: give the SKU of the size to change.' });

    const received = await shop.gql(ADJUST, { input: { sku: m.sku.toLowerCase(), reason: 'RECEIVED', delta: 4, note: 'New bale' } }, manager);
    expect(received.body.errors).toBeUndefined();
    expect(received.body.data.adjustStock.stock).toBe(10);
    expect(received.body.data.adjustStock.sizes.map((v: { stock: number }) => v.stock)).toEqual([1, 6, 3]);

    const below = await shop.gql(ADJUST, { input: { sku: m.sku, reason: 'DAMAGED', delta: -7 } }, manager);
    expect(below.body.errors?.[0].extensions?.fields).toEqual({ delta: 'Only 6 in stock: at most 6 can be taken away.' });

    const ledger = (await shop.gql(LEDGER, { id: p.id, sku: m.sku }, manager)).body.data.stockLedger;
    expect(ledger.items[0]).toEqual({ sku: m.sku, size: 'M', delta: 4, reason: 'RECEIVED', balanceAfter: 6 });
    expect(ledger.items.every((e: { size: string }) => e.size === 'M')).toBe(true);
    const all = (await shop.gql(LEDGER, { id: p.id }, manager)).body.data.stockLedger;
    expect(all.total).toBeGreaterThan(ledger.total);
    expect(await ledgerMismatches(shop.app.db, p.id)).toEqual([]);
  });

  it('a size with stock cannot be taken away; an empty one can, and adding it back brings its row back', async () => {
    const p = await aProduct(shop.app.db, { name: 'Shrinking Kurta', sizeStock: { S: 0, M: 2, L: 1 } });
    const UPDATE = `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { availableSizes sizes { size stock } } }`;
    const refused = await shop.gql(UPDATE, { id: p.id, input: { availableSizes: ['S', 'M'] } }, manager);
    expect(refused.body.errors?.[0].extensions?.fields).toEqual({ availableSizes: 'Size L still has 1 in stock: bring its stock to 0 before taking the size away.' });
    const dropped = await shop.gql(UPDATE, { id: p.id, input: { availableSizes: ['M', 'L'] } }, manager);
    expect(dropped.body.data.updateProduct.sizes).toEqual([
      { size: 'M', stock: 2 },
      { size: 'L', stock: 1 },
    ]);
    const back = await shop.gql(UPDATE, { id: p.id, input: { availableSizes: ['S', 'M', 'L', 'XL'] } }, manager);
    expect(back.body.data.updateProduct.sizes).toEqual([
      { size: 'S', stock: 0 },
      { size: 'M', stock: 2 },
      { size: 'L', stock: 1 },
      { size: 'XL', stock: 0 },
    ]);
    expect(await ledgerMismatches(shop.app.db, p.id)).toEqual([]);
  });
});
