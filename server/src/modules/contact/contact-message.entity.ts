import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message a visitor or shopper sent through the contact form, kept for the support team. */
@ObjectType('ContactMessage', { description: 'A message sent to the shop through the contact form.' })
@Entity({ name: 'contact_message' })
export class ContactMessageEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'full_name' })
  fullName: string;

  @Field(() => String)
  @Column({ type: 'text' })
  email: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'phone_number' })
  phoneNumber: string;

  /** Empty when the sender gave none. */
  @Field(() => String, { description: 'Empty when none was given.' })
  @Column({ type: 'text', default: '' })
  subject: string;

  /** Empty when the sender gave none. */
  @Field(() => String, { description: 'Empty when none was given.' })
  @Column({ type: 'text', default: '' })
  message: string;

  /** The shopper who was logged in when sending, if any; not exposed (support staff read it, not the API). */
  @Column({ type: 'uuid', name: 'user_id', nullable: true })
  userId: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
