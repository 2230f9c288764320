import { orderEvents } from '../common/order-events';
import { onReplacementCancelled } from '../modules/returns/returns.service';
import { issueOrderDocuments } from './issue-documents';
import { queueOrderMail } from './order-mails';

/**
 * THE ONE WIRING of what follows an order or return event, called by every process that changes
 * orders (backend.ts, the command-line scripts through scripts/with-database.ts, the test shop). The
 * order is the order they run in, inside the event's transaction:
 * 1. documents: the tax invoice when an order ships, a credit note when an invoiced order is cancelled;
 * 2. returns: an exchange whose replacement order was cancelled becomes refundable (with its credit note);
 * 3. mail: the shopper's mail for the event, queued (sent by a job after the commit).
 * Until this ran, publishing an order event throws (common/order-events.ts): a process that forgot it
 * fails at its first order change instead of silently skipping a credit note. Idempotent.
 */
export function wireSubscribers(): void {
  orderEvents.subscribe('documents', issueOrderDocuments);
  orderEvents.subscribe('returns', onReplacementCancelled);
  orderEvents.subscribe('mail', queueOrderMail);
  orderEvents.markWired();
}
