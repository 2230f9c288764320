import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { PincodeDocument } from '../../gql/graphql';
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
  /** Addresses from the shopper's earlier orders, most recent first: each can be chosen, or edited. */
  saved?: readonly DeliveryAddress[];
  /** What a new address starts with: the mobile number and PIN code given at sign-up. */
  prefill?: Partial<DeliveryAddress>;
}

const sameAddress = (a: DeliveryAddress, b: DeliveryAddress) => a.address.trim().toLowerCase() === b.address.trim().toLowerCase() && a.pincode === b.pincode && a.mobileNumber === b.mobileNumber;

/** Checkout's delivery address: view mode with EDIT, edit mode with CONFIRM. */
export function AddressBlock({ address, editing, onEdit, onCancel, onConfirm, saved = [], prefill = {} }: AddressBlockProps) {
  const headingId = useId();
  const [draftFrom, setDraftFrom] = useState<DeliveryAddress | null>(null);
  const others = saved.filter((s) => !address || !sameAddress(s, address));
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
      {others.length > 0 && (
        <div className="saved-addresses" role="group" aria-label="Saved addresses">
          <p className="saved-addresses__title">Saved addresses</p>
          {others.map((s) => (
            <div key={`${s.address}|${s.pincode}|${s.mobileNumber}`} className="saved-address" data-testid="saved-address">
              <span>
                {s.address}, {[s.area, s.district, s.state].filter(Boolean).join(', ')} {s.pincode} · {s.mobileNumber}
              </span>
              <span className="saved-address__actions">
                <button type="button" className="btn btn--small" onClick={() => onConfirm(s)} aria-label={`Deliver to ${s.address}, ${s.pincode}`}>
                  Deliver here
                </button>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => {
                    setDraftFrom(s);
                    onEdit();
                  }}
                  aria-label={`Edit ${s.address}, ${s.pincode}`}
                >
                  Edit
                </button>
              </span>
            </div>
          ))}
        </div>
      )}
      {editing ? (
        <AddressForm
          key={draftFrom ? `${draftFrom.address}|${draftFrom.pincode}` : 'current'}
          initial={draftFrom ?? address ?? EMPTY_ADDRESS}
          prefill={draftFrom ?? address ? {} : prefill}
          canCancel={!!address}
          onCancel={() => {
            setDraftFrom(null);
            onCancel();
          }}
          onConfirm={(a) => {
            setDraftFrom(null);
            onConfirm(a);
          }}
        />
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

function AddressForm({
  initial,
  prefill,
  canCancel,
  onCancel,
  onConfirm,
}: {
  initial: DeliveryAddress;
  prefill: Partial<DeliveryAddress>;
  canCancel: boolean;
  onCancel: () => void;
  onConfirm: (a: DeliveryAddress) => void;
}) {
  const [draft, setDraft] = useState<DeliveryAddress>({ ...EMPTY_ADDRESS, ...initial });
  const formId = useId();
  // The sign-up details may arrive after the form opened: they fill only what is still empty.
  const { mobileNumber: knownMobile, pincode: knownPin } = prefill;
  useEffect(() => {
    setDraft((d) => ({ ...d, mobileNumber: d.mobileNumber || knownMobile || '', pincode: d.pincode || knownPin || '' }));
  }, [knownMobile, knownPin]);
  // The PIN code fills in district and state (and the area when empty), as on the product page: the
  // India Post directory the server holds. The shopper can still change them.
  const pin = useQuery(PincodeDocument, { variables: { pincode: draft.pincode }, skip: !/^[1-9][0-9]{5}$/.test(draft.pincode) });
  const place = pin.data?.pincode.pincode === draft.pincode ? pin.data.pincode : null;
  useEffect(() => {
    if (!place || !place.district) return;
    setDraft((d) => ({ ...d, district: place.district, state: place.state, area: d.area || place.area }));
  }, [place]);

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
