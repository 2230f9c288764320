import crypto from 'node:crypto';
import type {
  Booking,
  BookingProgress,
  IncomingTrackingWebhook,
  Parcel,
  Pickup,
  ReturnBooking,
  ReturnParcel,
  Serviceability,
  ShippingProvider,
  VerifiedTrackingWebhook,
} from './shipping-provider';
import { ShippingProviderError } from './shipping-provider';
import type { TrackingStatus, TrackingUpdate } from './tracking';

/**
 * EVERYTHING Shiprocket-specific lives in this file: its API (v1 "external"), its ids, its status
 * codes and its webhook. The rest of the shop sees the ShippingProvider interface and tracking.ts.
 */

export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in/v1/external';

/** Shiprocket's shipment status ids the shop acts on; any other id only joins the timeline. */
const STATUS_IDS: Record<number, TrackingStatus> = {
  6: 'shipped',
  42: 'shipped', // PICKED UP
  18: 'in_transit',
  17: 'out_for_delivery',
  7: 'delivered',
  9: 'rto_initiated',
  14: 'rto_initiated', // RTO ACKNOWLEDGED
  15: 'rto_initiated', // RTO OUT FOR DELIVERY (on its way back to us)
  16: 'rto_initiated', // RTO IN TRANSIT
  10: 'rto_delivered',
  8: 'cancelled',
};

/** The same statuses by name, for scans (tracking API, webhook scans) that carry a label but no id. */
const STATUS_NAMES: Record<string, TrackingStatus> = {
  SHIPPED: 'shipped',
  'PICKED UP': 'shipped',
  'IN TRANSIT': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  'RTO INITIATED': 'rto_initiated',
  'RTO ACKNOWLEDGED': 'rto_initiated',
  'RTO IN TRANSIT': 'rto_initiated',
  'RTO OFD': 'rto_initiated',
  'RTO OUT FOR DELIVERY': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
};

export function shiprocketStatus(id: unknown, name: unknown): TrackingStatus {
  const byId = STATUS_IDS[Number(id)];
  if (byId) return byId;
  const key = String(name ?? '').trim().toUpperCase().replace(/_/g, ' ');
  return STATUS_NAMES[key] ?? 'other';
}

/**
 * Shiprocket's times are India time without a zone, as "23 05 2023 11:43:52", "2023-05-23 11:43:52"
 * or "2023-05-23T11:43:52"; anything else unreadable is taken as the moment it arrived.
 */
