import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { STAFF_ROLE_WORDS } from '../common/auth';
import type { RequestContext } from '../context';
import { AdminOperation } from '../modules/access/admin-guard';
import { staffLinks } from '../modules/staff/staff-links';
import { StaffMemberEntity } from '../modules/staff/staff-member.entity';
import { InviteStaffInput, StaffInvite } from '../modules/staff/staff.types';
import { inviteStaff, requestStaffPasswordReset } from './staff-links';

/** Invitations, password changes and resets for staff (flows/staff-links.ts, modules/staff/staff-links.ts). */
@Resolver(() => StaffMemberEntity)
export class StaffLinksResolver {
  @AdminOperation('staff.manage')
  @Mutation(() => StaffInvite, { description: 'Owners: invites a new staff member by e-mail with a single-use link (7 days); they choose their own name and password.' })
  inviteStaff(@Ctx() ctx: RequestContext, @Arg('input', () => InviteStaffInput) input: InviteStaffInput): Promise<StaffInvite> {
    return inviteStaff(ctx, input.email, input.role);
  }

  @Query(() => StaffInvite, { description: 'The invitation behind a link (for the page where it is accepted). STAFF_LINK_INVALID, _USED or _EXPIRED otherwise.' })
  async staffInvite(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string): Promise<StaffInvite> {
    const info = await staffLinks.inviteInfo(ctx, token);
    return { ...info, roleLabel: STAFF_ROLE_WORDS[info.role].label };
  }

  @Mutation(() => String, { description: 'Accepts a staff invitation with the name and password the invitee chose (12 to 128 characters); answers the e-mail to sign in with. The link then stops working.' })
  async acceptStaffInvite(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String) token: string,
    @Arg('name', () => String) name: string,
    @Arg('password', () => String) password: string,
  ): Promise<string> {
    return (await staffLinks.acceptInvite(ctx, token, name, password)).email;
  }

  @AdminOperation('session.self')
  @Mutation(() => Boolean, { description: 'The signed-in staff member changes their own password (the current one is asked for). Their other sessions end.' })
  changeStaffPassword(
    @Ctx() ctx: RequestContext,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
  ): Promise<boolean> {
    return staffLinks.changePassword(ctx, currentPassword, newPassword);
  }

  @Mutation(() => String, { description: 'Staff “Forgot password?”: mails a single-use reset link (30 minutes) when a staff member has this e-mail. The same answer either way. Throttled per address.' })
  requestStaffPasswordReset(@Ctx() ctx: RequestContext, @Arg('email', () => String) email: string): Promise<string> {
    return requestStaffPasswordReset(ctx, email);
  }

  @Mutation(() => String, { description: 'Sets a new staff password with a reset link; every session of the member ends. Answers the e-mail to sign in with.' })
  resetStaffPassword(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string, @Arg('newPassword', () => String) newPassword: string): Promise<string> {
    return staffLinks.resetPassword(ctx, token, newPassword);
  }
}
