import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A registered shopper. The password is only ever stored as a one-way hash, which is not selected by
 * default and has no GraphQL field.
 */
@ObjectType('User', { description: 'A registered shopper.' })
@Entity({ name: 'app_user' })
export class UserEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => String)
  @Column({ type: 'text' })
  username: string;

  /**
   * Stored as typed. Uniqueness, sign-in lookups and rate limits use its canonical form (common/identity.ts),
   * kept beside it in the generated column `email_canonical`.
   */
  @Field(() => String)
  @Column({ type: 'text' })
  email: string;

  /** The 10 digits, without +91. */
  @Field(() => String)
  @Column({ type: 'text' })
  mobile: string;

  @Field(() => String)
  @Column({ type: 'text' })
  city: string;

  @Field(() => String)
  @Column({ type: 'text' })
  pincode: string;

  @Column({ type: 'text', name: 'password_hash', select: false })
  passwordHash: string;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