export function shiprocketTime(value: unknown, fallback = new Date()): Date {
  const s = String(value ?? '').trim();
  let m = /^(\d{2})[ -/](\d{2})[ -/](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (m) return ist(m[3], m[2], m[1], m[4], m[5], m[6]);
  m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (m) return ist(m[1], m[2], m[3], m[4], m[5], m[6]);
  const parsed = s ? new Date(s) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fallback;
}

/** The part of a report's key that says when: the instant when readable (formats differ between API and webhook), else the words. */
function timeKey(value: unknown): string {
  const at = shiprocketTime(value, new Date(Number.NaN));
  return Number.isNaN(at.getTime()) ? text(value).trim() : at.toISOString();
}

const ist = (y: string, mo: string, d: string, h: string, mi: string, sec = '00') => new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec}+05:30`);

/** The login token lives 10 days; it is renewed a day early, and at once when Shiprocket answers 401. */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 15_000;

const rupees = (paise: number) => Math.round(paise) / 100;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function sameToken(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = crypto.createHash('sha256').update(expected).digest();
  const b = crypto.createHash('sha256').update(given).digest();
  return crypto.timingSafeEqual(a, b);
}

export interface ShiprocketOptions {
  email: string;
  password: string;
  apiUrl?: string;
  pickupLocation?: string;
  /** The pickup address's PIN; when unset it is read from the account's pickup locations. */
  pickupPincode?: string;
  webhookToken?: string;
}

type Json = Record<string, any>;

export class ShiprocketProvider implements ShippingProvider {
  readonly mode = 'live' as const;
  readonly name = 'shiprocket';
  readonly webhooksEnabled: boolean;
  private readonly apiUrl: string;
  private token: { value: string; expiresAt: number } | null = null;
  private login: Promise<string> | null = null;

  constructor(private readonly options: ShiprocketOptions) {
    this.apiUrl = (options.apiUrl || SHIPROCKET_API_URL).replace(/\/+$/, '');
    this.webhooksEnabled = !!options.webhookToken;
  }

  /** A valid token: the cached one, else one login shared by every call waiting for it. */
  private async bearer(renew = false): Promise<string> {
    if (!renew && this.token && this.token.expiresAt > Date.now()) return this.token.value;
    this.login ??= (async () => {
      try {
        const res = await this.send('POST', '/auth/login', { email: this.options.email, password: this.options.password });
        const token = typeof res.body?.token === 'string' ? res.body.token : '';
        if (res.status !== 200 || !token) throw new ShippingProviderError('log in', `HTTP ${res.status} ${res.body?.message ?? ''}`.trim());
        this.token = { value: token, expiresAt: Date.now() + TOKEN_LIFETIME_MS };
        return token;
      } finally {
        this.login = null;
      }
    })();
    return this.login;
  }

  private async send(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }> {
    let res: Response;
    try {
      res = await fetch(this.apiUrl + path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new ShippingProviderError(`reach Shiprocket (${path})`, e instanceof Error ? e.message : String(e));
    }
    const raw = await res.text();
    let parsed: Json = {};
    try {
      parsed = raw ? JSON.parse(raw) : {};
    } catch {
      parsed = { message: raw.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  }

  /** An authenticated call; a 401 (token revoked or expired early) logs in again once and retries. */
  private async call(operation: string, method: string, path: string, body?: unknown): Promise<Json> {
    let res = await this.send(method, path, body, await this.bearer());
    if (res.status === 401) res = await this.send(method, path, body, await this.bearer(true));
    if (res.status < 200 || res.status >= 300) {
      const message = res.body?.message ?? res.body?.errors ?? '';
      throw new ShippingProviderError(operation, `HTTP ${res.status} ${typeof message === 'string' ? message : JSON.stringify(message)}`.trim(), {}, res.status === 422 || res.status === 400);
    }
    return res.body;
  }

  async serviceability(pincode: string, cod: boolean): Promise<Serviceability> {
    const pickup = await this.pickupPostcode();
    const query = new URLSearchParams({ pickup_postcode: pickup, delivery_postcode: pincode, weight: '0.5', cod: cod ? '1' : '0' });
    const body = await this.call('check serviceability', 'GET', `/courier/serviceability/?${query}`).catch((e: unknown) => {
      // "No courier serviceable" comes back as 404 (or 422): an answer, not an outage.
      if (e instanceof ShippingProviderError && /HTTP (404|422)/.test(e.message)) return { data: { available_courier_companies: [] } };
      throw e;
    });
    const couriers: Json[] = Array.isArray(body?.data?.available_courier_companies) ? body.data.available_courier_companies : [];
    const etds = couriers.map((c) => Number(c.estimated_delivery_days ?? c.etd_hours / 24)).filter((n) => Number.isFinite(n) && n > 0);
    return {
      serviceable: couriers.length > 0,
      codAvailable: couriers.some((c) => Number(c.cod) === 1),
      ...(etds.length ? { etdDays: Math.ceil(Math.min(...etds)) } : {}),
    };
  }

  private pickupPin: string | null = null;

  /** The pickup address's PIN, read once from the account's pickup locations (SHIPROCKET_PICKUP_LOCATION names which). */
  private async pickupPostcode(): Promise<string> {
    if (this.pickupPin) return this.pickupPin;
    if (this.options.pickupPincode) return (this.pickupPin = this.options.pickupPincode);
    const body = await this.call('read pickup locations', 'GET', '/settings/company/pickup');
    const list: Json[] = body?.data?.shipping_address ?? [];
    const chosen = list.find((a) => a.pickup_location === this.options.pickupLocation) ?? list[0];
    const pin = text(chosen?.pin_code);
    if (!/^[1-9][0-9]{5}$/.test(pin)) throw new ShippingProviderError('read pickup locations', 'no pickup address with a PIN code');
    this.pickupPin = pin;
    return pin;
  }

  async book(parcel: Parcel, progress: BookingProgress = {}): Promise<Booking> {
    const done: BookingProgress = { ...progress };
    const step = async <T>(fn: () => Promise<T>): Promise<T> => {
      try {
        return await fn();
      } catch (e) {
        if (e instanceof ShippingProviderError) throw new ShippingProviderError(e.operation, e.message, done, e.refused);
        throw e;
      }
    };
    if (!done.providerOrderId || !done.shipmentId) {
      const created = await step(() => this.call('create the order', 'POST', '/orders/create/adhoc', this.orderBody(parcel)));
      if (created.order_id === undefined || created.shipment_id === undefined) {
        throw new ShippingProviderError('create the order', `unexpected answer ${JSON.stringify(created).slice(0, 200)}`, done);
      }
      done.providerOrderId = text(created.order_id);
      done.shipmentId = text(created.shipment_id);
    }
    if (!done.awb) {
      const assigned = await step(() => this.call('assign an AWB', 'POST', '/courier/assign/awb', { shipment_id: Number(done.shipmentId) || done.shipmentId }));
      const data = assigned?.response?.data;
      if (Number(assigned?.awb_assign_status) !== 1 || !data?.awb_code) {
        throw new ShippingProviderError('assign an AWB', text(assigned?.message || assigned?.response?.data?.awb_assign_error) || 'no AWB', done, true);
      }
      done.awb = text(data.awb_code);
      done.courierName = text(data.courier_name) || 'Shiprocket';
    }
    if (!done.labelUrl) {
      const label = await step(() => this.call('generate the label', 'POST', '/courier/generate/label', { shipment_id: [Number(done.shipmentId) || done.shipmentId] }));
      if (Number(label?.label_created) === 1 && label.label_url) done.labelUrl = text(label.label_url);
    }
    return { providerOrderId: done.providerOrderId!, shipmentId: done.shipmentId!, awb: done.awb!, courierName: done.courierName ?? 'Shiprocket', labelUrl: done.labelUrl };
  }

  /**
   * A reverse pickup: Shiprocket's return order (POST /orders/create/return: pickup_* is the shopper,
   * shipping_* the shop's pickup location, read from the account), then an AWB with is_return 1.
   */
  async bookReturn(p: ReturnParcel): Promise<ReturnBooking> {
    const shop = await this.pickupAddress();
    const created = await this.call('create the return order', 'POST', '/orders/create/return', {
      order_id: p.returnId,
      order_date: istDateTime(p.placedAt),
      channel_id: '',
      pickup_customer_name: p.customerName,
      pickup_last_name: '',
      pickup_address: p.address,
      pickup_address_2: [p.landmark, p.area].filter(Boolean).join(', '),
      pickup_city: p.district,
      pickup_state: p.state,
      pickup_country: 'India',
      pickup_pincode: p.pincode,
      pickup_email: p.email,
      pickup_phone: p.phone,
      shipping_customer_name: text(shop.name) || 'Returns desk',
      shipping_last_name: '',
      shipping_address: text(shop.address),
      shipping_address_2: text(shop.address_2),
      shipping_city: text(shop.city),
      shipping_state: text(shop.state),
      shipping_country: 'India',
      shipping_pincode: text(shop.pin_code),
      shipping_email: text(shop.email),
      shipping_phone: text(shop.phone),
      order_items: p.lines.map((l) => ({ name: l.name, sku: l.sku, units: l.units, selling_price: rupees(l.unitPricePaise) })),
      payment_method: 'Prepaid',
      sub_total: rupees(p.subtotalPaise),
      length: p.lengthCm,
      breadth: p.breadthCm,
      height: p.heightCm,
      weight: p.weightKg,
    });
    if (created?.order_id === undefined || created?.shipment_id === undefined) {
      throw new ShippingProviderError('create the return order', `unexpected answer ${JSON.stringify(created).slice(0, 200)}`);
    }
    const shipmentId = text(created.shipment_id);
    const assigned = await this.call('assign a return AWB', 'POST', '/courier/assign/awb', { shipment_id: Number(shipmentId) || shipmentId, is_return: 1 });
    const data = assigned?.response?.data;
    if (Number(assigned?.awb_assign_status) !== 1 || !data?.awb_code) {
      throw new ShippingProviderError('assign a return AWB', text(assigned?.message || data?.awb_assign_error) || 'no AWB', {}, true);
    }
    return { providerOrderId: text(created.order_id), shipmentId, awb: text(data.awb_code), courierName: text(data.courier_name) || 'Shiprocket' };
  }

  /** Cancels the return order (POST /orders/cancel with its Shiprocket order id), which frees its AWB. */
  async cancelReturn(b: ReturnBooking): Promise<void> {
    await this.call('cancel the return order', 'POST', '/orders/cancel', { ids: [Number(b.providerOrderId) || b.providerOrderId] });
  }

  /** The shop's pickup location (SHIPROCKET_PICKUP_LOCATION, else the first), where returns go back to. */
  private async pickupAddress(): Promise<Json> {
    const body = await this.call('read pickup locations', 'GET', '/settings/company/pickup');
    const list: Json[] = body?.data?.shipping_address ?? [];
    const chosen = list.find((a) => a.pickup_location === this.options.pickupLocation) ?? list[0];
    if (!chosen) throw new ShippingProviderError('read pickup locations', 'no pickup address to return goods to');
    return chosen;
  }

  private orderBody(p: Parcel): Json {
    return {
      order_id: p.orderId,
      order_date: istDateTime(p.placedAt),
      pickup_location: this.options.pickupLocation || 'Primary',
      billing_customer_name: p.customerName,
      billing_last_name: '',
      billing_address: p.address,
      billing_address_2: [p.landmark, p.area].filter(Boolean).join(', '),
      billing_city: p.district,
      billing_pincode: p.pincode,
      billing_state: p.state,
      billing_country: 'India',
      billing_email: p.email,
      billing_phone: p.phone,
      shipping_is_billing: true,
      order_items: p.lines.map((l) => ({ name: l.name, sku: l.sku, units: l.units, selling_price: rupees(l.unitPricePaise) })),
      payment_method: p.paymentMode === 'cod' ? 'COD' : 'Prepaid',
      sub_total: rupees(p.subtotalPaise),
      ...(p.totalPaise !== p.subtotalPaise ? { shipping_charges: rupees(p.totalPaise - p.subtotalPaise) } : {}),
      length: p.lengthCm,
      breadth: p.breadthCm,
      height: p.heightCm,
      weight: p.weightKg,
    };
  }

  async schedulePickup(shipmentId: string): Promise<Pickup> {
    const body = await this.call('schedule the pickup', 'POST', '/courier/generate/pickup', { shipment_id: [Number(shipmentId) || shipmentId] });
    const r = body?.response ?? {};
    return { scheduledFor: r.pickup_scheduled_date ? text(r.pickup_scheduled_date) : null, token: r.pickup_token_number ? text(r.pickup_token_number) : null };
  }

  async track(awb: string): Promise<TrackingUpdate[]> {
    const body = await this.call('track the parcel', 'GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = body?.tracking_data ?? Object.values(body ?? {})[0]?.tracking_data;
    const activities: Json[] = Array.isArray(data?.shipment_track_activities) ? data.shipment_track_activities : [];
    return activities
      .map((a) => scanUpdate(awb, a))
      .sort((x, y) => x.at.getTime() - y.at.getTime());
  }

  /**
   * Shiprocket's tracking webhook: the token configured with it comes in `x-api-key` (compared in
   * constant time); the body names the AWB, the current status (id and words), its time and the scans.
   */
  readWebhook(input: IncomingTrackingWebhook): VerifiedTrackingWebhook {
    if (!sameToken(this.options.webhookToken, input.headers['x-api-key'])) return { valid: false };
    const b = (input.body ?? {}) as Json;
    const awb = text(b.awb).trim();
    if (!awb) return { valid: true, update: null };
    const scans: Json[] = Array.isArray(b.scans) ? b.scans : [];
    const last = scans[scans.length - 1] ?? {};
    const providerStatus = text(b.current_status || b.shipment_status).trim();
    const statusId = b.current_status_id ?? b.shipment_status_id;
    const at = shiprocketTime(b.current_timestamp ?? last.date);
    return {
      valid: true,
      update: {
        awb,
        status: shiprocketStatus(statusId, providerStatus),
        providerStatus,
        activity: text(last.activity || providerStatus),
        location: text(last.location),
        at,
        dedupKey: `${awb}:${text(statusId) || providerStatus}:${timeKey(b.current_timestamp ?? last.date)}`,
        orderId: b.order_id ? text(b.order_id) : undefined,
      },
    };
  }
}

/** One scan of the tracking API or a webhook's scans. */
function scanUpdate(awb: string, a: Json): TrackingUpdate {
  const providerStatus = text(a['sr-status-label'] || a.status).trim();
  const at = shiprocketTime(a.date);
  return {
    awb,
    status: shiprocketStatus(a['sr-status'], a['sr-status-label'] || a.status),
    providerStatus,
    activity: text(a.activity),
    location: text(a.location),
    at,
    dedupKey: `${awb}:${text(a['sr-status']) || providerStatus}:${timeKey(a.date)}`,
  };
}

/** "2025-11-22 15:06" in India time, as Shiprocket's order_date wants it. */
function istDateTime(d: Date): string {
  const t = new Date(d.getTime() + 330 * 60 * 1000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}
