import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { BatchLoader, loaderOf } from '../../common/batch-loader';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { catalogService } from '../catalog/catalog.service';
import { orderCode } from '../orders/order-admin-reads';
import type { OrderEntity } from '../orders/order.entity';
import { ordersService } from '../orders/orders.service';
import { AdminOperation } from '../access/admin-guard';
import { staffService } from '../staff/staff.service';
import type { RequestRow } from './return-lifecycle';
import type { ReturnHistoryRow } from './returns.service';
import { returnsService } from './returns.service';
import {
  ReturnAction,
  ReturnCondition,
  returnActionsFor,
  ReturnReceipt,
  ReturnRequest,
  ReturnRequestFilter,
  ReturnRequestInput,
  ReturnRequestPage,
  ReturnStep,
  toReturnRequest,
  toReturnStep,
} from './returns.types';

const ReturnPageArgs = pageArgs(100, 25);

/**
 * The order a request belongs to, through the orders service, batched with the other requests of the
 * same answer: a page of the staff list reads its orders in one query, not one per row.
 */
function orderOf(ctx: RequestContext, orderId: string): Promise<OrderEntity | null> {
  const loader = loaderOf(ctx, 'return-request-orders', () =>
    new BatchLoader<string, OrderEntity | null>(async (ids) => new Map((await ordersService.findManyForStaff(ctx, ids)).map((o) => [o.id, o])), null),
  );
  return loader.load(orderId);
}

async function lineOf(ctx: RequestContext, request: ReturnRequest) {
  return (await orderOf(ctx, request.orderId))?.lines.find((l) => l.id === request.orderLineId) ?? null;
}

const ACTOR_NAMES: Record<string, string> = { courier: 'Courier', 'payment provider': 'Payment provider', system: 'Shop (automatic)' };

/** Who took a step, in words. Staff names are for staff only: a shopper reads "Shop staff". */
async function actorName(ctx: RequestContext, request: ReturnRequest, step: ReturnHistoryRow): Promise<string> {
  if (step.actor === 'shopper') return (await orderOf(ctx, request.orderId))?.customerName ?? 'Customer';
  if (step.actor === 'staff') return ctx.staff && step.staff_id ? ((await staffService.loadById(ctx, step.staff_id))?.name ?? 'Staff') : 'Shop staff';
  return ACTOR_NAMES[step.actor] ?? step.actor;
}

/**
 * Returns and exchanges: shoppers ask from their delivered orders; staff approve (booking the reverse
 * pickup) or reject, record the parcel picked up and received, and refund a return. Every step is a
 * step of the return request lifecycle, kept in the request's history.
 */
@Resolver(() => ReturnRequest)
export class ReturnsResolver {
  @Authorized()
  @Mutation(() => ReturnRequest, { description: 'Shopper: ask to return or exchange one delivered line of an order, as the policy allows (RETURN_NOT_ALLOWED with `rule` otherwise).' })
  async requestReturn(@Ctx() ctx: RequestContext, @Arg('input', () => ReturnRequestInput) input: ReturnRequestInput): Promise<ReturnRequest> {
    return toReturnRequest(await returnsService.request(ctx, input));
  }

  @Authorized()
  @Query(() => [ReturnRequest], { description: "Shopper: the return and exchange requests on one of the shopper's orders." })
  async myReturnRequests(@Ctx() ctx: RequestContext, @Arg('orderId', () => ID) orderId: string): Promise<ReturnRequest[]> {
    return (await returnsService.listMine(ctx, orderId)).map(toReturnRequest);
  }

