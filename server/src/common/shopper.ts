import type { RequestContext } from '../context';
import type { AuthUser, TokenState } from './auth';
import { AppError, forbidden, SESSION_EXPIRED_MESSAGE, unauthenticated } from './errors';

/** What a staff token is told where only a shopper may act (cart, orders, reviews, account). */
export const STAFF_NOT_SHOPPER_MESSAGE = 'A staff sign-in cannot act as a shopper: log in with a shopper account.';

/**
 * The logged-in shopper, for services whose data always belongs to the caller (cart, wishlist, orders,
 * reviews): UNAUTHENTICATED without one. The one place that answers "who is the shopper".
 */
export function requireShopper(ctx: RequestContext): AuthUser {
  if (ctx.token.kind === 'staff') throw forbidden(STAFF_NOT_SHOPPER_MESSAGE);
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

/**
 * Whether the token's account still exists and its password was not changed (a reset) after the token
 * was signed, asked at most once per request: the request's token state is built once per request and
 * shared by every context copied from it (transactions included). Token times are whole seconds, so a
 * token signed in the very second of a change still counts.
 */
const accountChecks = new WeakMap<TokenState, Promise<boolean>>();

function accountExists(ctx: RequestContext, user: AuthUser): Promise<boolean> {
  let check = accountChecks.get(ctx.token);
  if (!check) {
    // One primary-key lookup, and only where a route needs a shopper: anonymous reads never pay it.
    check = ctx.app.db
      .query('SELECT 1 FROM app_user WHERE id = $1 AND (password_changed_at IS NULL OR $2::bigint IS NULL OR password_changed_at < to_timestamp($2::bigint + 1))', [
        user.id,
        user.issuedAt ?? null,
      ])
      .then((rows: unknown[]) => rows.length > 0);
    accountChecks.set(ctx.token, check);
    check.catch(() => accountChecks.delete(ctx.token));
  }
  return check;
}

/**
 * The logged-in shopper whose account still exists: what every authenticated route asks first (REST's
 * requireAuth, GraphQL's @Authorized). A valid token of a deleted account, or one signed before the
 * password was last changed, is an expired session.
 */
export async function requireLiveShopper(ctx: RequestContext): Promise<AuthUser> {
  const user = requireShopper(ctx);
  if (!(await accountExists(ctx, user))) throw userGone();
  return user;
}
