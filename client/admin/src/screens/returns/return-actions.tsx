import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormError, TextAreaField, TextField } from '../../components/fields';
import { DialogFooter } from '../../components/dialog-footer';
import { Modal } from '../../components/modal';
import {
  ApproveReturnDocument,
  MarkReturnPickedUpDocument,
  MarkReturnReceivedDocument,
  RefundReturnDocument,
  RejectReturnDocument,
  type ReturnAction,
  type ReturnCondition,
  type ReturnDetailFragment,
} from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { formatPaise } from '../../lib/money';
import { payoutReferenceError } from '../../lib/payout-reference';
import { toast } from '../../lib/toast';

/**
 * The steps the request's state allows and the staff member's role may take (the server says which), as buttons. Approving,
 * and recording the parcel picked up or received, happen at once (each says what it did); rejecting
 * asks for the reason the shopper reads, and refunding says how much goes where before it is done.
 */
export function ReturnActions({ request }: { request: ReturnDetailFragment }) {
  const [open, setOpen] = useState<'REJECT' | 'REFUND' | 'RECEIVE' | null>(null);
  const [approve, approving] = useMutation(ApproveReturnDocument);
  const [pickedUp, markingPickedUp] = useMutation(MarkReturnPickedUpDocument);
  const [received, markingReceived] = useMutation(MarkReturnReceivedDocument);
  const allowed = request.actions;
  const busy = approving.loading || markingPickedUp.loading || markingReceived.loading;
  // Receiving a request that is received already can only retry its exchange's replacement order.
  const retry = request.state === 'RECEIVED';

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (e) {
      toast.error(messageOf(e));
    }
  }

  async function receive(condition: ReturnCondition) {
    const { data } = await received({ variables: { id: request.id, condition } });
    const receipt = data?.markReturnReceived;
    if (!receipt) return;
    setOpen(null);
    const stock = condition === 'DAMAGED' ? 'recorded as damaged (not back in stock)' : 'back in stock';
    if (request.kind === 'RETURN') toast.success(`Received: the item is ${stock} and ${formatPaise(receipt.request.refundAmountPaise)} is due to the customer.`);
    else if (receipt.replacementOutOfStock)
      toast.error(`Received, but the replacement (${receipt.request.replacementSize ?? 'the wanted size'}) is out of stock. Add stock, then use "Retry replacement order".`);
    else toast.success(`Received: replacement order #${receipt.request.replacementOrderCode} is placed, at no charge.`);
  }

  const LABELS: Record<ReturnAction, string> = {
    APPROVE: 'Approve',
    REJECT: 'Reject',
    MARK_PICKED_UP: 'Mark picked up',
    MARK_RECEIVED: retry ? 'Retry replacement order' : 'Mark received',
    REFUND: 'Refund',
  };
  const onClick: Record<ReturnAction, () => void> = {
    APPROVE: () => void run(async () => (await approve({ variables: { id: request.id } })).data && toast.success('Approved: pickup booked')),
    REJECT: () => setOpen('REJECT'),
    MARK_PICKED_UP: () => void run(async () => (await pickedUp({ variables: { id: request.id } })).data && toast.success('Marked picked up by the courier.')),
    // The item's condition decides where it goes, so staff say it first; a retry only places the replacement again.
    MARK_RECEIVED: () => (retry ? void run(() => receive('SELLABLE')) : setOpen('RECEIVE')),
    REFUND: () => setOpen('REFUND'),
  };

  if (!allowed.length) return null;
  const primary = allowed.find((a) => a !== 'REJECT');
  return (
    <>
      <div className="order-actions" role="group" aria-label="Next steps">
        {allowed.map((a) => (
          <button key={a} type="button" className={`btn ${a === 'REJECT' ? 'btn--danger-outline' : a === primary ? 'btn--primary' : ''}`} disabled={busy} onClick={onClick[a]}>
            {LABELS[a]}
          </button>
        ))}
        {busy && (
          <span className="muted return-actions__busy" role="status">
            {approving.loading ? 'Booking the reverse pickup…' : 'Saving…'}
          </span>
        )}
      </div>
      {open === 'REJECT' && <RejectDialog request={request} onClose={() => setOpen(null)} />}
      {open === 'REFUND' && <RefundDialog request={request} onClose={() => setOpen(null)} />}
      {open === 'RECEIVE' && <ReceiveDialog request={request} busy={markingReceived.loading} onReceive={(c) => run(() => receive(c))} onClose={() => setOpen(null)} />}
    </>
  );
}

const CONDITIONS: { value: ReturnCondition; label: string; hint: string }[] = [
  { value: 'SELLABLE', label: 'Sellable', hint: 'Unworn, tags on: it goes back into stock and can be sold again.' },
  { value: 'DAMAGED', label: 'Damaged', hint: 'Worn, stained or torn: recorded in the stock history as a damaged return, not put back on sale.' },
];

