import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { LoginDocument, RegisterDocument } from './gql/graphql';
import type { SessionUser } from '../../lib/session';
import { ACCOUNT_MESSAGES, loginProblem, normaliseMobile, registrationProblem, isFilled, LOGIN_FIELDS, REGISTRATION_FIELDS } from './account-rules';
import './auth-form.css';

export type AuthMode = 'login' | 'signup';
type FieldName = (typeof REGISTRATION_FIELDS)[number];
type Values = Record<FieldName, string>;

const EMPTY: Values = { username: '', mobile: '', email: '', password: '', city: '', pincode: '' };

/** Which field a rule message is about, so the form can point at it. */
const FIELD_OF: Partial<Record<string, FieldName>> = {
  [ACCOUNT_MESSAGES.username]: 'username',
  [ACCOUNT_MESSAGES.mobile]: 'mobile',
  [ACCOUNT_MESSAGES.email]: 'email',
  [ACCOUNT_MESSAGES.password]: 'password',
  [ACCOUNT_MESSAGES.passwordShort]: 'password',
  [ACCOUNT_MESSAGES.passwordLong]: 'password',
  [ACCOUNT_MESSAGES.city]: 'city',
  [ACCOUNT_MESSAGES.pincode]: 'pincode',
};

const TABS: { mode: AuthMode; label: string }[] = [
  { mode: 'login', label: 'LOGIN' },
  { mode: 'signup', label: 'SIGN UP' },
];

/** The server's message for a failed call, when it sent one (else the form's own fallback). */
function serverMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message || undefined : undefined;
}

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called with the session to keep once the server accepted the login. */
  onLoggedIn: (user: SessionUser) => void | Promise<void>;
}

/**
 * One form toggling between LOGIN and SIGN UP. The browser checks the same rules as the
 * server (account-rules.ts) and says the same things; whatever the server still refuses is shown as it
 * says it, else 'Login failed!' / 'Signup failed!'.
 */
