import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { TrackingView } from './shipping.service';
import type { TrackingStatus } from './tracking';

/** The tracking statuses on the wire (tracking.ts has the rules). */
export enum ParcelStatus {
  BOOKED = 'booked',
  SHIPPED = 'shipped',
  IN_TRANSIT = 'in_transit',
  OUT_FOR_DELIVERY = 'out_for_delivery',
  DELIVERED = 'delivered',
  RTO_INITIATED = 'rto_initiated',
  RTO_DELIVERED = 'rto_delivered',
  CANCELLED = 'cancelled',
  OTHER = 'other',
}
registerEnumType(ParcelStatus, {
  name: 'ParcelStatus',
  description: 'Where a parcel is. RTO: returned to origin (the parcel goes back to the shop). OTHER: a courier scan the shop does not act on.',
});

@ObjectType({ description: 'One report from the courier.' })
export class TrackingEvent {
  @Field(() => ParcelStatus)
  status: ParcelStatus;

  @Field(() => String, { description: "The courier's words for it, e.g. 'Out for delivery'." })
  activity: string;

  @Field(() => String, { description: 'Where the parcel was, when the courier says.' })
  location: string;

  @Field(() => Date, { description: 'When it happened, by the courier.' })
  at: Date;
}

@ObjectType({ description: "An order's parcel: its courier, AWB (the tracking id) and each report, oldest first." })
export class OrderTracking {
  @Field(() => String, { nullable: true, description: 'The courier carrying it.' })
  carrier: string | null;

  @Field(() => String, { nullable: true, description: "The courier's AWB number: the tracking id." })
  awb: string | null;

  @Field(() => ParcelStatus, { description: 'Where it is now: the furthest report so far (a late report does not move it back).' })
  status: ParcelStatus;

  @Field(() => [TrackingEvent])
  events: TrackingEvent[];
}

@ObjectType({ description: "Staff: an order's courier booking." })
export class AdminShipment extends OrderTracking {
  @Field(() => String, { description: "'shiprocket' or 'test' (the local test-mode courier)." })
  provider: string;

  @Field(() => String, { nullable: true, description: 'Where staff download the label (GET with the staff token; PDF or a redirect to the courier’s).' })
  labelUrl: string | null;

  @Field(() => String, { nullable: true, description: 'The pickup date the courier gave, if one was scheduled.' })
  pickupScheduledFor: string | null;
}

/** The parcel for the shopper's order details. */
export function toOrderTracking(view: TrackingView): OrderTracking {
  return {
    carrier: view.carrier,
    awb: view.awb,
    status: view.status as ParcelStatus,
    events: view.events.map((e) => ({ status: e.status as TrackingStatus as ParcelStatus, activity: e.activity || e.providerStatus, location: e.location, at: e.at })),
  };
}

/** The parcel for the back office, with the label's download address. */
export function toAdminShipment(view: TrackingView, orderId: string): AdminShipment {
  return {
    ...toOrderTracking(view),
    provider: view.provider,
    labelUrl: view.labelAvailable ? `/api/v1/admin/shipments/${orderId}/label` : null,
    pickupScheduledFor: view.pickupScheduledFor,
  };
}
