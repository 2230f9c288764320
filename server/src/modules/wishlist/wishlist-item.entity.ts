import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One product saved in a shopper's wishlist; (user, product) is the primary key. */
@Entity({ name: 'wishlist_item' })
export class WishlistItemEntity {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId: string;

  @PrimaryColumn({ type: 'uuid', name: 'product_id' })
  productId: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
