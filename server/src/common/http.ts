/**
 * The REST plumbing every module's handlers and the apps share: the request context on Express's
 * Request, the async route wrapper, the shopper guard and the `{ message }` error answer. It lives in
 * common/ because modules use it and a module imports nothing from the layers above it.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, INTERNAL_MESSAGE, LOGIN_REQUIRED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './errors';
import { logUnexpected } from './log';
import { requireLiveShopper, STAFF_NOT_SHOPPER_MESSAGE } from './shopper';
import type { RequestContext } from '../context';

declare module 'express-serve-static-core' {
  interface Request {
    ctx: RequestContext;
  }
}

/** Wraps an async handler so a rejected promise reaches the error middleware instead of crashing. */
export function route(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next);
  };
}

/**
 * What legacy REST clients rely on: no token → 401, a token that is expired, forged or unreadable, or whose account
 * was deleted → 403 (which legacy clients read as "session expired").
 */
export const requireAuth: RequestHandler = (req, res, next) => {
  const { token } = req.ctx;
  if (token.kind === 'none') return res.status(401).json({ message: LOGIN_REQUIRED_MESSAGE });
  if (token.kind === 'invalid') return res.status(403).json({ message: SESSION_EXPIRED_MESSAGE });
  if (token.kind === 'staff') return res.status(403).json({ message: STAFF_NOT_SHOPPER_MESSAGE });
  requireLiveShopper(req.ctx).then(() => next(), next);
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** What a client is told when its body is not JSON (here, and where a body is parsed outside Express). */
export const NOT_JSON_MESSAGE = 'The request body is not valid JSON.';

/** Turns every error into `{ message }` with the right status; never a stack trace, never HTML. */
export function errorMiddleware(err: unknown, _req: Request, res: Response, _next: NextFunction) {
  if (err instanceof AppError) return res.status(err.status).json({ message: err.message });
  const e = err as BodyParserError;
  if (e?.type === 'entity.parse.failed') return res.status(400).json({ message: NOT_JSON_MESSAGE });
  if (e?.type === 'entity.too.large') return res.status(413).json({ message: 'The request body is too large.' });
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return res.status(e.status).json({ message: e.message || 'Bad request.' });
  }
  logUnexpected('rest', err);
  return res.status(500).json({ message: INTERNAL_MESSAGE });
}
