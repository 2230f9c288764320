import { Link } from 'react-router-dom';

/** Previous / Next links with the page in the URL, so every page can be shared and Back works. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const numbers = Array.from(new Set([1, page - 1, page, page + 1, pages])).filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link className="btn" to={hrefFor(page - 1)} rel="prev">
          ‹ Previous
        </Link>
      ) : (
        <span className="btn" aria-disabled="true">‹ Previous</span>
      )}
      <ol className="pagination__pages">
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && numbers[i - 1] !== n - 1 && <span className="pagination__gap" aria-hidden="true">…</span>}
            <Link to={hrefFor(n)} className={`pagination__page${n === page ? ' is-current' : ''}`} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link className="btn" to={hrefFor(page + 1)} rel="next">
          Next ›
        </Link>
      ) : (
        <span className="btn" aria-disabled="true">Next ›</span>
      )}
    </nav>
  );
}
