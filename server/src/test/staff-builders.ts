import crypto from 'node:crypto';
import type { StaffRole } from '../common/auth';
import { systemContext } from '../context';
import { COMMAND_LINE_ACTOR } from '../modules/audit/audit.service';
import { staffSessions } from '../modules/access/staff-sessions';
import { staffService } from '../modules/staff/staff.service';
import type { StaffMember } from '../modules/staff/staff.types';
import type { RunningShop } from '../shop';

let counter = 0;

/**
 * A staff member of `role` with a live session, for tests of admin operations: created as the command
 * line would, signed in without the password round trip (the sign-in itself is tested in staff.test.ts).
 */
export async function aStaffMember(
  shop: RunningShop,
  role: StaffRole,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<{ member: StaffMember; token: string; password: string; sessionId: string }> {
  counter += 1;
  const password = overrides.password ?? `staff password ${crypto.randomBytes(6).toString('hex')}`;
  const ctx = systemContext(shop.app);
  const member = await staffService.create(
    ctx,
    { email: overrides.email ?? `${role}${counter}-${crypto.randomBytes(3).toString('hex')}@rangrez.example`, name: overrides.name ?? `${role} ${counter}`, role, password },
    COMMAND_LINE_ACTOR,
  );
  const session = await staffSessions.open(ctx, member.id);
  return { member, token: session.token, password, sessionId: session.sessionId };
}

/** A fresh live session for an existing staff member (each call its own). */
export async function aStaffSession(shop: RunningShop, staffId: string): Promise<string> {
  return (await staffSessions.open(systemContext(shop.app), staffId)).token;
}
