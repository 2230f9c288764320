import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';

export default function NotFoundScreen() {
  usePageMeta({ title: 'Not Found', status: 404 });
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
