import { IsIn, IsOptional, IsString, Length, ArrayMaxSize, ArrayMinSize } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { StaffRole } from '../../common/auth';
import { mayPerform, type AdminOperationName } from '../access/permissions';
import { requestTransition, ReturnEvent, ReturnState, type RequestRow } from './return-lifecycle';
import type { ReturnHistoryRow, ReturnRequestRow } from './returns.service';

export enum ReturnKindEnum {
  RETURN = 'return',
  EXCHANGE = 'exchange',
}

registerEnumType(ReturnState, { name: 'ReturnState', description: 'Where a return or exchange request is.' });
registerEnumType(ReturnEvent, { name: 'ReturnEvent', description: 'A step of a return or exchange request (its history).' });
registerEnumType(ReturnKindEnum, { name: 'ReturnKind' });

/** What staff can do to a return or exchange request; each is a mutation and a step of the return lifecycle. */
export enum ReturnAction {
  APPROVE = 'APPROVE',
  REJECT = 'REJECT',
  MARK_PICKED_UP = 'MARK_PICKED_UP',
  MARK_RECEIVED = 'MARK_RECEIVED',
  REFUND = 'REFUND',
}
registerEnumType(ReturnAction, { name: 'ReturnAction', description: 'A back-office action on a return or exchange request (a step of the return lifecycle).' });

/**
 * Each action: the lifecycle steps that make it possible (any one of them) and the admin operation its
 * mutation is guarded with. Receiving a received exchange again retries its replacement order (the
 * replacement step); a refund is taken when one is due or failed (one under way is the provider's).
 */
const RETURN_ACTIONS: Record<ReturnAction, { events: ReturnEvent[]; operation: AdminOperationName }> = {
  [ReturnAction.APPROVE]: { events: [ReturnEvent.APPROVED], operation: 'returns.decide' },
  [ReturnAction.REJECT]: { events: [ReturnEvent.REJECTED], operation: 'returns.decide' },
  [ReturnAction.MARK_PICKED_UP]: { events: [ReturnEvent.PICKED_UP], operation: 'returns.receive' },
  [ReturnAction.MARK_RECEIVED]: { events: [ReturnEvent.RECEIVED, ReturnEvent.REPLACEMENT_PLACED], operation: 'returns.receive' },
  [ReturnAction.REFUND]: { events: [ReturnEvent.REFUND_STARTED], operation: 'returns.decide' },
};

/** The actions a request's state allows (the return lifecycle) that `role` may take (the permission table). */
export function returnActionsFor(request: Pick<RequestRow, 'kind' | 'state' | 'refund_state'>, role: StaffRole): ReturnAction[] {
  return (Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter((a) => {
    const { events, operation } = RETURN_ACTIONS[a];
    return mayPerform(role, operation) && events.some((e) => requestTransition(request, e));
  });
}

@ObjectType({ description: 'One step of a return or exchange request.' })
export class ReturnStep {
  @Field(() => ReturnEvent) event: ReturnEvent;
  @Field(() => ReturnState, { nullable: true }) fromState: ReturnState | null;
  @Field(() => ReturnState) toState: ReturnState;
  @Field(() => String, { description: 'shopper, staff, courier, payment provider or system.' }) actor: string;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => Date) at: Date;
  @Field(() => String, { description: 'Who took the step, in words: the customer by name, staff by name (to staff; "Shop staff" to the shopper), Courier, Payment provider or Shop (automatic).' })
  actorName: string;
}

