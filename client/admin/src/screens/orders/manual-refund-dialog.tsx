import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DialogFooter } from '../../components/dialog-footer';
import { FormError, TextField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { RecordManualRefundDocument, type OrderDetailFragment } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { formatPaise } from '../../lib/money';
import { payoutReferenceError } from '../../lib/payout-reference';
import { toast } from '../../lib/toast';


/**
 * A cancelled cash-on-delivery order whose cash the shop collected (it came back to the shop, say):
 * there is no online payment to refund, so staff pay the customer back by UPI or NEFT and record the
 * payout's reference here. The order then shows the refund done with that reference.
 */
export function ManualRefundDialog({ order, onClose }: { order: OrderDetailFragment; onClose: () => void }) {
  const amount = formatPaise(order.totalPaise);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; form?: string }>({});
  const [record, { loading }] = useMutation(RecordManualRefundDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = payoutReferenceError(reference);
    if (problem) return setErrors({ reference: problem });
    setErrors({});
    try {
      await record({ variables: { id: order.id, reference: reference.trim() } });
      toast.success(`Refund of ${amount} for order #${order.code} recorded. The customer is told by e-mail.`);
      onClose();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields.reference ? { reference: fields.reference } : { form: messageOf(err) });
    }
  }

  return (
    <Modal
      open
      title={`Record refund paid for order #${order.code}`}
      onClose={onClose}
      footer={<DialogFooter formId="manual-refund" onCancel={onClose} busy={loading} busyLabel="Recording…" submitLabel="Record refund" />}
    >
      <form id="manual-refund" onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <p>
          The cash for this order was collected on delivery, so there is no online payment to refund. Send <strong>{amount}</strong> to the customer by UPI or bank
          transfer (NEFT) from the shop’s bank app, asking them for a UPI ID or bank account if you have none, then record the payment’s reference here.
        </p>
        <dl className="facts">
          <dt>Amount</dt>
          <dd>{amount}</dd>
          <dt>Customer</dt>
          <dd>{order.shipTo.name}</dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${order.shipTo.phone}`}>{order.shipTo.phone}</a>
          </dd>
        </dl>
        <TextField
          label="Payout reference"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={errors.reference}
          hint="The UTR or transaction id your bank app shows after the payment."
          autoComplete="off"
          required
        />
      </form>
    </Modal>
  );
}
