import { AppError, badInput, conflict, notFound, unauthenticated } from '../../common/errors';
import { log } from '../../common/log';
import { rowsOf } from '../../common/sql';
import { isUuid } from '../../common/validation';
import { inTransaction, type AppServices, type RequestContext } from '../../context';
import { auditService, webhookActor } from '../audit/audit.service';
import { courierAvailable, shippingProvider } from './providers';
import { ShipmentEventEntity } from './shipment-event.entity';
import { ShipmentEntity } from './shipment.entity';
import { EVENT_KINDS, type ShipmentEventConsumer } from './shipping-events';
import { ShippingProviderError, type Booking, type BookingProgress, type IncomingTrackingWebhook, type Parcel, type ReturnBooking, type ReturnParcel, type Serviceability } from './shipping-provider';
import { TestModeCourier } from './test-mode-courier';
import { movesForward, type TrackingStatus, type TrackingUpdate } from './tracking';

export const WEBHOOK_TOKEN_REFUSED = 'Invalid webhook token.';
export const TRACKING_WEBHOOKS_OFF = 'Tracking webhooks are not configured.';
export const BOOKING_IN_PROGRESS = 'This parcel is being booked with the courier right now. Try again in a minute.';
export const TEST_COURIER_ONLY = 'Parcels are moved by hand only with the test-mode courier; a real courier reports them itself.';
export const NO_SHIPMENT = 'This order has no courier booking yet.';
export const NO_COURIER = 'No courier is configured: the test-mode courier is off in production (set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or ALLOW_TEST_COURIER=1 on a staging shop).';

/** The configured courier, or COURIER_UNAVAILABLE when it may not be used (the test courier in production). */
function courierFor(ctx: RequestContext) {
  if (!courierAvailable(ctx.app)) throw new AppError('COURIER_UNAVAILABLE', NO_COURIER);
  return shippingProvider(ctx.app);
}

/** A booking left half-way (a crashed process, a courier outage) may be taken over after this long. */
const STALE_BOOKING = "interval '2 minutes'";
/** How long a courier's answer about a PIN code is reused, and how long the product page waits for one. */
const SERVICEABILITY_TTL_MS = 5 * 60 * 1000;
const SERVICEABILITY_TIMEOUT_MS = 3000;

/** What the shopper and staff see of a parcel: the courier, the AWB, and each report, oldest first. */
export interface TrackingView {
  provider: string;
  carrier: string | null;
  awb: string | null;
  status: string;
  labelAvailable: boolean;
  pickupScheduledFor: string | null;
  events: { status: string; providerStatus: string; activity: string; location: string; at: Date }[];
}

type RecordOutcome = 'applied' | 'recorded' | 'duplicate' | 'unknown' | 'refused';

const serviceabilityCache = new WeakMap<AppServices, Map<string, { until: number; value: Serviceability }>>();

function courierFailure(e: unknown): AppError {
  if (e instanceof ShippingProviderError && e.refused) return new AppError('COURIER_REFUSED', `The courier would not book this parcel: ${e.message.replace(/^courier failed to /, '')}`);
  log.error({ scope: 'shipping', err: e instanceof Error ? e.message : String(e) }, 'courier call failed');
  return new AppError('COURIER_UNAVAILABLE', 'The courier did not answer. Nothing was shipped; please try again in a few minutes.');
}

/** The shipment row as written by a raw statement (column names). */
interface ShipmentRow {
  id: string;
  provider: string;
  provider_order_id: string | null;
  provider_shipment_id: string | null;
  awb: string | null;
  courier_name: string | null;
  label_url: string | null;
}

/**
 * Records a courier report refused for not matching what the shop booked: a warning in the log and an
 * audit entry on the order (actor: the courier's webhook), which owners read in the audit trail. The
 * order and its parcel are not touched.
 */
async function refuseTracking(tx: RequestContext, provider: string, update: TrackingUpdate, orderId: string, reason: string, details: Record<string, unknown>): Promise<void> {
  log.warn({ scope: 'shipping', provider, awb: update.awb, orderId, reason }, 'courier report refused');
  await auditService.record(
    tx,
    { action: 'webhook.courier.refused', entityType: 'order', entityId: orderId, after: { reason, awb: update.awb, status: update.status, providerStatus: update.providerStatus, ...details } },
    webhookActor(`${provider} courier`),
  );
}

