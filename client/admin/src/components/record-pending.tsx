import { Link } from 'react-router-dom';
import { messageOf } from '../lib/errors';

/**
 * A record's page (a product, a return request) while there is no record to show: a skeleton while it
 * loads, else a title saying it was not found and why (the server's words when it failed, else `missing`),
 * always with the way back to its list.
 */
export function RecordPending({ back, loading, error, notFound, missing }: { back: { to: string; label: string }; loading: boolean; error?: unknown; notFound: string; missing: string }) {
  return (
    <div className="page" aria-busy={loading}>
      <p className="breadcrumb">
        <Link to={back.to}>{back.label}</Link>
      </p>
      {loading ? (
        <>
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--block" />
        </>
      ) : (
        <>
          <h1>{notFound}</h1>
          <p>{error ? messageOf(error) : missing}</p>
        </>
      )}
    </div>
  );
}
