import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { IsOptional, Max, Min } from 'class-validator';
import type { RequestContext } from '../../context';
import { catalogService } from './catalog.service';
import { ProductEntity } from './product.entity';

@ArgsType()
class ProductListArgs {
  @Field(() => Int, { nullable: true, description: 'At most 200.' })
  @IsOptional()
  @Min(1)
  @Max(200)
  limit?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0)
  offset?: number;
}

@Resolver(() => ProductEntity)
export class ProductResolver {
  @Query(() => [ProductEntity], { description: 'Products, newest first.' })
  products(@Ctx() ctx: RequestContext, @Args(() => ProductListArgs) args: ProductListArgs): Promise<ProductEntity[]> {
    return catalogService.list(ctx, args);
  }

  @Query(() => ProductEntity, { nullable: true, description: 'One product, or null when the id is unknown or malformed.' })
  product(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ProductEntity | null> {
    return catalogService.findById(ctx, id);
  }

  @FieldResolver(() => String, { description: 'The first image, shown on cards.' })
  coverImage(@Root() product: ProductEntity): string {
    return product.images[0] ?? '';
  }

  @FieldResolver(() => Boolean)
  inStock(@Root() product: ProductEntity): boolean {
    return product.stock > 0;
  }
}