export const shippingService = {
  /**
   * Books a reverse pickup of returned goods with the configured courier (provider name and its ids),
   * outside any transaction; a courier that fails or refuses answers COURIER_UNAVAILABLE or COURIER_REFUSED.
   */
  async bookReturn(ctx: RequestContext, parcel: ReturnParcel): Promise<ReturnBooking & { provider: string }> {
    const provider = courierFor(ctx);
    try {
      return { ...(await provider.bookReturn(parcel)), provider: provider.name };
    } catch (e) {
      throw courierFailure(e);
    }
  },

  /**
   * Cancels a reverse pickup booked by bookReturn, outside any transaction (the undo of a return's
   * approval that could not be recorded). Throws the courier's failure as COURIER_UNAVAILABLE.
   */
  async cancelReturn(ctx: RequestContext, booking: ReturnBooking & { provider: string }): Promise<void> {
    const provider = shippingProvider(ctx.app);
    if (provider.name !== booking.provider) throw new Error(`reverse pickup ${booking.awb} was booked with ${booking.provider}, now ${provider.name} is configured`);
    try {
      await provider.cancelReturn(booking);
    } catch (e) {
      throw courierFailure(e);
    }
  },

  /**
   * Books the order's parcel with the courier, once: a second call (a double click, a retry after the
   * order could not be marked shipped) answers the booking already made. The booking is claimed in
   * its own short statement, then the courier is called OUTSIDE any transaction; each id the courier
   * gives is kept, so a booking that failed half-way continues where it stopped (the courier's order is
   * never created twice). A pickup is asked for after the AWB; its failure does not undo the booking.
   */
  async book(ctx: RequestContext, parcel: Parcel): Promise<Booking> {
    const provider = courierFor(ctx);
    const [claimed] = await rowsOf<ShipmentRow>(
      ctx,
      `INSERT INTO shipment (order_id, provider, status) VALUES ($1, $2, 'booking')
       ON CONFLICT (order_id) DO UPDATE SET updated_at = now(),
         provider = EXCLUDED.provider,
         provider_order_id = CASE WHEN shipment.provider = EXCLUDED.provider THEN shipment.provider_order_id END,
         provider_shipment_id = CASE WHEN shipment.provider = EXCLUDED.provider THEN shipment.provider_shipment_id END
       WHERE shipment.awb IS NULL AND shipment.updated_at < now() - ${STALE_BOOKING}
       RETURNING *`,
      [parcel.orderId, provider.name],
    );
    if (!claimed) {
      const existing = await ctx.em.findOne(ShipmentEntity, { where: { orderId: parcel.orderId } });
      if (existing?.awb) return { providerOrderId: existing.providerOrderId ?? '', shipmentId: existing.providerShipmentId ?? '', awb: existing.awb, courierName: existing.courierName ?? '' };
      throw conflict(BOOKING_IN_PROGRESS);
    }
    const progress: BookingProgress = {
      ...(claimed.provider_order_id ? { providerOrderId: claimed.provider_order_id } : {}),
      ...(claimed.provider_shipment_id ? { shipmentId: claimed.provider_shipment_id } : {}),
    };
    let booking: Booking;
    try {
      booking = await provider.book(parcel, progress);
    } catch (e) {
      const made = e instanceof ShippingProviderError ? e.progress : {};
      // Keep what the courier created, and free the claim at once so staff can retry.
      await ctx.em.query(
        `UPDATE shipment SET provider_order_id = coalesce($2, provider_order_id), provider_shipment_id = coalesce($3, provider_shipment_id),
           updated_at = now() - interval '1 hour' WHERE id = $1`,
        [claimed.id, made.providerOrderId ?? null, made.shipmentId ?? null],
      );
      throw courierFailure(e);
    }
    await inTransaction(ctx, async (tx) => {
      await tx.em.update(
        ShipmentEntity,
        { id: claimed.id },
        {
          providerOrderId: booking.providerOrderId,
          providerShipmentId: booking.shipmentId,
          awb: booking.awb,
          courierName: booking.courierName,
          labelUrl: booking.labelUrl ?? null,
          labelPdf: booking.labelPdf ?? null,
          status: 'booked',
          statusAt: () => 'now()',
        },
      );
      await tx.em.insert(ShipmentEventEntity, {
        shipmentId: claimed.id,
        dedupKey: `booked:${booking.awb}`,
        status: 'booked',
        providerStatus: 'BOOKED',
        activity: `Booked with ${booking.courierName}`,
        location: '',
        at: () => 'now()',
        applied: true,
      });
    });
    try {
      const pickup = await provider.schedulePickup(booking.shipmentId);
      await ctx.em.update(ShipmentEntity, { id: claimed.id }, { pickupScheduledFor: pickup.scheduledFor, pickupToken: pickup.token });
    } catch (e) {
      log.warn({ scope: 'shipping', orderId: parcel.orderId, err: e instanceof Error ? e.message : String(e) }, 'pickup not scheduled; schedule it in the courier panel');
    }
    return booking;
  },

  /**
   * Records one courier report about a parcel, exactly once, and acts on it only if it moves the
   * parcel forward (tracking.ts): in one transaction, under the shipment's row lock, the report is
   * inserted under its unique key (a copy that comes again inserts nothing and changes nothing), the
   * shipment's status moves, and `consume` (the order lifecycle) hears the provider-neutral event.
   * A report that comes late (a "shipped" after "delivered") only joins the timeline. What `consume`
   * returns runs after the commit. A report is bound to the parcel its AWB names: one that names another
   * of our orders than that parcel's, or an AWB we never booked together with one of our orders, is
   * refused ('refused': nothing moves) and recorded (log + audit entry on the order).
   */
  async recordTracking(ctx: RequestContext, update: TrackingUpdate, consume: ShipmentEventConsumer): Promise<RecordOutcome> {
    const provider = shippingProvider(ctx.app).name;
    const outcome = await inTransaction(ctx, async (tx) => {
      // A report is bound to the parcel its AWB names, and to nothing else: the order it moves is the one
      // that parcel was booked for. An order id it carries (Shiprocket echoes ours) must be that order.
      const shipment = await tx.em.findOne(ShipmentEntity, { where: { provider, awb: update.awb }, lock: { mode: 'pessimistic_write' } });
      const namedOrder = update.orderId && isUuid(update.orderId) ? update.orderId : null;
      if (shipment && namedOrder && namedOrder.toLowerCase() !== shipment.orderId) {
        await refuseTracking(tx, provider, update, shipment.orderId, 'the report names another order than the one its AWB was booked for', { bookedFor: shipment.orderId, namedOrder });
        return { outcome: 'refused' as const };
      }
      if (!shipment) {
        // An AWB we never booked that names one of our orders: another parcel's report aimed at this order.
        const named = namedOrder ? await tx.em.findOne(ShipmentEntity, { where: { orderId: namedOrder.toLowerCase() } }) : null;
        if (named) {
          await refuseTracking(tx, provider, update, named.orderId, "the report's AWB is not the parcel booked for the order it names", { bookedAwb: named.awb });
          return { outcome: 'refused' as const };
        }
        return { outcome: 'unknown' as const };
      }
      const forward = movesForward(shipment.status, update.status);
      const inserted = await rowsOf<{ id: string }>(
        tx,
        `INSERT INTO shipment_event (shipment_id, dedup_key, status, provider_status, activity, location, at, applied)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (shipment_id, dedup_key) DO NOTHING RETURNING id`,
        [shipment.id, update.dedupKey.slice(0, 300), update.status, update.providerStatus.slice(0, 100), update.activity.slice(0, 500), update.location.slice(0, 200), update.at, forward],
      );
      if (!inserted.length) return { outcome: 'duplicate' as const };
      if (!forward) return { outcome: 'recorded' as const };
      await tx.em.update(ShipmentEntity, { id: shipment.id }, { status: update.status, statusAt: update.at });
      const kind = EVENT_KINDS[update.status];
      const after = kind
        ? await consume(tx, { kind, orderId: shipment.orderId, awb: shipment.awb ?? update.awb, courierName: shipment.courierName ?? '', activity: update.activity, at: update.at })
        : undefined;
      return { outcome: 'applied' as const, after };
    });
    if ('after' in outcome && outcome.after) await outcome.after();
    return outcome.outcome;
  },

  /**
   * A courier's tracking webhook: the adapter checks its token (else 401) and reads it; the report is
   * recorded once (recordTracking). An AWB the shop never booked is acknowledged and ignored, so the
   * courier does not retry it forever.
   */
  async handleWebhook(ctx: RequestContext, input: IncomingTrackingWebhook, consume: ShipmentEventConsumer): Promise<RecordOutcome | 'ignored'> {
    const provider = shippingProvider(ctx.app);
    if (!provider.webhooksEnabled) throw notFound(TRACKING_WEBHOOKS_OFF);
    const webhook = provider.readWebhook(input);
    if (!webhook.valid) throw unauthenticated(WEBHOOK_TOKEN_REFUSED);
    if (!webhook.update) return 'ignored';
    const outcome = await this.recordTracking(ctx, webhook.update, consume);
    if (outcome === 'unknown') log.warn({ scope: 'shipping', awb: webhook.update.awb }, 'tracking webhook for an AWB the shop did not book; ignored');
    return outcome;
  },

  /** Asks the courier for every scan of the order's parcel and records the ones not seen yet (a missed webhook). */
  async refreshTracking(ctx: RequestContext, orderId: string, consume: ShipmentEventConsumer): Promise<void> {
    const shipment = await ctx.em.findOne(ShipmentEntity, { where: { orderId } });
    if (!shipment?.awb) throw notFound(NO_SHIPMENT);
    const courier = courierFor(ctx);
    let updates: TrackingUpdate[];
    try {
      updates = await courier.track(shipment.awb);
    } catch (e) {
      throw courierFailure(e);
    }
    for (const u of updates) await this.recordTracking(ctx, u, consume);
  },

  /** The test-mode courier moves the order's parcel to `status`, reported exactly as a courier's webhook would be. */
  async advanceTestShipment(ctx: RequestContext, orderId: string, status: TrackingStatus, consume: ShipmentEventConsumer): Promise<RecordOutcome> {
    const courier = courierFor(ctx);
    if (!(courier instanceof TestModeCourier)) throw badInput(TEST_COURIER_ONLY);
    const shipment = await ctx.em.findOne(ShipmentEntity, { where: { orderId, provider: courier.name } });
    if (!shipment?.awb) throw notFound(NO_SHIPMENT);
    return this.recordTracking(ctx, courier.advance(shipment.awb, status, orderId), consume);
  },

  /** The order's parcel as the shopper and staff see it; null before it is booked. */
  async tracking(ctx: RequestContext, orderId: string): Promise<TrackingView | null> {
    const shipment = await ctx.em.findOne(ShipmentEntity, { where: { orderId } });
    if (!shipment?.awb) return null;
    const events = await ctx.em.find(ShipmentEventEntity, { where: { shipmentId: shipment.id }, order: { at: 'ASC', id: 'ASC' } });
    const [label] = await rowsOf<{ pdf: boolean }>(ctx, 'SELECT label_pdf IS NOT NULL AS pdf FROM shipment WHERE id = $1', [shipment.id]);
    return {
      provider: shipment.provider,
      carrier: shipment.courierName,
      awb: shipment.awb,
      status: shipment.status,
      labelAvailable: !!shipment.labelUrl || !!label?.pdf,
      pickupScheduledFor: shipment.pickupScheduledFor,
      events: events.map((e) => ({ status: e.status, providerStatus: e.providerStatus, activity: e.activity, location: e.location, at: e.at })),
    };
  },

  /** The order's shipping label: the PDF the test courier made, or the courier's link to it. */
  async label(ctx: RequestContext, orderId: string): Promise<{ pdf: Buffer } | { url: string } | null> {
    const shipment = await ctx.em
      .createQueryBuilder(ShipmentEntity, 's')
      .addSelect('s.labelPdf')
      .where('s.orderId = :orderId', { orderId })
      .getOne();
    if (shipment?.labelPdf) return { pdf: shipment.labelPdf };
    if (shipment?.labelUrl) return { url: shipment.labelUrl };
    return null;
  },

  /**
   * Whether the configured courier delivers to a PIN code and collects cash there; null with the
   * test-mode courier (it goes everywhere, so it says nothing) or when the courier does not answer within
   * a few seconds. Answers are reused for a few minutes: the product page asks on every check.
   */
  async serviceability(ctx: RequestContext, pincode: string): Promise<Serviceability | null> {
    const provider = shippingProvider(ctx.app);
    if (provider.mode !== 'live') return null;
    let cache = serviceabilityCache.get(ctx.app);
    if (!cache) serviceabilityCache.set(ctx.app, (cache = new Map()));
    const hit = cache.get(pincode);
    if (hit && hit.until > Date.now()) return hit.value;
    let timer: NodeJS.Timeout | undefined;
    try {
      const value = await Promise.race([
        provider.serviceability(pincode, true),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), SERVICEABILITY_TIMEOUT_MS))),
      ]);
      if (cache.size > 5000) cache.clear();
      cache.set(pincode, { until: Date.now() + SERVICEABILITY_TTL_MS, value });
      return value;
    } catch (e) {
      log.warn({ scope: 'shipping', err: e instanceof Error ? e.message : String(e) }, 'courier serviceability unavailable; using the offline rule');
      return null;
    } finally {
      clearTimeout(timer);
    }
  },
};
