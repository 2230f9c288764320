import { Navigate } from 'react-router-dom';
import { AuthLayout } from '../features/accounts/auth-layout';
import { ForgotPasswordForm } from '../features/accounts/password-reset-forms';
import { paths } from '../lib/paths';
import { useSessionUser } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

/** /forgot-password, beside /login: asks for the e-mail a reset link goes to. */
export default function ForgotPasswordScreen() {
  const user = useSessionUser();
  useDocumentTitle('Forgot password');
  if (user) return <Navigate to={paths.home} replace />;
  return (
    <AuthLayout title="Forgot your password?" lead="Enter your account's e-mail and we will send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
