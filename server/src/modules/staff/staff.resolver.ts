import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { STAFF_ROLE_WORDS, STAFF_ROLES, type StaffRole } from '../../common/auth';
import { pageArgs, type PageArgs } from '../../common/pagination';
import type { RequestContext } from '../../context';
import { AdminOperation } from '../access/admin-guard';
import { ADMIN_OPERATIONS, mayPerform } from '../access/permissions';
import { StaffMemberEntity, StaffRoleValues } from './staff-member.entity';
import { staffService } from './staff.service';
import { StaffLoginResult, StaffRoleInfo, StaffSettings, TotpEnrolment } from './staff.types';

const StaffPageArgs = pageArgs(200, 100);

/** The operations the permission table lets `role` perform, in the table's order. */
const operationsOf = (role: StaffRole) => ADMIN_OPERATIONS.filter((op) => mayPerform(role, op));

/** Staff sign-in and the staff's own session; staff accounts and back-office settings for owners. */
@Resolver(() => StaffMemberEntity)
export class StaffResolver {
  @Mutation(() => StaffLoginResult, {
    description:
      'Staff sign-in (not for shoppers). Answers a token, or `totpRequired` when an authenticator code must be sent too (with `totpEnrolment` when one must be set up first). Throttled.',
  })
  staffLogin(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Arg('totpCode', () => String, { nullable: true }) totpCode: string | null,
  ): Promise<StaffLoginResult> {
    return staffService.login(ctx, { email, password, totpCode });
  }

  @AdminOperation('session.self')
  @Mutation(() => Boolean, { description: 'Ends this staff session at once.' })
  staffLogout(@Ctx() ctx: RequestContext): Promise<boolean> {
    return staffService.logout(ctx);
  }

  @AdminOperation('session.self')
  @Query(() => StaffMemberEntity, { description: 'The signed-in staff member.' })
  currentStaff(@Ctx() ctx: RequestContext): Promise<StaffMemberEntity> {
    return staffService.current(ctx);
  }

  @FieldResolver(() => String, { description: 'The role in words, e.g. Manager.' })
  roleLabel(@Root() member: StaffMemberEntity): string {
    return STAFF_ROLE_WORDS[member.role].label;
  }

  @FieldResolver(() => [String], { description: 'The admin operations their role may perform, by the permission table (e.g. `orders.ship`).' })
  operations(@Root() member: StaffMemberEntity): string[] {
    return operationsOf(member.role);
  }

  @AdminOperation('session.self')
  @Query(() => [StaffRoleInfo], { description: 'Staff: the roles, most powerful first, each with its words and the operations the permission table lets it perform.' })
  staffRoles(): StaffRoleInfo[] {
    return STAFF_ROLES.map((role) => ({ role, ...STAFF_ROLE_WORDS[role], operations: operationsOf(role) }));
  }

  @AdminOperation('session.self')
  @Mutation(() => TotpEnrolment, { description: 'Starts setting up an authenticator app for the signed-in staff member; finish with confirmTotp.' })
  enrolTotp(@Ctx() ctx: RequestContext): Promise<TotpEnrolment> {
    return staffService.enrolTotp(ctx);
  }

  @AdminOperation('session.self')
  @Mutation(() => StaffMemberEntity, { description: 'Finishes setting up the authenticator with a code it shows.' })
  confirmTotp(@Ctx() ctx: RequestContext, @Arg('code', () => String) code: string): Promise<StaffMemberEntity> {
    return staffService.confirmTotp(ctx, code);
  }

  @AdminOperation('staff.manage')
  @Query(() => [StaffMemberEntity], { description: 'Owners: the staff, owners first then by name.' })
  staffMembers(
    @Ctx() ctx: RequestContext,
    @Arg('includeInactive', () => Boolean, { nullable: true }) includeInactive: boolean | null,
    @Args(() => StaffPageArgs) page: PageArgs,
  ): Promise<StaffMemberEntity[]> {
    return staffService.list(ctx, includeInactive ?? false, page);
  }

  @AdminOperation('staff.manage')
  @Mutation(() => StaffMemberEntity, { description: 'Owners: changes a role (from their next request). The last active owner stays an owner.' })
  updateStaffRole(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('role', () => StaffRoleValues) role: StaffRole,
  ): Promise<StaffMemberEntity> {
    return staffService.updateRole(ctx, id, role);
  }

  @AdminOperation('staff.manage')
  @Mutation(() => StaffMemberEntity, { description: 'Owners: deactivates a staff member; every session of theirs ends at once.' })
  deactivateStaff(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<StaffMemberEntity> {
    return staffService.deactivate(ctx, id);
  }

  @AdminOperation('staff.manage')
  @Mutation(() => StaffMemberEntity, { description: 'Owners: lets a deactivated staff member sign in again.' })
  reactivateStaff(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<StaffMemberEntity> {
    return staffService.reactivate(ctx, id);
  }

  @AdminOperation('staff.manage')
  @Mutation(() => StaffMemberEntity, { description: 'Owners: forgets a staff member’s authenticator (a lost phone); they set up a new one at their next sign-in.' })
  resetStaffTotp(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<StaffMemberEntity> {
    return staffService.resetTotp(ctx, id);
  }

  @AdminOperation('settings.manage')
  @Query(() => StaffSettings, { description: 'Owners: the back office’s shop-wide settings.' })
  staffSettings(@Ctx() ctx: RequestContext): Promise<StaffSettings> {
    return staffService.settings(ctx);
  }

  @AdminOperation('settings.manage')
  @Mutation(() => StaffSettings, { description: 'Owners: requires (or stops requiring) an authenticator code from every staff account at sign-in.' })
  setRequireTotp(@Ctx() ctx: RequestContext, @Arg('required', () => Boolean) required: boolean): Promise<StaffSettings> {
    return staffService.setRequireTotp(ctx, required);
  }
}
