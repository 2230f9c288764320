import { Arg, Ctx, Field, ID, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { RequestContext } from '../context';
import { AdminOperation } from '../modules/access/admin-guard';
import { productType } from '../modules/catalog/catalog.types';
import type { ProductEntity } from '../modules/catalog/product.entity';
import { MediaEntity } from '../modules/media/media.entity';
import { describePhoto, setProductPhotos } from './attach-product-photos';

/**
 * What setProductPhotos answers: the product with its new photos. A wrapper, not the product itself, so
 * the answer carries no cache hint of the catalogue's: staff answers are never cached.
 */
@ObjectType({ description: 'A product after its photos were set.' })
export class ProductPhotosResult {
  @Field(() => productType())
  product: ProductEntity;
}

/** The staff operations of the attach-photos journey (flows/attach-product-photos.ts). */
@Resolver()
export class ProductPhotosResolver {
  @AdminOperation('media.upload')
  @Mutation(() => MediaEntity, { description: 'Sets a photo’s alt text (at most 500 characters), wherever it is shown.' })
  describeMedia(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('alt', () => String) alt: string): Promise<MediaEntity> {
    return describePhoto(ctx, id, alt);
  }

  @AdminOperation('media.upload')
  @Mutation(() => ProductPhotosResult, {
    description: 'Sets the photos a product shows, in order: the first is the cover. An empty list goes back to its generated pictures. At most 20.',
  })
  async setProductPhotos(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID) productId: string,
    @Arg('mediaIds', () => [ID]) mediaIds: string[],
  ): Promise<ProductPhotosResult> {
    return { product: await setProductPhotos(ctx, productId, mediaIds) };
  }
}
