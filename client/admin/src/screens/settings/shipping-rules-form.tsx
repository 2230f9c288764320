import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError, TextField } from '../../components/fields';
import { AdminShippingRulesDocument, SetShippingRulesDocument } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { formatPaise, paiseToRupeesText, parseRupees } from '../../lib/money';
import { toast } from '../../lib/toast';

type Field = 'freeOverPaise' | 'flatPaise' | 'codFeePaise';
const FIELDS: { key: Field; label: string; hint: string }[] = [
  { key: 'freeOverPaise', label: 'Free shipping at or over (₹)', hint: 'Measured on the items after every discount. 0: every order ships free.' },
  { key: 'flatPaise', label: 'Shipping charge below it (₹)', hint: 'One charge per order.' },
  { key: 'codFeePaise', label: 'Cash on delivery fee (₹)', hint: 'Added to orders paid on delivery. 0: none.' },
];

/**
 * Owners: the shipping rules every page states (footer, marquee, policies) and the price engine applies
 * to the cart, checkout, Buy Now and orders. Saved rules are audited with the values before and after.
 */
export function ShippingRulesForm() {
  const { data, error } = useQuery(AdminShippingRulesDocument, { fetchPolicy: 'network-only' });
  const [values, setValues] = useState<Record<Field, string>>({ freeOverPaise: '', flatPaise: '', codFeePaise: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetShippingRulesDocument);
  const saved = data?.shippingRules;

  useEffect(() => {
    if (saved) setValues({ freeOverPaise: paiseToRupeesText(saved.freeOverPaise), flatPaise: paiseToRupeesText(saved.flatPaise), codFeePaise: paiseToRupeesText(saved.codFeePaise) });
  }, [saved]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const input = Object.fromEntries(FIELDS.map((f) => [f.key, parseRupees(values[f.key])])) as Record<Field, number | null>;
    const bad = FIELDS.find((f) => input[f.key] === null);
    if (bad) return setFormError(`${bad.label.replace(' (₹)', '')}: enter an amount in rupees, e.g. 1000 or 70.50.`);
    try {
      const { data: answer } = await save({ variables: { input: input as Record<Field, number> } });
      const r = answer!.setShippingRules;
      toast.success(`Saved: free shipping at ${formatPaise(r.freeOverPaise)}, ${formatPaise(r.flatPaise)} below it.`);
    } catch (err) {
      setFormError(messageOf(err));
    }
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-busy={!data} aria-labelledby="shipping-rules-title">
      <h2 className="card__title" id="shipping-rules-title">
        Shipping rules
      </h2>
      {error && !data && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <FormError message={formError} />
      {data ? (
        FIELDS.map((f) => (
          <TextField key={f.key} label={f.label} hint={f.hint} inputMode="decimal" value={values[f.key]} onChange={(e) => setValues({ ...values, [f.key]: e.target.value })} />
        ))
      ) : (
        <span className="skeleton skeleton--block" aria-hidden="true" />
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={loading || !data}>
          {loading ? 'Saving…' : 'Save shipping rules'}
        </button>
      </div>
    </form>
  );
}
