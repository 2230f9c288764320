import type { StaffRole } from '../gql/graphql';

export interface ScreenEntry {
  path: string;
  label: string;
  /** The roles whose permissions cover the screen (the server's permission table decides each operation). */
  roles: readonly StaffRole[];
}

const ALL: readonly StaffRole[] = ['OWNER', 'MANAGER', 'SUPPORT'];
const MANAGERS: readonly StaffRole[] = ['OWNER', 'MANAGER'];
const OWNERS: readonly StaffRole[] = ['OWNER'];

/**
 * The navigation, in its order. A screen appears only for the roles the server lets read it, so nobody
 * is shown a door that answers "not allowed". The server still checks every operation.
 */
export const SCREENS: readonly ScreenEntry[] = [
  { path: 'dashboard', label: 'Dashboard', roles: MANAGERS },
  { path: 'orders', label: 'Orders', roles: ALL },
  { path: 'returns', label: 'Returns', roles: ALL },
  { path: 'messages', label: 'Messages', roles: ALL },
  { path: 'products', label: 'Products', roles: MANAGERS },
  { path: 'stock', label: 'Stock', roles: MANAGERS },
  { path: 'reviews', label: 'Reviews', roles: MANAGERS },
  { path: 'outbox', label: 'Outbox', roles: MANAGERS },
  { path: 'staff', label: 'Staff', roles: OWNERS },
  { path: 'audit', label: 'Audit log', roles: OWNERS },
  { path: 'settings', label: 'Settings', roles: OWNERS },
];

/** The signed-in staff member's own page: every role. */
export const ACCOUNT: ScreenEntry = { path: 'account', label: 'Your account', roles: ALL };


export function screensFor(role: StaffRole): ScreenEntry[] {
  return SCREENS.filter((s) => s.roles.includes(role));
}

/** Where a staff member lands after signing in: the first screen of theirs, or their account. */
export function homeFor(role: StaffRole): string {
  return screensFor(role)[0]?.path ?? ACCOUNT.path;
}
