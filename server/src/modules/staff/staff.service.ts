import type { StaffRole } from '../../common/auth';
import { BatchLoader, loaderOf } from '../../common/batch-loader';
import { AppError, badInput, conflict, forbidden, notFound, unauthenticated } from '../../common/errors';
import type { PageArgs } from '../../common/pagination';
import { canonicalEmail } from '../../common/identity';
import { log } from '../../common/log';
import { hashPassword, needsRehash, verifyPassword } from '../../common/passwords';
import { rateLimit } from '../../common/rate-limit';
import { openSecret, sealSecret } from '../../common/secret-box';
import { rowsOf } from '../../common/sql';
import { isUuid } from '../../common/validation';
import { inTransaction, type RequestContext } from '../../context';
import { auditService, type AuditActor } from '../audit/audit.service';
import { settingsService } from '../settings/settings.service';
import { StaffMemberEntity } from './staff-member.entity';
import { staffSessions } from '../access/staff-sessions';
import type { CreateStaffInput, StaffLoginResult, StaffSettings, TotpEnrolment } from './staff.types';
import { STAFF_PASSWORD_MAX, staffPasswordProblem } from './staff.types';
import { acceptedStep, newTotpSecret, totpUri } from './totp';

export const INVALID_STAFF_CREDENTIALS = 'Invalid email or password.';
export const NOT_AN_EMAIL = 'Please enter a valid e-mail address.';
export const WRONG_TOTP_CODE = 'That authenticator code is not right. Please try the one your app shows now.';
export const STAFF_DEACTIVATED = 'This staff account has been deactivated. Ask an owner to restore it.';
export const TOO_MANY_STAFF_LOGINS_ACCOUNT = 'Too many failed sign-ins for this staff account. Please try again in 15 minutes.';
export const TOO_MANY_STAFF_LOGINS_ADDRESS = 'Too many failed staff sign-ins from your network. Please try again in 15 minutes.';
export const DUPLICATE_STAFF_EMAIL = 'A staff member with this e-mail already exists.';
export const LAST_OWNER = 'The shop needs at least one active owner: make someone else an owner first.';
export const TOTP_ALREADY_SET_UP = 'An authenticator is already set up for this account. An owner can reset it.';
export const NO_TOTP_ENROLMENT = 'Start setting up an authenticator first.';

/**
 * Staff sign-ins are throttled like shoppers' (failures counted before the password is checked, taken
 * back on success), with tighter limits: staff accounts open the whole shop.
 */
export const STAFF_LOGIN_POLICY = {
  windowSeconds: 15 * 60,
  failedLoginsPerAccount: 5,
  failedLoginsPerAddress: 20,
  slowAfter: 2,
  slowStepMs: 200,
  slowMaxMs: 2000,
} as const;

const P = STAFF_LOGIN_POLICY;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A staff member with the secret columns a sign-in needs. */
type StaffWithSecrets = StaffMemberEntity & { passwordHash: string; totpSecret: string | null; totpPendingSecret: string | null; totpLastStep: number | null };

/** What the audit trail shows of a staff member: never a secret. */
const visible = (m: StaffMemberEntity) => ({ email: m.email, name: m.name, role: m.role, active: m.active });

const asActor = (m: StaffMemberEntity): AuditActor => ({ staffId: m.id, email: m.email, role: m.role });

/**
 * Authenticator secrets are stored sealed (common/secret-box.ts), bound to their member's row: a copy
 * of the database alone gives nobody's codes away, and a sealed secret copied onto another row does not
 * open there. Secrets stored in clear before sealing are still read, and sealed by the reader.
 */
const totpContext = (staffId: string) => `staff_member.totp:${staffId}`;
const sealTotp = (ctx: RequestContext, staffId: string, secret: string) => sealSecret(ctx.app.totpKey, secret, totpContext(staffId));

/**
 * A stored authenticator secret in clear, or null when it cannot be opened (another TOTP_ENCRYPTION_KEY
 * than the one it was sealed with, or a damaged value): the sign-in then fails as a wrong code would,
 * and the log says why (never the value).
 */
function openTotp(ctx: RequestContext, staffId: string, stored: string, column: 'totp_secret' | 'totp_pending_secret'): { secret: string; legacy: boolean } | null {
  const opened = openSecret(ctx.app.totpKey, stored, totpContext(staffId));
  if (opened.kind === 'unreadable') {
    log.warn({ scope: 'staff', staffId, column }, 'a stored authenticator secret cannot be decrypted: is TOTP_ENCRYPTION_KEY the key it was sealed with?');
    return null;
  }
  return { secret: opened.secret, legacy: opened.kind === 'legacy' };
}

