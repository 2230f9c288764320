import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../features/accounts/auth-layout';
import { ResetPasswordForm } from '../features/accounts/password-reset-forms';
import { useDocumentTitle } from '../lib/use-document-title';

/** /reset-password?token=…: where the reset mail's button leads. */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  useDocumentTitle('Choose a new password');
  return (
    <AuthLayout title="Choose a new password" lead="It must be at least 8 characters. Your other sessions will be logged out.">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
