import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One product in a shopper's cart; (user, product) is the primary key, so a product is in a cart once. */
@Entity({ name: 'cart_item' })
export class CartItemEntity {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId: string;

  @PrimaryColumn({ type: 'uuid', name: 'product_id' })
  productId: string;

  /** 1 to 10, and never above the product's stock when set. */
  @Column({ type: 'integer', default: 1 })
  quantity: number;

  /** The size the shopper picked, one of the product's availableSizes; null when none was picked. */
  @Column({ type: 'text', nullable: true })
  size: string | null;

  /** The product's colour when it was added (each colour of a family is its own product). */
  @Column({ type: 'text' })
  color: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
