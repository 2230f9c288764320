import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as the server received it (headers and MIME parts). */
  raw: string;
  header(name: string): string | undefined;
  /** The decoded text of the message (quoted-printable soft breaks undone), for assertions on words and links. */
  body: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Closes the port: clients are refused until `start()`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  // Quoted-printable gives bytes: read them back as UTF-8 (₹ and other non-ASCII text).
  const body = Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
  return { from, to, raw, header: (name) => headers.get(name.toLowerCase()), body };
}

/**
 * A real SMTP server on a free loopback port (the `smtp-server` package), collecting every message it
 * accepts. No TLS, no authentication: the shop's SMTP_URL is `smtp://127.0.0.1:<port>`.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // The shop's tests never leave loopback, DNS included.
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1');
          received.push(parse(raw, session.envelope.mailFrom ? session.envelope.mailFrom.address : '', session.envelope.rcptTo.map((r) => r.address)));
          callback();
        });
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(port);
    },
  };
}
