import { Link, Navigate } from 'react-router-dom';
import { Toasts } from '../app/layout/layout';
import { useDocumentTitle } from '../app/use-document-title';
import { useSessionUser } from '../lib/session';

/** Outside the shared layout (spec section 2); a logged-in shopper goes to /. */
export default function LoginScreen() {
  useDocumentTitle('Login');
  const user = useSessionUser();
  if (user) return <Navigate to="/" replace />;
  return (
    <main className="page page--narrow">
      <Link to="/" className="logo" aria-label="Rangrez home">
        <span className="logo__mark" aria-hidden="true">R</span>
        <span className="logo__word">Rangrez</span>
      </Link>
      <h1>LOGIN</h1>
      <Toasts />
    </main>
  );
}
