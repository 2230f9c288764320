import { AppError } from '../../common/errors';
import { orderEvents } from '../../common/order-events';
import type { RequestContext } from '../../context';

/** Where a return or exchange request is. */
export enum ReturnState {
  REQUESTED = 'requested',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  PICKED_UP = 'picked_up',
  RECEIVED = 'received',
  REFUNDED = 'refunded',
  REPLACEMENT_PLACED = 'replacement_placed',
}

/** What happened to a request (its history). */
export enum ReturnEvent {
  REQUESTED = 'requested',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  PICKED_UP = 'picked_up',
  RECEIVED = 'received',
  REFUND_STARTED = 'refund_started',
  REFUND_DONE = 'refund_done',
  REFUND_FAILED = 'refund_failed',
  REPLACEMENT_PLACED = 'replacement_placed',
  REPLACEMENT_CANCELLED = 'replacement_cancelled',
}

export type ReturnKind = 'return' | 'exchange';
export type ReturnRefundState = 'pending' | 'processing' | 'refunded' | 'failed';

interface RequestTransition {
  to: ReturnState;
  /** Only for this kind of request. */
  kind?: ReturnKind;
  /** The refund state the step needs, and the one it leaves. */
  refundFrom?: (ReturnRefundState | null)[];
  refundTo?: ReturnRefundState;
}

/**
 * THE RETURN REQUEST LIFECYCLE, in the order lifecycle's style: for each state, the events it allows
 * and the next state. An event missing from a state's row is refused (RETURN_TRANSITION_FORBIDDEN);
 * nothing else changes a request's state or refund state. The effects (reverse pickup, stock back
 * through the stock ledger, refund, replacement order) are carried out by the returns service around
 * the step, in the same transaction, except calls to outside services, which happen before (pickup)
 * or after the commit (refund).
 */
export const RETURN_LIFECYCLE: Record<'new' | ReturnState, Partial<Record<ReturnEvent, RequestTransition>>> = {
  new: { [ReturnEvent.REQUESTED]: { to: ReturnState.REQUESTED } },
  // Approval books the courier's reverse pickup; a rejection ends the request with the staff's reason.
  [ReturnState.REQUESTED]: {
    [ReturnEvent.APPROVED]: { to: ReturnState.APPROVED },
    [ReturnEvent.REJECTED]: { to: ReturnState.REJECTED },
  },
  // The parcel may reach the shop without a pickup scan (handed in at the counter, a courier that skips it).
  [ReturnState.APPROVED]: {
    [ReturnEvent.PICKED_UP]: { to: ReturnState.PICKED_UP },
    [ReturnEvent.RECEIVED]: { to: ReturnState.RECEIVED },
  },
  [ReturnState.PICKED_UP]: {
    [ReturnEvent.RECEIVED]: { to: ReturnState.RECEIVED },
  },
  // Received: the product is back on the shelf (stock ledger). A return's money goes back (shipping
  // charges are not refunded); an exchange becomes a replacement order at no charge. A refund is due
  // only when the refund state says so: a return's from receipt, an exchange's once its replacement
  // was cancelled (below); an exchange still waiting for its replacement (out of stock) has none.
  [ReturnState.RECEIVED]: {
    [ReturnEvent.REFUND_STARTED]: { to: ReturnState.RECEIVED, refundFrom: ['pending', 'failed'], refundTo: 'processing' },
    [ReturnEvent.REFUND_DONE]: { to: ReturnState.REFUNDED, refundFrom: ['pending', 'processing', 'failed'], refundTo: 'refunded' },
    [ReturnEvent.REFUND_FAILED]: { to: ReturnState.RECEIVED, refundFrom: ['processing'], refundTo: 'failed' },
    [ReturnEvent.REPLACEMENT_PLACED]: { to: ReturnState.REPLACEMENT_PLACED, kind: 'exchange', refundFrom: [null] },
  },
  [ReturnState.REJECTED]: {},
  [ReturnState.REFUNDED]: {},
  // The replacement was cancelled by the shop or came back undelivered (returned to origin): the
  // shopper has sent the original item back and gets no goods, so the exchange turns into a return of
  // that line. Back to received, its refund due (the line's amount), refunded like a return.
  [ReturnState.REPLACEMENT_PLACED]: {
    [ReturnEvent.REPLACEMENT_CANCELLED]: { to: ReturnState.RECEIVED, kind: 'exchange', refundFrom: [null], refundTo: 'pending' },
  },
};

