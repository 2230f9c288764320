import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { EMPTY_ADDRESS, type DeliveryAddress } from '../../lib/session';
import { completeAddress, CONFIRM_FIELDS } from './checkout-rules';
import './checkout.css';


const FIELDS: { name: keyof DeliveryAddress; label: string; autoComplete: string; inputMode?: 'numeric' | 'tel'; maxLength?: number; wide?: boolean }[] = [
  { name: 'address', label: 'Address (house no., building, street)', autoComplete: 'address-line1', wide: true },
  { name: 'landmark', label: 'Landmark', autoComplete: 'address-line2' },
  { name: 'area', label: 'Area / Locality', autoComplete: 'address-level3' },
  { name: 'district', label: 'District', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
  { name: 'mobileNumber', label: 'Mobile Number', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 10 },
];

export interface AddressBlockProps {
  address: DeliveryAddress | null;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Called with a complete, trimmed address after CONFIRM. */
  onConfirm: (address: DeliveryAddress) => void;
}

/** Checkout's delivery address: view mode with EDIT, edit mode with CONFIRM. */
export function AddressBlock({ address, editing, onEdit, onCancel, onConfirm }: AddressBlockProps) {
  const headingId = useId();
  return (
    <section className="checkout-card" aria-labelledby={headingId}>
      <div className="checkout-card__head">
        <h2 id={headingId}>Delivery Address</h2>
        {!editing && (
          <button type="button" className="btn btn--small" onClick={onEdit}>
            EDIT
          </button>
        )}
      </div>
      {editing ? (
        <AddressForm initial={address ?? EMPTY_ADDRESS} canCancel={!!address} onCancel={onCancel} onConfirm={onConfirm} />
      ) : address ? (
        <address className="address-view">
          <span>{address.address}</span>
          {address.landmark && <span>Landmark: {address.landmark}</span>}
          <span>{[address.area, address.district, address.state].filter(Boolean).join(', ')}</span>
          <span>PIN: {address.pincode}</span>
          <span>Mobile: {address.mobileNumber}</span>
        </address>
      ) : (
        <p className="page__lead">No delivery address yet. Choose EDIT to add one.</p>
      )}
    </section>
  );
}

function AddressForm({ initial, canCancel, onCancel, onConfirm }: { initial: DeliveryAddress; canCancel: boolean; onCancel: () => void; onConfirm: (a: DeliveryAddress) => void }) {
  const [draft, setDraft] = useState<DeliveryAddress>({ ...EMPTY_ADDRESS, ...initial });
  const formId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, String(v ?? '').trim()])) as unknown as DeliveryAddress;
    if (!completeAddress(trimmed)) {
      toast.warn(CONFIRM_FIELDS);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <form className="address-form" onSubmit={submit} noValidate>
      <div className="address-form__grid">
        {FIELDS.map((f) => (
          <div key={f.name} className={`field${f.wide ? ' address-form__wide' : ''}`}>
            <label htmlFor={`${formId}-${f.name}`}>{f.label}</label>
            <input
              id={`${formId}-${f.name}`}
              name={f.name}
              value={draft[f.name] ?? ''}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              maxLength={f.maxLength}
              onChange={(e) => setDraft((d) => ({ ...d, [f.name]: f.inputMode ? e.target.value.replace(/\D/g, '') : e.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className="address-form__actions">
        {canCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn--primary">
          CONFIRM
        </button>
      </div>
    </form>
  );
}
