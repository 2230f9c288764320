import { AuthLayout } from '../features/accounts/auth-layout';
import { ForgotPasswordForm } from '../features/accounts/password-reset-forms';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * /forgot-password, beside /login: asks for the e-mail a reset link goes to. Open to a logged-in
 * shopper too: one whose reset link expired is sent here to ask for another.
 */
export default function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password');
  return (
    <AuthLayout title="Forgot your password?" lead="Enter your account's e-mail and we will send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