export interface RequestRow {
  id: string;
  order_id: string;
  kind: ReturnKind;
  state: ReturnState;
  refund_state: ReturnRefundState | null;
}

export interface RequestCause {
  actor: 'shopper' | 'staff' | 'courier' | 'payment provider' | 'system';
  staffId?: string | null;
  note?: string | null;
  /** Facts the step records on the request (pickup ids, refund id, replacement order, refund amount): never its state. */
  changes?: Record<string, string | number | null>;
}

const FACT_COLUMNS = new Set([
  'pickup_provider',
  'pickup_provider_order_id',
  'pickup_shipment_id',
  'pickup_awb',
  'refund_id',
  'rejection_reason',
  'replacement_order_id',
  'refund_amount_paise',
]);

/** The transition `event` makes from the request's state, or undefined when the table forbids it. */
export function requestTransition(request: Pick<RequestRow, 'kind' | 'state' | 'refund_state'>, event: ReturnEvent): RequestTransition | undefined {
  const t = RETURN_LIFECYCLE[request.state][event];
  if (!t) return undefined;
  if (t.kind && t.kind !== request.kind) return undefined;
  if (t.refundFrom && !t.refundFrom.includes(request.refund_state)) return undefined;
  return t;
}

export function requestRefusal(request: Pick<RequestRow, 'id' | 'kind' | 'state' | 'refund_state'>, event: ReturnEvent): AppError {
  const refund = request.refund_state ? `, refund ${request.refund_state}` : '';
  return new AppError('RETURN_TRANSITION_FORBIDDEN', `This ${request.kind} request is ${request.state.replace(/_/g, ' ')}${refund}: it cannot be ${event.replace(/_/g, ' ')} now.`, {
    requestId: request.id,
    state: request.state,
    event,
  });
}

export const returnLifecycle = {
  /**
   * Applies `event` to a request the caller LOCKED in its transaction: refuses it when the table does
   * not allow it, else writes the next state (and refund state), the facts the cause carries, and the
   * request's history row.
   */
  async apply(tx: RequestContext, request: RequestRow, event: ReturnEvent, cause: RequestCause): Promise<ReturnState> {
    const t = requestTransition(request, event);
    if (!t) throw requestRefusal(request, event);
    const sets = ['state = $2', 'updated_at = now()'];
    const values: unknown[] = [request.id, t.to];
    if (t.refundTo) {
      values.push(t.refundTo);
      sets.push(`refund_state = $${values.length}`);
      if (t.refundTo === 'refunded') sets.push('refunded_at = now()');
    }
    for (const [column, value] of Object.entries(cause.changes ?? {})) {
      if (!FACT_COLUMNS.has(column)) throw new Error(`return request: ${column} is not a fact a step records`);
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    }
    await tx.em.query(`UPDATE return_request SET ${sets.join(', ')} WHERE id = $1`, values);
    await recordStep(tx, request, event, request.state, t.to, cause);
    request.state = t.to;
    if (t.refundTo) request.refund_state = t.refundTo;
    return t.to;
  },
};

/** The order event a step is published as (mail listens to them): the refund is done as `return_refunded`. */
const publishedAs = (event: ReturnEvent) => `return_${event === ReturnEvent.REFUND_DONE ? 'refunded' : event}`;

/** Writes a step to the request's history and publishes it as an order event, in the caller's transaction. */
export async function recordStep(
  tx: RequestContext,
  request: Pick<RequestRow, 'id' | 'order_id'>,
  event: ReturnEvent,
  from: ReturnState | null,
  to: ReturnState,
  cause: RequestCause,
) {
  await tx.em.query(
    `INSERT INTO return_request_history (request_id, event, from_state, to_state, actor, staff_id, note) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [request.id, event, from, to, cause.actor, cause.staffId ?? null, cause.note ?? null],
  );
  // Refund claims and failures are the shop's business, not news for the shopper.
  if (event === ReturnEvent.REFUND_STARTED || event === ReturnEvent.REFUND_FAILED) return;
  await orderEvents.publish(tx, { orderId: request.order_id, event: publishedAs(event), from, to, subjectId: request.id });
}
