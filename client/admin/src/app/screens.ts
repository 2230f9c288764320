export interface ScreenEntry {
  path: string;
  label: string;
  /** The admin operation the screen reads with; the server says which operations the signed-in member may perform. */
  operation: string;
}

/** Whoever is signed in, as far as the menu cares: the operations the server's permission table gives their role. */
export interface StaffOperations {
  operations: readonly string[];
}

/**
 * The navigation, in its order. A screen appears only to staff whose role the server lets read it, so
 * nobody is shown a door that answers "not allowed". The server still checks every operation.
 */
export const SCREENS: readonly ScreenEntry[] = [
  { path: 'dashboard', label: 'Dashboard', operation: 'dashboard.read' },
  { path: 'orders', label: 'Orders', operation: 'orders.read' },
  { path: 'returns', label: 'Returns', operation: 'returns.read' },
  { path: 'documents', label: 'Invoices & GST', operation: 'reports.read' },
  { path: 'messages', label: 'Messages', operation: 'messages.read' },
  { path: 'products', label: 'Products', operation: 'catalog.read' },
  { path: 'stock', label: 'Stock', operation: 'stock.read' },
  { path: 'promotions', label: 'Promotions', operation: 'promotions.manage' },
  { path: 'reviews', label: 'Reviews', operation: 'reviews.moderate' },
  { path: 'outbox', label: 'Outbox', operation: 'mail.read' },
  { path: 'staff', label: 'Staff', operation: 'staff.manage' },
  { path: 'audit', label: 'Audit log', operation: 'audit.read' },
  { path: 'settings', label: 'Settings', operation: 'settings.manage' },
];

/** The signed-in staff member's own page: every role. */
export const ACCOUNT: ScreenEntry = { path: 'account', label: 'Your account', operation: 'session.self' };

export function mayOpen(staff: StaffOperations, screen: ScreenEntry): boolean {
  return staff.operations.includes(screen.operation);
}

export function screensFor(staff: StaffOperations): ScreenEntry[] {
  return SCREENS.filter((s) => mayOpen(staff, s));
}

/** Where a staff member lands after signing in: the first screen of theirs, or their account. */
export function homeFor(staff: StaffOperations): string {
  return screensFor(staff)[0]?.path ?? ACCOUNT.path;
}
