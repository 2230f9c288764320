import type { NonEmptyArray } from 'type-graphql';
import { CartResolver } from '../modules/cart/cart.resolver';
import { AccountsResolver } from '../modules/accounts/accounts.resolver';
import { ProductResolver } from '../modules/catalog/product.resolver';
import { WishlistResolver } from '../modules/wishlist/wishlist.resolver';

/** Every type-graphql resolver of the subgraph. Each domain adds its own here. */
export const resolvers: NonEmptyArray<Function> = [ProductResolver, CartResolver, WishlistResolver, AccountsResolver];
