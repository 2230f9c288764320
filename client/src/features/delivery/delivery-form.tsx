import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { PincodeDocument } from '../../gql/graphql';
import { EMPTY_ADDRESS, PINCODE_PATTERN, session, type DeliveryAddress } from '../../lib/session';
import { INVALID_PINCODE } from '../../lib/shop-messages';
import './delivery.css';
import { useHydrated, useTypedBeforeHydration } from '../../lib/hydrated';

export const HINT_CITY = 'Enter pincode to check delivery in your city !';
export const HINT_STATE = 'Enter pincode to check delivery in your state !';
export const COD_AVAILABLE = 'Cash on delivery available.';
export const COD_UNAVAILABLE = 'Cash on delivery is not available here; pay online.';


type Field = keyof DeliveryAddress;

/**
 * The delivery details on the product page. A PIN code check fills area, district and state from
 * the shop's India Post directory and says whether cash on delivery is available there (the courier's
 * answer, or the shop's own rule); every change is kept in the session, where Buy Now reads it.
 */
export function DeliveryForm() {
  const id = useId();
  const client = useApolloClient();
  const [value, setValue] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const hydrated = useHydrated();
  const sectionRef = useRef<HTMLElement>(null);
  // Typed before hydration: kept in the session first, so that the saved address read next includes it.
  useTypedBeforeHydration(sectionRef, (typed) => session.setDelivery({ ...EMPTY_ADDRESS, ...session.delivery(), ...typed }));
  // The saved address is read after the first render: the server-rendered page has none, and the
  // browser's first render must match it.
  useEffect(() => setValue({ ...EMPTY_ADDRESS, ...session.delivery() }), []);
  const [hint, setHint] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [areas, setAreas] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const lastChecked = useRef('');

  const save = (next: DeliveryAddress) => {
    setValue(next);
    session.setDelivery(next);
  };
  const set = (field: Field, v: string) => save({ ...value, [field]: v });

  const check = async (pincode: string) => {
    const pin = pincode.trim();
    lastChecked.current = pin;
    if (!PINCODE_PATTERN.test(pin)) {
      setStatus({ ok: false, text: INVALID_PINCODE });
      toast.error(INVALID_PINCODE, { toastId: 'pincode' });
      return;
    }
    setChecking(true);
    try {
      const { data } = await client.query({ query: PincodeDocument, variables: { pincode: pin } });
      const place = data?.pincode;
      if (!place) throw new Error('not found');
      setAreas(place.areas);
      // Read the latest typed values: the shopper may have kept typing while we checked.
      const current = { ...EMPTY_ADDRESS, ...session.delivery(), pincode: pin };
      save({ ...current, area: place.area, district: place.district, state: place.state });
      setStatus({ ok: true, text: `Delivery available to ${place.area}, ${place.district}, ${place.state}. ${place.codAvailable ? COD_AVAILABLE : COD_UNAVAILABLE}` });
    } catch {
      setStatus({ ok: false, text: INVALID_PINCODE });
      toast.error(INVALID_PINCODE, { toastId: 'pincode' });
    } finally {
      setChecking(false);
    }
  };

  const input = (field: Field, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}, focusHint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        value={value[field]}
        onChange={(e) => set(field, e.target.value)}
        onFocus={() => setHint(focusHint ?? null)}
        onBlur={() => setHint(null)}
        aria-describedby={focusHint ? `${id}-status` : undefined}
        {...extra}
      />
    </div>
  );

  return (
    <section ref={sectionRef} className="delivery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery__title">Delivery details</h2>
      <form
        className="delivery__pin"
        onSubmit={(e) => {
          e.preventDefault();
          void check(value.pincode);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-pincode`}>Pincode</label>
          <div className="delivery__pin-row">
            <input
              id={`${id}-pincode`}
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder="e.g. 201301"
              value={value.pincode}
              onFocus={() => setHint(HINT_CITY)}
              onBlur={() => setHint(null)}
              aria-describedby={`${id}-status`}
              onChange={(e) => {
                const pin = e.target.value.replace(/\D/g, '').slice(0, 6);
                set('pincode', pin);
                setStatus(null);
                if (PINCODE_PATTERN.test(pin) && pin !== lastChecked.current) void check(pin);
              }}
            />
            <button type="submit" className="btn" disabled={checking || !hydrated}>
              {checking ? 'Checking…' : 'Check'}
            </button>
          </div>
        </div>
      </form>
      {/* One line under the PIN: the check's outcome, or else the focus hint. */}
      <p id={`${id}-status`} className={`delivery__status${status ? (status.ok ? ' is-ok' : ' is-error') : ' is-hint'}`} role="status">
        {status?.text ?? hint ?? ''}
      </p>
      <div className="delivery__grid">
        {input('area', 'Area', { autoComplete: 'address-level3', list: areas.length > 1 ? `${id}-areas` : undefined }, HINT_STATE)}
        {input('district', 'District', { autoComplete: 'address-level2' }, HINT_STATE)}
        {input('state', 'State', { autoComplete: 'address-level1' }, HINT_STATE)}
        {input('address', 'House no., street', { autoComplete: 'address-line1' })}
        {input('landmark', 'Landmark')}
        {input('mobileNumber', 'Mobile number', { inputMode: 'tel', type: 'tel', autoComplete: 'tel-national', maxLength: 10, placeholder: '10 digits' })}
      </div>
      {areas.length > 1 && (
        <datalist id={`${id}-areas`}>
          {areas.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      )}
    </section>
  );
}
