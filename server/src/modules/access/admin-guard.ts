import type { RequestHandler } from 'express';
import { Extensions, UseMiddleware } from 'type-graphql';
import { PRIVATE_NO_STORE } from '../../common/cache-hints';
import type { StaffRole } from '../../common/auth';
import { AppError, forbidden, unauthenticated } from '../../common/errors';
import { log } from '../../common/log';
import { buildContext, type AppServices, type RequestContext, type StaffActor } from '../../context';
import { mayPerform, PERMISSIONS, type AdminOperationName } from './permissions';
import { staffSessions } from './staff-sessions';

export const STAFF_SIGN_IN_MESSAGE = 'Please sign in as staff to continue.';
export const STAFF_SESSION_OVER_MESSAGE = 'Your staff session has ended. Please sign in again.';
export const SHOPPER_NOT_STAFF_MESSAGE = 'This needs a staff sign-in; a shopper account cannot do it.';
export const roleMayNotMessage = (role: string, operation: AdminOperationName) =>
  `Your role (${role}) may not do this: ${PERMISSIONS[operation].description.replace(/\.$/, '').toLowerCase()}.`;

/**
 * A refused admin operation: a signed-in caller (a shopper, or staff in a role the permission table does
 * not allow) asked for an operation they may not run. Anonymous or expired callers are not denials
 * (they are asked to sign in), and are not reported.
 */
export interface Denial {
  operation: AdminOperationName;
  /** Who asked: a staff member (with their role) or a shopper. */
  caller: { kind: 'staff'; staffId: string; email: string; role: StaffRole } | { kind: 'shopper'; userId: string; email: string };
  /** Why, in the words the caller was answered. */
  reason: string;
}

type DenialListener = (ctx: RequestContext, denial: Denial) => Promise<void>;
let denialListener: DenialListener | null = null;

/**
 * Registers what happens to each denial: the audit trail records it (wired once per process by
 * `wireSubscribers()` in flows/subscribers.ts, since access sits below the audit module and cannot
 * import it). One listener; registering again replaces it.
 */
export function onDenied(listener: DenialListener | null): void {
  denialListener = listener;
}

/** Reports a denial to the listener (a failure to record is logged, never answered), then refuses. */
async function deny(ctx: RequestContext, denial: Denial): Promise<never> {
  if (denialListener) {
    try {
      await denialListener(ctx, denial);
    } catch (err) {
      log.error({ scope: 'access', err, operation: denial.operation }, 'a denied admin operation could not be recorded');
    }
  }
  throw forbidden(denial.reason);
}

/**
 * The one check every admin operation passes, GraphQL and REST alike: the caller is a staff member with
 * a live session whose role the permission table allows for `operation`. Anonymous, expired or revoked:
 * UNAUTHENTICATED. A shopper, or a role the table does not list: FORBIDDEN, reported to `onDenied`'s
 * listener first. Sets `ctx.staff` for the audit trail and answers the same actor.
 */
export async function requireStaffFor(ctx: RequestContext, operation: AdminOperationName): Promise<StaffActor> {
  const { token } = ctx;
  if (token.kind === 'none') throw unauthenticated(STAFF_SIGN_IN_MESSAGE);
  if (token.kind === 'invalid') throw unauthenticated(STAFF_SESSION_OVER_MESSAGE);
  if (token.kind === 'valid') {
    return deny(ctx, { operation, caller: { kind: 'shopper', userId: token.user.id, email: token.user.email }, reason: SHOPPER_NOT_STAFF_MESSAGE });
  }
  const actor = await staffSessions.live(ctx, token.staff);
  if (!actor) throw unauthenticated(STAFF_SESSION_OVER_MESSAGE);
  if (!mayPerform(actor.role, operation)) {
    return deny(ctx, { operation, caller: { kind: 'staff', staffId: actor.id, email: actor.email, role: actor.role }, reason: roleMayNotMessage(actor.role, operation) });
  }
  ctx.staff = actor;
  return actor;
}

/** The field extension naming a GraphQL field's admin operation (the permission test reads it from the schema). */
export const ADMIN_OPERATION_EXTENSION = 'adminOperation';

/**
 * Marks a query or mutation as the admin operation `operation`: it runs only for staff whose role the
 * permission table allows (see requireStaffFor), before its arguments are validated or its resolver runs.
 */
export function AdminOperation(operation: AdminOperationName): MethodDecorator {
  const extension = Extensions({ [ADMIN_OPERATION_EXTENSION]: operation });
  const guard = UseMiddleware(async ({ context }, next) => {
    await requireStaffFor(context as RequestContext, operation);
    return next();
  });
  return (target, key, descriptor) => {
    extension(target, key, descriptor);
    guard(target, key, descriptor);
  };
}

/** A REST handler guarded by the permission table, tagged with its operation so tests can find every one. */
export type AdminRouteGuard = RequestHandler & { adminOperation: AdminOperationName };

/**
 * The REST form of @AdminOperation (e.g. multipart uploads under /admin): 401 or 403 with a JSON
 * `message` exactly as GraphQL answers UNAUTHENTICATED or FORBIDDEN; otherwise on to the route.
 */
export function adminRoute(operation: AdminOperationName): AdminRouteGuard {
  const handler: RequestHandler = (req, res, next) => {
    requireStaffFor(req.ctx, operation).then(
      () => next(),
      (err: unknown) => (err instanceof AppError ? res.status(err.status).json({ message: err.message }) : next(err)),
    );
  };
  return Object.assign(handler, { adminOperation: operation });
}

/**
 * The first handler of each staff REST router under /admin: the request's context from its bearer token
 * (which adminRoute then checks), and an answer no cache may keep, whoever asks.
 */
export function staffRestContext(app: AppServices): RequestHandler {
  return (req, res, next) => {
    req.ctx = buildContext(app, req.headers.authorization, req.ip ?? '');
    res.set('Cache-Control', PRIVATE_NO_STORE);
    next();
  };
}
