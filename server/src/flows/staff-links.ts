import { STAFF_ROLE_WORDS, type StaffRole } from '../common/auth';
import { inTransaction, type RequestContext } from '../context';
import { staffInviteMail, staffPasswordResetMail } from '../modules/mail/account-mails';
import { mailService } from '../modules/mail/mail.service';
import { STAFF_LINK_MESSAGES, STAFF_LINK_POLICY, staffLinks } from '../modules/staff/staff-links';
import type { StaffInvite } from '../modules/staff/staff.types';

/**
 * Staff links and their mails (the staff module stores the links; the mail module, above it, queues
 * the mails). Each journey is one transaction: the link and its mail are stored together or not at
 * all; the mail job sends it after the commit (retried, never twice). The mails are marked sensitive:
 * the back office's outbox never shows their links to other staff.
 */

/** The back office page where an invitation is accepted. */
export const inviteUrl = (ctx: RequestContext, token: string) => `${ctx.app.config.publicUrl}/admin/invite?token=${token}`;
/** The back office page where a forgotten staff password is replaced. */
export const staffResetUrl = (ctx: RequestContext, token: string) => `${ctx.app.config.publicUrl}/admin/reset-password?token=${token}`;

/** An owner invites `email` as `role`: the link is stored (hashed) and mailed to the invitee only. */
export async function inviteStaff(ctx: RequestContext, email: string, role: StaffRole): Promise<StaffInvite> {
  return inTransaction(ctx, async (tx) => {
    const link = await staffLinks.createInvite(tx, email, role);
    const invitedBy = tx.staff?.name ?? 'An owner';
    await mailService.enqueue(tx, {
      key: `staff-invite:${link.id}`,
      kind: 'staff.invite',
      to: email.trim(),
      content: staffInviteMail(invitedBy, STAFF_ROLE_WORDS[role].label, inviteUrl(tx, link.token), STAFF_LINK_POLICY.inviteDays),
      sensitive: true,
    });
    return { id: link.id, email: email.trim(), role, roleLabel: STAFF_ROLE_WORDS[role].label, expiresAt: link.expiresAt };
  });
}

/** "Forgot password?" on the staff sign-in page: the same answer whether or not a member has the e-mail. */
export async function requestStaffPasswordReset(ctx: RequestContext, email: string): Promise<string> {
  await inTransaction(ctx, async (tx) => {
    const link = await staffLinks.createReset(tx, email);
    if (!link) return;
    await mailService.enqueue(tx, {
      key: `staff-password-reset:${link.id}`,
      kind: 'staff.password_reset',
      to: link.member.email,
      content: staffPasswordResetMail(link.member.name, staffResetUrl(tx, link.token), STAFF_LINK_POLICY.resetMinutes),
      sensitive: true,
    });
  });
  return STAFF_LINK_MESSAGES.resetRequested;
}
