import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An order's parcel with its courier: the courier's ids (filled in step by step while booking, so a
 * failed booking continues where it stopped), the label, the pickup, and where the parcel is.
 * `status` is `booking` until the AWB is assigned, then a tracking status (tracking.ts).
 */
@Entity({ name: 'shipment' })
export class ShipmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text', name: 'provider_order_id', nullable: true })
  providerOrderId: string | null;

  @Column({ type: 'text', name: 'provider_shipment_id', nullable: true })
  providerShipmentId: string | null;

  @Column({ type: 'text', nullable: true })
  awb: string | null;

  @Column({ type: 'text', name: 'courier_name', nullable: true })
  courierName: string | null;

  @Column({ type: 'text', name: 'label_url', nullable: true })
  labelUrl: string | null;

  /** The test courier's label; a real courier's is at `labelUrl`. */
  @Column({ type: 'bytea', name: 'label_pdf', nullable: true, select: false })
  labelPdf: Buffer | null;

  @Column({ type: 'text', name: 'pickup_scheduled_for', nullable: true })
  pickupScheduledFor: string | null;

  @Column({ type: 'text', name: 'pickup_token', nullable: true })
  pickupToken: string | null;

  @Column({ type: 'text' })
  status: string;

  /** When the courier reported the current status. */
  @Column({ type: 'timestamptz', name: 'status_at', nullable: true })
  statusAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