export function AuthForm({ mode, onModeChange, onLoggedIn }: AuthFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [invalid, setInvalid] = useState<{ field: FieldName; message: string } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [login, { loading: loggingIn }] = useMutation(LoginDocument);
  const [register, { loading: signingUp }] = useMutation(RegisterDocument);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const tabs = useRef<Record<AuthMode, HTMLButtonElement | null>>({ login: null, signup: null });
  const formId = useId();
  const busy = loggingIn || signingUp;
  const signup = mode === 'signup';

  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  const digitsOnly = (field: 'mobile' | 'pincode', max: number) => (value: string) => set(field, value.replace(/\D/g, '').slice(0, max));
  // A pasted "+91 98765 43210" is longer than the 10 characters the box takes: keep its 10 digits.
  const pasteMobile = (e: ClipboardEvent<HTMLInputElement>) => {
    const mobile = normaliseMobile(e.clipboardData.getData('text'));
    if (mobile) {
      e.preventDefault();
      set('mobile', mobile);
    }
  };

  const switchTo = (next: AuthMode) => {
    if (next === mode) return;
    setInvalid(null);
    onModeChange(next);
  };
  const onTabKey = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next: AuthMode = e.key === 'Home' ? 'login' : e.key === 'End' ? 'signup' : signup ? 'login' : 'signup';
    switchTo(next);
    tabs.current[next]?.focus();
  };

  const refuse = (message: string, fields: readonly FieldName[]) => {
    const field = message === ACCOUNT_MESSAGES.fillAll ? fields.find((f) => !isFilled(values[f])) : FIELD_OF[message];
    toast.error(message);
    if (field) {
      setInvalid({ field, message });
      inputs.current[field]?.focus();
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (signup) {
      const problem = registrationProblem(values);
      if (problem) return refuse(problem, REGISTRATION_FIELDS);
      try {
        await register({ variables: { input: { ...values, email: values.email.trim() } } });
      } catch (error) {
        toast.error(serverMessage(error) ?? 'Signup failed!');
        return;
      }
      toast.success('Signup successful! You can now log in.');
      setValues((v) => ({ ...EMPTY, email: v.email.trim() }));
      setShowPassword(false);
      onModeChange('login');
      requestAnimationFrame(() => inputs.current.password?.focus());
      return;
    }
    const problem = loginProblem(values);
    if (problem) return refuse(problem, LOGIN_FIELDS);
    try {
      const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      if (!data) throw new Error('no data');
      const { token, user } = data.login;
      await onLoggedIn({ _id: user.id, token, username: user.username, email: user.email });
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Login failed!');
    }
  };

  const field = (name: FieldName, label: string, input: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => {
    const id = `${formId}-${name}`;
    const error = invalid?.field === name ? invalid.message : undefined;
    const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
    const isPassword = name === 'password';
    return (
      <div className={`field auth-form__field auth-form__field--${name}`}>
        <label htmlFor={id}>{label}</label>
        <div className={isPassword ? 'auth-form__password' : undefined}>
          <input
            id={id}
            name={name}
            ref={(el) => {
              inputs.current[name] = el;
            }}
            value={values[name]}
            onChange={(e) => set(name, e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          {isPassword && (
            <button
              type="button"
              className="auth-form__reveal"
              aria-pressed={showPassword}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((s) => !s)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          )}
        </div>
        {hint && (
          <span id={`${id}-hint`} className="field__hint">
            {hint}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className="field__error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="auth-form">
      <div className="auth-form__tabs" role="tablist" aria-label="Login or sign up" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.mode}
            ref={(el) => {
              tabs.current[t.mode] = el;
            }}
            type="button"
            role="tab"
            id={`${formId}-tab-${t.mode}`}
            aria-selected={mode === t.mode}
            aria-controls={`${formId}-panel`}
            tabIndex={mode === t.mode ? 0 : -1}
            className="auth-form__tab"
            onClick={() => switchTo(t.mode)}
          >
            {t.label}
          </button>
        ))}
      </div>

      {/* The tab panel holds the form: a <form> keeps its own role (a landmark screen readers can find). */}
      <div role="tabpanel" id={`${formId}-panel`} aria-labelledby={`${formId}-tab-${mode}`}>
        <form id={formId} className="auth-form__form" noValidate onSubmit={submit}>
          {signup && field('username', 'Full name', { type: 'text', autoComplete: 'name', maxLength: 50 })}
          {signup &&
            field(
              'mobile',
              'Mobile number',
              { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10, onChange: (e) => digitsOnly('mobile', 10)(e.target.value), onPaste: pasteMobile },
              '10 digits, without +91',
            )}
          {field('email', 'Email address', { type: 'email', autoComplete: signup ? 'email' : 'username', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' })}
          {field(
            'password',
            'Password',
            { type: showPassword ? 'text' : 'password', autoComplete: signup ? 'new-password' : 'current-password' },
            signup ? 'At least 8 characters' : undefined,
          )}
          {!signup && (
            <p className="auth-form__forgot">
              <Link to={paths.forgotPassword} className="auth-form__link">
                Forgot password?
              </Link>
            </p>
          )}
          {signup && (
            <div className="auth-form__row">
              {field('city', 'City', { type: 'text', autoComplete: 'address-level2', maxLength: 60 })}
              {field('pincode', 'Pincode', { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6, onChange: (e) => digitsOnly('pincode', 6)(e.target.value) })}
            </div>
          )}
          <button type="submit" className="btn btn--primary btn--block auth-form__submit" disabled={busy} aria-busy={busy}>
            {signup ? (signingUp ? 'SIGNING UP…' : 'SIGN UP') : loggingIn ? 'LOGGING IN…' : 'LOGIN'}
          </button>
        </form>
      </div>

      <p className="auth-form__switch">
        {signup ? 'Already have an account?' : 'New to Rangrez?'}{' '}
        <button type="button" className="auth-form__link" onClick={() => switchTo(signup ? 'login' : 'signup')}>
          {signup ? 'Log in instead' : 'Create an account'}
        </button>
      </p>
    </div>
  );
}
