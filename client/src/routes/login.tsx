import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '../lib/toast';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { AuthForm, type AuthMode } from '../features/accounts/auth-form';
import { AuthLayout } from '../features/accounts/auth-layout';
import { session, useSessionUser, type SessionUser } from '../lib/session';

/**
 * Where to go after logging in: the login-only page the visitor wanted (RequireLogin passes it as
 * `state.from`), else /. Only paths inside the shop, so the state cannot send anyone elsewhere.
 */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.home;
  return from.startsWith(paths.login) ? paths.home : from;
}

const COPY: Record<AuthMode, { title: string; lead: string; tab: string }> = {
  login: { title: 'Welcome back', lead: 'Log in to see your cart, wishlist and orders.', tab: 'Login' },
  signup: { title: 'Create your account', lead: 'Sign up in a minute: it is free.', tab: 'Sign up' },
};

/** /login, outside the shared layout. A shopper who is already logged in goes to /. */
export default function LoginScreen() {
  const user = useSessionUser();
  const location = useLocation();
  const client = useApolloClient();
  const [mode, setMode] = useState<AuthMode>('login');
  // Set just before the session is stored, so the redirect below goes back to the wanted page.
  const afterLogin = useRef<string | null>(null);
  useDocumentTitle(COPY[mode].tab);

  if (user) return <Navigate to={afterLogin.current ?? paths.home} replace />;

  const onLoggedIn = async (next: SessionUser) => {
    // Nothing cached for a previous shopper may show up for this one.
    await client.clearStore();
    afterLogin.current = destination(location.state);
    session.setUser(next);
    toast.success('Login successful!');
  };

  return (
    <AuthLayout title={COPY[mode].title} lead={COPY[mode].lead}>
      <AuthForm mode={mode} onModeChange={setMode} onLoggedIn={onLoggedIn} />
    </AuthLayout>
  );
}