/** Receiving asks what state the item came back in before anything is recorded: it decides whether the stock rises. */
function ReceiveDialog({ request, busy, onReceive, onClose }: { request: ReturnDetailFragment; busy: boolean; onReceive: (c: ReturnCondition) => Promise<void>; onClose: () => void }) {
  const [condition, setCondition] = useState<ReturnCondition | null>(null);
  const [error, setError] = useState<string>();
  const size = request.size && request.size !== 'NA' ? `, size ${request.size}` : '';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!condition) return setError('Choose the condition the item came back in.');
    void onReceive(condition);
  }

  return (
    <Modal
      open
      title="Mark received"
      onClose={onClose}
      footer={<DialogFooter formId="receive-return" onCancel={onClose} busy={busy} busyLabel="Saving…" submitLabel="Mark received" />}
    >
      <form id="receive-return" onSubmit={submit} noValidate>
        <p>
          {request.productName}
          {size} from order #{request.orderCode} is back at the shop. What condition is it in?
        </p>
        <fieldset className="fieldset choice-list" aria-describedby={error ? 'receive-condition-error' : undefined}>
          <legend className="field__label">Condition</legend>
          {CONDITIONS.map((c) => (
            <label key={c.value} className="choice">
              <input type="radio" name="condition" value={c.value} checked={condition === c.value} onChange={() => (setCondition(c.value), setError(undefined))} />
              <span>
                <strong>{c.label}</strong>
                <span className="muted choice__hint">{c.hint}</span>
              </span>
            </label>
          ))}
          {error && (
            <p className="field__error" id="receive-condition-error" role="alert">
              {error}
            </p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}

function RejectDialog({ request, onClose }: { request: ReturnDetailFragment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [reject, { loading }] = useMutation(RejectReturnDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setError('Say why, in words the shopper understands (e.g. “The video shows the tags removed”).');
    try {
      await reject({ variables: { id: request.id, reason: reason.trim() } });
      toast.success('Rejected. The shopper sees your reason in My Orders.');
      onClose();
    } catch (err) {
      toast.error(messageOf(err));
    }
  }

  return (
    <Modal
      open
      title="Reject request"
      onClose={onClose}
      footer={<DialogFooter formId="reject-return" onCancel={onClose} busy={loading} busyLabel="Rejecting…" submitLabel="Reject request" tone="danger" />}
    >
      <form id="reject-return" onSubmit={submit} noValidate>
        <p>
          The {request.kind === 'RETURN' ? 'return' : 'exchange'} of {request.productName} on order #{request.orderCode} ends here; nothing is picked up.
        </p>
        <TextAreaField label="Reason shown to the shopper" value={reason} onChange={(e) => setReason(e.target.value)} error={error} maxLength={500} rows={4} required />
      </form>
    </Modal>
  );
}

function RefundDialog({ request, onClose }: { request: ReturnDetailFragment; onClose: () => void }) {
  const cod = request.paymentMode === 'COD';
  const exchange = request.kind === 'EXCHANGE';
  const amount = formatPaise(request.refundAmountPaise);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; form?: string }>({});
  const [refund, { loading }] = useMutation(RefundReturnDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const ref = reference.trim();
    const problem = cod ? payoutReferenceError(ref) : undefined;
    if (problem) return setErrors({ reference: problem });
    setErrors({});
    try {
      const { data } = await refund({ variables: { id: request.id, upiPayoutReference: cod ? ref : null } });
      const state = data?.refundReturn.refundState;
      if (state === 'failed') {
        // The payment provider refused: the request stays received, and the refund can be tried again.
        setErrors({ form: 'The payment provider did not take the refund. Nothing was paid; try again in a few minutes.' });
        toast.error('The refund failed at the payment provider. Nothing was paid; try again in a few minutes.');
        return;
      }
      toast.success(cod ? `Refund of ${amount} recorded.` : state === 'refunded' ? `Refunded ${amount} to the customer's payment.` : `The refund of ${amount} has started.`);
      onClose();
    } catch (err) {
      toast.error(messageOf(err));
    }
  }

  return (
    <Modal
      open
      title={exchange ? 'Refund exchange' : 'Refund return'}
      onClose={onClose}
      footer={<DialogFooter formId="refund-return" onCancel={onClose} busy={loading} busyLabel="Refunding…" submitLabel={cod ? 'Record refund' : `Refund ${amount}`} />}
    >
      <form id="refund-return" onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        {exchange && <p>The replacement order was cancelled or came back undelivered, so the item the customer sent back is refunded instead.</p>}
        {cod ? (
          <>
            <p>
              This order was paid in cash on delivery. Send <strong>{amount}</strong> to the customer’s UPI ID from the shop’s bank app, then record the payment’s reference here.
            </p>
            {!request.upiId && (
              <p className="notice" role="note">
                No UPI ID is on file{exchange ? ' (an exchange does not ask for one)' : ''}: ask the shopper for a UPI ID by phone or e-mail, pay it, then record the reference.
              </p>
            )}
            <dl className="facts return-refund-facts">
              <dt>UPI ID</dt>
              <dd className="mono">{request.upiId ?? '—'}</dd>
              <dt>Amount</dt>
              <dd>{amount}</dd>
            </dl>
            <TextField
              label="UPI payout reference"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              error={errors.reference}
              hint="The UTR or transaction id your bank app shows after the payment."
              autoComplete="off"
              required
            />
          </>
        ) : (
          <p>
            <strong>{amount}</strong> goes back to the customer’s original online payment (Razorpay); banks usually show it in 5 to 7 working days. Shipping charges are not refunded.
          </p>
        )}
      </form>
    </Modal>
  );
}
