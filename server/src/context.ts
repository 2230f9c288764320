import type { DataSource, EntityManager } from 'typeorm';
import { resolveJwtSecret, TokenService, type AuthUser, type StaffRole, type TokenState } from './common/auth';
import type { Config } from './config';
import { JobQueue } from './common/jobs';
import { resolveTotpEncryptionKey } from './common/secret-box';

/** What every service call gets, built once per request for GraphQL and REST alike. */
export interface RequestContext {
  /** The logged-in shopper, when a valid token was sent. */
  user?: AuthUser;
  /**
   * The staff member acting, once the admin guard has checked their session and role for this request
   * (never set from the token alone). The audit trail reads who, which role and which session here.
   */
  staff?: StaffActor;
  /** How the Authorization header read: lets REST tell "no token" (401) from "expired" (403). */
  token: TokenState;
  /** The entity manager to work through; inside a transaction, the transaction's own. */
  em: EntityManager;
  /** Client address, for rate limits. */
  ip: string;
  app: AppServices;
}

/** A staff member whose session was found live for this request. */
export interface StaffActor {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

/** Process-wide singletons the request context carries. */
export interface AppServices {
  config: Config;
  db: DataSource;
  tokens: TokenService;
  /** The durable job queue (PostgreSQL): send jobs in a transaction; backends also run its workers. */
  jobs: JobQueue;
  /** The key staff authenticator secrets are sealed with (common/secret-box.ts); resolved at start-up, so a malformed one stops it. */
  totpKey: Buffer;
}

/** The app's singletons for a connected database: the launcher, the services and the scripts build them here. */
export function createAppServices(config: Config, db: DataSource): AppServices {
  return {
    config,
    db,
    tokens: new TokenService(resolveJwtSecret(config), config.jwtExpiresIn),
    jobs: new JobQueue(db, { pollingIntervalSeconds: config.mail.pollSeconds }),
    totpKey: resolveTotpEncryptionKey(config),
  };
}

export function buildContext(app: AppServices, authorization: string | undefined, ip: string): RequestContext {
  const token = app.tokens.fromHeader(authorization);
  return { user: token.kind === 'valid' ? token.user : undefined, token, em: app.db.manager, ip, app };
}

/** Runs `fn` in one transaction, handing it a context whose `em` is the transaction's. */
export function inTransaction<T>(ctx: RequestContext, fn: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.em.transaction((em) => fn({ ...ctx, em }));
}

/** A context for work no shopper asked for: background jobs and the operator's command line. */
export function systemContext(app: AppServices): RequestContext {
  return { token: { kind: 'none' }, em: app.db.manager, ip: '', app };
}
