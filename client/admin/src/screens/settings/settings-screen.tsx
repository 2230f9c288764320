import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useCurrentStaff } from '../../lib/current-staff';
import { CheckboxField, FormError } from '../../components/fields';
import { PageHeader } from '../../components/page-header';
import { SetRequireTotpDocument, StaffSettingsDocument } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { LegalDetailsForm } from './legal-details-form';
import { ShippingRulesForm } from './shipping-rules-form';

/** Owners: the back office's shop-wide settings. */
export function SettingsScreen() {
  const me = useCurrentStaff();
  const { data, error } = useQuery(StaffSettingsDocument);
  const [requireTotp, setRequireTotp] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetRequireTotpDocument);
  const saved = data?.staffSettings.requireTotp;

  useEffect(() => {
    if (saved !== undefined) setRequireTotp(saved);
  }, [saved]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    try {
      const { data: answer } = await save({ variables: { required: requireTotp } });
      toast.success(answer?.setRequireTotp.requireTotp ? 'Every staff account now needs an authenticator code to sign in.' : 'Authenticator codes are now up to each staff member.');
    } catch (err) {
      setFormError(messageOf(err));
    }
  }

  return (
    <div className="page page--narrow">
      <PageHeader title="Settings" lead="The shop’s legal details and shop-wide rules: shipping for shoppers, sign-in for staff." />
      <LegalDetailsForm />
      <ShippingRulesForm />
      {error && !data && <p className="form-error" role="alert">{messageOf(error)}</p>}
      <form className="card" onSubmit={submit} noValidate aria-busy={!data}>
        <h2 className="card__title">Sign-in security</h2>
        <FormError message={formError} />
        {data ? (
          <CheckboxField
            label="Require an authenticator code for every staff account"
            checked={requireTotp}
            onChange={(e) => setRequireTotp(e.target.checked)}
            hint={
              <>
                At each sign-in, staff give the 6-digit code from an authenticator app on their phone as well as their password. Anyone without one
                sets it up at their next sign-in.
                {!me.totpEnrolled && ' You have not set up yours yet: do it now under Your account.'}
              </>
            }
          />
        ) : (
          <span className="skeleton skeleton--block" aria-hidden="true" />
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={loading || !data || requireTotp === saved}>
            {loading ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </div>
  );
}