/** Why a staff sign-in failed, as the audit trail records it. */
export type StaffSignInFailure = 'unknown-account' | 'wrong-password' | 'wrong-totp' | 'deactivated' | 'locked-account' | 'locked-address';

/**
 * Records a failed staff sign-in in the audit trail: the member when the e-mail is theirs (else the
 * e-mail as typed, canonical), why, from which address; repeats of one e-mail and reason within a minute
 * are aggregated (auditService.recordRefusal). A failure to record is logged, never answered.
 */
async function recordFailedSignIn(ctx: RequestContext, identity: string, reason: StaffSignInFailure, member: StaffMemberEntity | null): Promise<void> {
  try {
    const actor: AuditActor = member ? asActor(member) : { staffId: null, email: identity, role: 'unknown' };
    await auditService.recordRefusal(
      ctx,
      `staff-login:${identity}:${reason}`,
      { action: 'staff.login.failed', entityType: 'staff', entityId: member?.id ?? null, after: { reason, email: identity } },
      actor,
    );
  } catch (err) {
    log.error({ scope: 'staff', err, reason }, 'a failed staff sign-in could not be recorded');
  }
}

async function findStaff(ctx: RequestContext, id: string, lock = false): Promise<StaffMemberEntity> {
  const found = isUuid(id) ? await ctx.em.findOne(StaffMemberEntity, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) }) : null;
  if (!found) throw notFound('No staff member has this id.');
  return found;
}

/**
 * Refuses a change that would leave the shop without an active owner. Every active owner row is locked
 * first, so two owners demoting each other at the same moment cannot both pass.
 */
async function keepAnOwner(ctx: RequestContext, changing: StaffMemberEntity): Promise<void> {
  const owners: { id: string }[] = await ctx.em.query(`SELECT id FROM staff_member WHERE role = 'owner' AND active ORDER BY id FOR UPDATE`);
  if (owners.every((o) => o.id === changing.id)) throw conflict(LAST_OWNER);
}

