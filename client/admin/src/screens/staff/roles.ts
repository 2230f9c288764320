import type { StaffRole } from '../../gql/graphql';

/** What each role may do, in the words the role picker shows (the server's permission table decides). */
export const ROLE_CHOICES: { value: StaffRole; label: string; help: string }[] = [
  { value: 'OWNER', label: 'Owner', help: 'Everything, including staff, settings and the audit log.' },
  { value: 'MANAGER', label: 'Manager', help: 'Products, prices, photos, stock, orders, messages and reviews.' },
  { value: 'SUPPORT', label: 'Support', help: 'Reads orders and messages, ships and delivers orders, answers messages. No prices, stock or staff.' },
];
