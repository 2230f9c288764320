import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../modules/accounts/user.entity';
import { ProductEntity } from '../modules/catalog/product.entity';
import { productImagePaths } from '../modules/catalog/product-art';
import type { RunningShop } from '../shop';
import type { TestShop } from './shop';

let counter = 0;

/**
 * Inserts a product with sensible defaults; money in paise. Each size is its own stock: `stock` is how
 * many of EACH size (so a test's "stock: 5" means five of whatever size it orders, and the product's
 * total is 5 × its sizes); `sizeStock` ({ S: 0, M: 2, L: 5 }) sets each size instead. The database makes
 * the sizes and splits a new product's stock by its own rule; the builder then counts each size the split
 * did not already give its stock through the stock writer (ledger rows with reason `correction`).
 */
export async function aProduct(db: DataSource, overrides: Partial<ProductEntity> & { sizeStock?: Record<string, number> } = {}): Promise<ProductEntity> {
  counter += 1;
  const { sizeStock, ...fields } = overrides;
  const kind = fields.kind ?? 'tshirt';
  const color = fields.color ?? 'black';
  const row = db.getRepository(ProductEntity).create({
    name: `Test Product ${counter}`,
    description: 'A product made by a test builder.',
    pricePaise: 39999,
    mrpPaise: 69999,
    offerPercent: 43,
    category: 'men',
    kind,
    color,
    availableSizes: ['S', 'M', 'L'],
    features: [],
    tags: [],
    images: productImagePaths(kind, color),
    stock: 10,
    isBestSeller: false,
    ...fields,
  });
  const sizes = row.availableSizes;
  const each = row.stock;
  const wanted: Record<string, number> = sizeStock ?? Object.fromEntries(sizes.map((s) => [s, each]));
  if (sizes.length) row.stock = sizes.reduce((sum, s) => sum + (wanted[s] ?? 0), 0);
  const saved = await db.getRepository(ProductEntity).save(row);
  if (sizes.length > 1) {
    // Only the sizes the database's split did not already give their stock (no ledger row for the others).
    const made: { size: string; stock: number }[] = await db.query(`SELECT size, stock FROM product_variant WHERE product_id = $1`, [saved.id]);
    const counts = made.filter((v) => v.stock !== (wanted[v.size] ?? 0)).map((v) => ({ productId: saved.id, size: v.size, stock: wanted[v.size] ?? 0 }));
    if (counts.length) await db.query(`SELECT stock_set_many($1::jsonb, '{}'::jsonb)`, [JSON.stringify(counts)]);
    saved.stock = row.stock;
  }
  return saved;
}

/** A size's stock (the product's only variant when `size` is left out). */
export async function sizeStockOf(db: DataSource, productId: string, size?: string): Promise<number> {
  const [row] = await db.query(`SELECT stock FROM product_variant WHERE id = stock_variant($1::uuid, $2)`, [productId, size ?? null]);
  return row ? row.stock : NaN;
}

/**
 * Inserts a user directly (no password flow) and signs a real token for it: for tests of other
 * domains that only need "a logged-in shopper".
 */
export async function aShopper(shop: RunningShop, overrides: Partial<UserEntity> = {}): Promise<{ user: UserEntity; token: string }> {
  counter += 1;
  const repo = shop.app.db.getRepository(UserEntity);
  const user = await repo.save(
    repo.create({
      username: `shopper${counter}`,
      email: `shopper${counter}-${crypto.randomBytes(3).toString('hex')}@example.in`,
      mobile: '9876543210',
      city: 'Noida',
      pincode: '201301',
      passwordHash: 'not-a-real-hash',
      ...overrides,
    }),
  );
  const token = shop.app.tokens.sign({ id: user.id, username: user.username, email: user.email });
  return { user, token };
}

/** A valid delivery address (the fields a legacy order request carries), for order requests and the browser's session. */
export const A_DELIVERY_ADDRESS = {
  area: 'Sector 62',
  state: 'Uttar Pradesh',
  district: 'Gautam Buddha Nagar',
  address: 'B-12, Tower 4, Amrapali Apartments',
  pincode: '201309',
  landmark: 'Near the metro station',
  mobileNumber: '9876543210',
};

/**
 * What a legacy client posts to /cart and /wishlist: `{ productId, ...the whole product }` exactly as it
 * read it from GET /api/v1/products/:id (price and stock included, which the server must ignore).
 */
export async function legacyProductPayload(shop: TestShop, productId: string, extra: Record<string, unknown> = {}) {
  const { body } = await shop.http(`/api/v1/products/${productId}`);
  return { productId, ...body, ...extra };
}


/**
 * The stock of a product's size with the fewest units. aProduct gives every size the same stock, so in a
 * test that orders one size this is that size's stock (and for an item without sizes, its stock).
 */
export async function fewestInStock(db: DataSource, productId: string): Promise<number> {
  const [row] = await db.query(`SELECT min(stock)::int AS stock FROM product_variant WHERE product_id = $1 AND listed`, [productId]);
  return row?.stock ?? NaN;
}

/**
 * Where a product's stock and its stock ledger disagree: each size whose stock is not the sum of its
 * ledger rows, and the product when its stock is not the sum of all its rows. Empty when they reconcile.
 */
export async function ledgerMismatches(db: DataSource, productId: string): Promise<string[]> {
  const rows: { what: string }[] = await db.query(
    `SELECT 'size ' || v.size || ': stock ' || v.stock || ', ledger ' || coalesce(l.total, 0) AS what
     FROM product_variant v LEFT JOIN (SELECT variant_id, sum(delta)::int AS total FROM stock_ledger GROUP BY 1) l ON l.variant_id = v.id
     WHERE v.product_id = $1 AND v.stock <> coalesce(l.total, 0)
     UNION ALL
     SELECT 'product: stock ' || p.stock || ', ledger ' || coalesce((SELECT sum(delta) FROM stock_ledger WHERE product_id = p.id), 0)
     FROM product p WHERE p.id = $1 AND p.stock <> coalesce((SELECT sum(delta) FROM stock_ledger WHERE product_id = p.id), 0)`,
    [productId],
  );
  return rows.map((r) => r.what);
}
