import crypto from 'node:crypto';
import type { RunningJob } from '../../common/jobs';
import { escapeHtml } from '../../common/html';
import { log } from '../../common/log';
import { rowsOf } from '../../common/sql';
import type { PageArgs } from '../../common/pagination';
import { inTransaction, systemContext, type AppServices, type RequestContext } from '../../context';
import { MailMessageEntity } from './mail-message.entity';
import { renderMail, type MailContent } from './mail-templates';
import { mailTransport } from './mail-transport';

export interface NewMail {
  /** What the mail is about, unique for all time (`order:<id>:shipped`): the same key never queues a second mail. */
  key: string;
  kind: string;
  to: string;
  content: MailContent;
  /**
   * Carries a secret (a reset link, its `content.action.url`): staff never read the link (outbox shows it
   * masked, in every environment), and its body is wiped once an SMTP server has it.
   */
  sensitive?: boolean;
}

export interface MailJob {
  mailId: string;
}

const REDACTED_HTML = '<p>This mail carried a password reset link. Its body was removed once the mail server accepted it.</p>';
const REDACTED_TEXT = 'This mail carried a password reset link. Its body was removed once the mail server accepted it.';

/** A Message-ID that is the same on every try of one mail: a receiver that saw it already can drop a resend. */
function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rangrez.example';
  return `<${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** How long a send's claim on a mail lasts: longer than any SMTP conversation, short enough for a retry after a crash. */
const CLAIM_SECONDS = 300;

const inTx = (ctx: RequestContext) => Boolean(ctx.em.queryRunner?.isTransactionActive);

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** The status an operator reads in the outbox. */
export type MailState = 'QUEUED' | 'SENT' | 'IN_OUTBOX' | 'FAILED';

export function stateOf(m: Pick<MailMessageEntity, 'sentAt' | 'transport' | 'failedAt'>): MailState {
  if (m.sentAt) return m.transport === 'outbox' ? 'IN_OUTBOX' : 'SENT';
  return m.failedAt ? 'FAILED' : 'QUEUED';
}

/** What staff read instead of a secret link. */
export const MASKED_LINK = '[reset link hidden: only the addressee can open it]';

/**
 * A mail's body as staff read it: a sensitive mail's secret link (its action URL, as written in the text
 * and as escaped in the HTML) is replaced by MASKED_LINK, and so is any other `token=` value, whatever the
 * environment, so nobody behind the counter can take over a shopper's account with it. The mail that goes
 * out is never changed by this.
 */
export function maskedForStaff(m: Pick<MailMessageEntity, 'sensitive' | 'data'>, body: string | null): string | null {
  if (!body || !m.sensitive) return body;
  const action = (m.data as { action?: { url?: unknown } } | null)?.action;
  let masked = body;
  if (action && typeof action.url === 'string' && action.url) {
    masked = masked.split(action.url).join(MASKED_LINK).split(escapeHtml(action.url)).join(escapeHtml(MASKED_LINK));
  }
  return masked.replace(/([?&](?:amp;)?token=)[^\s"'<>&]+/gi, '$1hidden');
}

export const mailService = {
  /**
   * Queues a mail in the caller's transaction (or its own): the mail row and its send job commit
   * together with the change that caused them, or not at all. A key already queued queues nothing
   * (answers false): an event handled twice writes once.
   */
  async enqueue(ctx: RequestContext, mail: NewMail): Promise<boolean> {
    const run = async (tx: RequestContext) => {
      const { from, retryLimit, retryDelaySeconds } = tx.app.config.mail;
      const rows: { id: string }[] = await tx.em.query(
        `INSERT INTO mail_message (idempotency_key, kind, to_address, subject, data, message_id, sensitive)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [mail.key, mail.kind, mail.to, mail.content.subject, JSON.stringify(mail.content), messageIdFor(mail.key, from), mail.sensitive ?? false],
      );
      if (!rows.length) return false;
      await tx.app.jobs.send<MailJob>(tx, 'mail.send', { mailId: rows[0].id }, { retryLimit, retryDelaySeconds });
      return true;
    };
    return inTx(ctx) ? run(ctx) : inTransaction(ctx, run);
  },

  /**
   * The send job: sends the mail unless it is marked sent, with no transaction open while the SMTP
   * server talks. The mail is claimed first by one statement (a lease of CLAIM_SECONDS on the row, so
   * a second worker does not send it meanwhile, and a process that dies mid-send frees it for the
   * retry), then sent, then marked sent by one statement. The one way a mail goes out twice: the server
   * accepted it and this process died (or lost the database) before marking it; the resend carries the
   * same Message-ID. A failed try records its error and throws, so the queue retries it later; the last
   * one marks the mail failed.
   */
  async deliver(app: AppServices, job: RunningJob<MailJob>): Promise<void> {
    const ctx = systemContext(app);
    const id = job.data.mailId;
    const transport = mailTransport(app.config.mail);
    let claimed = false;
    try {
      const found = await ctx.em.findOneBy(MailMessageEntity, { id });
      if (!found || found.sentAt) return;
      // Rendered before the claim: the first render in a process compiles the layouts (seconds).
      const rendered = found.html && found.textBody ? { html: found.html, text: found.textBody } : await renderMail(found.data as unknown as MailContent);
      const [claim] = await rowsOf<{ id: string }>(
        ctx,
        `UPDATE mail_message SET claimed_until = now() + make_interval(secs => $2)
         WHERE id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now()) RETURNING id`,
        [id, CLAIM_SECONDS],
      );
      if (!claim) {
        const [row] = await rowsOf<{ sent: boolean }>(ctx, 'SELECT sent_at IS NOT NULL AS sent FROM mail_message WHERE id = $1', [id]);
        if (!row || row.sent) return;
        throw new Error('another worker is sending this mail');
      }
      claimed = true;
      await transport.send({ from: app.config.mail.from, to: found.toAddress, subject: found.subject, html: rendered.html, text: rendered.text, messageId: found.messageId });
      const wipe = found.sensitive && transport.kind === 'smtp';
      await ctx.em.update(MailMessageEntity, { id }, {
        sentAt: () => 'now()',
        claimedUntil: null,
        transport: transport.kind,
        attempts: () => 'attempts + 1',
        lastAttemptAt: () => 'now()',
        lastError: null,
        html: wipe ? REDACTED_HTML : rendered.html,
        textBody: wipe ? REDACTED_TEXT : rendered.text,
        ...(wipe ? { data: { redacted: true } } : {}),
      });
    } catch (err) {
      const lastTry = job.retryCount >= job.retryLimit;
      await ctx.em
        .update(MailMessageEntity, { id }, {
          attempts: () => 'attempts + 1',
          lastAttemptAt: () => 'now()',
          lastError: errorText(err),
          ...(claimed ? { claimedUntil: null } : {}),
          ...(lastTry ? { failedAt: () => 'now()' } : {}),
        })
        .catch(() => undefined);
      log.warn({ scope: 'mail', mailId: id, attempt: job.retryCount + 1, lastTry, reason: errorText(err) }, lastTry ? 'mail given up' : 'mail not sent; will retry');
      throw err;
    }
  },

  /** The stored mails, newest first: the development outbox (and, with SMTP, what was sent). */
  async outbox(ctx: RequestContext, page: PageArgs): Promise<{ mails: MailMessageEntity[]; total: number }> {
    const [mails, total] = await ctx.em.findAndCount(MailMessageEntity, {
      order: { createdAt: 'DESC', id: 'DESC' },
      take: page.limit ?? 20,
      skip: page.offset ?? 0,
    });
    return { mails, total };
  },
};

/** This process's mail senders: two at a time (SMTP is slow, mails are few). */
export async function startMailWorkers(app: AppServices, senders = 2): Promise<void> {
  for (let i = 0; i < senders; i++) await app.jobs.work<MailJob>('mail.send', (job) => mailService.deliver(app, job));
}
