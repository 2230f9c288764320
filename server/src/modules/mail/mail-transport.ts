import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from '../../config';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** Where mails go: an SMTP server, or (no SMTP_URL) nowhere but the development outbox, i.e. the stored mail itself. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Resolves once the server accepted the mail; throws when it did not (the job retries). */
  send(mail: OutgoingMail): Promise<void>;
}

const outbox: MailTransport = { kind: 'outbox', send: async () => undefined };

/**
 * One transport per SMTP_URL (a connection per mail: mails are few, and a dead connection never
 * lingers in a pool). Short time limits, so a server that hangs fails the try instead of the job
 * running into its expiry.
 */
const transports = new Map<string, MailTransport>();

export function mailTransport(config: MailConfig): MailTransport {
  const url = config.smtpUrl;
  if (!url) return outbox;
  let t = transports.get(url);
  if (!t) {
    const smtp = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as SMTPTransport.Options);
    t = {
      kind: 'smtp',
      async send(mail) {
        const info = await smtp.sendMail({ ...mail, headers: { 'Auto-Submitted': 'auto-generated' } });
        if (info.rejected.length) throw new Error(`the SMTP server refused ${info.rejected.length} recipient(s)`);
      },
    };
    transports.set(url, t);
  }
  return t;
}
