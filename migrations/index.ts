import { CreateProductAndUser1763780000000 } from './1763780000000-create-product-and-user';
import { CreateRateLimit1763780050000 } from './1763780050000-create-rate-limit';
import { CreateOrders1763780400000 } from './1763780400000-create-orders';

/** Every migration in order. Listed explicitly so the app, the CLI and vitest load the same set. */
export const migrations = [CreateProductAndUser1763780000000, CreateRateLimit1763780050000, CreateOrders1763780400000];
