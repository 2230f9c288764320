import { IsEnum, isEmail, isPhoneNumber, IsOptional, IsString, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ContactMessageEntity, ContactMessageStatus } from './contact-message.entity';

/**
 * The contact form itself sets no length bounds; these generous maximums only protect the server
 * (and the support team's inbox) from absurd input. A 1 MB body never gets this far: the JSON parser
 * answers 413 above 512 kB.
 */
export const CONTACT_LIMITS = { fullName: 100, email: 254, phoneNumber: 20, subject: 200, message: 10_000 } as const;

interface TextRule {
  label: string;
  max: number;
  required: boolean;
  /** An extra format check on the trimmed text, with the message shown when it fails. */
  format?: [check: (text: string) => boolean, message: string];
}

function problemWith(value: unknown, rule: TextRule): string | null {
  if (value === undefined || value === null) return rule.required ? `${rule.label} is required.` : null;
  if (typeof value !== 'string') return `${rule.label} must be text.`;
  if (rule.required && value.trim() === '') return `${rule.label} is required.`;
  if (value.length > rule.max) return `${rule.label} must be at most ${rule.max.toLocaleString('en-IN')} characters.`;
  if (rule.format && value.trim() !== '' && !rule.format[0](value.trim())) return rule.format[1];
  return null;
}

/**
 * One rule per field, so the shopper always reads the single most useful message ("is required" before
 * "is not valid"), whatever order class-validator reports constraints in.
 */
function ContactText(rule: TextRule, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'contactText',
      validator: {
        validate: (value) => problemWith(value, rule) === null,
        defaultMessage: (args) => problemWith(args?.value, rule) ?? `${rule.label} is not valid.`,
      },
    },
    options,
  );
}

/** Indian numbers with or without +91/0; other countries need their + prefix. */
const isShopPhone = (text: string) => isPhoneNumber(text, 'IN');

/** What the contact form sends: the GraphQL input, and the REST body once `phone_Number` is renamed. */
@InputType('ContactMessageInput')
export class ContactMessageInput {
  @Field(() => String, { description: `Required; at most ${CONTACT_LIMITS.fullName} characters.` })
  @ContactText({ label: 'Full Name', max: CONTACT_LIMITS.fullName, required: true })
  fullName: string;

  @Field(() => String, { description: 'Required; a valid e-mail address.' })
  @ContactText({
    label: 'Email Address',
    max: CONTACT_LIMITS.email,
    required: true,
    format: [(t) => isEmail(t), 'Please enter a valid Email Address.'],
  })
  email: string;

  @Field(() => String, { description: 'Required; an Indian number, or any number with its + country code.' })
  @ContactText({
    label: 'Phone Number',
    max: CONTACT_LIMITS.phoneNumber,
    required: true,
    format: [isShopPhone, 'Please enter a valid Phone Number.'],
  })
  phoneNumber: string;

  @Field(() => String, { nullable: true, description: `Optional; at most ${CONTACT_LIMITS.subject} characters.` })
  @IsOptional()
  @ContactText({ label: 'Subject', max: CONTACT_LIMITS.subject, required: false })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: `Optional; at most ${CONTACT_LIMITS.message.toLocaleString('en-IN')} characters.` })
  @IsOptional()
  @ContactText({ label: 'Message', max: CONTACT_LIMITS.message, required: false })
  message?: string | null;
}

/** The longest reply staff may keep on a message. */
export const CONTACT_REPLY_MAX = 5000;

@InputType({ description: 'Narrows the inbox; both fields are optional.' })
export class ContactMessageFilter {
  @Field(() => ContactMessageStatus, { nullable: true })
  @IsOptional()
  @IsEnum(ContactMessageStatus)
  status?: ContactMessageStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the sender's name, e-mail or phone, or of the subject or text." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string | null;
}

@ObjectType({ description: 'A page of the inbox, newest first, and how many messages match.' })
export class ContactMessagePage {
  @Field(() => [ContactMessageEntity])
  items: ContactMessageEntity[];

  @Field(() => Int)
  total: number;
}
