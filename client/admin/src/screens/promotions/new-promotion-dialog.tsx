import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CheckboxField, FormError, SelectField, TextField } from '../../components/fields';
import { DialogFooter } from '../../components/dialog-footer';
import { Modal } from '../../components/modal';
import { AdminPromotionsDocument, CreatePromotionDocument, type PromotionInput } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { parseRupees } from '../../lib/money';
import { toast } from '../../lib/toast';
import { indiaLocalToIso, KIND_LABELS } from './promotion-words';

const EMPTY = {
  title: '',
  kind: 'coupon',
  code: '',
  combines: false,
  target: '',
  valueType: 'percent',
  value: '',
  bundleSize: '3',
  bundlePrice: '',
  buyQuantity: '2',
  getQuantity: '1',
  getPercent: '100',
  minOrder: '',
  firstOrderOnly: false,
  perShopperLimit: '',
  totalLimit: '',
  startsAt: '',
  endsAt: '',
};
type Values = typeof EMPTY;

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : null);

/** The form as the API's input, or the first thing to fix. */
export function toInput(v: Values): PromotionInput | string {
  if (!v.title.trim()) return 'Give the promotion a title shoppers will read, e.g. "Buy 3 @ ₹999".';
  const targets = v.target.split(',').map((t) => t.trim()).filter(Boolean);
  if (v.kind !== 'coupon' && !targets.length) return 'Say what it applies to, e.g. collection:buy 3 @999 or category:men.';
  let value = 0;
  if (v.kind === 'sale' || v.kind === 'coupon') {
    if (v.valueType === 'percent') {
      const n = whole(v.value);
      if (n === null || n < 1 || n > 100) return 'A percent off is a whole number from 1 to 100.';
      value = n;
    } else if (v.valueType === 'fixed') {
      const p = parseRupees(v.value);
      if (!p) return 'Enter the amount off in rupees, e.g. 100.';
      value = p;
    }
  }
  const bundlePricePaise = v.kind === 'bundle' ? parseRupees(v.bundlePrice) : null;
  if (v.kind === 'bundle' && !bundlePricePaise) return "Enter the bundle's price in rupees, e.g. 999.";
  const minOrderPaise = v.minOrder.trim() ? parseRupees(v.minOrder) : 0;
  if (minOrderPaise === null) return 'Enter the minimum order in rupees, or leave it empty.';
  if (v.endsAt && v.startsAt && v.endsAt <= v.startsAt) return 'A promotion ends after it starts.';
  return {
    title: v.title.trim(),
    kind: v.kind,
    code: v.kind === 'coupon' ? v.code.trim().toUpperCase() : null,
    combines: v.combines,
    targets,
    valueType: v.kind === 'sale' && v.valueType === 'free_shipping' ? 'percent' : v.valueType,
    value,
    bundleSize: v.kind === 'bundle' ? whole(v.bundleSize) : null,
    bundlePricePaise,
    buyQuantity: v.kind === 'bxgy' ? whole(v.buyQuantity) : null,
    getQuantity: v.kind === 'bxgy' ? whole(v.getQuantity) : null,
    getPercent: v.kind === 'bxgy' ? whole(v.getPercent) : null,
    minOrderPaise,
    firstOrderOnly: v.kind === 'coupon' && v.firstOrderOnly,
    perShopperLimit: v.kind === 'coupon' ? whole(v.perShopperLimit) : null,
    totalLimit: v.kind === 'coupon' ? whole(v.totalLimit) : null,
    startsAt: indiaLocalToIso(v.startsAt) ?? null,
    endsAt: indiaLocalToIso(v.endsAt) ?? null,
  };
}

