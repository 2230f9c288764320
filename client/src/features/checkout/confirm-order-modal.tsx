import { ModalDialog } from '../../components/modal-dialog';
import { formatPaise } from '../../lib/money';
import { codUnavailable } from '../../lib/shop-messages';

export interface ConfirmOrderModalProps {
  open: boolean;
  totalPaise: number;
  /** What cash on delivery adds (the shop's fee): the amounts of both choices are shown when it is not 0. */
  codFeePaise?: number;
  busy: boolean;
  onClose: () => void;
  onCashOnDelivery: () => void;
  onPayNow: () => void;
  /** False when the shop takes no online payment right now: Cash on Delivery only. */
  payNowAvailable?: boolean;
  /** The delivery PIN code when the shop takes no cash on delivery there (its pincode check said so): Pay Now only. */
  codUnavailableAt?: string | null;
}

/** PLACE ORDER's choice of payment: Cash on Delivery or Pay Now. */
export function ConfirmOrderModal({ open, totalPaise, codFeePaise = 0, busy, onClose, onCashOnDelivery, onPayNow, payNowAvailable = true, codUnavailableAt }: ConfirmOrderModalProps) {
  return (
    <ModalDialog open={open} title="Confirm Your Order" onClose={onClose}>
      {codFeePaise > 0 && !codUnavailableAt ? (
        // The fee is charged only with cash on delivery: each choice shows what it costs.
        <p>
          Total to pay: <strong>{formatPaise(totalPaise + codFeePaise)}</strong> with Cash on Delivery (includes a {formatPaise(codFeePaise)} cash on delivery fee)
          {payNowAvailable && (
            <>
              , or <strong>{formatPaise(totalPaise)}</strong> with Pay Now
            </>
          )}
          . How would you like to pay?
        </p>
      ) : (
        <p>
          Total to pay: <strong>{formatPaise(totalPaise)}</strong>. How would you like to pay?
        </p>
      )}
      <div className="pay-choices">
        <button type="button" className="btn btn--block" disabled={busy || !!codUnavailableAt} onClick={onCashOnDelivery}>
          Cash on Delivery
        </button>
        {payNowAvailable && (
          <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={onPayNow}>
            Pay Now
          </button>
        )}
      </div>
      {codUnavailableAt && <p className="pay-choices__note">{codUnavailable(codUnavailableAt)}</p>}
      {!payNowAvailable && !codUnavailableAt && <p className="pay-choices__note">Online payment is not available right now: please choose Cash on Delivery.</p>}
      {busy && (
        <p className="pay-choices__busy" role="status">
          Placing your order…
        </p>
      )}
    </ModalDialog>
  );
}
