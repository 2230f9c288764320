import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../staff/admin-guard';
import { returnsService } from './returns.service';
import { ReturnReceipt, ReturnRequest, ReturnRequestFilter, ReturnRequestInput, ReturnRequestPage, ReturnStep, toReturnRequest, toReturnStep } from './returns.types';

const ReturnPageArgs = pageArgs(100, 25);

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
    return (await returnsService.history(ctx, request.id)).map(toReturnStep);
  }

  @AdminOperation('returns.decide')
  @Mutation(() => ReturnRequest, { description: "Staff: approve a request; books the courier's reverse pickup." })
  async approveReturn(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ReturnRequest> {
    return toReturnRequest(await returnsService.approve(ctx, id));
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
  @Mutation(() => ReturnReceipt, { description: 'Staff: the returned product is back (stock back; an exchange gets its replacement order).' })
  async markReturnReceived(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ReturnReceipt> {
    const { request, replacementShort } = await returnsService.markReceived(ctx, id);
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
