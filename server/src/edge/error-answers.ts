import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { errorMiddleware } from '../common/http';

export const MALFORMED_URL_MESSAGE = 'This address is malformed.';
export const NOT_FOUND_MESSAGE = 'Nothing here.';
export const METHOD_NOT_ALLOWED_MESSAGE = 'This method is not allowed here.';

/** Paths that answer JSON; anything else is a page of the client. */
const NON_PAGE_PREFIXES = ['/api/', '/graphql', '/media/', '/assets/', '/healthz'];

function isPageRoute(req: Request): boolean {
  return !NON_PAGE_PREFIXES.some((p) => req.path === p.replace(/\/$/, '') || req.path.startsWith(p));
}

/** A URL that cannot be percent-decoded (`/product/%E0%A4%A`): Express's router and static files fail with 400. */
function isMalformedUrl(err: unknown): boolean {
  const e = err as { status?: number; name?: string; message?: string };
  return e instanceof URIError || (e?.status === 400 && /decode/i.test(e?.message ?? ''));
}

/**
 * The last handlers of a server: what no route answered is a JSON 404, or a 405 for a method a page does
 * not take (`PUT /`, `TRACE /products`); `page` renders the client's HTML for page routes when there is one.
 */
export function unmatchedRequests(page?: () => string): RequestHandler {
  return (req, res) => {
    if (isPageRoute(req) && req.method !== 'GET' && req.method !== 'HEAD' && page) {
      res.set('Allow', 'GET, HEAD').status(405).json({ message: METHOD_NOT_ALLOWED_MESSAGE });
      return;
    }
    res.status(404).json({ message: NOT_FOUND_MESSAGE });
  };
}

/**
 * Errors that reach the end: never Express's HTML page with its stack trace and file paths. A malformed
 * page URL gets the client's page (which shows its own Not Found) with a 400; everything else JSON.
 */
export function finalErrors(page?: () => string): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    if (isMalformedUrl(err)) {
      if (page && isPageRoute(req) && (req.method === 'GET' || req.method === 'HEAD')) {
        res.status(400).set('Cache-Control', 'no-cache').type('html').send(page());
        return;
      }
      res.status(400).json({ message: MALFORMED_URL_MESSAGE });
      return;
    }
    errorMiddleware(err, req, res, next);
  };
}
