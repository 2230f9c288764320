import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../app/use-document-title';
import { HEADER_CATEGORIES, paths } from '../app/paths';

export default function HomeScreen() {
  useDocumentTitle('');
  return (
    <main className="page">
      <h1>Colour for every day</h1>
      <p className="page__lead">Clothing, caps and personalised prints, made to order in India.</p>
      <p>
        <Link className="btn btn--primary" to={paths.products()}>Shop all products</Link>
      </p>
      <nav aria-label="Shop by category">
        {HEADER_CATEGORIES.map((c) => (
          <Link key={c} className="btn" to={paths.products({ cat: c })}>{c}</Link>
        ))}
      </nav>
    </main>
  );
}
