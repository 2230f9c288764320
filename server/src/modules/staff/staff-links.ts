import { canonicalEmail } from '../../common/identity';
import crypto from 'node:crypto';
import type { StaffRole } from '../../common/auth';
import { AppError, badInput, conflict } from '../../common/errors';
import { hashPassword, verifyPassword } from '../../common/passwords';
import { rateLimit } from '../../common/rate-limit';
import { inTransaction, type RequestContext } from '../../context';
import { staffSessions } from '../access/staff-sessions';
import { auditService } from '../audit/audit.service';
import { StaffMemberEntity } from './staff-member.entity';
import { STAFF_LOGIN_POLICY } from './staff.service';
import { staffPasswordProblem } from './staff.types';

/**
 * Staff links: invitations and password resets. A link works once and for a while (an invitation
 * 7 days, a reset 30 minutes); only a SHA-256 hash of its 32-byte token is stored, so a copy of the
 * database opens nothing. A newer link of the same kind for the same e-mail makes older ones void.
 * The mails that carry them are queued by the journeys in flows/staff-links.ts (mail sits above staff).
 */
export const STAFF_LINK_POLICY = {
  inviteDays: 7,
  resetMinutes: 30,
  windowSeconds: 60 * 60,
  /** Reset requests per network address an hour (429 past it). */
  resetRequestsPerAddress: 20,
  /** Reset mails per member an hour; further requests get the same answer and send nothing. */
  resetMailsPerMember: 3,
} as const;

const L = STAFF_LINK_POLICY;

export const STAFF_LINK_MESSAGES = {
  invalid: 'This link is not valid. Please check you opened the whole link from the e-mail.',
  used: 'This link has been used already (or a newer one replaced it).',
  inviteExpired: `This invitation has expired (invitations work for ${L.inviteDays} days). Ask an owner to invite you again.`,
  resetExpired: `This password reset link has expired (links work for ${L.resetMinutes} minutes). Please ask for a new one.`,
  resetRequested: `If a staff account uses this e-mail, we have sent it a link to choose a new password. The link works for ${L.resetMinutes} minutes.`,
  tooManyResets: 'Too many password reset requests from your network. Please try again in an hour.',
  wrongCurrentPassword: 'That is not your current password.',
  samePassword: 'Choose a password other than your current one.',
  alreadyStaff: 'A staff member with this e-mail already exists.',
} as const;

