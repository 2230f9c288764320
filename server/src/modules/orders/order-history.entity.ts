import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEvent, OrderStatus } from './order.entity';

/** Who or what moves orders: the shopper, the operator's command, the payment provider, the shop itself (sweep). */
export type OrderActor = 'shopper' | 'operator' | 'payment provider' | 'system';

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

  @Field(() => String, { description: "'shopper', 'operator', 'payment provider' or 'system'." })
  @Column({ type: 'text' })
  actor: OrderActor;

  @Field(() => Date)
  @Column({ type: 'timestamptz' })
  at: Date;
}
