import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { shippingService } from '../shipping/shipping.service';
import { AdminShipment, OrderTracking, ParcelStatus, toAdminShipment, toOrderTracking } from '../shipping/shipping.types';
import { AdminOperation } from '../access/admin-guard';
import { toAdminOrder } from './order-admin-reads';
import { AdminOrder } from './order-admin.types';
import { OrderEntity } from './order.entity';
import { ordersService } from './orders.service';

/** The shopper's view of an order's parcel: the courier, the AWB and the courier's reports. */
@Resolver(() => OrderEntity)
export class OrderTrackingResolver {
  @FieldResolver(() => OrderTracking, { nullable: true, description: "The parcel's courier, AWB and tracking timeline, once it is booked with the courier." })
  async tracking(@Ctx() ctx: RequestContext, @Root() order: OrderEntity): Promise<OrderTracking | null> {
    const view = await shippingService.tracking(ctx, order.id);
    return view && toOrderTracking(view);
  }
}

/**
 * The back office's courier actions. Booking ships the order (the lifecycle's `shipped`, with the
 * courier and AWB); the courier's reports then move it (out for delivery, delivered, returned to origin).
 */
@Resolver(() => AdminOrder)
export class OrderShippingAdminResolver {
  @FieldResolver(() => AdminShipment, { nullable: true, description: 'The courier booking: AWB, label, pickup and tracking timeline; null before booking.' })
  async shipment(@Ctx() ctx: RequestContext, @Root() order: AdminOrder): Promise<AdminShipment | null> {
    const view = await shippingService.tracking(ctx, order.id);
    return view && toAdminShipment(view, order.id);
  }

  @AdminOperation('orders.ship')
  @Mutation(() => AdminOrder, {
    description:
      'Books the parcel with the courier (Shiprocket, or the test-mode courier without its keys): order, AWB, label, pickup; then ships the order with the courier as carrier and the AWB as tracking id. Calling it again answers the same booking. ORDER_NOT_SHIPPABLE, COURIER_REFUSED or COURIER_UNAVAILABLE otherwise.',
  })
  async bookShipment(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.bookShipment(ctx, id));
  }

  @AdminOperation('orders.ship')
  @Mutation(() => AdminOrder, { description: "Asks the courier for the parcel's scans now and applies any the shop has not heard (a missed webhook)." })
  async refreshShipmentTracking(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.refreshTracking(ctx, id));
  }

  @AdminOperation('orders.deliver')
  @Mutation(() => AdminOrder, {
    description:
      'Test-mode courier only: moves the parcel to `status` as a courier report would (SHIPPED, OUT_FOR_DELIVERY, DELIVERED, RTO_INITIATED, RTO_DELIVERED, …); a report that does not move it forward only joins the timeline. BAD_USER_INPUT with a real courier.',
  })
  async advanceTestShipment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ParcelStatus) status: ParcelStatus,
  ): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.advanceTestShipment(ctx, id, status));
  }
}
