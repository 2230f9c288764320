import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormError, TextAreaField, TextField } from '../../components/fields';
import { Modal } from '../../components/modal';
import {
  AdminCancelOrderDocument,
  BookShipmentDocument,
  ConfirmOrderDocument,
  DeliverOrderDocument,
  RecordCodPaymentDocument,
  ShipOrderDocument,
  type AdminOrderAction,
  type OrderDetailFragment,
} from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { formatPaise } from '../../lib/money';
import { toast } from '../../lib/toast';
import { ManualRefundDialog } from './manual-refund-dialog';

const LABELS: Record<AdminOrderAction, string> = {
  CONFIRM: 'Confirm order',
  SHIP: 'Ship',
  DELIVER: 'Mark delivered',
  RECORD_COD_PAYMENT: 'Record cash payment',
  RECORD_MANUAL_REFUND: 'Record refund paid',
  CANCEL: 'Cancel order',
};

/** The steps the order lifecycle allows now and the staff member's role may take (the server says which), as buttons with their dialogs. */
export function OrderActions({ order }: { order: OrderDetailFragment }) {
  const [open, setOpen] = useState<AdminOrderAction | null>(null);
  const [confirm, confirming] = useMutation(ConfirmOrderDocument);
  const [deliver, delivering] = useMutation(DeliverOrderDocument);
  const [recordCod, recording] = useMutation(RecordCodPaymentDocument);
  const allowed = order.actions;
  // A shipped order may be shipped again to correct its carrier or tracking id.
  const shipLabel = order.status === 'SHIPPED' ? 'Edit tracking' : LABELS.SHIP;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast.success(done);
      setOpen(null);
    } catch (e) {
      toast.error(messageOf(e));
    }
  }

  if (!allowed.length) return null;
  return (
    <>
      <div className="order-actions">
        {allowed.map((a) => (
          <button key={a} type="button" className={`btn ${a === 'CANCEL' ? 'btn--danger-outline' : a === allowed.find((x) => x !== 'CANCEL') ? 'btn--primary' : ''}`} onClick={() => setOpen(a)}>
            {a === 'SHIP' ? shipLabel : LABELS[a]}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={open === 'CONFIRM'}
        title={`Confirm order #${order.code}?`}
        confirmLabel="Confirm order"
        busy={confirming.loading}
        onClose={() => setOpen(null)}
        onConfirm={() => void run(() => confirm({ variables: { id: order.id } }), `Order #${order.code} is confirmed.`)}
      >
        <p>The customer has agreed to pay {formatPaise(order.totalPaise)} in cash on delivery; the order can now be packed and shipped.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'DELIVER'}
        title={`Mark order #${order.code} delivered?`}
        confirmLabel="Mark delivered"
        busy={delivering.loading}
        onClose={() => setOpen(null)}
        onConfirm={() => void run(() => deliver({ variables: { id: order.id } }), `Order #${order.code} is delivered.`)}
      >
        <p>Do this once the courier reports the parcel delivered.{order.payment.mode === 'COD' && !order.payment.isPaid ? ' The cash is recorded separately, with "Record cash payment".' : ''}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'RECORD_COD_PAYMENT'}
        title={`Record the cash for order #${order.code}?`}
        confirmLabel="Record payment"
        busy={recording.loading}
        onClose={() => setOpen(null)}
        onConfirm={() => void run(() => recordCod({ variables: { id: order.id } }), `The cash for order #${order.code} is recorded; it is paid.`)}
      >
        <p>Record that {formatPaise(order.totalPaise)} was collected in cash on delivery.</p>
      </ConfirmDialog>
      {open === 'SHIP' && <ShipDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'CANCEL' && <CancelDialog order={order} onClose={() => setOpen(null)} />}
      {open === 'RECORD_MANUAL_REFUND' && <ManualRefundDialog order={order} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * Ship: book the configured courier (Shiprocket, or the test courier where it is allowed), which gives
 * the AWB and the label; or type another carrier's AWB by hand. The server decides which courier books.
 */
function ShipDialog({ order, onClose }: { order: OrderDetailFragment; onClose: () => void }) {
  const [mode, setMode] = useState<'book' | 'manual'>(order.status === 'SHIPPED' || order.shipment ? 'manual' : 'book');
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [trackingId, setTrackingId] = useState(order.trackingId ?? '');
  const [errors, setErrors] = useState<{ carrier?: string; trackingId?: string; form?: string }>({});
  const [ship, { loading }] = useMutation(ShipOrderDocument);
  const [book, booking] = useMutation(BookShipmentDocument);
  const busy = loading || booking.loading;
  const formId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (mode === 'book') {
      setErrors({});
      try {
        const { data } = await book({ variables: { id: order.id } });
        const s = data?.bookShipment.shipment;
        toast.success(`Order #${order.code} is booked with ${s?.carrier ?? 'the courier'}: AWB ${s?.awb ?? data?.bookShipment.trackingId ?? ''}. Print the label from the order.`);
        onClose();
      } catch (err) {
        setErrors({ form: messageOf(err) });
      }
      return;
    }
    const found: typeof errors = {};
    if (!carrier.trim()) found.carrier = 'Enter the courier, e.g. Delhivery or India Post.';
    if (!trackingId.trim()) found.trackingId = 'Enter the tracking id (AWB number) from the courier’s receipt.';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await ship({ variables: { id: order.id, carrier: carrier.trim(), trackingId: trackingId.trim() } });
      toast.success(`Order #${order.code} is shipped with ${carrier.trim()}. The customer sees the tracking id in My Orders.`);
      onClose();
    } catch (err) {
      setErrors({ form: messageOf(err) });
    }
  }

  return (
    <Modal
      open
      title={`Ship order #${order.code}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="ship-order" className="btn btn--primary" disabled={busy}>
            {mode === 'book' ? (booking.loading ? 'Booking…' : 'Book pickup') : loading ? 'Saving…' : 'Mark shipped'}
          </button>
        </>
      }
    >
      <form id="ship-order" onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <fieldset className="choice-group">
          <legend className="field__label">How it goes</legend>
          <div className="choice">
            <input type="radio" id={`${formId}-book`} name="ship-mode" checked={mode === 'book'} onChange={() => setMode('book')} disabled={!!order.shipment} aria-describedby={`${formId}-book-hint`} />
            <div>
              <label htmlFor={`${formId}-book`}>
                <strong>Book a pickup</strong>
              </label>
              <span className="muted choice__hint" id={`${formId}-book-hint`}>
                The shop’s courier collects the parcel: you get the AWB and a label to print.
              </span>
            </div>
          </div>
          <div className="choice">
            <input type="radio" id={`${formId}-manual`} name="ship-mode" checked={mode === 'manual'} onChange={() => setMode('manual')} aria-describedby={`${formId}-manual-hint`} />
            <div>
              <label htmlFor={`${formId}-manual`}>
                <strong>Another carrier’s AWB</strong>
              </label>
              <span className="muted choice__hint" id={`${formId}-manual-hint`}>
                You sent it yourself: type the carrier and its AWB below.
              </span>
            </div>
          </div>
        </fieldset>
        {mode === 'manual' && (
          <>
            <TextField label="Courier" list="carriers" value={carrier} onChange={(e) => setCarrier(e.target.value)} error={errors.carrier} required />
            <datalist id="carriers">
              {['Delhivery', 'Blue Dart', 'DTDC', 'Ekart', 'India Post', 'Xpressbees', 'Shiprocket'].map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <TextField label="Tracking id" value={trackingId} onChange={(e) => setTrackingId(e.target.value)} error={errors.trackingId} hint="The AWB number on the courier’s receipt." required />
          </>
        )}
      </form>
    </Modal>
  );
}

function CancelDialog({ order, onClose }: { order: OrderDetailFragment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [cancel, { loading }] = useMutation(AdminCancelOrderDocument);
  const refund = order.payment.isPaid;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setErrors({ reason: 'Say why, for the customer and the audit log (e.g. “Out of stock”, “Customer asked by phone”).' });
    try {
      await cancel({ variables: { id: order.id, reason: reason.trim() } });
      toast.success(refund ? `Order #${order.code} is cancelled; its refund has started.` : `Order #${order.code} is cancelled.`);
      onClose();
    } catch (err) {
      setErrors({ form: messageOf(err) });
    }
  }

  return (
    <Modal
      open
      title={`Cancel order #${order.code}?`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Keep the order
          </button>
          <button type="submit" form="cancel-order" className="btn btn--danger" disabled={loading}>
            {loading ? 'Cancelling…' : 'Cancel order'}
          </button>
        </>
      }
    >
      <form id="cancel-order" onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <p>
          Its items go back into stock.
          {refund ? ` It is paid: ${formatPaise(order.totalPaise)} is refunded to the customer.` : ''}
        </p>
        <TextAreaField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} maxLength={500} required />
      </form>
    </Modal>
  );
}
