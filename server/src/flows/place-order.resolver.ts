import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../context';
import { OrderEntity } from '../modules/orders/order.entity';
import { CartCheckoutInput, OrderRequestInput } from '../modules/orders/orders.types';
import { checkoutCart, placeBuyNow } from './place-order';

/** The shopper's ways of placing an order (flows/place-order.ts). */
@Resolver(() => OrderEntity)
export class PlaceOrderResolver {
  @Authorized()
  @Mutation(() => OrderEntity, {
    description: 'Buys one product (Buy Now). COD orders are placed at once; Razorpay orders come back with `razorpayOrderId` to open the checkout with.',
  })
  placeOrder(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => ID) productId: string,
    @Arg('input', () => OrderRequestInput) input: OrderRequestInput,
  ): Promise<OrderEntity> {
    return placeBuyNow(ctx, productId, input);
  }

  @Authorized()
  @Mutation(() => OrderEntity, {
    description:
      "Checks out the shopper's cart as one order with one payment: every line's stock or none (OUT_OF_STOCK names the product and how many are left). The lines leave the cart once bought.",
  })
  checkoutCart(@Ctx() ctx: RequestContext, @Arg('input', () => CartCheckoutInput) input: CartCheckoutInput): Promise<OrderEntity> {
    return checkoutCart(ctx, input);
  }
}
