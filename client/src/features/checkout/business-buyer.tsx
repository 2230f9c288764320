import { useId, useState } from 'react';
import './checkout.css';

/** A registered business's GSTIN and name, for a GST invoice it can claim input tax on. Both empty: a consumer's order. */
export interface BusinessBuyer {
  buyerGstin: string;
  buyerBusinessName: string;
}

export const NO_BUSINESS: BusinessBuyer = { buyerGstin: '', buyerBusinessName: '' };

/**
 * Checkout's optional business details: a shopper buying for a registered business gives its GSTIN
 * and name, and the tax invoice is issued to the business (B2B). The server checks the GSTIN (its check
 * character, and that it is registered in the delivery state) and says what is wrong when the order is placed.
 */
export function BusinessBuyerFields({ value, onChange }: { value: BusinessBuyer; onChange: (v: BusinessBuyer) => void }) {
  const id = useId();
  const [open, setOpen] = useState(Boolean(value.buyerGstin));
  return (
    <section className="checkout-card" aria-labelledby={`${id}-title`}>
      <div className="checkout-card__head">
        <h2 id={`${id}-title`}>GST Invoice</h2>
      </div>
      <label className="business-toggle">
        <input
          type="checkbox"
          checked={open}
          onChange={(e) => {
            setOpen(e.target.checked);
            if (!e.target.checked) onChange(NO_BUSINESS);
          }}
        />
        Buying for a registered business? Add its GSTIN (optional)
      </label>
      {open && (
        <div className="address-form__grid">
          <div className="field">
            <label htmlFor={`${id}-gstin`}>GSTIN</label>
            <input
              id={`${id}-gstin`}
              value={value.buyerGstin}
              maxLength={15}
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={`${id}-hint`}
              onChange={(e) => onChange({ ...value, buyerGstin: e.target.value.toUpperCase().replace(/\s/g, '') })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-name`}>Business name</label>
            <input id={`${id}-name`} value={value.buyerBusinessName} maxLength={200} autoComplete="organization" onChange={(e) => onChange({ ...value, buyerBusinessName: e.target.value })} />
          </div>
          <p className="page__lead address-form__wide" id={`${id}-hint`}>
            The GSTIN must be registered in the delivery state. The tax invoice is then issued to the business.
          </p>
        </div>
      )}
    </section>
  );
}
