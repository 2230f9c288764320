import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../modules/accounts/user.entity';
import { ProductEntity } from '../modules/catalog/product.entity';
import { productImagePaths } from '../modules/catalog/product-art';
import type { RunningShop } from '../shop';
import type { TestShop } from './shop';

let counter = 0;

/** Inserts a product with sensible defaults; money in paise. */
export async function aProduct(db: DataSource, overrides: Partial<ProductEntity> = {}): Promise<ProductEntity> {
  counter += 1;
  const kind = overrides.kind ?? 'tshirt';
  const color = overrides.color ?? 'black';
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
    ...overrides,
  });
  return db.getRepository(ProductEntity).save(row);
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
