import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormError, TextField } from '../components/fields';
import { TotpSetup } from '../components/totp-setup';
import { RequestStaffPasswordResetDocument, StaffLoginDocument, type StaffLoginMutation } from '../gql/graphql';
import { messageOf, signInMessage } from '../lib/errors';
import { staffSession, useStaffSession } from '../lib/session';

type Enrolment = NonNullable<StaffLoginMutation['staffLogin']['totpEnrolment']>;
type Step = { kind: 'password' } | { kind: 'code'; enrolment: Enrolment | null } | { kind: 'forgot' };

/**
 * Staff sign-in: e-mail and password, then (when the account or the shop requires it) the authenticator's
 * six-digit code, after setting the authenticator up when the account has none yet. The password stays in
 * this component's memory only until the code has been accepted.
 */
export function SignIn() {
  const { notice } = useStaffSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [errors, setErrors] = useState<{ email?: string; password?: string; code?: string; form?: string }>({});
  const [login, { loading }] = useMutation(StaffLoginDocument);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [step.kind]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (step.kind === 'password') {
      if (!email.trim()) next.email = 'Enter your work e-mail address.';
      if (!password) next.password = 'Enter your password.';
    } else if (!/^\d{6}$/.test(code.trim())) next.code = 'Enter the 6-digit code your authenticator app shows.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const { data } = await login({ variables: { email: email.trim(), password, totpCode: step.kind === 'code' ? code.trim() : null } });
      const answer = data?.staffLogin;
      if (answer?.token) {
        setPassword('');
        await staffSession.signIn(answer.token);
      } else if (answer?.totpRequired) {
        setStep({ kind: 'code', enrolment: answer.totpEnrolment ?? null });
        setCode('');
      }
    } catch (error) {
      const message = signInMessage(error);
      if (step.kind === 'code') setErrors({ code: message });
      else setErrors({ form: message });
    }
  }

  if (step.kind === 'forgot') return <ForgotPassword email={email} onBack={() => setStep({ kind: 'password' })} />;

  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <p className="sign-in__brand">Rangrez admin</p>
        <h1 ref={heading} tabIndex={-1} className="sign-in__title">
          {step.kind === 'password' ? 'Sign in' : step.enrolment ? 'Set up your authenticator' : 'Enter your code'}
        </h1>
        {notice && step.kind === 'password' && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          {step.kind === 'password' ? (
            <>
              <FormError message={errors.form} />
              <TextField label="E-mail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
              <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} required />
            </>
          ) : (
            <>
              {step.enrolment ? (
                <>
                  <p>This shop asks every staff account for a code from an authenticator app at sign-in. Set one up now:</p>
                  <TotpSetup otpauthUri={step.enrolment.otpauthUri} secret={step.enrolment.secret} />
                </>
              ) : (
                <p>Open your authenticator app and enter the code it shows for Rangrez.</p>
              )}
              <TextField
                label="6-digit code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                error={errors.code}
                required
              />
            </>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
            {loading ? 'Signing in…' : step.kind === 'password' ? 'Sign in' : 'Verify and sign in'}
          </button>
          {step.kind === 'password' && (
            <button type="button" className="btn btn--plain btn--block" onClick={() => setStep({ kind: 'forgot' })}>
              Forgot your password?
            </button>
          )}
          {step.kind === 'code' && (
            <button
              type="button"
              className="btn btn--plain btn--block"
              onClick={() => {
                setStep({ kind: 'password' });
                setErrors({});
              }}
            >
              Use another account
            </button>
          )}
        </form>
      </div>
    </main>
  );
}

/** "Forgot your password?": a reset link is mailed to the member (the same answer for any e-mail). */
function ForgotPassword({ email: typed, onBack }: { email: string; onBack: () => void }) {
  const [email, setEmail] = useState(typed);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestStaffPasswordResetDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError('Enter your work e-mail address.');
    setError(undefined);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      setDone(data?.requestStaffPasswordReset ?? null);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <p className="sign-in__brand">Rangrez admin</p>
        <h1 className="sign-in__title">Reset your password</h1>
        {done ? (
          <p className="notice" role="status">
            {done}
          </p>
        ) : (
          <form onSubmit={submit} noValidate>
            <p>We will e-mail you a link to choose a new password.</p>
            <TextField label="E-mail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
            <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
              {loading ? 'Sending…' : 'Send the link'}
            </button>
          </form>
        )}
        <button type="button" className="btn btn--plain btn--block" onClick={onBack}>
          Back to sign-in
        </button>
      </div>
    </main>
  );
}
