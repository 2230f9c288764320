import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { cartService } from './cart.service';
import { AddToCartInput, Cart, SetCartQuantityArgs } from './cart.types';

/** Every operation answers the whole cart, so the client's normalized cache updates itself. */
@Resolver(() => Cart)
export class CartResolver {
  @Authorized()
  @Query(() => Cart, { description: "The logged-in shopper's cart (empty when never used)." })
  cart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return cartService.get(ctx);
  }

  @Authorized()
  @Mutation(() => Cart, { description: 'Adds a product; a product already in the cart is refused (ALREADY_IN_CART).' })
  async addToCart(@Ctx() ctx: RequestContext, @Arg('input', () => AddToCartInput) input: AddToCartInput): Promise<Cart> {
    const { cart } = await cartService.add(ctx, { productId: input.productId, size: input.size, quantity: input.quantity ?? undefined });
    return cart;
  }

  @Authorized()
  @Mutation(() => Cart, { description: "Sets a line's quantity: 1 to min(stock, 10)." })
  setCartQuantity(@Ctx() ctx: RequestContext, @Args(() => SetCartQuantityArgs) args: SetCartQuantityArgs): Promise<Cart> {
    return cartService.setQuantity(ctx, args.productId, args.quantity);
  }

  @Authorized()
  @Mutation(() => Cart, { description: 'Removes a product from the cart; removing one that is not there changes nothing.' })
  removeFromCart(@Ctx() ctx: RequestContext, @Arg('productId', () => ID) productId: string): Promise<Cart> {
    return cartService.remove(ctx, productId);
  }

  @Authorized()
  @Mutation(() => Cart, { description: 'Puts a coupon code on the cart; one that cannot be used now is refused with the reason (COUPON_NOT_APPLICABLE).' })
  applyCouponCode(@Ctx() ctx: RequestContext, @Arg('code', () => String) code: string): Promise<Cart> {
    return cartService.applyCoupon(ctx, code);
  }

  @Authorized()
  @Mutation(() => Cart, { description: 'Takes the coupon code off the cart.' })
  removeCouponCode(@Ctx() ctx: RequestContext): Promise<Cart> {
    return cartService.removeCoupon(ctx);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the cart can check out now (false while the shop's CART_CHECKOUT=off maintenance switch is set: use Buy Now).",
  })
  checkoutOpen(@Ctx() ctx: RequestContext): boolean {
    return ctx.app.config.cartCheckout;
  }
}
