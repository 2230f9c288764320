import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** A rendering failure shows 'Unexpected Application Error!' with the error's message. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page page--narrow error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-page__message">{message}</p>
      <Link className="btn btn--primary" to="/">
        Go to Homepage
      </Link>
    </main>
  );
}
