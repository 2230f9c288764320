import type { DataSource } from 'typeorm';
import { ProductEntity } from '../modules/catalog/product.entity';
import { demoCatalogue } from './demo-catalogue';
import { insertProducts } from './product-seed';

/** Seeds the demo catalogue only into an empty product table; returns how many products it added. */
export async function seedIfEmpty(ds: DataSource): Promise<number> {
  if ((await ds.getRepository(ProductEntity).count()) > 0) return 0;
  const catalogue = demoCatalogue();
  await insertProducts(ds, catalogue);
  return catalogue.length;
}
