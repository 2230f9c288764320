import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { mayPerform } from '../access/permissions';
import { toAdminOrder } from './order-admin-reads';
import { ACTION_OPERATIONS, AdminOrder, AdminOrderAction, AdminOrderEvent, AdminOrderFilter, AdminOrderPage, AdminOrderSort } from './order-admin.types';
import { ordersService } from './orders.service';

const AdminOrderPageArgs = pageArgs(100, 25);

/**
 * The back office's orders: list, search and open any order; its actions are events of the order
 * lifecycle (a refused one answers the lifecycle's code: ORDER_NOT_SHIPPABLE, ORDER_NOT_CANCELLABLE, …),
 * each written to the order's timeline under the staff member's name and to the audit trail.
 */
@Resolver(() => AdminOrder)
export class OrderAdminResolver {
  @AdminOperation('orders.read')
  @Query(() => AdminOrderPage, { description: 'Staff: orders, filtered, searched, sorted (newest first by default) and paginated.' })
  async adminOrders(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminOrderFilter, { nullable: true }) filter: AdminOrderFilter | null,
    @Arg('sort', () => AdminOrderSort, { nullable: true, defaultValue: AdminOrderSort.NEWEST }) sort: AdminOrderSort,
    @Args(() => AdminOrderPageArgs) page: PageArgs,
  ): Promise<AdminOrderPage> {
    const { items, total } = await ordersService.listForStaff(ctx, filter ?? {}, sort, { limit: page.limit ?? 25, offset: page.offset ?? 0 });
    return { items: items.map(toAdminOrder), total };
  }

  @AdminOperation('orders.read')
  @Query(() => AdminOrder, { nullable: true, description: 'Staff: one order with its lines, address, payment, refund and timeline; null when there is none.' })
  async adminOrder(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminOrder | null> {
    const order = await ordersService.findForStaff(ctx, id);
    return order && toAdminOrder(order);
  }

  @FieldResolver(() => [AdminOrderEvent], { description: 'Every step of its life, oldest first, with who took it.' })
  timeline(@Ctx() ctx: RequestContext, @Root() order: AdminOrder): Promise<AdminOrderEvent[]> {
    return ordersService.timelineForStaff(ctx, order);
  }

  @FieldResolver(() => [AdminOrderAction], {
    description: 'What the signed-in staff member may do to the order now: the steps its status allows (the order lifecycle) that their role may take (the permission table).',
  })
  actions(@Ctx() ctx: RequestContext, @Root() order: AdminOrder): AdminOrderAction[] {
    const role = ctx.staff?.role;
    return role ? order.lifecycleActions.filter((a) => mayPerform(role, ACTION_OPERATIONS[a])) : [];
  }

  @AdminOperation('orders.confirm')
  @Mutation(() => AdminOrder, { description: 'Confirms a placed cash-on-delivery order (ORDER_NOT_CONFIRMABLE otherwise).' })
  async confirmOrder(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.confirm(ctx, id));
  }

  @AdminOperation('orders.ship')
  @Mutation(() => AdminOrder, {
    description:
      'Ships a placed or paid order with its courier and tracking id (again on a shipped order: corrects them). The shopper sees both in My Orders. ORDER_NOT_SHIPPABLE otherwise.',
  })
  async shipOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('carrier', () => String) carrier: string,
    @Arg('trackingId', () => String) trackingId: string,
  ): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.ship(ctx, id, { carrier, trackingId }));
  }

  @AdminOperation('orders.deliver')
  @Mutation(() => AdminOrder, { description: 'Marks a shipped order delivered (ORDER_NOT_DELIVERABLE otherwise). Cash on delivery is recorded separately.' })
  async deliverOrder(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.deliver(ctx, id));
  }

  @AdminOperation('orders.cancel')
  @Mutation(() => AdminOrder, {
    description:
      "Staff cancel an order that has not shipped, with a reason: its stock comes back and a paid order is refunded (see payment.refundStatus). ORDER_NOT_CANCELLABLE otherwise. (The shopper's own cancellation is cancelOrder.)",
  })
  async adminCancelOrder(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.cancelByStaff(ctx, id, reason));
  }

  @AdminOperation('orders.recordCodPayment')
  @Mutation(() => AdminOrder, {
    description: 'Records the cash of a cash-on-delivery order that has shipped or been delivered: it is paid. COD_NOT_COLLECTABLE otherwise.',
  })
  async recordCodPayment(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.recordCodPayment(ctx, id));
  }

  @AdminOperation('orders.recordManualRefund')
  @Mutation(() => AdminOrder, {
    description:
      "Records that staff paid a cancelled cash-on-delivery order's collected cash back by hand (UPI or NEFT), with the payout reference (4 to 64 letters, digits, -, /, . or @; BAD_USER_INPUT with `fields.reference` otherwise): the refund is done and the shopper is mailed. Only with a refund pending or failed and no provider payment (an online payment is refunded through the provider); ORDER_NOT_REFUNDABLE otherwise.",
  })
  async recordManualRefund(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('reference', () => String) reference: string): Promise<AdminOrder> {
    return toAdminOrder(await ordersService.recordManualRefund(ctx, id, reference));
  }
}
