import type { RequestContext } from '../../context';
import { AppError, conflict, SESSION_EXPIRED_MESSAGE, unauthenticated } from '../../common/errors';
import { canonicalEmail } from '../../common/identity';
import { rateLimit } from '../../common/rate-limit';
import { userGone } from '../../common/shopper';
import { isUuid } from '../../common/validation';
import { normaliseMobile, normalisePincode } from './account-rules';
import type { LoginInput, RegisterInput } from './accounts.types';
import { hashPassword, needsRehash, verifyPassword } from '../../common/passwords';
import { UserEntity } from './user.entity';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const DUPLICATE_EMAIL = 'An account with this email already exists. Please log in.';
export const TOO_MANY_LOGINS_ACCOUNT = 'Too many failed login attempts for this account. Please try again in 15 minutes.';
export const TOO_MANY_LOGINS_ADDRESS = 'Too many failed login attempts from your network. Please try again in 15 minutes.';
export const TOO_MANY_SIGNUPS = 'Too many sign-ups from your network. Please try again later.';

/**
 * The abuse limits. Login attempts are counted before the password is checked and taken back when
 * it was right, so the counters hold failures and a burst of parallel guesses cannot all slip past
 * the check. Fixed 15-minute windows, kept in PostgreSQL (shared by every backend).
 */
export const ACCOUNT_LIMITS_POLICY = {
  loginWindowSeconds: 15 * 60,
  failedLoginsPerAccount: 10,
  failedLoginsPerAddress: 30,
  /** Failures before answers start to slow down, and the added delay per further failure. */
  slowAfter: 3,
  slowStepMs: 100,
  slowMaxMs: 1000,
  signupWindowSeconds: 60 * 60,
  signupsPerAddress: 10,
} as const;

const P = ACCOUNT_LIMITS_POLICY;

/** What a login answers: the token and the account (never the hash). */
export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: UserEntity;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const accountsService = {
  /**
   * Creates an account from a validated sign-up. The email is unique in its canonical form
   * (common/identity.ts: letter case, full-width letters, white space): the database's unique index decides, so two simultaneous sign-ups with one email create one account
   * and the other gets DUPLICATE_EMAIL (409). The password is stored only as an argon2id hash.
   * Each address may sign up `signupsPerAddress` times an hour (429 after).
   */
  async register(ctx: RequestContext, input: RegisterInput): Promise<UserEntity> {
    await rateLimit.consumePerAddress(ctx, 'signup', P.signupsPerAddress, P.signupWindowSeconds, TOO_MANY_SIGNUPS);
    const values = {
      username: input.username.trim(),
      email: input.email.trim(),
      mobile: normaliseMobile(input.mobile)!,
      city: input.city.trim(),
      pincode: normalisePincode(input.pincode)!,
      passwordHash: await hashPassword(input.password),
    };
    // ON CONFLICT DO NOTHING instead of catching the unique violation: a failed INSERT would be logged
    // with its parameters, the password hash among them.
    const inserted = await ctx.em.createQueryBuilder().insert().into(UserEntity).values(values).orIgnore().returning('id').execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    if (!id) throw conflict(DUPLICATE_EMAIL);
    return ctx.em.findOneByOrFail(UserEntity, { id });
  },

  /**
   * Checks an email and password and issues a token. An unknown email and a wrong password get the
   * same answer (401 INVALID_CREDENTIALS) after the same work. Before any password is checked, an
   * account with `failedLoginsPerAccount` failures, or an address with `failedLoginsPerAddress`, in
   * the window is refused with 429, even when the password would be right; failures past `slowAfter`
   * are answered more slowly.
   */
  async login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
    // One canonical form for the counter and the lookup: every spelling of an address shares one budget.
    const email = canonicalEmail(input.email);
    const accountKey = `login-fail:acct:${email}`;
    const addressKeyName = await rateLimit.consumePerAddress(ctx, 'login-fail', P.failedLoginsPerAddress, P.loginWindowSeconds, TOO_MANY_LOGINS_ADDRESS);
    const accountFailures = await rateLimit.hit(ctx, accountKey, P.loginWindowSeconds);
    if (accountFailures > P.failedLoginsPerAccount) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_LOGINS_ACCOUNT);

    const found = await ctx.em
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email_canonical = :email', { email })
      .getOne();
    const ok = await verifyPassword(found?.passwordHash, input.password);

    if (!found || !ok) {
      const extra = accountFailures - P.slowAfter;
      if (extra > 0) await sleep(Math.min(P.slowMaxMs, extra * P.slowStepMs));
      throw unauthenticated(INVALID_CREDENTIALS);
    }

    await rateLimit.release(ctx, accountKey, P.loginWindowSeconds);
    await rateLimit.release(ctx, addressKeyName, P.loginWindowSeconds);
    if (needsRehash(found.passwordHash)) {
      await ctx.em.update(UserEntity, { id: found.id }, { passwordHash: await hashPassword(input.password) });
    }
    const { passwordHash: _secret, ...user } = found;
    const token = ctx.app.tokens.sign({ id: user.id, username: user.username, email: user.email });
    return { token, expiresAt: ctx.app.tokens.expiryOf(token), user: Object.assign(new UserEntity(), user) };
  },

  /** The logged-in shopper's account. A valid token for an account that no longer exists is an expired session. */
  async me(ctx: RequestContext): Promise<UserEntity> {
    if (!ctx.user) throw unauthenticated(ctx.token.kind === 'invalid' ? SESSION_EXPIRED_MESSAGE : undefined);
    const user = isUuid(ctx.user.id) ? await ctx.em.findOneBy(UserEntity, { id: ctx.user.id }) : null;
    if (!user) throw userGone();
    return user;
  },
};
