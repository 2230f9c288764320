import { IsEmail, IsIn, Length, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { STAFF_ROLES, type StaffRole } from '../../common/auth';
import { StaffMemberEntity, StaffRoleValues } from './staff-member.entity';

/** The staff module's public GraphQL type, for other modules' fields (e.g. who handled a message). */
export { StaffMemberEntity as StaffMember };

/** Staff passwords guard the whole shop: longer than shoppers' at the least. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_PASSWORD_RULE = `A staff password has ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters.`;

/** The rules of a staff password, for the API and the command line alike. */
export function staffPasswordProblem(password: string): string | null {
  return password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX ? STAFF_PASSWORD_RULE : null;
}

@ObjectType({ description: 'What scanning a QR code in an authenticator app sets up.' })
export class TotpEnrolment {
  @Field(() => String, { description: 'The secret, for typing in by hand (base32).' })
  secret: string;

  @Field(() => String, { description: 'The otpauth:// URI to show as a QR code.' })
  otpauthUri: string;
}

@ObjectType({
  description:
    'A staff sign-in. With `token`, send it as `Authorization: Bearer <token>` on admin operations. Without one, `totpRequired` says an authenticator code must be sent with the password (and `totpEnrolment`, when present, is the authenticator to set up first).',
})
export class StaffLoginResult {
  @Field(() => String, { nullable: true })
  token: string | null;

  @Field(() => Date, { nullable: true, description: 'When the session ends at the latest (it ends sooner after 8 idle hours).' })
  expiresAt: Date | null;

  @Field(() => StaffMemberEntity, { nullable: true })
  staff: StaffMemberEntity | null;

  @Field(() => Boolean)
  totpRequired: boolean;

  @Field(() => TotpEnrolment, { nullable: true })
  totpEnrolment: TotpEnrolment | null;
}

@ObjectType({ description: 'A staff role: its words for the back office, and what the permission table lets it do.' })
export class StaffRoleInfo {
  @Field(() => StaffRoleValues)
  role: StaffRole;

  @Field(() => String, { description: 'The role in words, e.g. Manager.' })
  label: string;

  @Field(() => String, { description: 'What the role is for, in a sentence (the role picker shows it).' })
  help: string;

  @Field(() => [String], { description: 'The admin operations the permission table lets the role perform (e.g. `orders.ship`), in the table’s order.' })
  operations: string[];
}

@ObjectType({ description: 'Shop-wide settings of the back office.' })
export class StaffSettings {
  @Field(() => Boolean, { description: 'Every staff account must set up an authenticator and give its code at each sign-in.' })
  requireTotp: boolean;
}

@InputType({ description: 'A new staff account: they sign in with this e-mail and password.' })
export class CreateStaffInput {
  @Field(() => String)
  @MaxLength(254, { message: 'Please enter a valid e-mail address.' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  email: string;

  @Field(() => String)
  @Length(1, 100, { message: 'A name has 1 to 100 characters.' })
  name: string;

  @Field(() => StaffRoleValues)
  @IsIn([...STAFF_ROLES], { message: 'Choose a role: owner, manager or support.' })
  role: StaffRole;

  @Field(() => String, { description: `${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters.` })
  @Length(STAFF_PASSWORD_MIN, STAFF_PASSWORD_MAX, { message: STAFF_PASSWORD_RULE })
  password: string;
}

@InputType({ description: 'An invitation to join the staff: the invitee chooses their own name and password from the link.' })
export class InviteStaffInput {
  @Field(() => String)
  @MaxLength(254, { message: 'Please enter a valid e-mail address.' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  email: string;

  @Field(() => StaffRoleValues)
  @IsIn([...STAFF_ROLES], { message: 'Choose a role: owner, manager or support.' })
  role: StaffRole;
}

@ObjectType({ description: 'An invitation sent (the link itself goes only to the invitee’s mailbox).' })
export class StaffInvite {
  @Field(() => String)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => StaffRoleValues)
  role: StaffRole;

  @Field(() => String, { description: 'The role in words, e.g. Manager.' })
  roleLabel: string;

  @Field(() => Date, { description: 'When the link stops working.' })
  expiresAt: Date;
}
