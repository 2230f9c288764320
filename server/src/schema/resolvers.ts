import type { NonEmptyArray } from 'type-graphql';
import { ProductResolver } from '../modules/catalog/product.resolver';
import { DeliveryResolver } from '../modules/delivery/delivery.resolver';
import { ProductReviewsResolver, ReviewResolver } from '../modules/reviews/review.resolver';

/** Every type-graphql resolver of the subgraph. Each domain adds its own here. */
export const resolvers: NonEmptyArray<Function> = [ProductResolver, ProductReviewsResolver, ReviewResolver, DeliveryResolver];
