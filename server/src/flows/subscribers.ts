import type { RequestContext } from '../context';
import { onDenied, type Denial } from '../modules/access/admin-guard';
import { auditService, type AuditActor } from '../modules/audit/audit.service';
import { orderEvents } from '../common/order-events';
import { onReplacementCancelled } from '../modules/returns/returns.service';
import { issueOrderDocuments } from './issue-documents';
import { queueOrderMail } from './order-mails';
import { ordersService } from '../modules/orders/orders.service';
import { pricingService } from '../modules/pricing/pricing.service';
import { useLegacyPriceNow } from '../modules/catalog/legacy-product';
import type { OrderEventMessage } from '../common/order-events';

/** An order that ends without a sale (cancelled, payment failed, expired) gives its coupon uses back, in the same transaction. */
export async function releasePromotions(tx: RequestContext, e: OrderEventMessage): Promise<void> {
  if (e.to === 'cancelled' || e.to === 'payment_failed' || e.to === 'expired') await pricingService.release(tx, e.orderId);
}

/**
 * THE ONE WIRING of what follows an order or return event, called by every process that changes
 * orders (backend.ts, the command-line scripts through scripts/with-database.ts, the test shop). The
 * order is the order they run in, inside the event's transaction:
 * 0. promotions: an order that ends without a sale gives its coupon uses back;
 * 1. documents: the tax invoice when an order ships, a credit note when an invoiced order is cancelled;
 * 2. returns: an exchange whose replacement order was cancelled becomes refundable (with its credit note);
 * 3. mail: the shopper's mail for the event, queued (sent by a job after the commit).
 * It also hands the admin guard its denial listener: every refused admin operation is recorded in the
 * audit trail (recordDenial).
 * Until this ran, publishing an order event throws (common/order-events.ts): a process that forgot it
 * fails at its first order change instead of silently skipping a credit note. Idempotent.
 */
/**
 * A denied admin operation (access/admin-guard.ts), into the audit trail: who (the staff member and
 * role, or the shopper), which operation, why, from which address; repeats aggregated per caller,
 * operation and minute (auditService.recordRefusal).
 */
export async function recordDenial(ctx: RequestContext, denial: Denial): Promise<void> {
  const { caller } = denial;
  const actor: AuditActor = caller.kind === 'staff' ? { staffId: caller.staffId, email: caller.email, role: caller.role } : { staffId: null, email: caller.email, role: 'shopper' };
  const who = caller.kind === 'staff' ? `staff:${caller.staffId}` : `shopper:${caller.userId}`;
  await auditService.recordRefusal(
    ctx,
    `denied:${who}:${denial.operation}`,
    { action: 'access.denied', entityType: 'operation', entityId: denial.operation, after: { reason: denial.reason, ...(caller.kind === 'shopper' ? { shopperId: caller.userId } : {}) } },
    actor,
  );
}

export function wireSubscribers(): void {
  onDenied(recordDenial);
  pricingService.useOrderHistory(ordersService.hasEarlierOrder);
  useLegacyPriceNow((ctx, product) => pricingService.salePrice(ctx, product));
  orderEvents.subscribe('promotions', releasePromotions);
  orderEvents.subscribe('documents', issueOrderDocuments);
  orderEvents.subscribe('returns', onReplacementCancelled);
  orderEvents.subscribe('mail', queueOrderMail);
  orderEvents.markWired();
}
