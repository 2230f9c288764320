import type { RequestHandler } from 'express';
import { PRIVATE_NO_STORE } from '../common/cache-hints';
import { discardBody } from '../common/refused-bodies';
import { IMPORT_MAX_BYTES, INTAKE_MESSAGES } from '../modules/catalog/csv-intake';
import { MAX_PHOTO_BODY_BYTES } from '../modules/media/media.rest';
import { PHOTO_TOO_LARGE } from '../modules/media/photo-variants';
import { MAX_VIDEO_BODY_BYTES, VIDEO_TOO_LARGE } from '../modules/returns/return-videos';

interface UploadLimit {
  method: string;
  path: string;
  maxBodyBytes: number;
  /** The backend's own words for a file over its limit. */
  message: string;
}

/** The uploads the gateway forwards, with the largest body each may have (the backend checks the file itself). */
export const UPLOAD_LIMITS: readonly UploadLimit[] = [
  { method: 'POST', path: '/api/v1/returns/videos', maxBodyBytes: MAX_VIDEO_BODY_BYTES, message: VIDEO_TOO_LARGE },
  { method: 'POST', path: '/admin/media', maxBodyBytes: MAX_PHOTO_BODY_BYTES, message: PHOTO_TOO_LARGE },
  { method: 'POST', path: '/admin/api/products/import', maxBodyBytes: IMPORT_MAX_BYTES, message: INTAKE_MESSAGES.tooLarge },
];

/**
 * An upload whose declared size is over its limit is answered here, at once, with 413 and the
 * backend's JSON message, and never forwarded: the backend would read it only to throw it away. What
 * the client still sends is read and discarded (discardBody), so it gets the answer, not a reset
 * connection. A body without a declared size (chunked) goes on to the backend, which refuses it when
 * it passes the limit, in the same words.
 */
export function uploadLimits(): RequestHandler {
  return (req, res, next) => {
    // Express matches routes without regard to case or a trailing slash: so does this.
    const path = req.path.toLowerCase().replace(/\/+$/, '') || '/';
    const limit = UPLOAD_LIMITS.find((l) => l.method === req.method && l.path === path);
    const declared = Number(req.headers['content-length']);
    if (!limit || !(declared > limit.maxBodyBytes)) return next();
    res.status(413).set('Cache-Control', PRIVATE_NO_STORE).json({ message: limit.message });
    discardBody(req, res, { maxBytes: limit.maxBodyBytes, halfClose: true });
  };
}
