import type { RequestContext } from '../context';
import type { AuthUser } from './auth';
import { AppError, SESSION_EXPIRED_MESSAGE, unauthenticated } from './errors';

/**
 * The logged-in shopper, for services whose data always belongs to the caller (cart, wishlist, orders,
 * reviews): UNAUTHENTICATED without one. The one place that answers "who is the shopper".
 */
export function requireShopper(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/**
 * PostgreSQL's foreign-key violation (23503), as TypeORM wraps it: the constraint's name, or null for
 * any other error. A row inserted for a user deleted meanwhile names the user constraint.
 */
export function foreignKeyViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  if ((e?.driverError?.code ?? e?.code) !== '23503') return null;
  return e?.driverError?.constraint ?? e?.constraint ?? '';
}

/** A token whose user no longer exists: legacy clients read 403 as "session expired". */
export const userGone = () => new AppError('SESSION_EXPIRED', SESSION_EXPIRED_MESSAGE);
