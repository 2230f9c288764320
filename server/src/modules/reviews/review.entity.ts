import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { cacheHint, REVIEWS_MAX_AGE } from '../../common/cache-hints';

/** A shopper's review of one product: 1 to 5 stars and a text. */
@ObjectType('Review', { description: "A shopper's review of a product." })
@Directive(cacheHint(REVIEWS_MAX_AGE))
@Entity({ name: 'review' })
export class ReviewEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid', name: 'product_id' })
  productId: string;

  /** The account that wrote it; null for the seeded sample reviews. Never exposed. */
  @Column({ type: 'uuid', name: 'user_id', nullable: true })
  userId: string | null;

  @Field(() => String, { description: 'The name shown with the review.' })
  @Column({ type: 'text' })
  username: string;

  @Field(() => Int, { description: '1 to 5.' })
  @Column({ type: 'smallint' })
  stars: number;

  @Field(() => String)
  @Column({ type: 'text' })
  text: string;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  // Moderation (staff only: the back office's AdminReview shows it). A hidden review is out of the
  // storefront's lists and out of its product's rating until it is restored.

  @Column({ type: 'timestamptz', name: 'hidden_at', nullable: true })
  hiddenAt: Date | null;

  @Column({ type: 'text', name: 'hidden_reason', nullable: true })
  hiddenReason: string | null;

  @Column({ type: 'uuid', name: 'hidden_by', nullable: true })
  hiddenById: string | null;
}