@ObjectType({ description: "A return or exchange of one order line, as the shop's policy allows." })
export class ReturnRequest {
  @Field(() => ID) id: string;
  @Field(() => ID) orderId: string;
  @Field(() => ID) orderLineId: string;
  @Field(() => ReturnKindEnum) kind: ReturnKindEnum;
  @Field(() => String, { description: 'damaged, wrong_item, size_issue, quality_issue, not_as_described, changed_mind or other.' }) reason: string;
  @Field(() => String, { nullable: true }) details: string | null;
  @Field(() => [String], { description: 'Media keys of the unpacking and condition videos.' }) videoKeys: string[];
  @Field(() => String, { nullable: true, description: 'Where a cash-on-delivery return is refunded.' }) upiId: string | null;
  @Field(() => ID, { nullable: true }) replacementProductId: string | null;
  @Field(() => String, { nullable: true }) replacementSize: string | null;
  @Field(() => ReturnState) state: ReturnState;
  @Field(() => String, { nullable: true, description: 'pending, processing, refunded or failed (returns only).' }) refundState: string | null;
  @Field(() => Int, { description: 'What a return gives back, in paise (the line; shipping is not refunded); 0 for an exchange, unless its replacement was cancelled or came back, when the original line is owed.' }) refundAmountPaise: number;
  @Field(() => String, { nullable: true, description: "The provider's refund id, or the UPI payout reference." }) refundId: string | null;
  @Field(() => String, { nullable: true }) rejectionReason: string | null;
  @Field(() => String, { nullable: true, description: "The reverse pickup's AWB." }) pickupAwb: string | null;
  @Field(() => ID, { nullable: true, description: "An exchange's replacement order." }) replacementOrderId: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType()
export class ReturnRequestPage {
  @Field(() => [ReturnRequest]) items: ReturnRequest[];
  @Field(() => Int) total: number;
}

@ObjectType({ description: 'A received request: `replacementOutOfStock` when an exchange could not get its replacement yet (receive it again to retry).' })
export class ReturnReceipt {
  @Field(() => ReturnRequest) request: ReturnRequest;
  @Field(() => Boolean) replacementOutOfStock: boolean;
}

@InputType()
export class ReturnRequestInput {
  @Field(() => ID) @IsString() orderId: string;
  @Field(() => ID) @IsString() lineId: string;
  @Field(() => ReturnKindEnum) @IsIn(['return', 'exchange']) kind: ReturnKindEnum;
  @Field(() => String) @IsString() @Length(1, 40) reason: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Length(0, 1000) details?: string | null;
  @Field(() => [String], { description: 'Keys from POST /api/v1/returns/videos: the unpacking and the condition video.' })
  @ArrayMinSize(2)
  @ArrayMaxSize(4)
  @IsString({ each: true })
  videoIds: string[];
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Length(0, 330) upiId?: string | null;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() replacementProductId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @Length(0, 20) replacementSize?: string | null;
}

@InputType()
export class ReturnRequestFilter {
  @Field(() => [ReturnState], { nullable: true }) states?: ReturnState[] | null;
  @Field(() => ReturnKindEnum, { nullable: true }) kind?: ReturnKindEnum | null;
  @Field(() => ID, { nullable: true }) orderId?: string | null;
}

export function toReturnRequest(r: ReturnRequestRow): ReturnRequest {
  return {
    id: r.id,
    orderId: r.order_id,
    orderLineId: r.order_line_id,
    kind: r.kind as ReturnKindEnum,
    reason: r.reason,
    details: r.details,
    videoKeys: r.video_keys,
    upiId: r.upi_id,
    replacementProductId: r.replacement_product_id,
    replacementSize: r.replacement_size,
    state: r.state,
    refundState: r.refund_state,
    refundAmountPaise: r.refund_amount_paise,
    refundId: r.refund_id,
    rejectionReason: r.rejection_reason,
    pickupAwb: r.pickup_awb,
    replacementOrderId: r.replacement_order_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const toReturnStep = (h: ReturnHistoryRow, actorName: string): ReturnStep => ({ event: h.event, fromState: h.from_state, toState: h.to_state, actor: h.actor, note: h.note, at: h.at, actorName });

/** How a returned item came back: SELLABLE goes back on the shelf; DAMAGED is written off (recorded, not sold). */
export const ReturnCondition = { SELLABLE: 'sellable', DAMAGED: 'damaged' } as const;
export type ReturnCondition = (typeof ReturnCondition)[keyof typeof ReturnCondition];
registerEnumType(ReturnCondition, {
  name: 'ReturnCondition',
  description: 'SELLABLE: back to its size’s stock (ledger reason RETURNED). DAMAGED: recorded in the stock ledger (RETURNED_DAMAGED, no change of stock) and not sold.',
});
