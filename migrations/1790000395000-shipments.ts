import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courier shipments: one per order, with the courier's ids (its order, shipment and AWB), the label,
 * and where the parcel is; and each tracking event the courier reported, once. An event is unique by
 * its key within its shipment (the courier's event id, or AWB + status + time), so a webhook sent
 * again, or a poll that sees the same scan, records nothing new.
 */
export class Shipments1790000395000 implements MigrationInterface {
  name = 'Shipments1790000395000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shipment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL UNIQUE REFERENCES customer_order (id),
        provider text NOT NULL,
        provider_order_id text,
        provider_shipment_id text,
        awb text,
        courier_name text,
        label_url text,
        label_pdf bytea,
        pickup_scheduled_for text,
        pickup_token text,
        status text NOT NULL DEFAULT 'booking',
        status_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Webhooks name the parcel by its AWB.
    await q.query(`CREATE UNIQUE INDEX shipment_provider_awb_idx ON shipment (provider, awb) WHERE awb IS NOT NULL`);
    await q.query(`
      CREATE TABLE shipment_event (
        id bigserial PRIMARY KEY,
        shipment_id uuid NOT NULL REFERENCES shipment (id),
        dedup_key text NOT NULL,
        status text NOT NULL,
        provider_status text NOT NULL DEFAULT '',
        activity text NOT NULL DEFAULT '',
        location text NOT NULL DEFAULT '',
        at timestamptz NOT NULL,
        applied boolean NOT NULL DEFAULT false,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (shipment_id, dedup_key)
      )`);
    await q.query(`CREATE INDEX shipment_event_timeline_idx ON shipment_event (shipment_id, at, id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shipment_event`);
    await q.query(`DROP TABLE shipment`);
  }
}
