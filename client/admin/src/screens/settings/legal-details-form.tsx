import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError, SelectField, TextAreaField, TextField } from '../../components/fields';
import { SetShopLegalDetailsDocument, ShopLegalDetailsDocument } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

type Form = { legalName: string; tradeName: string; address: string; stateCode: string; gstin: string; invoicePrefix: string; creditNotePrefix: string };
const EMPTY: Form = { legalName: '', tradeName: '', address: '', stateCode: '', gstin: '', invoicePrefix: '', creditNotePrefix: '' };

/**
 * Owners: the shop as the supplier on its tax invoices. The server checks the GSTIN (its check
 * character and that it starts with the state code) and answers a wrong field by name; a change applies
 * to documents issued afterwards only.
 */
export function LegalDetailsForm() {
  const { data, error } = useQuery(ShopLegalDetailsDocument);
  const [save, { loading }] = useMutation(SetShopLegalDetailsDocument);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saved = data?.shopLegalDetails;

  useEffect(() => {
    if (saved) {
      const { legalName, tradeName, address, stateCode, gstin, invoicePrefix, creditNotePrefix } = saved;
      setForm({ legalName, tradeName: tradeName ?? '', address, stateCode, gstin, invoicePrefix, creditNotePrefix });
    }
  }, [saved]);

  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const { data: answer } = await save({
        variables: { input: { ...form, tradeName: form.tradeName || null, creditNotePrefix: form.creditNotePrefix || null } },
        // The details have no id to be found by in the cache: the query's answer is replaced with the saved ones.
        update: (cache, { data: saved }) => {
          if (saved) cache.updateQuery({ query: ShopLegalDetailsDocument }, (known) => (known ? { ...known, shopLegalDetails: saved.setShopLegalDetails } : known));
        },
      });
      toast.success(`Saved. Invoices issued from now on carry GSTIN ${answer?.setShopLegalDetails.gstin}; those already issued do not change.`);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (Object.keys(fields).length) setErrors(fields);
      else setFormError(messageOf(err));
    }
  }

  const loaded = data !== undefined;
  return (
    <form className="card" onSubmit={submit} noValidate aria-busy={!loaded} aria-labelledby="legal-title">
      <h2 className="card__title" id="legal-title">
        Legal details on invoices
      </h2>
      {error && !data && <p className="form-error" role="alert">{messageOf(error)}</p>}
      {loaded && !saved && (
        <p className="notice notice--warning" role="status">
          Not set yet: orders ship without a tax invoice until they are.
        </p>
      )}
      {saved?.isDemoGstin && (
        <p className="notice notice--warning" role="status">
          Invoices carry the demo GSTIN {saved.gstin}, not your shop’s. Enter your own registration below.
        </p>
      )}
      <p className="muted">Printed as the supplier on every tax invoice and credit note. A change applies to documents issued after it; issued ones never change.</p>
      <FormError message={formError} />
      {loaded ? (
        <>
          <TextField label="Legal name" value={form.legalName} onChange={set('legalName')} error={errors.legalName} maxLength={200} autoComplete="organization" required />
          <TextField label="Trade name" value={form.tradeName} onChange={set('tradeName')} error={errors.tradeName} maxLength={200} hint="The name you trade under, if it differs from the legal name." />
          <TextAreaField label="Registered address" value={form.address} onChange={set('address')} error={errors.address} rows={4} maxLength={500} hint="As on the GST registration; up to 5 lines." required />
          <SelectField label="State" value={form.stateCode} onChange={set('stateCode')} error={errors.stateCode} required>
            <option value="">Choose the state of registration</option>
            {(data?.gstStates ?? []).map(({ code, name }) => (
              <option key={code} value={code}>
                {code} · {name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="GSTIN"
            value={form.gstin}
            onChange={set('gstin')}
            error={errors.gstin}
            maxLength={15}
            spellCheck={false}
            autoCapitalize="characters"
            className="input mono"
            hint="15 characters, starting with the state code; its last character is checked."
            required
          />
          <div className="field-row">
            <TextField label="Invoice prefix" value={form.invoicePrefix} onChange={set('invoicePrefix')} error={errors.invoicePrefix} maxLength={3} hint="1 to 3 letters or digits: RZ gives RZ/26-27/000123." required />
            <TextField label="Credit-note prefix" value={form.creditNotePrefix} onChange={set('creditNotePrefix')} error={errors.creditNotePrefix} maxLength={4} hint="Up to 4; the invoice prefix and C if left empty." />
          </div>
        </>
      ) : (
        <span className="skeleton skeleton--block" aria-hidden="true" />
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={loading || !loaded}>
          {loading ? 'Saving…' : 'Save legal details'}
        </button>
      </div>
    </form>
  );
}
