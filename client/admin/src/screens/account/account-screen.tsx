import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useCurrentStaff } from '../../lib/current-staff';
import { TextField } from '../../components/fields';
import { Badge, PageHeader } from '../../components/page-header';
import { TotpSetup } from '../../components/totp-setup';
import { ConfirmTotpDocument, EnrolTotpDocument, type EnrolTotpMutation } from '../../gql/graphql';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

/** The signed-in staff member's own account: who they are, and their authenticator. */
export function AccountScreen() {
  const me = useCurrentStaff();
  const [enrolment, setEnrolment] = useState<EnrolTotpMutation['enrolTotp'] | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [enrol, enrolling] = useMutation(EnrolTotpDocument);
  const [confirm, confirming] = useMutation(ConfirmTotpDocument);

  async function start() {
    try {
      const { data } = await enrol();
      setEnrolment(data?.enrolTotp ?? null);
    } catch (e) {
      toast.error(messageOf(e));
    }
  }

  async function finish(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setCodeError('Enter the 6-digit code your authenticator app shows.');
    setCodeError(undefined);
    try {
      await confirm({ variables: { code: code.trim() } });
      setEnrolment(null);
      setCode('');
      toast.success('Your authenticator is set up. Sign-ins will ask for its code.');
    } catch (err) {
      setCodeError(messageOf(err));
    }
  }

  return (
    <div className="page page--narrow">
      <PageHeader title="Your account" />
      <section className="card" aria-labelledby="account-who">
        <h2 className="card__title" id="account-who">
          You
        </h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{me.name}</dd>
          <dt>E-mail</dt>
          <dd>{me.email}</dd>
          <dt>Role</dt>
          <dd>{me.roleLabel}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="account-totp">
        <h2 className="card__title" id="account-totp">
          Authenticator app
        </h2>
        {me.totpEnrolled ? (
          <p>
            <Badge tone="success">Set up</Badge> Sign-ins ask for the code your authenticator app shows. If you lose your phone, ask an owner to reset it.
          </p>
        ) : enrolment ? (
          <form onSubmit={finish} noValidate>
            <TotpSetup otpauthUri={enrolment.otpauthUri} secret={enrolment.secret} />
            <TextField
              label="6-digit code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              error={codeError}
              required
            />
            <div className="form-actions">
              <button type="submit" className="btn btn--primary" disabled={confirming.loading}>
                {confirming.loading ? 'Checking…' : 'Finish setup'}
              </button>
            </div>
          </form>
        ) : (
          <>
            <p>A code from an app on your phone, asked at each sign-in, keeps your account safe even if someone learns your password.</p>
            <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={enrolling.loading}>
              Set up authenticator
            </button>
          </>
        )}
      </section>
    </div>
  );
}
