import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One report from the courier about a parcel, recorded once (unique by shipment and `dedupKey`). */
@Entity({ name: 'shipment_event' })
export class ShipmentEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid', name: 'shipment_id' })
  shipmentId: string;

  @Column({ type: 'text', name: 'dedup_key' })
  dedupKey: string;

  /** The shop's tracking status (tracking.ts). */
  @Column({ type: 'text' })
  status: string;

  @Column({ type: 'text', name: 'provider_status' })
  providerStatus: string;

  @Column({ type: 'text' })
  activity: string;

  @Column({ type: 'text' })
  location: string;

  /** When the courier says it happened (reports may arrive later, and in any order). */
  @Column({ type: 'timestamptz' })
  at: Date;

  /** Whether it moved the parcel (and so the order) forward, or only joined the timeline. */
  @Column({ type: 'boolean' })
  applied: boolean;
}
