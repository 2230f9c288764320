import busboy from 'busboy';
import crypto from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { Request } from 'express';
import { AppError, badInput, notFound } from '../../common/errors';
import { log } from '../../common/log';
import { discardBody } from '../../common/refused-bodies';
import { requireShopper } from '../../common/shopper';
import { rowsOf } from '../../common/sql';
import { inTransaction, type RequestContext } from '../../context';
import { RETURN_VIDEO_KEY } from '../media/media-store';
import { mediaService } from '../media/media.service';
import { ordersService } from '../orders/orders.service';
import { policyRefusal, windowRefusal } from './return-policy';

/** A return video may be this large: a phone's minute or two of unpacking at a modest quality. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** The largest request body that may hold such a video: the video and its multipart framing. */
export const MAX_VIDEO_BODY_BYTES = MAX_VIDEO_BYTES + 64 * 1024;
export const VIDEO_TOO_LARGE = 'The video is larger than 50 MB. Record a shorter clip or at a lower quality.';
export const NOT_A_VIDEO = 'This file is not an MP4, WebM or QuickTime (MOV) video.';
export const SEND_VIDEO = 'Send the video as multipart/form-data, in a field named "file".';

/**
 * The bounds on what one shopper may upload (issue 27, class 5). A video is taken only for an order
 * line that can still be returned or exchanged, and a request may use only videos uploaded for its own
 * line. Quotas count the last VIDEO_LIFE_HOURS, a video still arriving as a whole 50 MB.
 */
export const VIDEO_LIMITS = {
  /** Uploads one line may take (the request uses 2 to 4: room for a retake or two). */
  perLine: 8,
  /** Uploads one shopper may make, across lines. */
  perShopper: 12,
  /** Bytes one shopper may upload (a video still arriving counts as 50 MB). */
  bytesPerShopper: 300 * 1024 * 1024,
  /** Uploads of one shopper arriving at once, across every backend. */
  parallel: 2,
  /** A video no request uses is removed this long after it was uploaded. */
  lifeHours: 24,
  /** An upload still `uploading` after this long was cut off (its process died): it no longer counts as arriving. */
  stalledMinutes: 15,
} as const;

export const VIDEO_MESSAGES = {
  line: 'Say which order line the video is for (orderId and lineId), as the return form does.',
  perLine: `At most ${VIDEO_LIMITS.perLine} videos can be uploaded for one product. Use the ones you have, or try again tomorrow.`,
  perShopper: `You have uploaded ${VIDEO_LIMITS.perShopper} videos in the last day, the most we take. Please try again tomorrow.`,
  bytes: `You have uploaded ${VIDEO_LIMITS.bytesPerShopper / 1024 / 1024} MB of videos in the last day, the most we take. Please try again tomorrow.`,
  parallel: `Upload at most ${VIDEO_LIMITS.parallel} videos at a time: wait for one to finish.`,
  notForLine: 'Use the videos uploaded for this product (upload them again from its return form).',
} as const;

/** A request refused with its HTTP status and the message the shopper reads. */
export class VideoRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface VideoFormat {
  ext: 'mp4' | 'webm' | 'mov';
  contentType: string;
}

/**
 * The video's format from its first bytes, never from its name or declared type: ISO media files
 * (MP4, MOV) have an `ftyp` box at offset 4 whose brand `qt  ` marks QuickTime; WebM (Matroska)
 * starts with the EBML magic 1A 45 DF A3.
 */
export function videoFormatOf(file: Buffer): VideoFormat | null {
  if (file.length >= 12 && file.toString('latin1', 4, 8) === 'ftyp') {
    return file.toString('latin1', 8, 12) === 'qt  ' ? { ext: 'mov', contentType: 'video/quicktime' } : { ext: 'mp4', contentType: 'video/mp4' };
  }
  if (file.length >= 4 && file[0] === 0x1a && file[1] === 0x45 && file[2] === 0xdf && file[3] === 0xa3) return { ext: 'webm', contentType: 'video/webm' };
  return null;
}

/** Uploaded return videos live under the shopper's own prefix, so a request can name only its shopper's files. */
export const videoKeyPrefix = (userId: string) => `returns/${userId}/`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order line a video is uploaded for, if it can still be returned or exchanged: the shopper's own,
 * delivered, within the exchange window (the longer one), with no request yet, not received as an
 * exchange. Throws the policy's refusal otherwise (the return form shows the same words).
 */
