import { ModalDialog } from '../../components/modal-dialog';
import { formatPaise } from '../../lib/money';

export interface ConfirmOrderModalProps {
  open: boolean;
  totalPaise: number;
  busy: boolean;
  onClose: () => void;
  onCashOnDelivery: () => void;
  onPayNow: () => void;
  /** False when the shop takes no online payment right now: Cash on Delivery only. */
  payNowAvailable?: boolean;
}

/** PLACE ORDER's choice of payment: Cash on Delivery or Pay Now. */
export function ConfirmOrderModal({ open, totalPaise, busy, onClose, onCashOnDelivery, onPayNow, payNowAvailable = true }: ConfirmOrderModalProps) {
  return (
    <ModalDialog open={open} title="Confirm Your Order" onClose={onClose}>
      <p>
        Total to pay: <strong>{formatPaise(totalPaise)}</strong>. How would you like to pay?
      </p>
      <div className="pay-choices">
        <button type="button" className="btn btn--block" disabled={busy} onClick={onCashOnDelivery}>
          Cash on Delivery
        </button>
        {payNowAvailable && (
          <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={onPayNow}>
            Pay Now
          </button>
        )}
      </div>
      {!payNowAvailable && <p className="pay-choices__note">Online payment is not available right now: please choose Cash on Delivery.</p>}
      {busy && (
        <p className="pay-choices__busy" role="status">
          Placing your order…
        </p>
      )}
    </ModalDialog>
  );
}