export const staffService = {
  /**
   * Signs a staff member in. Unknown e-mail and wrong password get the same answer after the same work;
   * failures are throttled per account and per address (429 past the limits, even with the right
   * password) and answered more slowly past `slowAfter`. When the shop requires an authenticator, or the
   * member has set one up, the right password alone answers `totpRequired` (with the authenticator to
   * set up, if none is yet) and no token; the password with a right, unused code answers a session.
   */
  async login(ctx: RequestContext, input: { email: string; password: string; totpCode?: string | null }): Promise<StaffLoginResult> {
    const email = canonicalEmail(input.email);
    // Like the shoppers' sign-in form: what is not an e-mail address is a typing slip, not a guess to count.
    if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) throw badInput(NOT_AN_EMAIL);
    if (input.password.length > STAFF_PASSWORD_MAX) throw unauthenticated(INVALID_STAFF_CREDENTIALS);
    // The canonical form keys the counter, the lookup and the audit trail alike, so password and
    // authenticator guesses under any spelling of the address (`İ`, full-width letters, letter case) spend one budget.
    const identity = email;
    const accountKey = `staff-login-fail:acct:${identity}`;
    let addressKey: string;
    try {
      addressKey = await rateLimit.consumePerAddress(ctx, 'staff-login-fail', P.failedLoginsPerAddress, P.windowSeconds, TOO_MANY_STAFF_LOGINS_ADDRESS);
    } catch (err) {
      if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') await recordFailedSignIn(ctx, identity, 'locked-address', null);
      throw err;
    }
    const failures = await rateLimit.hit(ctx, accountKey, P.windowSeconds);
    if (failures > P.failedLoginsPerAccount) {
      await recordFailedSignIn(ctx, identity, 'locked-account', null);
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STAFF_LOGINS_ACCOUNT);
    }
    let member: StaffMemberEntity | null = null;
    const refuse = async (message: string, reason: StaffSignInFailure): Promise<never> => {
      await recordFailedSignIn(ctx, identity, reason, member);
      const extra = failures - P.slowAfter;
      if (extra > 0) await sleep(Math.min(P.slowMaxMs, extra * P.slowStepMs));
      throw unauthenticated(message);
    };
    const succeeded = async () => {
      await rateLimit.release(ctx, accountKey, P.windowSeconds);
      await rateLimit.release(ctx, addressKey, P.windowSeconds);
    };

    const found = (await ctx.em
      .createQueryBuilder(StaffMemberEntity, 'm')
      .addSelect(['m.passwordHash', 'm.totpSecret', 'm.totpPendingSecret', 'm.totpLastStep'])
      .where('m.email_canonical = :email', { email })
      .getOne()) as StaffWithSecrets | null;
    member = found;
    const ok = await verifyPassword(found?.passwordHash, input.password);
    if (!found || !ok) return refuse(INVALID_STAFF_CREDENTIALS, found ? 'wrong-password' : 'unknown-account');
    if (!found.active) {
      await succeeded();
      await recordFailedSignIn(ctx, identity, 'deactivated', found);
      throw forbidden(STAFF_DEACTIVATED);
    }

    const code = input.totpCode?.trim() || null;
    let enrolledNow = false;
    if (found.totpSecret) {
      if (!code) {
        await succeeded();
        return { token: null, expiresAt: null, staff: null, totpRequired: true, totpEnrolment: null };
      }
      const opened = openTotp(ctx, found.id, found.totpSecret, 'totp_secret');
      if (!opened) return refuse(WRONG_TOTP_CODE, 'wrong-totp');
      const step = await acceptedStep(opened.secret, code, found.totpLastStep);
      // The conditional update makes "each code once" hold for two sign-ins racing with the same code.
      const used =
        step !== null &&
        (await rowsOf(ctx, `UPDATE staff_member SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`, [found.id, step]))
          .length > 0;
      if (!used) return refuse(WRONG_TOTP_CODE, 'wrong-totp');
      // Only while the row still holds what was read: an owner's reset in between stays a reset.
      if (opened.legacy) {
        await ctx.em.query(`UPDATE staff_member SET totp_secret = $2 WHERE id = $1 AND totp_secret = $3`, [found.id, sealTotp(ctx, found.id, opened.secret), found.totpSecret]);
      }
    } else if (await settingsService.get(ctx, 'staff.requireTotp')) {
      // One that cannot be opened is replaced: nobody can have confirmed it, and no code could match it.
      const opened = found.totpPendingSecret ? openTotp(ctx, found.id, found.totpPendingSecret, 'totp_pending_secret') : null;
      let pending = opened?.secret;
      if (!pending) {
        pending = newTotpSecret();
        await ctx.em.query(`UPDATE staff_member SET totp_pending_secret = $2 WHERE id = $1`, [found.id, sealTotp(ctx, found.id, pending)]);
      } else if (opened?.legacy) {
        await ctx.em.query(`UPDATE staff_member SET totp_pending_secret = $2 WHERE id = $1 AND totp_pending_secret = $3`, [found.id, sealTotp(ctx, found.id, pending), found.totpPendingSecret]);
      }
      if (!code) {
        await succeeded();
        return { token: null, expiresAt: null, staff: null, totpRequired: true, totpEnrolment: { secret: pending, otpauthUri: totpUri(found.email, pending) } };
      }
      const step = await acceptedStep(pending, code, null);
      if (step === null) return refuse(WRONG_TOTP_CODE, 'wrong-totp');
      // Sealed afresh from what was checked, whether the pending value was sealed or still in clear.
      await ctx.em.query(
        `UPDATE staff_member SET totp_secret = $3, totp_pending_secret = NULL, totp_enrolled_at = now(), totp_last_step = $2 WHERE id = $1`,
        [found.id, step, sealTotp(ctx, found.id, pending)],
      );
      enrolledNow = true;
    }

    await succeeded();
    if (needsRehash(found.passwordHash)) {
      await ctx.em.query(`UPDATE staff_member SET password_hash = $2 WHERE id = $1`, [found.id, await hashPassword(input.password)]);
    }
    return inTransaction(ctx, async (tx) => {
      const session = await staffSessions.open(tx, found.id);
      await tx.em.query(`UPDATE staff_member SET last_login_at = now() WHERE id = $1`, [found.id]);
      if (enrolledNow) await auditService.record(tx, { action: 'staff.totp.enrol', entityType: 'staff', entityId: found.id }, asActor(found));
      await auditService.record(tx, { action: 'staff.login', entityType: 'staff_session', entityId: session.sessionId }, asActor(found));
      const staff = await tx.em.findOneByOrFail(StaffMemberEntity, { id: found.id });
      return { token: session.token, expiresAt: session.expiresAt, staff, totpRequired: false, totpEnrolment: null };
    });
  },

  /** Ends the caller's session at once: its token is refused from the next request on. */
  async logout(ctx: RequestContext): Promise<boolean> {
    const me = ctx.staff!;
    await inTransaction(ctx, async (tx) => {
      await staffSessions.revoke(tx, me.sessionId);
      await auditService.record(tx, { action: 'staff.logout', entityType: 'staff_session', entityId: me.sessionId });
    });
    return true;
  },

  /** The signed-in staff member. */
  current(ctx: RequestContext): Promise<StaffMemberEntity> {
    return findStaff(ctx, ctx.staff!.id);
  },

  /** Staff accounts, owners first, then by name; deactivated ones only when asked for. */
  list(ctx: RequestContext, includeInactive: boolean, page: PageArgs): Promise<StaffMemberEntity[]> {
    const q = ctx.em.createQueryBuilder(StaffMemberEntity, 'm');
    if (!includeInactive) q.where('m.active');
    return q
      .orderBy(`CASE m.role WHEN 'owner' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`)
      .addOrderBy('lower(m.name)')
      .addOrderBy('m.id')
      .offset(page.offset ?? 0)
      .limit(page.limit ?? 100)
      .getMany();
  },

  /**
   * Adds a staff member who signs in with this e-mail and password. One account per e-mail in its
   * canonical form (common/identity.ts) (the database's unique index decides between simultaneous additions: CONFLICT).
   * `actor` is who is recorded as adding them (the command line, before any owner exists).
   */
  async create(ctx: RequestContext, input: CreateStaffInput, actor?: AuditActor): Promise<StaffMemberEntity> {
    const problem = staffPasswordProblem(input.password);
    if (problem) throw badInput(problem);
    const passwordHash = await hashPassword(input.password);
    return inTransaction(ctx, async (tx) => {
      // ON CONFLICT DO NOTHING, not a caught violation: a failed INSERT would be logged with the hash in it.
      const rows: { id: string }[] = await tx.em.query(
        `INSERT INTO staff_member (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
        [input.email.trim(), input.name.trim(), input.role, passwordHash],
      );
      if (!rows[0]) throw conflict(DUPLICATE_STAFF_EMAIL);
      const created = await findStaff(tx, rows[0].id);
      await auditService.record(tx, { action: 'staff.create', entityType: 'staff', entityId: created.id, before: null, after: visible(created) }, actor);
      return created;
    });
  },

  /** Changes a member's role; it takes effect on their next request. The last active owner keeps theirs. */
  async updateRole(ctx: RequestContext, id: string, role: StaffRole): Promise<StaffMemberEntity> {
    return inTransaction(ctx, async (tx) => {
      const member = await findStaff(tx, id, true);
      if (member.role === role) return member;
      if (member.role === 'owner' && member.active) await keepAnOwner(tx, member);
      await tx.em.update(StaffMemberEntity, { id }, { role });
      await auditService.record(tx, { action: 'staff.role', entityType: 'staff', entityId: id, before: { role: member.role }, after: { role } });
      return findStaff(tx, id);
    });
  },

  /**
   * Deactivates a member: they cannot sign in, and every session of theirs ends at once (the next
   * request with any of their tokens is UNAUTHENTICATED). The last active owner cannot be deactivated.
   */
  async deactivate(ctx: RequestContext, id: string, actor?: AuditActor): Promise<StaffMemberEntity> {
    return inTransaction(ctx, async (tx) => {
      const member = await findStaff(tx, id, true);
      if (!member.active) return member;
      if (member.role === 'owner') await keepAnOwner(tx, member);
      await tx.em.update(StaffMemberEntity, { id }, { active: false });
      const sessionsEnded = await staffSessions.revokeAll(tx, id);
      await auditService.record(tx, { action: 'staff.deactivate', entityType: 'staff', entityId: id, before: { active: true }, after: { active: false, sessionsEnded } }, actor);
      return findStaff(tx, id);
    });
  },

  /** Lets a deactivated member sign in again (with their old password). */
  async reactivate(ctx: RequestContext, id: string): Promise<StaffMemberEntity> {
    return inTransaction(ctx, async (tx) => {
      const member = await findStaff(tx, id, true);
      if (member.active) return member;
      await tx.em.update(StaffMemberEntity, { id }, { active: true });
      await auditService.record(tx, { action: 'staff.reactivate', entityType: 'staff', entityId: id, before: { active: false }, after: { active: true } });
      return findStaff(tx, id);
    });
  },

  /** Forgets a member's authenticator (a lost phone): they set up a new one at their next sign-in. */
  async resetTotp(ctx: RequestContext, id: string, actor?: AuditActor): Promise<StaffMemberEntity> {
    return inTransaction(ctx, async (tx) => {
      const member = await findStaff(tx, id, true);
      await tx.em.query(
        `UPDATE staff_member SET totp_secret = NULL, totp_pending_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL WHERE id = $1`,
        [id],
      );
      await auditService.record(tx, { action: 'staff.totp.reset', entityType: 'staff', entityId: id, before: { totpEnrolled: member.totpEnrolled }, after: { totpEnrolled: false } }, actor);
      return findStaff(tx, id);
    });
  },

  /** Starts setting up an authenticator for the caller: the secret to scan, confirmed by confirmTotp. */
  async enrolTotp(ctx: RequestContext): Promise<TotpEnrolment> {
    const me = await findStaff(ctx, ctx.staff!.id);
    if (me.totpEnrolled) throw conflict(TOTP_ALREADY_SET_UP);
    const secret = newTotpSecret();
    await ctx.em.query(`UPDATE staff_member SET totp_pending_secret = $2 WHERE id = $1`, [me.id, sealTotp(ctx, me.id, secret)]);
    return { secret, otpauthUri: totpUri(me.email, secret) };
  },

  /** Finishes setting up the caller's authenticator with a code it shows; from then on sign-ins ask for one. */
  async confirmTotp(ctx: RequestContext, code: string): Promise<StaffMemberEntity> {
    return inTransaction(ctx, async (tx) => {
      const rows: { totp_pending_secret: string | null; totp_enrolled_at: Date | null }[] = await tx.em.query(
        `SELECT totp_pending_secret, totp_enrolled_at FROM staff_member WHERE id = $1 FOR UPDATE`,
        [tx.staff!.id],
      );
      if (rows[0]?.totp_enrolled_at) throw conflict(TOTP_ALREADY_SET_UP);
      const stored = rows[0]?.totp_pending_secret;
      if (!stored) throw badInput(NO_TOTP_ENROLMENT);
      const pending = openTotp(tx, tx.staff!.id, stored, 'totp_pending_secret');
      if (!pending) throw badInput(WRONG_TOTP_CODE);
      const step = await acceptedStep(pending.secret, code.trim(), null);
      if (step === null) throw badInput(WRONG_TOTP_CODE);
      await tx.em.query(
        `UPDATE staff_member SET totp_secret = $3, totp_pending_secret = NULL, totp_enrolled_at = now(), totp_last_step = $2 WHERE id = $1`,
        [tx.staff!.id, step, sealTotp(tx, tx.staff!.id, pending.secret)],
      );
      await auditService.record(tx, { action: 'staff.totp.enrol', entityType: 'staff', entityId: tx.staff!.id, before: { totpEnrolled: false }, after: { totpEnrolled: true } });
      return findStaff(tx, tx.staff!.id);
    });
  },

  /** The back office's shop-wide settings. */
  async settings(ctx: RequestContext): Promise<StaffSettings> {
    return { requireTotp: await settingsService.get(ctx, 'staff.requireTotp') };
  },

  /**
   * Requires (or stops requiring) an authenticator code from every staff account at sign-in. Sessions
   * already open stay open until they end; each member enrols at their next sign-in.
   */
  async setRequireTotp(ctx: RequestContext, required: boolean): Promise<StaffSettings> {
    return inTransaction(ctx, async (tx) => {
      const before = await settingsService.set(tx, 'staff.requireTotp', required);
      if (before !== required) {
        await auditService.record(tx, { action: 'settings.update', entityType: 'setting', entityId: 'staff.requireTotp', before: { value: before }, after: { value: required } });
      }
      return { requireTotp: required };
    });
  },

  /**
   * One staff member by id for a GraphQL field (who handled a message, who moved an order, who hid a
   * review), batched with the other lookups of the same request; deactivated members too, since what
   * they did stays theirs. Null for an unknown id.
   */
  loadById(ctx: RequestContext, id: string): Promise<StaffMemberEntity | null> {
    const loader = loaderOf(ctx, 'staff-by-id', () =>
      new BatchLoader<string, StaffMemberEntity | null>(async (ids) => {
        const valid = ids.filter(isUuid);
        const found = valid.length ? await ctx.em.createQueryBuilder(StaffMemberEntity, 'm').where('m.id IN (:...ids)', { ids: valid }).getMany() : [];
        return new Map(found.map((m) => [m.id, m]));
      }, null),
    );
    return loader.load(id);
  },

  /** A staff member by e-mail, in its canonical form (the command line names people by e-mail). */
  async findByEmail(ctx: RequestContext, email: string): Promise<StaffMemberEntity | null> {
    return ctx.em.createQueryBuilder(StaffMemberEntity, 'm').where('m.email_canonical = :email', { email: canonicalEmail(email) }).getOne();
  },
};

