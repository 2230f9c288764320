import { Field, ID, Int, ObjectType } from 'type-graphql';
import { productType } from '../catalog/catalog.types';
import type { ProductEntity } from '../catalog/product.entity';

@ObjectType({ description: "The logged-in shopper's saved products." })
export class Wishlist {
  @Field(() => ID, { description: "The owner's user id (one wishlist per shopper)." })
  id: string;

  @Field(() => [productType()], { description: 'Most recently saved first.' })
  products: ProductEntity[];

  @Field(() => Int)
  count: number;
}
