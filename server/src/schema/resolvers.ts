import type { NonEmptyArray } from 'type-graphql';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { ProductResolver } from '../modules/catalog/product.resolver';

/** Every type-graphql resolver of the subgraph. Each domain adds its own here. */
export const resolvers: NonEmptyArray<Function> = [ProductResolver, AccountsResolver];
