import type { RequestContext } from '../../context';
import type { TrackingStatus } from './tracking';

/**
 * What a courier tells the shop about an order, in the shop's words: no courier's field names or
 * status codes reach the orders module. Only reports that move a parcel forward become events.
 */
export interface ShipmentEvent {
  kind: 'shipped' | 'out_for_delivery' | 'delivered' | 'rto_initiated' | 'rto_delivered';
  orderId: string;
  awb: string;
  courierName: string;
  activity: string;
  at: Date;
}

/** The tracking statuses the order lifecycle hears about; the rest (in transit, other scans) are only timeline. */
export const EVENT_KINDS: Partial<Record<TrackingStatus, ShipmentEvent['kind']>> = {
  shipped: 'shipped',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  rto_initiated: 'rto_initiated',
  rto_delivered: 'rto_delivered',
};

/**
 * Applies a shipment event inside the tracking report's transaction; what it returns runs after the
 * commit (a refund through the payment provider, which must not hold the transaction open).
 */
export type ShipmentEventConsumer = (tx: RequestContext, event: ShipmentEvent) => Promise<(() => Promise<void>) | void>;
