import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One mail the shop sends, from the moment its cause commits. `idempotencyKey` names what it is about
 * (`order:<id>:shipped`): unique, so the same cause never queues two mails. `data` is what the template
 * is filled with; `html` and `textBody` are the mail as rendered for its first try. `sentAt` is set in
 * the same transaction that records the server's acceptance, and a mail with `sentAt` is never sent
 * again.
 */
@Entity({ name: 'mail_message' })
export class MailMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', name: 'idempotency_key' })
  idempotencyKey: string;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text', name: 'to_address' })
  toAddress: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'text', name: 'text_body', nullable: true })
  textBody: string | null;

  /** Derived from the idempotency key: a resend after an unrecorded success carries the same id. */
  @Column({ type: 'text', name: 'message_id' })
  messageId: string;

  /** Carries a secret (a reset link): its body is wiped once an SMTP server accepted it. */
  @Column({ type: 'boolean', default: false })
  sensitive: boolean;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', name: 'last_attempt_at', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: 'text', name: 'last_error', nullable: true })
  lastError: string | null;

  /** While a send job talks to the SMTP server: until when its claim holds (see mailService.deliver). */
  @Column({ type: 'timestamptz', name: 'claimed_until', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'timestamptz', name: 'sent_at', nullable: true })
  sentAt: Date | null;

  /** Where it went: an SMTP server, or the development outbox (no SMTP_URL). */
  @Column({ type: 'text', nullable: true })
  transport: 'smtp' | 'outbox' | null;

  /** Every retry failed: an operator looks at `lastError`. */
  @Column({ type: 'timestamptz', name: 'failed_at', nullable: true })
  failedAt: Date | null;
}
