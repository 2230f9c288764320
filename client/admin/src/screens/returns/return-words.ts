import type { ReturnEvent, ReturnKind, ReturnState } from '../../gql/graphql';

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Each state in words, and how it looks: waiting for staff is yellow, on its way is blue, done is green, refused is red. */
export const RETURN_STATE: Record<ReturnState, { label: string; tone: Tone }> = {
  REQUESTED: { label: 'Requested', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'info' },
  PICKED_UP: { label: 'Picked up', tone: 'info' },
  RECEIVED: { label: 'Received', tone: 'warning' },
  REFUNDED: { label: 'Refunded', tone: 'success' },
  REPLACEMENT_PLACED: { label: 'Replacement placed', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
};

/** The list's tabs, in the order a request moves through them; '' is every request. */
export const RETURN_TABS: { value: ReturnState | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...(['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED', 'REFUNDED', 'REPLACEMENT_PLACED', 'REJECTED'] as const).map((s) => ({ value: s, label: RETURN_STATE[s].label })),
];

export const KIND: Record<ReturnKind, string> = { RETURN: 'Return', EXCHANGE: 'Exchange' };

/** The shopper's reasons, as the request form offers them. */
const REASONS: Record<string, string> = {
  damaged: 'Arrived damaged or defective',
  wrong_item: 'Wrong item sent',
  size_issue: 'Size does not fit',
  quality_issue: 'Quality not as expected',
  not_as_described: 'Not as described',
  changed_mind: 'Changed their mind',
  other: 'Other',
};

export function reasonWords(reason: string): string {
  return REASONS[reason] ?? reason.charAt(0).toUpperCase() + reason.slice(1).replace(/_/g, ' ');
}

const EVENTS: Record<ReturnEvent, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved: reverse pickup booked',
  REJECTED: 'Rejected',
  PICKED_UP: 'Picked up by the courier',
  RECEIVED: 'Received back at the shop',
  REFUND_STARTED: 'Refund started',
  REFUND_DONE: 'Refunded',
  REFUND_FAILED: 'Refund failed',
  REPLACEMENT_PLACED: 'Replacement order placed',
  REPLACEMENT_CANCELLED: 'Replacement cancelled: refund due',
};

/** A history step in words; a step this screen does not know yet reads as its name in lower case. */
export function eventWords(event: ReturnEvent): string {
  return EVENTS[event] ?? event.charAt(0) + event.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** "Indigo · Size M" (a product without sizes has none; colour first, as the order's lines show it). */
export function variantWords(color: string | null | undefined, size: string | null | undefined): string {
  const parts = [color ? color.charAt(0).toUpperCase() + color.slice(1) : '', size && size !== 'NA' ? `Size ${size}` : ''];
  return parts.filter(Boolean).join(' · ');
}

const indiaDateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const indiaDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "5 Mar 2026, 3:04 pm" in India time: the return windows are India days, whatever the browser's zone. */
export function indiaDateTimeWords(iso: string | null | undefined): string {
  return iso ? indiaDateTime.format(new Date(iso)) : '—';
}

export function indiaDateWords(iso: string | null | undefined): string {
  return iso ? indiaDate.format(new Date(iso)) : '—';
}

/** What a refund's progress means for staff. */
export const REFUND_STATE: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'Refund due', tone: 'warning' },
  processing: { label: 'Refund in progress', tone: 'info' },
  refunded: { label: 'Refunded', tone: 'success' },
  failed: { label: 'Refund failed: try again', tone: 'danger' },
};
