import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { wishlistService } from './wishlist.service';
import { Wishlist } from './wishlist.types';

/** Every operation answers the whole wishlist, so the client's normalized cache updates itself. */
@Resolver(() => Wishlist)
export class WishlistResolver {
  @Authorized()
  @Query(() => Wishlist, { description: "The logged-in shopper's wishlist (empty when never used)." })
  wishlist(@Ctx() ctx: RequestContext): Promise<Wishlist> {
    return wishlistService.get(ctx);
  }

  @Authorized()
  @Mutation(() => Wishlist, { description: 'Saves a product; one already saved is refused (ALREADY_IN_WISHLIST).' })
  async addToWishlist(@Ctx() ctx: RequestContext, @Arg('productId', () => ID) productId: string): Promise<Wishlist> {
    return (await wishlistService.add(ctx, productId)).wishlist;
  }

  @Authorized()
  @Mutation(() => Wishlist, { description: 'Removes a saved product; removing one that is not saved changes nothing.' })
  removeFromWishlist(@Ctx() ctx: RequestContext, @Arg('productId', () => ID) productId: string): Promise<Wishlist> {
    return wishlistService.remove(ctx, productId);
  }
}