const hashOf = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
/** Tokens are 32 random bytes in base64url: 43 characters. Anything else cannot be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => crypto.randomBytes(32).toString('base64url');

type LinkKind = 'invite' | 'reset';
interface LinkRow {
  id: string;
  email: string;
  role: StaffRole | null;
  staff_id: string | null;
  used: boolean;
  live: boolean;
  expires_at: Date;
}

/** The link behind `token`, of `kind`, locked when `lock`; refused when unknown, used or expired. */
async function liveLink(ctx: RequestContext, kind: LinkKind, token: string, lock: boolean): Promise<LinkRow> {
  if (!TOKEN_SHAPE.test(token)) throw new AppError('STAFF_LINK_INVALID', STAFF_LINK_MESSAGES.invalid);
  const [link] = await ctx.em.query<LinkRow[]>(
    `SELECT id, email, role, staff_id, used_at IS NOT NULL AS used, expires_at > now() AS live, expires_at
     FROM staff_link WHERE token_hash = $1 AND kind = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [hashOf(token), kind],
  );
  if (!link) throw new AppError('STAFF_LINK_INVALID', STAFF_LINK_MESSAGES.invalid);
  if (link.used) throw new AppError('STAFF_LINK_USED', STAFF_LINK_MESSAGES.used);
  if (!link.live) throw new AppError('STAFF_LINK_EXPIRED', kind === 'invite' ? STAFF_LINK_MESSAGES.inviteExpired : STAFF_LINK_MESSAGES.resetExpired);
  return link;
}

const memberByEmail = async (ctx: RequestContext, email: string) =>
  (await ctx.em.query<{ id: string; name: string; email: string; active: boolean }[]>(`SELECT id, name, email, active FROM staff_member WHERE email_canonical = $1`, [canonicalEmail(email)]))[0] ?? null;

export interface CreatedLink {
  id: string;
  token: string;
  expiresAt: Date;
}

export const staffLinks = {
  /**
   * Stores an invitation of `email` as `role` by the owner behind `ctx` (inside the caller's
   * transaction, with the mail that carries it): refused when a member already has the e-mail; an
   * earlier open invitation of the same e-mail becomes void. Audited.
   */
  async createInvite(tx: RequestContext, email: string, role: StaffRole): Promise<CreatedLink> {
    const address = email.trim();
    if (await memberByEmail(tx, address)) throw conflict(STAFF_LINK_MESSAGES.alreadyStaff);
    // A newer invitation replaces any earlier one to the same address, however it was spelt.
    await tx.em.query(
      `UPDATE staff_link SET used_at = now() WHERE kind = 'invite' AND lower(btrim(normalize(email, NFKC)) COLLATE "C") = $1 AND used_at IS NULL`,
      [canonicalEmail(address)],
    );
    const token = newToken();
    const [row] = await tx.em.query<{ id: string; expires_at: Date }[]>(
      `INSERT INTO staff_link (kind, token_hash, email, role, created_by, expires_at) VALUES ('invite', $1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING id, expires_at`,
      [hashOf(token), address, role, tx.staff?.id ?? null, L.inviteDays],
    );
    await auditService.record(tx, { action: 'staff.invite', entityType: 'staff_invite', entityId: row.id, before: null, after: { email: address, role, expiresAt: row.expires_at } });
    return { id: row.id, token, expiresAt: row.expires_at };
  },

  /** What an invitation offers (for the page where it is accepted): refused like acceptInvite would. */
  async inviteInfo(ctx: RequestContext, token: string): Promise<{ id: string; email: string; role: StaffRole; expiresAt: Date }> {
    const link = await liveLink(ctx, 'invite', token, false);
    return { id: link.id, email: link.email, role: link.role!, expiresAt: link.expires_at };
  },

  /**
   * Accepts an invitation: creates the member with the e-mail and role the owner chose and the name and
   * password the invitee chose, and spends the link. Audited as the new member's own act.
   */
  async acceptInvite(ctx: RequestContext, token: string, name: string, password: string): Promise<StaffMemberEntity> {
    const problem = staffPasswordProblem(password);
    if (problem) throw badInput(problem);
    const cleanName = name.trim();
    if (cleanName.length < 1 || cleanName.length > 100) throw badInput('A name has 1 to 100 characters.');
    await liveLink(ctx, 'invite', token, false);
    const passwordHash = await hashPassword(password);
    return inTransaction(ctx, async (tx) => {
      const link = await liveLink(tx, 'invite', token, true);
      const rows: { id: string }[] = await tx.em.query(
        `INSERT INTO staff_member (email, name, role, password_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
        [link.email, cleanName, link.role, passwordHash],
      );
      if (!rows[0]) throw conflict(STAFF_LINK_MESSAGES.alreadyStaff);
      await tx.em.query(`UPDATE staff_link SET used_at = now() WHERE id = $1`, [link.id]);
      const member = await tx.em.findOneByOrFail(StaffMemberEntity, { id: rows[0].id });
      await auditService.record(
        tx,
        { action: 'staff.invite.accept', entityType: 'staff', entityId: member.id, before: null, after: { email: member.email, name: member.name, role: member.role, active: true, inviteId: link.id } },
        { staffId: member.id, email: member.email, role: member.role },
      );
      return member;
    });
  },

  /**
   * "Forgot password?" for staff: for an active member with this e-mail, stores a reset link (in the
   * caller's transaction, with its mail) and answers it; otherwise null. Limited per address (429) and,
   * silently, per member. The caller answers the same words either way.
   */
  async createReset(tx: RequestContext, email: string): Promise<(CreatedLink & { member: { id: string; name: string; email: string } }) | null> {
    await rateLimit.consumePerAddress(tx, 'staff-password-reset', L.resetRequestsPerAddress, L.windowSeconds, STAFF_LINK_MESSAGES.tooManyResets);
    const address = email.trim();
    if (address.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(address)) throw badInput('Please enter a valid e-mail address.');
    const member = await memberByEmail(tx, address);
    if (!member || !member.active) return null;
    if ((await rateLimit.hit(tx, `staff-password-reset:member:${member.id}`, L.windowSeconds)) > L.resetMailsPerMember) return null;
    await tx.em.query(`UPDATE staff_link SET used_at = now() WHERE kind = 'reset' AND staff_id = $1 AND used_at IS NULL`, [member.id]);
    const token = newToken();
    const [row] = await tx.em.query<{ id: string; expires_at: Date }[]>(
      `INSERT INTO staff_link (kind, token_hash, email, staff_id, expires_at) VALUES ('reset', $1, $2, $3, now() + make_interval(mins => $4)) RETURNING id, expires_at`,
      [hashOf(token), member.email, member.id, L.resetMinutes],
    );
    return { id: row.id, token, expiresAt: row.expires_at, member };
  },

  /**
   * Sets a new password with a reset link: spends it (and any other open one of the member's), and ends
   * every session of theirs. Audited as the member's own act. A deactivated member's link is refused.
   */
  async resetPassword(ctx: RequestContext, token: string, newPassword: string): Promise<string> {
    const problem = staffPasswordProblem(newPassword);
    if (problem) throw badInput(problem);
    await liveLink(ctx, 'reset', token, false);
    const passwordHash = await hashPassword(newPassword);
    return inTransaction(ctx, async (tx) => {
      const link = await liveLink(tx, 'reset', token, true);
      const member = await tx.em.findOneBy(StaffMemberEntity, { id: link.staff_id! });
      if (!member || !member.active) throw new AppError('STAFF_LINK_INVALID', STAFF_LINK_MESSAGES.invalid);
      await tx.em.query(`UPDATE staff_member SET password_hash = $2 WHERE id = $1`, [member.id, passwordHash]);
      await tx.em.query(`UPDATE staff_link SET used_at = now() WHERE kind = 'reset' AND staff_id = $1 AND used_at IS NULL`, [member.id]);
      const sessionsEnded = await staffSessions.revokeAll(tx, member.id);
      await auditService.record(tx, { action: 'staff.password.reset', entityType: 'staff', entityId: member.id, after: { sessionsEnded } }, { staffId: member.id, email: member.email, role: member.role });
      return member.email;
    });
  },

  /**
   * The signed-in member changes their own password: the current one must be right (wrong ones count
   * against the account's sign-in throttle), the new one follows the staff rule. Every other session of
   * theirs ends; this one stays. Audited.
   */
  async changePassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<boolean> {
    const me = ctx.staff!;
    const problem = staffPasswordProblem(newPassword);
    if (problem) throw badInput(problem);
    const key = `staff-login-fail:acct:${me.email.toLowerCase()}`;
    if ((await rateLimit.count(ctx, key, STAFF_LOGIN_POLICY.windowSeconds)) >= STAFF_LOGIN_POLICY.failedLoginsPerAccount) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong passwords for this staff account. Please try again in 15 minutes.');
    }
    const [row] = await ctx.em.query<{ password_hash: string }[]>(`SELECT password_hash FROM staff_member WHERE id = $1`, [me.id]);
    if (!(await verifyPassword(row?.password_hash, currentPassword))) {
      await rateLimit.hit(ctx, key, STAFF_LOGIN_POLICY.windowSeconds);
      throw badInput(STAFF_LINK_MESSAGES.wrongCurrentPassword);
    }
    if (await verifyPassword(row.password_hash, newPassword)) throw badInput(STAFF_LINK_MESSAGES.samePassword);
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(ctx, async (tx) => {
      await tx.em.query(`UPDATE staff_member SET password_hash = $2 WHERE id = $1`, [me.id, passwordHash]);
      const otherSessionsEnded = await staffSessions.revokeOthers(tx, me.id, me.sessionId);
      await auditService.record(tx, { action: 'staff.password.change', entityType: 'staff', entityId: me.id, after: { otherSessionsEnded } });
    });
    return true;
  },
};