/** Creates a promotion: its kind decides the fields; start and end are India time. */
export function NewPromotionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [v, setV] = useState<Values>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreatePromotionDocument, { refetchQueries: [AdminPromotionsDocument] });
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  const flag = (k: 'combines' | 'firstOrderOnly') => (e: { target: { checked: boolean } }) => setV((x) => ({ ...x, [k]: e.target.checked }));

  function close() {
    setV(EMPTY);
    setError(null);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = toInput(v);
    if (typeof input === 'string') return setError(input);
    try {
      const { data } = await create({ variables: { input } });
      toast.success(`${data?.createPromotion.title ?? 'The promotion'} is saved${data?.createPromotion.active ? ' and running' : ''}.`);
      close();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <Modal open={open} title="New promotion" onClose={close} wide footer={<DialogFooter formId="new-promotion" onCancel={close} busy={loading} busyLabel="Saving…" submitLabel="Create promotion" />}>
      <form id="new-promotion" onSubmit={submit} noValidate>
        <FormError message={error} />
        <SelectField label="Kind" value={v.kind} onChange={set('kind')}>
          {Object.entries(KIND_LABELS).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Title" value={v.title} onChange={set('title')} hint="Shown to shoppers in the cart and at checkout with what it saves them." required />
        {v.kind === 'coupon' && <TextField label="Code" value={v.code} onChange={set('code')} hint="3 to 32 letters, digits, - or _; shoppers may type it in any case." autoCapitalize="characters" />}
        <TextField
          label={v.kind === 'coupon' ? 'Applies to (optional)' : 'Applies to'}
          value={v.target}
          onChange={set('target')}
          hint="collection:buy 3 @999, category:men, kind:hoodie or product:<id>; several separated by commas. A coupon without one covers the whole order."
        />
        {(v.kind === 'sale' || v.kind === 'coupon') && (
          <>
            <SelectField label="Discount" value={v.valueType} onChange={set('valueType')}>
              <option value="percent">Percent off</option>
              <option value="fixed">{v.kind === 'sale' ? 'Amount off each item (₹)' : 'Amount off the order (₹)'}</option>
              {v.kind === 'coupon' && <option value="free_shipping">Free shipping</option>}
            </SelectField>
            {v.valueType !== 'free_shipping' && <TextField label={v.valueType === 'percent' ? 'Percent' : 'Amount (₹)'} inputMode="decimal" value={v.value} onChange={set('value')} />}
          </>
        )}
        {v.kind === 'bundle' && (
          <>
            <TextField label="Items in a bundle" inputMode="numeric" value={v.bundleSize} onChange={set('bundleSize')} />
            <TextField label="Bundle price (₹)" inputMode="decimal" value={v.bundlePrice} onChange={set('bundlePrice')} hint="Repeats: six items make two bundles; the dearest items go in first." />
          </>
        )}
        {v.kind === 'bxgy' && (
          <>
            <TextField label="Buy" inputMode="numeric" value={v.buyQuantity} onChange={set('buyQuantity')} />
            <TextField label="Get" inputMode="numeric" value={v.getQuantity} onChange={set('getQuantity')} />
            <TextField label="Percent off what they get" inputMode="numeric" value={v.getPercent} onChange={set('getPercent')} hint="100: free." />
          </>
        )}
        {v.kind === 'coupon' && (
          <>
            <TextField label="Minimum order (₹, optional)" inputMode="decimal" value={v.minOrder} onChange={set('minOrder')} hint="Measured after the other discounts." />
            <CheckboxField label="First order only" checked={v.firstOrderOnly} onChange={flag('firstOrderOnly')} />
            <TextField label="Uses per shopper (optional)" inputMode="numeric" value={v.perShopperLimit} onChange={set('perShopperLimit')} />
            <TextField label="Uses in all (optional)" inputMode="numeric" value={v.totalLimit} onChange={set('totalLimit')} hint="A cancelled or expired order gives its use back." />
          </>
        )}
        <CheckboxField label="Combines with other promotions" checked={v.combines} onChange={flag('combines')} hint="Otherwise the shop applies whichever allowed combination saves the shopper most." />
        <TextField label="Starts (India time, optional)" type="datetime-local" value={v.startsAt} onChange={set('startsAt')} />
        <TextField label="Ends (India time, optional)" type="datetime-local" value={v.endsAt} onChange={set('endsAt')} />
      </form>
    </Modal>
  );
}
