import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormError, TextField } from '../components/fields';
import { AcceptStaffInviteDocument, ResetStaffPasswordDocument, StaffInviteDocument } from '../gql/graphql';
import { messageOf } from '../lib/errors';

/** The same password rule the server applies (12 to 128 characters), said before the round trip. */
function passwordProblem(password: string, again: string): { password?: string; again?: string } {
  if (password.length < 12) return { password: 'Use at least 12 characters.' };
  if (password.length > 128) return { password: 'Use at most 128 characters.' };
  if (password !== again) return { again: 'The two passwords differ.' };
  return {};
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="sign-in">
      <div className="sign-in__card">
        <p className="sign-in__brand">Rangrez admin</p>
        <h1 className="sign-in__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function Done({ message }: { message: string }) {
  return (
    <>
      <p className="notice" role="status">
        {message}
      </p>
      <Link className="btn btn--primary btn--block" to="/">
        Sign in
      </Link>
    </>
  );
}

/** /admin/invite?token=…: the invitee chooses their name and password; the link then stops working. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useQuery(StaffInviteDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const [accept, { loading }] = useMutation(AcceptStaffInviteDocument);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; again?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = { ...(name.trim() ? {} : { name: 'Enter your name.' }), ...passwordProblem(password, again) };
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await accept({ variables: { token, name: name.trim(), password } });
      setDone(`Welcome! Sign in with ${data?.acceptStaffInvite ?? 'your e-mail'} and the password you chose.`);
    } catch (err) {
      setErrors({ form: messageOf(err) });
    }
  }

  if (done) return <Card title="You have joined">{<Done message={done} />}</Card>;
  if (invite.loading) return <Card title="Join the back office">{<p>Checking your invitation…</p>}</Card>;
  if (invite.error || !invite.data) return <Card title="Join the back office">{<FormError message={messageOf(invite.error)} />}</Card>;
  const { email, roleLabel } = invite.data.staffInvite;
  return (
    <Card title="Join the back office">
      <p>
        You are invited as <strong>{roleLabel}</strong> with <strong>{email}</strong>. Choose your name and password.
      </p>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField label="Your name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoComplete="name" required />
        <TextField label="Choose a password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint="12 to 128 characters." autoComplete="new-password" required />
        <TextField label="Type it again" type="password" value={again} onChange={(e) => setAgain(e.target.value)} error={errors.again} autoComplete="new-password" required />
        <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
          {loading ? 'Joining…' : 'Join'}
        </button>
      </form>
    </Card>
  );
}

/** /admin/reset-password?token=…: a new password from a reset link; every session of the member ends. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { loading }] = useMutation(ResetStaffPasswordDocument);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = passwordProblem(password, again);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await reset({ variables: { token, newPassword: password } });
      setDone(`Your password is changed. Sign in with ${data?.resetStaffPassword ?? 'your e-mail'} and the new password.`);
    } catch (err) {
      setErrors({ form: messageOf(err) });
    }
  }

  if (done) return <Card title="Password changed">{<Done message={done} />}</Card>;
  return (
    <Card title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField label="Choose a new password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint="12 to 128 characters." autoComplete="new-password" required />
        <TextField label="Type it again" type="password" value={again} onChange={(e) => setAgain(e.target.value)} error={errors.again} autoComplete="new-password" required />
        <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
          {loading ? 'Saving…' : 'Set the new password'}
        </button>
      </form>
    </Card>
  );
}
