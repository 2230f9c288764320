import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { pageArgs } from '../../common/pagination';
import type { MailState } from './mail.service';

export const MailStatus = { QUEUED: 'QUEUED', SENT: 'SENT', IN_OUTBOX: 'IN_OUTBOX', FAILED: 'FAILED' } as const satisfies Record<MailState, MailState>;
registerEnumType(MailStatus, {
  name: 'MailStatus',
  description: 'QUEUED: waiting for its first or next try; SENT: an SMTP server accepted it; IN_OUTBOX: kept in the development outbox (no SMTP_URL); FAILED: every retry failed.',
});

@ObjectType({ description: 'A mail the shop sent or will send, as the back office sees it.' })
export class OutboxMail {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'What it is about: order.placed, order.shipped, account.password_reset, …' })
  kind: string;

  @Field(() => String)
  to: string;

  @Field(() => String)
  subject: string;

  @Field(() => MailStatus)
  status: MailState;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field(() => Int, { description: 'Tries so far.' })
  attempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last try failed.' })
  lastError: string | null;

  @Field(() => String, { nullable: true, description: 'The mail as sent, null before its first try; a password reset link in it is masked (staff never read one).' })
  html: string | null;

  @Field(() => String, { nullable: true, description: 'The plain-text part, like html.' })
  text: string | null;
}

@ObjectType({ description: 'A page of the outbox, newest first.' })
export class OutboxPage {
  @Field(() => [OutboxMail])
  mails: OutboxMail[];

  @Field(() => Int)
  total: number;

  @Field(() => Boolean, { description: 'Whether older mails follow this page.' })
  hasMore: boolean;
}

@ArgsType()
export class OutboxPageArgs extends pageArgs(100, 20) {}
