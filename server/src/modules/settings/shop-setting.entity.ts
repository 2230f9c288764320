import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One shop-wide setting an owner changes at run time (not configuration read at start-up). */
@Entity({ name: 'shop_setting' })
export class ShopSettingEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
