import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StaffRole } from '../../common/auth';

/** The roles as the schema names them (OWNER, ...); their values are the ones stored ('owner', ...). */
export const StaffRoleValues = { OWNER: 'owner', MANAGER: 'manager', SUPPORT: 'support' } as const satisfies Record<string, StaffRole>;
registerEnumType(StaffRoleValues, {
  name: 'StaffRole',
  description: 'What a staff member may do is decided by their role (see the permission table).',
  valuesConfig: {
    OWNER: { description: 'Everything, including staff, settings and the audit trail.' },
    MANAGER: { description: 'Catalogue, prices, stock, orders, messages and reviews.' },
    SUPPORT: { description: 'Reads orders and messages, ships and delivers, answers messages.' },
  },
});

/**
 * Someone who runs the shop. Not a shopper: their own table, sessions and roles. Secrets (password hash,
 * authenticator secrets) are never selected unless asked for, and never exposed.
 */
@ObjectType('StaffMember', { description: 'A member of the shop staff.' })
@Entity({ name: 'staff_member' })
export class StaffMemberEntity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => String)
  @Column({ type: 'text' })
  email: string;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => StaffRoleValues)
  @Column({ type: 'text' })
  role: StaffRole;

  @Field(() => Boolean, { description: 'False once deactivated: they cannot sign in and their sessions are over.' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'text', name: 'password_hash', select: false })
  passwordHash: string;

  /** The confirmed authenticator secret (base32), sealed (`v1:…`, common/secret-box.ts): never stored in clear. */
  @Column({ type: 'text', name: 'totp_secret', nullable: true, select: false })
  totpSecret: string | null;

  @Column({ type: 'timestamptz', name: 'totp_enrolled_at', nullable: true })
  totpEnrolledAt: Date | null;

  /** A secret shown for enrolment and not yet confirmed with a code, sealed like totpSecret. */
  @Column({ type: 'text', name: 'totp_pending_secret', nullable: true, select: false })
  totpPendingSecret: string | null;

  /** The last time step whose code was accepted: a code is never accepted twice. */
  @Column({ type: 'integer', name: 'totp_last_step', nullable: true, select: false })
  totpLastStep: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', name: 'last_login_at', nullable: true })
  lastLoginAt: Date | null;

  @Field(() => Boolean, { description: 'Whether they have set up an authenticator app.' })
  get totpEnrolled(): boolean {
    return this.totpEnrolledAt != null;
  }
}
