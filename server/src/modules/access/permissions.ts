import type { StaffRole } from '../../common/auth';

const ALL: readonly StaffRole[] = ['owner', 'manager', 'support'];
const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];
const OWNERS: readonly StaffRole[] = ['owner'];

/**
 * THE permission table: every admin operation and the roles that may perform it. The server checks each
 * admin GraphQL field (`@AdminOperation`) and each admin REST route (`adminRoute`) against this table and
 * nothing else; a test walks every operation here for every role, a shopper and an anonymous caller.
 *
 * - owner: everything, including staff, settings and the audit trail;
 * - manager: catalogue (prices included), photos, stock, orders, messages, reviews, the mail outbox;
 * - support: reads orders, returns and messages, ships and delivers, records returned parcels, answers
 *   messages; no prices, stock or staff.
 */
export const PERMISSIONS = {
  /** Their own sign-in: who am I, sign out, set up an authenticator. */
  'session.self': { roles: ALL, description: 'Read and end one’s own session; set up an authenticator app.' },
  'dashboard.read': { roles: MANAGERS, description: 'Orders, revenue, low stock and unread messages at a glance.' },
  'catalog.read': { roles: MANAGERS, description: 'Browse the catalogue as staff see it (archived products, cost figures).' },
  'catalog.write': { roles: MANAGERS, description: 'Create, edit and archive products, prices included.' },
  'catalog.import': { roles: MANAGERS, description: 'Import and export the catalogue as CSV.' },
  'media.upload': { roles: MANAGERS, description: 'Upload, reorder and describe product photos.' },
  'stock.read': { roles: MANAGERS, description: 'Stock levels, the low-stock list and the stock ledger.' },
  'stock.adjust': { roles: MANAGERS, description: 'Adjust stock with a reason; set low-stock thresholds.' },
  'orders.read': { roles: ALL, description: 'List, search and open orders; print packing slips.' },
  'orders.confirm': { roles: MANAGERS, description: 'Confirm an order.' },
  'orders.ship': { roles: ALL, description: 'Ship an order with its carrier and tracking id.' },
  'orders.deliver': { roles: ALL, description: 'Mark an order delivered.' },
  'orders.cancel': { roles: MANAGERS, description: 'Cancel an order (refunding a paid one).' },
  'orders.recordCodPayment': { roles: MANAGERS, description: 'Record cash collected on delivery.' },
  'orders.recordManualRefund': { roles: MANAGERS, description: 'Record a refund paid back by hand (UPI or NEFT) for a cancelled cash-on-delivery order.' },
  'returns.read': { roles: ALL, description: 'List and open return and exchange requests with their videos (support answers shoppers about them).' },
  'returns.decide': { roles: MANAGERS, description: 'Approve (booking the reverse pickup) or reject a return or exchange, and refund a received return.' },
  'returns.receive': { roles: ALL, description: 'Record a returned parcel picked up and received back (stock back; an exchange gets its replacement order).' },
  'messages.read': { roles: ALL, description: 'Read the contact inbox.' },
  'messages.answer': { roles: ALL, description: 'Answer a message and mark it handled.' },
  'reports.read': { roles: MANAGERS, description: 'Tax invoices and credit notes, GSTR-1, the sales register and the tax summary; download them.' },
  'reviews.moderate': { roles: MANAGERS, description: 'Hide and restore reviews, with a reason.' },
  'promotions.manage': { roles: MANAGERS, description: 'Create, schedule, pause and preview promotions and coupon codes.' },
  'mail.read': { roles: MANAGERS, description: 'Read the mails the shop sent or queued (the development outbox without SMTP).' },
  'audit.read': { roles: OWNERS, description: 'Browse and filter the audit trail.' },
  'staff.manage': { roles: OWNERS, description: 'Add staff, change roles, deactivate, reset an authenticator.' },
  'settings.manage': { roles: OWNERS, description: 'Shop-wide settings (e.g. requiring an authenticator code, the shipping rules).' },
} as const satisfies Record<string, { roles: readonly StaffRole[]; description: string }>;

export type AdminOperationName = keyof typeof PERMISSIONS;

export const ADMIN_OPERATIONS = Object.keys(PERMISSIONS) as AdminOperationName[];

/** Whether `role` may perform `operation`, by the table above. */
export function mayPerform(role: StaffRole, operation: AdminOperationName): boolean {
  return (PERMISSIONS[operation].roles as readonly StaffRole[]).includes(role);
}
