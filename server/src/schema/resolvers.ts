import type { NonEmptyArray } from 'type-graphql';
import { ProductResolver } from '../modules/catalog/product.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';

/** Every type-graphql resolver of the subgraph. Each domain adds its own here. */
export const resolvers: NonEmptyArray<Function> = [ProductResolver, ContactResolver];