export async function lineTakingVideos(ctx: RequestContext, orderId: unknown, lineId: unknown): Promise<{ orderId: string; lineId: string }> {
  requireShopper(ctx);
  if (typeof orderId !== 'string' || typeof lineId !== 'string' || !UUID.test(orderId) || !UUID.test(lineId)) throw badInput(VIDEO_MESSAGES.line);
  const order = await ordersService.findMine(ctx, orderId);
  const line = order?.lines.find((l) => l.id === lineId);
  if (!order || !line) throw notFound('Order line not found.');
  if (order.status !== 'delivered') throw policyRefusal('NOT_DELIVERED');
  const late = windowRefusal('exchange', order.deliveredAt, new Date());
  if (late) throw policyRefusal(late);
  const [requested] = await rowsOf(ctx, 'SELECT 1 FROM return_request WHERE order_line_id = $1', [line.id]);
  if (requested) throw policyRefusal('ALREADY_REQUESTED');
  const [fromExchange] = await rowsOf(ctx, 'SELECT 1 FROM return_request WHERE replacement_order_id = $1', [order.id]);
  if (fromExchange) throw policyRefusal('REPLACEMENT_LINE');
  return { orderId, lineId };
}

/**
 * Reserves the upload before a byte of it is read, under a lock on the shopper (so parallel uploads,
 * on any backend, are counted one after another): refused with 429 when it would pass a quota.
 */
async function reserveUpload(ctx: RequestContext, userId: string, lineId: string): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    await tx.em.query(`SELECT pg_advisory_xact_lock(hashtext('return_video:' || $1))`, [userId]);
    const [n] = await rowsOf<{ shopper: number; line: number; arriving: number; bytes: string }>(
      tx,
      `SELECT count(*)::int AS shopper,
              count(*) FILTER (WHERE order_line_id = $2)::int AS line,
              count(*) FILTER (WHERE state = 'uploading' AND created_at > now() - make_interval(mins => $4))::int AS arriving,
              coalesce(sum(CASE WHEN state = 'uploading' THEN $5 ELSE bytes END), 0)::text AS bytes
       FROM return_video WHERE user_id = $1 AND created_at > now() - make_interval(hours => $3)`,
      [userId, lineId, VIDEO_LIMITS.lifeHours, VIDEO_LIMITS.stalledMinutes, MAX_VIDEO_BYTES],
    );
    const tooMany = (message: string) => new AppError('TOO_MANY_REQUESTS', message);
    if (n.arriving >= VIDEO_LIMITS.parallel) throw tooMany(VIDEO_MESSAGES.parallel);
    if (n.line >= VIDEO_LIMITS.perLine) throw tooMany(VIDEO_MESSAGES.perLine);
    if (n.shopper >= VIDEO_LIMITS.perShopper) throw tooMany(VIDEO_MESSAGES.perShopper);
    if (Number(n.bytes) + MAX_VIDEO_BYTES > VIDEO_LIMITS.bytesPerShopper) throw tooMany(VIDEO_MESSAGES.bytes);
    const id = crypto.randomUUID();
    await tx.em.query(`INSERT INTO return_video (id, user_id, order_line_id) VALUES ($1, $2, $3)`, [id, userId, lineId]);
    return id;
  });
}

/**
 * Reads the request's one video (field `file`) and hands it to `store` as a stream as it arrives,
 * never whole in memory: its format is read from its first bytes, then they and the rest flow on
 * (with back-pressure). At most 50 MB: a body declared too large is refused before it is read; one
 * that grows too large is refused when it passes the limit, and `store` sees its stream fail.
 */
export function streamVideo(req: Request, store: (format: VideoFormat, body: Readable) => Promise<number>): Promise<{ format: VideoFormat; bytes: number }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let body: PassThrough | null = null;
    let stored: Promise<number> | null = null;
    // A refused body is answered at once, not after the upload; the rest of it is read and thrown away
    // (up to a bound), so the sender, which is still sending, receives the answer instead of a reset.
    const refuse = (err: VideoRefused) => {
      if (settled) return;
      settled = true;
      body?.destroy(err);
      discardBody(req, req.res!, { maxBytes: 2 * MAX_VIDEO_BYTES, halfClose: false });
      // The store's own failure (its stream destroyed) is this refusal; wait for it to clean up.
      void (stored ?? Promise.resolve(0)).catch(() => 0).then(() => reject(err));
    };
    if (Number(req.headers['content-length']) > MAX_VIDEO_BODY_BYTES) return refuse(new VideoRefused(413, VIDEO_TOO_LARGE));
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1024 } });
    } catch {
      return refuse(new VideoRefused(400, SEND_VIDEO));
    }
    let gotFile = false;
    let format: VideoFormat | null = null;
    parser.on('file', (name, stream) => {
      if (name !== 'file' || gotFile) {
        stream.resume();
        return refuse(new VideoRefused(400, SEND_VIDEO));
      }
      gotFile = true;
      let head = Buffer.alloc(0);
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        if (body) {
          if (!body.write(chunk)) {
            stream.pause();
            body.once('drain', () => stream.resume());
          }
          return;
        }
        head = Buffer.concat([head, chunk]);
        if (head.length < 12) return;
        format = videoFormatOf(head);
        if (!format) return refuse(new VideoRefused(415, NOT_A_VIDEO));
        body = new PassThrough();
        stored = store(format, body);
        stored.catch(() => undefined);
        body.write(head);
      });
      stream.on('limit', () => refuse(new VideoRefused(413, VIDEO_TOO_LARGE)));
      stream.on('end', () => {
        if (settled) return;
        if (!body) {
          // Shorter than 12 bytes: WebM's magic may still be there, but no video is that short.
          return refuse(head.length ? new VideoRefused(415, NOT_A_VIDEO) : new VideoRefused(400, SEND_VIDEO));
        }
        body.end();
      });
    });
    parser.on('filesLimit', () => refuse(new VideoRefused(400, SEND_VIDEO)));
    parser.on('partsLimit', () => refuse(new VideoRefused(400, SEND_VIDEO)));
    parser.on('error', () => refuse(new VideoRefused(400, SEND_VIDEO)));
    parser.on('close', () => {
      if (settled) return;
      if (!gotFile || !stored || !format) return refuse(new VideoRefused(400, SEND_VIDEO));
      const known = format;
      settled = true;
      stored.then((bytes) => resolve({ format: known, bytes }), reject);
    });
    req.pipe(parser);
  });
}

