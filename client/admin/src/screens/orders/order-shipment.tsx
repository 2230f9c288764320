import { useState } from 'react';
import { DownloadButton } from '../../components/download-button';
import { Badge } from '../../components/page-header';
import type { OrderDetailFragment, ParcelStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export const PARCEL: Record<ParcelStatus, { label: string; tone: Tone }> = {
  BOOKED: { label: 'Booked', tone: 'info' },
  SHIPPED: { label: 'Picked up', tone: 'info' },
  IN_TRANSIT: { label: 'In transit', tone: 'info' },
  OUT_FOR_DELIVERY: { label: 'Out for delivery', tone: 'warning' },
  DELIVERED: { label: 'Delivered', tone: 'success' },
  RTO_INITIATED: { label: 'Returning to the shop', tone: 'danger' },
  RTO_DELIVERED: { label: 'Returned to the shop', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
  OTHER: { label: 'Update', tone: 'neutral' },
};

const PROVIDER: Record<string, string> = { shiprocket: 'Shiprocket', test: 'Test courier (no parcel moves)' };

/**
 * The parcel: who carries it and its AWB, the shipping label to print, and the courier's tracking
 * timeline, newest first. Without a booking (shipped by hand with another carrier's AWB) it shows the
 * carrier and tracking id typed in.
 */
export function OrderShipment({ order }: { order: OrderDetailFragment }) {
  const s = order.shipment;
  // Shiprocket keeps its labels itself: the address comes back and is offered as a link (a script may not open a tab after waiting).
  const [courierLabel, setCourierLabel] = useState<string | null>(null);
  if (!s && !order.carrier && !order.trackingId) return null;
  return (
    <section className="card" aria-labelledby="order-shipping">
      <h2 className="card__title" id="order-shipping">
        Shipping {s && <Badge tone={PARCEL[s.status].tone}>{PARCEL[s.status].label}</Badge>}
      </h2>
      <dl className="facts">
        <dt>Courier</dt>
        <dd>{s?.carrier ?? order.carrier ?? '—'}</dd>
        {s && (
          <>
            <dt>Booked with</dt>
            <dd>{PROVIDER[s.provider] ?? s.provider}</dd>
          </>
        )}
        <dt>AWB</dt>
        <dd className="mono" data-testid="awb">
          {s?.awb ?? order.trackingId ?? '—'}
        </dd>
        {s?.pickupScheduledFor && (
          <>
            <dt>Pickup</dt>
            <dd>{s.pickupScheduledFor}</dd>
          </>
        )}
        {order.shippedAt && (
          <>
            <dt>Shipped</dt>
            <dd>{formatDateTime(order.shippedAt)}</dd>
          </>
        )}
        {order.deliveredAt && (
          <>
            <dt>Delivered</dt>
            <dd>{formatDateTime(order.deliveredAt)}</dd>
          </>
        )}
      </dl>
      {s?.labelUrl && (
        <div className="form-actions form-actions--start">
          <DownloadButton path={s.labelUrl} fileName={`label-${order.code}.pdf`} className="btn btn--small" onElsewhere={setCourierLabel}>
            Shipping label (PDF)
          </DownloadButton>
          {courierLabel && (
            <a className="btn btn--small btn--primary" href={courierLabel} target="_blank" rel="noopener noreferrer">
              Open the courier’s label
            </a>
          )}
        </div>
      )}
      {s && s.events.length > 0 && (
        <>
          <h3 className="card__subtitle">Tracking</h3>
          <ol className="timeline" aria-label="Tracking timeline">
            {[...s.events].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <div className="timeline__what">
                  <strong>{e.activity || PARCEL[e.status].label}</strong>
                  {e.location && <span className="muted"> · {e.location}</span>}
                </div>
                <time className="muted" dateTime={e.at}>
                  {formatDateTime(e.at)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
