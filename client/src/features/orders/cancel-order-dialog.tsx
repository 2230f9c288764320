import { ModalDialog } from '../../components/modal-dialog';
import type { OrderCard_OrderFragment } from './gql/graphql';
import { formatPaise } from '../../lib/money';
import { shortCode } from './order-display';

/** Asks before cancelling: cancelling cannot be undone. */
export function CancelOrderDialog({ order, busy, onKeep, onConfirm }: { order: OrderCard_OrderFragment | null; busy: boolean; onKeep: () => void; onConfirm: () => void }) {
  return (
    <ModalDialog
      open={!!order}
      title="Cancel this order?"
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn" onClick={onKeep} disabled={busy}>
            Keep Order
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
            Yes, Cancel Order
          </button>
        </>
      }
    >
      {order && (
        <p>
          Order #{shortCode(order.id)} ({order.lines.map((l) => l.productName).join(', ')}, {formatPaise(order.totalPaise)}) will be cancelled.
          {order.isPaid ? ' Your payment will be refunded to the original method within 5-7 working days.' : ''}
        </p>
      )}
    </ModalDialog>
  );
}
