import crypto from 'node:crypto';
import { AppError } from '../../common/errors';
import { canonicalEmail } from '../../common/identity';
import type { RunningJob } from '../../common/jobs';
import { hashPassword } from '../../common/passwords';
import { rateLimit } from '../../common/rate-limit';
import { inTransaction, systemContext, type AppServices, type RequestContext } from '../../context';
import { passwordResetMail } from '../mail/account-mails';
import { mailService } from '../mail/mail.service';
import { ACCOUNT_MESSAGES, isEmailShape } from './account-rules';

/**
 * The reset rules: a link works once, for 30 minutes; only a SHA-256 hash of its token is stored (a
 * copy of the database opens no account); asking is limited per network address (429) and, silently,
 * per address asked for, in its canonical form (the answer never tells whether the address has an
 * account, neither in its words nor in its timing: see `request`).
 */
export const PASSWORD_RESET_POLICY = {
  linkMinutes: 30,
  windowSeconds: 60 * 60,
  // Generous: many shoppers share one address behind a mobile carrier's NAT.
  requestsPerAddress: 30,
  /** Mails per account per window; further requests get the same answer and send nothing. */
  mailsPerAccount: 3,
} as const;

const P = PASSWORD_RESET_POLICY;

const hashOf = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** Tokens are 32 random bytes in base64url: 43 characters. Anything else cannot be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The queued work of one "forgot password" request: the address asked for, in its canonical form. */
export interface PasswordResetJob {
  email: string;
}

const RESET_JOB = 'account.password-reset';

export const passwordResets = {
  /**
   * "Forgot password?": the same answer, after the same work, whether or not the address has an
   * account. The request only checks the address's shape, counts it and queues the address (one job,
   * in its canonical form); whether an account uses it is decided later by `send`, off the request path,
   * so neither the words nor the time of the answer tell who has an account.
   */
  async request(ctx: RequestContext, email: string): Promise<string> {
    await rateLimit.consumePerAddress(ctx, 'password-reset', P.requestsPerAddress, P.windowSeconds, ACCOUNT_MESSAGES.tooManyResets);
    if (!isEmailShape(email)) throw new AppError('BAD_USER_INPUT', ACCOUNT_MESSAGES.email);
    const job: PasswordResetJob = { email: canonicalEmail(email) };
    const { retryLimit, retryDelaySeconds } = ctx.app.config.mail;
    await inTransaction(ctx, (tx) => tx.app.jobs.send<PasswordResetJob>(tx, RESET_JOB, job, { retryLimit, retryDelaySeconds }));
    return ACCOUNT_MESSAGES.resetRequested;
  },

  /**
   * The queued part of a request: for an address with an account (compared in canonical form), at most
   * `mailsPerAccount` an hour, stores a new single-use link and queues its mail, in one transaction.
   * An address without an account, or over its count, does nothing.
   */
  async send(ctx: RequestContext, job: PasswordResetJob): Promise<void> {
    const mails = await rateLimit.hit(ctx, `password-reset:acct:${job.email}`, P.windowSeconds);
    if (mails > P.mailsPerAccount) return;
    const [user] = await ctx.em.query<{ id: string; username: string; email: string }[]>('SELECT id, username, email FROM app_user WHERE email_canonical = $1', [job.email]);
    if (!user) return;
    const token = crypto.randomBytes(32).toString('base64url');
    await inTransaction(ctx, async (tx) => {
      const [row] = await tx.em.query<{ id: string }[]>(
        `INSERT INTO password_reset (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
        [user.id, hashOf(token), P.linkMinutes],
      );
      const url = `${tx.app.config.publicUrl}/reset-password?token=${token}`;
      await mailService.enqueue(tx, {
        key: `password-reset:${row.id}`,
        kind: 'account.password_reset',
        to: user.email,
        content: passwordResetMail(user.username, url, P.linkMinutes),
        sensitive: true,
      });
    });
  },

  /**
   * Sets a new password with a link's token: refused when the token is unknown (RESET_LINK_INVALID),
   * used (RESET_LINK_USED) or older than 30 minutes (RESET_LINK_EXPIRED). On success every other open
   * link of the account is spent too, and every session signed before now ends (see requireLiveShopper).
   */
  async reset(ctx: RequestContext, token: string, newPassword: string): Promise<string> {
    if (!TOKEN_SHAPE.test(token)) throw new AppError('RESET_LINK_INVALID', ACCOUNT_MESSAGES.resetInvalid);
    // Hashed before the transaction: argon2 takes a while, and no row should stay locked meanwhile.
    const passwordHash = await hashPassword(newPassword);
    return inTransaction(ctx, async (tx) => {
      const [link] = await tx.em.query<{ id: string; user_id: string; used: boolean; live: boolean }[]>(
        `SELECT id, user_id, used_at IS NOT NULL AS used, expires_at > now() AS live FROM password_reset WHERE token_hash = $1 FOR UPDATE`,
        [hashOf(token)],
      );
      if (!link) throw new AppError('RESET_LINK_INVALID', ACCOUNT_MESSAGES.resetInvalid);
      if (link.used) throw new AppError('RESET_LINK_USED', ACCOUNT_MESSAGES.resetUsed);
      if (!link.live) throw new AppError('RESET_LINK_EXPIRED', ACCOUNT_MESSAGES.resetExpired);
      await tx.em.query('UPDATE app_user SET password_hash = $2, password_changed_at = now() WHERE id = $1', [link.user_id, passwordHash]);
      await tx.em.query('UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [link.user_id]);
      return ACCOUNT_MESSAGES.resetDone;
    });
  },
};

/** This process's worker of queued reset requests (each is a lookup and, for an account, two inserts). */
export async function startPasswordResetWorkers(app: AppServices): Promise<void> {
  await app.jobs.work<PasswordResetJob>(RESET_JOB, (job: RunningJob<PasswordResetJob>) => passwordResets.send(systemContext(app), job.data));
}
