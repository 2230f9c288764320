import type { ContactMessageStatus } from '../../gql/graphql';

export const MESSAGE_STATUS: Record<ContactMessageStatus, { label: string; tone: 'info' | 'neutral' | 'success' }> = {
  NEW: { label: 'New', tone: 'info' },
  READ: { label: 'Read', tone: 'neutral' },
  REPLIED: { label: 'Replied', tone: 'success' },
};

/** The inbox's tabs, in the order work flows through them; '' is every message. */
export const MESSAGE_TABS: { value: ContactMessageStatus | ''; label: string }[] = [
  { value: 'NEW', label: 'New' },
  { value: 'READ', label: 'Read' },
  { value: 'REPLIED', label: 'Replied' },
  { value: '', label: 'All' },
];

/** The first words of a message, for its row. */
export function snippet(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