  @AdminOperation('returns.read')
  @Query(() => ReturnRequestPage, { description: 'Staff: return and exchange requests, newest first, filtered and paginated.' })
  async returnRequests(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ReturnRequestFilter, { nullable: true }) filter: ReturnRequestFilter | null,
    @Args(() => ReturnPageArgs) page: PageArgs,
  ): Promise<ReturnRequestPage> {
    const { items, total } = await returnsService.listForStaff(ctx, filter ?? {}, page.limit ?? 25, page.offset ?? 0);
    return { items: items.map(toReturnRequest), total };
  }

  @AdminOperation('returns.read')
  @Query(() => ReturnRequest, { nullable: true, description: 'Staff: one request; null when there is none.' })
  async returnRequest(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ReturnRequest | null> {
    const row = await returnsService.findForStaff(ctx, id);
    return row && toReturnRequest(row);
  }

  @FieldResolver(() => [ReturnStep], { description: 'Every step of the request, oldest first.' })
  async history(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<ReturnStep[]> {
    const rows = await returnsService.history(ctx, request.id);
    return Promise.all(rows.map(async (h) => toReturnStep(h, await actorName(ctx, request, h))));
  }

  @FieldResolver(() => String, { description: 'The order\'s code as shoppers and staff see it ("ABC123" for "Order #ABC123").' })
  orderCode(@Root() request: ReturnRequest): string {
    return orderCode(request.orderId);
  }

  @FieldResolver(() => String, { nullable: true, description: "An exchange's replacement order's code, once placed." })
  replacementOrderCode(@Root() request: ReturnRequest): string | null {
    return request.replacementOrderId && orderCode(request.replacementOrderId);
  }

  @FieldResolver(() => String, { description: 'The product of the returned line, as it was ordered.' })
  async productName(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<string> {
    return (await lineOf(ctx, request))?.productName ?? '';
  }

  @FieldResolver(() => String, { description: 'The colour of the returned line.' })
  async color(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<string> {
    return (await lineOf(ctx, request))?.color ?? '';
  }

  @FieldResolver(() => String, { description: "The size of the returned line ('NA' for products without sizes)." })
  async size(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<string> {
    return (await lineOf(ctx, request))?.size ?? '';
  }

  @FieldResolver(() => Int, { description: 'How many pieces of the line come back.' })
  async quantity(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<number> {
    return (await lineOf(ctx, request))?.quantity ?? 0;
  }

  @FieldResolver(() => String, { description: "The order's customer." })
  async customerName(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<string> {
    return (await orderOf(ctx, request.orderId))?.customerName ?? '';
  }

  @FieldResolver(() => String, { description: "How the order was paid: COD or Razorpay (a COD return is refunded to the shopper's UPI id)." })
  async paymentMode(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<string> {
    return (await orderOf(ctx, request.orderId))?.paymentMode ?? '';
  }

  @FieldResolver(() => String, { nullable: true, description: "An exchange's wanted colour (the replacement product's); null for a return." })
  async replacementColor(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): Promise<string | null> {
    if (!request.replacementProductId) return null;
    return (await catalogService.loadById(ctx, request.replacementProductId))?.color ?? null;
  }

  @FieldResolver(() => [ReturnAction], {
    description: 'Staff: what the signed-in staff member may do to the request now: the steps its state allows (the return lifecycle) that their role may take (the permission table). Empty for a shopper.',
  })
  actions(@Ctx() ctx: RequestContext, @Root() request: ReturnRequest): ReturnAction[] {
    const role = ctx.staff?.role;
    return role ? returnActionsFor({ kind: request.kind, state: request.state, refund_state: request.refundState as RequestRow['refund_state'] }, role) : [];
  }

  @AdminOperation('returns.decide')
  @Mutation(() => ReturnRequest, { description: 'Staff: reject a request with the reason the shopper is shown.' })
  async rejectReturn(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string): Promise<ReturnRequest> {
    return toReturnRequest(await returnsService.reject(ctx, id, reason));
  }

  @AdminOperation('returns.receive')
  @Mutation(() => ReturnRequest, { description: 'Staff: the courier collected the returned parcel.' })
  async markReturnPickedUp(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ReturnRequest> {
    return toReturnRequest(await returnsService.markPickedUp(ctx, id));
  }

  @AdminOperation('returns.receive')
  @Mutation(() => ReturnReceipt, {
    description: 'Staff: the returned product is back, in the condition staff found it: SELLABLE goes back to its size’s stock, DAMAGED is recorded in the stock ledger and not sold (an exchange gets its replacement order either way).',
  })
  async markReturnReceived(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('condition', () => ReturnCondition, { nullable: true, description: 'SELLABLE unless given.' }) condition?: ReturnCondition | null,
  ): Promise<ReturnReceipt> {
    const { request, replacementShort } = await returnsService.markReceived(ctx, id, condition ?? ReturnCondition.SELLABLE);
    return { request: toReturnRequest(request), replacementOutOfStock: replacementShort };
  }

  @AdminOperation('returns.decide')
  @Mutation(() => ReturnRequest, {
    description: 'Staff: refund a received return: through the payment provider for an online payment; for cash on delivery, record the UPI payout reference.',
  })
  async refundReturn(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('upiPayoutReference', () => String, { nullable: true }) upiPayoutReference: string | null,
  ): Promise<ReturnRequest> {
    return toReturnRequest(await returnsService.refund(ctx, id, upiPayoutReference));
  }
}
