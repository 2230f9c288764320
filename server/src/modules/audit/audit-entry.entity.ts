import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { STAFF_ROLE_WORDS, STAFF_ROLES, type StaffRole } from '../../common/auth';

/**
 * One thing a staff member did. Append-only: the database refuses UPDATE, DELETE and TRUNCATE on the
 * table (a trigger), so a recorded entry is never changed or removed, by the app or anyone else.
 */
@ObjectType('AuditEntry', { description: 'One recorded staff action: who, in which role, what, on which record, before and after, when, from where.' })
@Entity({ name: 'audit_entry' })
export class AuditEntryEntity {
  /** bigint identity: pg hands it over as a string, which is what an ID is anyway. */
  @Field(() => ID)
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Field(() => Date)
  @Column({ type: 'timestamptz' })
  at: Date;

  @Field(() => ID, { nullable: true, description: 'Null for an action taken at the server’s command line.' })
  @Column({ type: 'uuid', name: 'staff_id', nullable: true })
  staffId: string | null;

  @Field(() => String, { description: 'Who, as they were named then.' })
  @Column({ type: 'text', name: 'staff_email' })
  staffEmail: string;

  @Field(() => String, { description: 'Their role then: owner, manager, support (or operator for the command line; shopper for a shopper refused an admin operation; unknown for a sign-in with an e-mail no staff member has).' })
  @Column({ type: 'text', name: 'staff_role' })
  staffRole: string;

  @Field(() => String, { description: 'Their role then, in the words the back office shows: Owner, Manager, Support, Command line, Shopper or Unknown account.' })
  get staffRoleLabel(): string {
    if (this.staffRole === 'operator') return 'Command line';
    if (this.staffRole === 'webhook') return 'Webhook';
    if (this.staffRole === 'shopper') return 'Shopper';
    if (this.staffRole === 'unknown') return 'Unknown account';
    return (STAFF_ROLES as readonly string[]).includes(this.staffRole) ? STAFF_ROLE_WORDS[this.staffRole as StaffRole].label : this.staffRole;
  }

  @Field(() => String, { description: 'What was done, e.g. `staff.create`, `settings.update`.' })
  @Column({ type: 'text' })
  action: string;

  @Field(() => String, { description: 'The kind of record acted on, e.g. `staff`, `setting`, `product`.' })
  @Column({ type: 'text', name: 'entity_type' })
  entityType: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', name: 'entity_id', nullable: true })
  entityId: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The values that changed, as they were.' })
  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The values that changed, as they became.' })
  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Field(() => String, { description: 'The client address the action came from.' })
  @Column({ type: 'text' })
  ip: string;
}
