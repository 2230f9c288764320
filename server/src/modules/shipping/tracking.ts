/**
 * Where a parcel is, in the shop's words. Couriers' own statuses are mapped onto these by their
 * adapters; a status the shop does not act on is `other` and only adds a line to the timeline.
 */
export const TRACKING_STATUSES = [
  'booked',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'rto_initiated',
  'rto_delivered',
  'cancelled',
  'other',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** One scan or status change the courier reported. */
export interface TrackingUpdate {
  awb: string;
  status: TrackingStatus;
  /** The courier's own status words (e.g. "OUT FOR DELIVERY", "MISROUTED"). */
  providerStatus: string;
  activity: string;
  location: string;
  at: Date;
  /** What makes this report the same report when it comes again (the courier's event id, or AWB + status + time). */
  dedupKey: string;
  /** Our order id, when the courier echoes it. */
  orderId?: string;
}

/**
 * How far along each status is. A parcel goes booked → shipped → in transit → out for delivery →
 * delivered, or turns back (RTO initiated → RTO delivered) before it is delivered. Delivered and RTO
 * delivered are final. Statuses without a rank (cancelled at the courier, other) never move anything.
 */
const RANK: Partial<Record<TrackingStatus, number>> = {
  booked: 0,
  shipped: 1,
  in_transit: 2,
  out_for_delivery: 3,
  delivered: 4,
  rto_initiated: 4,
  rto_delivered: 5,
};
const FINAL: ReadonlySet<TrackingStatus> = new Set(['delivered', 'rto_delivered']);

/**
 * Whether `next` moves a parcel that is at `current` forward. Reports arrive in any order: a late
 * "shipped" after "delivered", or "delivered" after "RTO initiated", is history, not news; it joins
 * the timeline and changes nothing.
 */
export function movesForward(current: string, next: TrackingStatus): boolean {
  const to = RANK[next];
  if (to === undefined || FINAL.has(current as TrackingStatus)) return false;
  const from = RANK[current as TrackingStatus] ?? -1;
  return to > from;
}
