import type { TrackingUpdate } from './tracking';

/** Whether a courier reaches a PIN code, and whether it collects cash there. */
export interface Serviceability {
  serviceable: boolean;
  codAvailable: boolean;
  /** The fastest courier's estimate, in days, when the courier gives one. */
  etdDays?: number;
}

/** What the courier needs to carry one order: who, where, what, how heavy, and how it is paid. */
export interface Parcel {
  /** Our order id: the courier's "channel order id", echoed in its webhooks. */
  orderId: string;
  placedAt: Date;
  paymentMode: 'cod' | 'prepaid';
  /** What the courier collects on a cash-on-delivery order (the order's total), in paise. */
  totalPaise: number;
  subtotalPaise: number;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  landmark: string;
  area: string;
  district: string;
  state: string;
  pincode: string;
  lines: { name: string; sku: string; units: number; unitPricePaise: number }[];
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** The courier's ids for a booked parcel, and its label (a link, or the PDF itself). */
export interface Booking {
  providerOrderId: string;
  shipmentId: string;
  awb: string;
  courierName: string;
  labelUrl?: string;
  labelPdf?: Buffer;
}

/** How far an earlier booking got before it failed: the next attempt continues from there. */
export type BookingProgress = Partial<Booking>;

export interface Pickup {
  scheduledFor: string | null;
  token: string | null;
}

/**
 * A reverse pickup: the courier collects a returned product from the shopper (the parcel's address)
 * and carries it to the shop's pickup location. Always prepaid: the shopper pays nothing for it.
 */
export interface ReturnParcel extends Omit<Parcel, 'paymentMode' | 'orderId'> {
  /** Our id for the return (the return request's id): the courier's "channel order id". */
  returnId: string;
}

/** The courier's ids for a booked reverse pickup. */
export interface ReturnBooking {
  providerOrderId: string;
  shipmentId: string;
  awb: string;
  courierName: string;
}

/** A tracking webhook as it arrived: the provider's headers and the parsed body. */
export interface IncomingTrackingWebhook {
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** A webhook the adapter authenticated, turned into a provider-neutral update (null: nothing we track). */
export type VerifiedTrackingWebhook = { valid: false } | { valid: true; update: TrackingUpdate | null };

/**
 * The one seam between the shop and a courier: Shiprocket when its API user is configured, a local
 * test-mode courier otherwise. Couriers speak their own ids and statuses; adapters turn them into the
 * shop's (tracking.ts) and nothing else in the shop knows a courier's field names.
 */
export interface ShippingProvider {
  /** 'live' is a real courier; 'test' books locally and lets staff or a test move parcels along. */
  readonly mode: 'live' | 'test';
  /** Its name in the shipment table. */
  readonly name: string;
  /** Whether tracking webhooks can be verified (a webhook token is configured). */
  readonly webhooksEnabled: boolean;

  serviceability(pincode: string, cod: boolean): Promise<Serviceability>;
  /**
   * Books the parcel: the courier's order, an AWB, a label. `progress` is what an earlier, failed
   * attempt already created (never create the courier's order twice); a failure throws a
   * ShippingProviderError carrying the progress made so far.
   */
  book(parcel: Parcel, progress?: BookingProgress): Promise<Booking>;
  schedulePickup(shipmentId: string): Promise<Pickup>;
  /**
   * Books a reverse pickup of returned goods from the shopper to the shop: the courier's return order
   * and its AWB. A failure throws a ShippingProviderError (refused when the courier cannot collect there).
   */
  bookReturn(parcel: ReturnParcel): Promise<ReturnBooking>;
  /**
   * Cancels a booked reverse pickup (the courier's return order), when the step that was to record it
   * failed: no pickup may stay booked that the shop has no record of. Throws a ShippingProviderError.
   */
  cancelReturn(booking: ReturnBooking): Promise<void>;
  /** Every scan the courier has for the AWB, oldest first. */
  track(awb: string): Promise<TrackingUpdate[]>;
  /** Authenticates a tracking webhook and reads it. */
  readWebhook(input: IncomingTrackingWebhook): VerifiedTrackingWebhook;
}

/** The courier did not answer or refused; callers turn it into a clear answer, never a stack trace. */
export class ShippingProviderError extends Error {
  constructor(
    readonly operation: string,
    detail: string,
    /** What was booked before the failure (the courier's order, its AWB), to keep and continue from. */
    readonly progress: BookingProgress = {},
    /** The courier answered that it cannot carry this parcel (not a failure to retry). */
    readonly refused = false,
  ) {
    super(`courier failed to ${operation}: ${detail}`);
  }
}
