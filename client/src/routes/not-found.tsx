import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../app/use-document-title';

export default function NotFoundScreen() {
  useDocumentTitle('Not Found');
  return (
    <main className="page page--narrow empty-state">
      <h1>Not Found</h1>
      <p>We could not find the page you were looking for.</p>
      <Link className="btn btn--primary" to="/">
        Go to Homepage
      </Link>
    </main>
  );
}