export const returnVideos = {
  /**
   * A shopper's return video for one order line: the line must take videos (lineTakingVideos, checked
   * by the caller before the body is read), the upload fits the quotas, and the file streams into the
   * media store under the shopper's prefix. Nothing is left behind by a refused or failed upload.
   */
  async receive(ctx: RequestContext, req: Request, lineId: string): Promise<{ key: string; bytes: number; format: VideoFormat }> {
    const user = requireShopper(ctx);
    const id = await reserveUpload(ctx, user.id, lineId);
    const store = await mediaService.store(ctx);
    let key: string | null = null;
    try {
      const { format, bytes } = await streamVideo(req, (f, body) => {
        key = `${videoKeyPrefix(user.id)}${id}.${f.ext}`;
        return store.putStream(key, body, f.contentType);
      });
      await ctx.em.query(`UPDATE return_video SET state = 'stored', key = $2, bytes = $3 WHERE id = $1`, [id, key, bytes]);
      return { key: key!, bytes, format };
    } catch (e) {
      await ctx.em.query(`DELETE FROM return_video WHERE id = $1`, [id]);
      if (key) await store.delete(key).catch(() => undefined);
      throw e;
    }
  },

  /**
   * Whether every key was uploaded by this shopper for this order line, is stored, and is not about to
   * be swept (an hour of its life span left), so a request never names a video the sweep removes.
   */
  async uploadedForLine(ctx: RequestContext, userId: string, lineId: string, keys: string[]): Promise<boolean> {
    if (keys.some((k) => !RETURN_VIDEO_KEY.test(k))) return false;
    const [{ n }] = await rowsOf<{ n: number }>(
      ctx,
      `SELECT count(*)::int AS n FROM return_video
       WHERE key = ANY($1) AND user_id = $2 AND order_line_id = $3 AND state = 'stored' AND created_at > now() - make_interval(hours => $4)`,
      [keys, userId, lineId, VIDEO_LIMITS.lifeHours - 1],
    );
    return n === keys.length;
  },

  /**
   * Removes return videos that no return request uses once their life span is over: every object
   * under returns/ in the media store (so files from before this bookkeeping, or from a process that
   * died mid-upload, go too) and every upload row, stalled ones included. Safe on many backends at once.
   */
  async sweep(ctx: RequestContext, now = new Date()): Promise<{ removed: number }> {
    const before = new Date(now.getTime() - VIDEO_LIMITS.lifeHours * 3600_000);
    const store = await mediaService.store(ctx);
    const old: string[] = [];
    for await (const o of store.list('returns/')) if (o.modifiedAt < before) old.push(o.key);
    let removed = 0;
    for (let at = 0; at < old.length; at += 500) {
      const batch = old.slice(at, at + 500);
      const used = new Set(
        (await rowsOf<{ key: string }>(ctx, `SELECT DISTINCT k AS key FROM return_request r, unnest(r.video_keys) k WHERE k = ANY($1)`, [batch])).map((r) => r.key),
      );
      for (const key of batch.filter((k) => !used.has(k))) {
        await store.delete(key);
        removed += 1;
      }
    }
    await ctx.em.query(
      `DELETE FROM return_video v WHERE v.created_at < $1
         AND (v.key IS NULL OR NOT EXISTS (SELECT 1 FROM return_request r WHERE v.key = ANY(r.video_keys)))`,
      [before],
    );
    if (removed) log.info({ scope: 'returns', removed }, 'orphan return videos removed');
    return { removed };
  },
};
