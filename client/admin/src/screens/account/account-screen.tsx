import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useCurrentStaff } from '../../lib/current-staff';
import { TextField } from '../../components/fields';
import { Badge, PageHeader } from '../../components/page-header';
import { TotpSetup } from '../../components/totp-setup';
import { ChangeStaffPasswordDocument, ConfirmTotpDocument, EnrolTotpDocument, type EnrolTotpMutation } from '../../gql/graphql';
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
      <ChangePassword />
    </div>
  );
}

/** The member's own password: the current one, then the new one twice. Their other sessions end. */
function ChangePassword() {
  const [values, setValues] = useState({ current: '', next: '', again: '' });
  const [errors, setErrors] = useState<{ current?: string; next?: string; again?: string }>({});
  const [change, { loading }] = useMutation(ChangeStaffPasswordDocument);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: typeof errors = {};
    if (!values.current) found.current = 'Enter your current password.';
    if (values.next.length < 12) found.next = 'Use at least 12 characters.';
    else if (values.next.length > 128) found.next = 'Use at most 128 characters.';
    else if (values.next !== values.again) found.again = 'The two passwords differ.';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await change({ variables: { currentPassword: values.current, newPassword: values.next } });
      setValues({ current: '', next: '', again: '' });
      toast.success('Your password is changed. Your other sessions have ended.');
    } catch (err) {
      setErrors({ current: messageOf(err) });
    }
  }

  return (
    <section className="card" aria-labelledby="account-password">
      <h2 className="card__title" id="account-password">
        Password
      </h2>
      <form onSubmit={submit} noValidate>
        <TextField label="Current password" type="password" autoComplete="current-password" value={values.current} onChange={set('current')} error={errors.current} required />
        <TextField label="New password" type="password" autoComplete="new-password" value={values.next} onChange={set('next')} error={errors.next} hint="12 to 128 characters." required />
        <TextField label="New password again" type="password" autoComplete="new-password" value={values.again} onChange={set('again')} error={errors.again} required />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
