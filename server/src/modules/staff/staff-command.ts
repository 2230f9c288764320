import { STAFF_ROLES, type StaffRole } from '../../common/auth';
import { AppError } from '../../common/errors';
import type { RequestContext } from '../../context';
import { COMMAND_LINE_ACTOR } from '../audit/audit.service';
import type { StaffMemberEntity } from './staff-member.entity';
import { staffService } from './staff.service';
import { staffPasswordProblem } from './staff.types';

export type StaffCommand =
  | { command: 'add'; email: string; role: StaffRole; name?: string; password: string }
  | { command: 'list' }
  | { command: 'deactivate'; email: string }
  | { command: 'reset-totp'; email: string };

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

const line = (m: StaffMemberEntity) =>
  `${m.email}\t${m.role}\t${m.active ? 'active' : 'deactivated'}\t${m.totpEnrolled ? 'authenticator' : 'no authenticator'}\t${m.name}`;

/**
 * What `npm run staff` does, apart from reading its arguments: the operator's way in before any owner
 * exists (the first owner) and out of a lock-out (an owner's lost authenticator). Each change is in the
 * audit trail as done from the command line. Refusals are the operator's answer (exit code 1), never a
 * crash; nothing secret is ever printed.
 */
export async function runStaffCommand(ctx: RequestContext, cmd: StaffCommand): Promise<{ exitCode: number; out: string[]; err: string[] }> {
  try {
    if (cmd.command === 'list') {
      const staff = await staffService.list(ctx, true, { limit: 200 });
      return { exitCode: 0, out: staff.length ? staff.map(line) : ['no staff yet'], err: [] };
    }
    if (cmd.command === 'add') {
      const problem = staffPasswordProblem(cmd.password);
      if (problem) return { exitCode: 1, out: [], err: [problem] };
      const name = cmd.name?.trim() || cmd.email.trim().split('@')[0];
      const created = await staffService.create(ctx, { email: cmd.email, name, role: cmd.role, password: cmd.password }, COMMAND_LINE_ACTOR);
      return { exitCode: 0, out: [`added ${created.role} ${created.email} (id ${created.id})`], err: [] };
    }
    const member = await staffService.findByEmail(ctx, cmd.email);
    if (!member) return { exitCode: 1, out: [], err: [`No staff member has the e-mail ${cmd.email}.`] };
    if (cmd.command === 'deactivate') {
      await staffService.deactivate(ctx, member.id, COMMAND_LINE_ACTOR);
      return { exitCode: 0, out: [`deactivated ${member.email}; their sessions have ended`], err: [] };
    }
    await staffService.resetTotp(ctx, member.id, COMMAND_LINE_ACTOR);
    return { exitCode: 0, out: [`reset the authenticator of ${member.email}; they set up a new one at their next sign-in`], err: [] };
  } catch (e) {
    if (e instanceof AppError) return { exitCode: 1, out: [], err: [`${e.message} (${e.code})`] };
    throw e;
  }
}
