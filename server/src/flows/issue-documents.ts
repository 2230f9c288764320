import type { OrderEventMessage } from '../common/order-events';
import type { RequestContext } from '../context';
import { invoiceService } from '../modules/invoices/invoice.service';
import { ordersService } from '../modules/orders/orders.service';

/**
 * JOURNEY: an order's tax documents follow its status. The tax invoice is issued as the goods leave
 * (the order's first `shipped`), and reversed by a credit note when an invoiced order is cancelled
 * (by the shopper, by staff, or returned to origin by the courier).
 *
 * - Before the transaction: nothing. It runs as an order-event subscriber.
 * - Inside the transaction of the order change that caused it (so the document commits with the
 *   change, or neither does): the order is read with its lines; the invoice or credit note is numbered
 *   and written. The place of supply comes from the bundled PIN directory, never from the courier: no
 *   remote call runs while the order row is locked. It runs after the history is written and after the
 *   other effects of the transition (the lifecycle publishes last), so the invoice series row, which
 *   every issuing transaction locks, is held only until the commit.
 * - After the commit: nothing; the invoice PDF is drawn when asked for.
 * - Undo: a failure here fails the order change itself (the transaction rolls back, no number is used).
 */
export async function issueOrderDocuments(tx: RequestContext, e: OrderEventMessage): Promise<void> {
  if (e.subjectId) return;
  if (e.to === 'shipped' && e.from !== 'shipped') {
    const order = await ordersService.findForStaff(tx, e.orderId);
    if (order) await invoiceService.issueForShippedOrder(tx, order);
  } else if (e.to === 'cancelled' && e.from !== 'cancelled' && e.from !== null) {
    await invoiceService.issueCreditNote(tx, e.orderId, e.note?.trim() || `Order cancelled (${e.event.replace(/_/g, ' ')})`);
  }
}
