import type { NonEmptyArray } from 'type-graphql';
import { ProductResolver } from '../modules/catalog/product.resolver';
import { OrderResolver } from '../modules/orders/order.resolver';
import { PaymentResolver } from '../modules/payments/payments.resolver';

/** Every type-graphql resolver of the subgraph. Each domain adds its own here. */
export const resolvers: NonEmptyArray<Function> = [ProductResolver, OrderResolver, PaymentResolver];
