import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RequestPasswordResetDocument, ResetPasswordDocument } from './gql/graphql';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { ACCOUNT_MESSAGES, isEmailShape, isFilled, newPasswordProblem } from './account-rules';
import './auth-form.css';

/** A refused call's words and code, when the server sent them. */
function refusalOf(error: unknown): { message?: string; code?: string } {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const first = error.errors[0];
  return { message: first?.message || undefined, code: first?.extensions?.code as string | undefined };
}

/** The link codes that mean "ask for a new link", not "try again". */
const DEAD_LINK = new Set(['RESET_LINK_INVALID', 'RESET_LINK_USED', 'RESET_LINK_EXPIRED']);

/**
 * "Forgot password?": asks for the account's e-mail. The answer is the same whether or not the address
 * has an account, so the page says so and never more.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const problem = !isFilled(email) ? ACCOUNT_MESSAGES.fillAll : isEmailShape(email) ? null : ACCOUNT_MESSAGES.email;
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    try {
      const { data } = await request({ variables: { input: { email: email.trim() } } });
      const message = data?.requestPasswordReset.message ?? ACCOUNT_MESSAGES.resetRequested;
      setSent(message);
      toast.success('Check your e-mail');
    } catch (err) {
      toast.error(refusalOf(err).message ?? 'Could not send the link. Please try again.');
    }
  };

  if (sent) {
    return (
      <div className="auth-form">
        <p className="auth-form__notice" role="status">
          {sent}
        </p>
        <p className="auth-form__switch">
          <Link to={paths.login} className="auth-form__link">
            Back to login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth-form">
      <form className="auth-form__form" noValidate onSubmit={submit} aria-label="Reset your password">
        <div className="field auth-form__field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <span id={`${id}-error`} className="field__error">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={loading} aria-busy={loading}>
          {loading ? 'SENDING…' : 'SEND RESET LINK'}
        </button>
      </form>
      <p className="auth-form__switch">
        Remembered it?{' '}
        <Link to={paths.login} className="auth-form__link">
          Log in
        </Link>
      </p>
    </div>
  );
}

/**
 * The page a reset mail links to: a new password (twice), set with the link's token. A used, expired
 * or mangled link is refused with the server's words and an offer to ask for a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [error, setError] = useState<{ field: 'password' | 'confirm'; message: string } | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.resetInvalid);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const problem = newPasswordProblem(password);
    if (problem) {
      setError({ field: 'password', message: problem });
      toast.error(problem);
      return;
    }
    if (confirm !== password) {
      const message = 'The two passwords do not match.';
      setError({ field: 'confirm', message });
      toast.error(message);
      return;
    }
    try {
      const { data } = await reset({ variables: { input: { token, password } } });
      toast.success(data?.resetPassword.message ?? ACCOUNT_MESSAGES.resetDone);
      navigate(paths.login, { replace: true });
    } catch (err) {
      const { message, code } = refusalOf(err);
      if (code && DEAD_LINK.has(code)) setDeadLink(message ?? ACCOUNT_MESSAGES.resetInvalid);
      toast.error(message ?? 'Could not change the password. Please try again.');
    }
  };

  if (deadLink) {
    return (
      <div className="auth-form">
        <p className="auth-form__notice" role="alert">
          {deadLink}
        </p>
        <Link to={paths.forgotPassword} className="btn btn--primary btn--block auth-form__submit">
          ASK FOR A NEW LINK
        </Link>
      </div>
    );
  }

  const input = (name: 'password' | 'confirm', label: string, value: string, set: (v: string) => void, hint?: string) => {
    const fieldError = error?.field === name ? error.message : undefined;
    const describedBy = [hint && `${id}-${name}-hint`, fieldError && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field auth-form__field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={value}
          onChange={(e) => {
            set(e.target.value);
            setError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
        />
        {hint && (
          <span id={`${id}-${name}-hint`} className="field__hint">
            {hint}
          </span>
        )}
        {fieldError && (
          <span id={`${id}-${name}-error`} className="field__error">
            {fieldError}
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="auth-form">
      <form className="auth-form__form" noValidate onSubmit={submit} aria-label="Choose a new password">
        {input('password', 'New password', password, setPassword, 'At least 8 characters')}
        {input('confirm', 'New password again', confirm, setConfirm)}
        <label className="auth-form__show">
          <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> Show passwords
        </label>
        <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={loading} aria-busy={loading}>
          {loading ? 'SAVING…' : 'SET NEW PASSWORD'}
        </button>
      </form>
    </div>
  );
}
