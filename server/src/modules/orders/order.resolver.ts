import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { OrderHistoryEntity } from './order-history.entity';
import { allows } from './order-lifecycle';
import { OrderEntity, OrderEvent } from './order.entity';
import { ordersService } from './orders.service';
import { SavedAddress, VerifyPaymentInput } from './orders.types';
import { pricingService } from '../pricing/pricing.service';
import { AppliedPromotion } from '../pricing/pricing.types';

@Resolver(() => OrderEntity)
export class OrderResolver {
  @Authorized()
  @Query(() => [OrderEntity], { description: "The logged-in shopper's orders, newest first." })
  myOrders(@Ctx() ctx: RequestContext): Promise<OrderEntity[]> {
    return ordersService.listMine(ctx);
  }

  @Authorized()
  @Query(() => OrderEntity, { nullable: true, description: "One of the shopper's own orders; null for anyone else's." })
  order(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<OrderEntity | null> {
    return ordersService.findMine(ctx, id);
  }

  @Authorized()
  @Query(() => [SavedAddress], { description: "The shopper's delivery addresses from earlier orders: each once, the most recently used first, at most five." })
  mySavedAddresses(@Ctx() ctx: RequestContext): Promise<SavedAddress[]> {
    return ordersService.savedAddresses(ctx);
  }

  @Authorized()
  @Mutation(() => OrderEntity, { description: 'Checks the checkout signature and marks the order paid (exactly once).' })
  verifyPayment(@Ctx() ctx: RequestContext, @Arg('input', () => VerifyPaymentInput) input: VerifyPaymentInput): Promise<OrderEntity> {
    return ordersService.verifyPayment(ctx, input);
  }

  @Authorized()
  @Mutation(() => OrderEntity, { description: 'The online payment failed or was given up: the order stops waiting and its stock is released.' })
  abandonPayment(@Ctx() ctx: RequestContext, @Arg('orderId', () => ID) orderId: string): Promise<OrderEntity> {
    return ordersService.abandonPayment(ctx, orderId);
  }

  @Authorized()
  @Mutation(() => OrderEntity, { description: 'Cancels an order that has not shipped; a paid order is refunded.' })
  cancelOrder(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<OrderEntity> {
    return ordersService.cancel(ctx, id);
  }

  @FieldResolver(() => Boolean, { description: "Whether the shopper can still cancel it (the order lifecycle allows it in its status; never an exchange's replacement)." })
  canCancel(@Root() order: OrderEntity): boolean {
    return allows(order, OrderEvent.CANCELLED_BY_SHOPPER);
  }

  @FieldResolver(() => Int, { description: 'How many items, all lines together.' })
  quantity(@Root() order: OrderEntity): number {
    return order.lines.reduce((sum, l) => sum + l.quantity, 0);
  }

  @FieldResolver(() => [AppliedPromotion], { description: 'Each promotion the order was priced with, by name, with its saving.' })
  promotions(@Ctx() ctx: RequestContext, @Root() order: OrderEntity): Promise<AppliedPromotion[]> {
    return pricingService.ofOrder(ctx, order.id);
  }

  @FieldResolver(() => [OrderHistoryEntity], { description: "The order's transitions, oldest first: its timeline." })
  history(@Ctx() ctx: RequestContext, @Root() order: OrderEntity): Promise<OrderHistoryEntity[]> {
    return ordersService.history(ctx, order.id);
  }
}
