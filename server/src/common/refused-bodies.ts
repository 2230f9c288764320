import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a client's connection whose upload was refused stays open for the rest of the body, at most. */
export const REFUSED_BODY_LINGER_MS = 30_000;

/**
 * For a request whose body is refused before it was read (too large, not the right form): what still
 * comes is read and thrown away, nothing kept, so the answer, which the caller writes AT ONCE, reaches
 * a sender that is still sending. Closing a connection with unread bytes on it resets it, and a client
 * still writing then sees ECONNRESET instead of the answer.
 *
 * Past `maxBytes` more, once the answer is out, the connection is dropped. With `halfClose` (a client's connection at the
 * gateway), once the answer is out while the body is still coming, the shop's side is closed: the client
 * reads the whole answer, then the end, and stops sending; what it sent meanwhile is still read, for at
 * most `lingerMs`. Without it (the gateway's connection to the backend), the body is read to its end and
 * the connection stays in use. A body that has arrived whole changes nothing.
 */
export function discardBody(req: IncomingMessage, res: ServerResponse, opts: { maxBytes: number; halfClose: boolean; lingerMs?: number }): void {
  if (req.complete) return;
  const socket = req.socket;
  req.unpipe();
  let discarded = 0;
  const drop = () => socket.destroy();
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    // Never before the answer is out: it may first wait for an upload's store to clean up, and a
    // connection dropped before then resets under a sender that never got the answer.
    if (discarded > opts.maxBytes && res.writableFinished) drop();
  });
  req.resume();
  if (!opts.halfClose) return;
  const linger = () => {
    if (req.complete || socket.destroyed) return;
    socket.end();
    const timer = setTimeout(drop, opts.lingerMs ?? REFUSED_BODY_LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
  if (res.writableFinished) linger();
  else res.once('finish', linger);
}
