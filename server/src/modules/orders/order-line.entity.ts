import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderEntity } from './order.entity';

/** One product of an order, with everything about it as it was when bought. */
@ObjectType('OrderLine')
@Entity({ name: 'order_line' })
export class OrderLineEntity {
  @Field(() => ID, { description: 'Stable; legacy REST lists a line of a several-line order under this id.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', name: 'order_id' })
  orderId: string;

  @ManyToOne('OrderEntity', 'lines', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;

  /** 1, 2, …: the order the lines were shown in at checkout. */
  @Column({ type: 'smallint' })
  position: number;

  @Field(() => ID)
  @Column({ type: 'uuid', name: 'product_id' })
  productId: string;

  /** Snapshot at order time, so a renamed or removed product still reads right in the history. */
  @Field(() => String)
  @Column({ type: 'text', name: 'product_name' })
  productName: string;

  @Field(() => String, { description: 'Image path of the product at order time.' })
  @Column({ type: 'text', name: 'product_image' })
  productImage: string;

  @Field(() => String)
  @Column({ type: 'text' })
  color: string;

  @Field(() => String, { description: "The chosen size, or 'NA' for products without sizes." })
  @Column({ type: 'text' })
  size: string;

  @Field(() => String, { nullable: true, description: 'The SKU of the size ordered (e.g. KURTA-INDIGO-M); null only on lines older than sizes as variants.' })
  @Column({ type: 'text', nullable: true })
  sku: string | null;

  @Field(() => Int, { description: '1 to 10.' })
  @Column({ type: 'integer' })
  quantity: number;

  @Field(() => Int, { description: 'The price of one item when ordered, in paise.' })
  @Column({ type: 'integer', name: 'unit_price_paise' })
  unitPricePaise: number;

  @Field(() => Int, { description: "This line's share of the order's discounts, in paise (split to the paisa by the price engine)." })
  @Column({ type: 'integer', name: 'discount_paise', default: 0 })
  discountPaise: number;

  @Field(() => Int, { description: 'What the line was sold for: unit price × quantity − its discount, in paise. Tax is backed out of it; a return refunds it.' })
  @Column({ type: 'integer', name: 'amount_paise' })
  amountPaise: number;
}
