import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Where a message is in the inbox: unread, read by staff, or answered. */
export enum ContactMessageStatus {
  NEW = 'new',
  READ = 'read',
  REPLIED = 'replied',
}
registerEnumType(ContactMessageStatus, { name: 'ContactMessageStatus', description: "Where a message is in the shop's inbox." });

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

  @Field(() => ContactMessageStatus)
  @Column({ type: 'text', default: ContactMessageStatus.NEW })
  status: ContactMessageStatus;

  /** The staff member who last handled it (read or answered); `ContactMessage.handledBy` shows them. */
  @Column({ type: 'uuid', name: 'handled_by', nullable: true })
  handledById: string | null;

  @Field(() => Date, { nullable: true, description: 'When staff last read or answered it.' })
  @Column({ type: 'timestamptz', name: 'handled_at', nullable: true })
  handledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The answer staff wrote, once replied.' })
  @Column({ type: 'text', nullable: true })
  reply: string | null;
}
