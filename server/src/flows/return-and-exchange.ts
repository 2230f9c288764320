import { log } from '../common/log';
import { inTransaction, type RequestContext } from '../context';
import { auditService } from '../modules/audit/audit.service';
import type { ReturnRequestRow } from '../modules/returns/returns.service';
import { returnsService } from '../modules/returns/returns.service';
import { shippingService } from '../modules/shipping/shipping.service';

/**
 * JOURNEY: a return or exchange, from the shopper's request to the refund or the replacement.
 *
 * The steps that stay within the returns module run there, each in one transaction (request, reject,
 * picked up, received with its stock and replacement order, refund). This file holds the step that
 * crosses to the courier and back:
 *
 * APPROVE (staff):
 * - Before the transaction: the request is read and checked (returns), and the courier books the
 *   reverse pickup (shipping: a remote call, with no transaction open and no lock held).
 * - In one transaction: the request, locked, moves to approved with the pickup's ids, and the audit entry.
 * - After the commit: the shopper's mail is queued with the step (a subscriber, in that transaction) and
 *   sent by a job.
 * - Undo: when the transaction fails (the request was rejected meanwhile, the database refused), the
 *   booked pickup is cancelled with the courier, so no pickup stays booked without a record. If even the
 *   cancellation fails, the pickup is recorded in the audit trail (`returns.pickupOrphaned`, with its
 *   AWB) for staff to cancel in the courier's panel, and logged.
 *
 * REFUND (staff): returnsService.refund, through the one refund sequence shared with orders
 * (payments/refund-sequence.ts): claim in a transaction, the provider after the commit, settle in another.
 */
export async function approveReturn(ctx: RequestContext, id: string): Promise<ReturnRequestRow> {
  const { request, parcel } = await returnsService.approvalParcel(ctx, id);
  const pickup = await shippingService.bookReturn(ctx, parcel);
  try {
    return await inTransaction(ctx, (tx) => returnsService.recordApproval(tx, request, pickup));
  } catch (failure) {
    try {
      await shippingService.cancelReturn(ctx, pickup);
      log.warn({ scope: 'returns', requestId: id, awb: pickup.awb }, 'approval not recorded: its reverse pickup was cancelled');
    } catch (e) {
      log.error({ scope: 'returns', requestId: id, awb: pickup.awb, err: e instanceof Error ? e.message : String(e) }, 'approval not recorded and its reverse pickup could not be cancelled');
      await inTransaction(ctx, (tx) =>
        auditService.record(tx, {
          action: 'returns.pickupOrphaned',
          entityType: 'return_request',
          entityId: id,
          before: null,
          after: { provider: pickup.provider, providerOrderId: pickup.providerOrderId, awb: pickup.awb, note: 'Cancel this reverse pickup in the courier panel.' },
        }),
      ).catch((err: unknown) => log.error({ scope: 'returns', requestId: id, awb: pickup.awb, err: String(err) }, 'orphaned pickup not recorded'));
    }
    throw failure;
  }
}
