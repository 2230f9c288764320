import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../context';
import { AdminOperation } from '../modules/access/admin-guard';
import { ReturnRequest, toReturnRequest } from '../modules/returns/returns.types';
import { approveReturn } from './return-and-exchange';

/** The staff operations of the return journey that cross modules (flows/return-and-exchange.ts). */
@Resolver()
export class ReturnJourneyResolver {
  @AdminOperation('returns.decide')
  @Mutation(() => ReturnRequest, { description: "Staff: approve a request; books the courier's reverse pickup." })
  async approveReturn(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ReturnRequest> {
    return toReturnRequest(await approveReturn(ctx, id));
  }
}
