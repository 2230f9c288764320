import { CreateProductAndUser1763780000000 } from './1763780000000-create-product-and-user';
import { CreateRateLimit1763780050000 } from './1763780050000-create-rate-limit';
import { CatalogSearch1763780100000 } from './1763780100000-catalog-search';
import { CreateReview1763780110000 } from './1763780110000-create-review';

/** Every migration in order. Listed explicitly so the app, the CLI and vitest load the same set. */
export const migrations = [
  CreateProductAndUser1763780000000,
  CreateRateLimit1763780050000,
  CatalogSearch1763780100000,
  CreateReview1763780110000,
];
