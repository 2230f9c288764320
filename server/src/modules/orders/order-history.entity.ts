import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEvent, OrderStatus } from './order.entity';

/**
 * Who or what moves orders: the shopper, a staff member in the back office (`staffId` says who), the
 * operator's command line, the payment provider, the shop itself (sweep).
 */
export type OrderActor = 'shopper' | 'staff' | 'operator' | 'payment provider' | 'courier' | 'system';

/** One transition of an order, written in the same transaction as the transition itself. */
@ObjectType('OrderHistoryEntry')
@Entity({ name: 'order_history' })
export class OrderHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId: string;

  @Field(() => OrderEvent)
  @Column({ type: 'text' })
  event: OrderEvent;

  @Column({ type: 'text', name: 'from_status', nullable: true })
  fromStatus: OrderStatus | null;

  @Field(() => OrderStatus, { name: 'status', description: 'The status the order had after it.' })
  @Column({ type: 'text', name: 'to_status' })
  toStatus: OrderStatus;

  @Field(() => String, { description: "'shopper', 'staff', 'operator', 'payment provider', 'courier' or 'system'." })
  @Column({ type: 'text' })
  actor: OrderActor;

  /** The staff member behind a `staff` transition (shown to staff only). */
  @Column({ type: 'uuid', name: 'staff_id', nullable: true })
  staffId: string | null;

  /** What staff wrote with it: a cancellation's reason, a shipment's carrier and tracking id (shown to staff only). */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field(() => Date)
  @Column({ type: 'timestamptz' })
  at: Date;
}
