import busboy from 'busboy';
import { Router, type Request, type Response } from 'express';
import type { AppServices } from '../../context';
import { errorMiddleware, route } from '../../common/http';
import { discardBody } from '../../common/refused-bodies';
import { adminRoute, staffRestContext } from '../access/admin-guard';
import { MEDIA_KEY } from './media-store';
import { mediaService, mediaStoreFor } from './media.service';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, UploadRefused } from './photo-variants';
import { mediaJson } from './media.types';

export const SEND_MULTIPART = 'Send the photo as multipart/form-data, in a field named "file".';
export const ONE_PHOTO_PER_REQUEST = 'Send one photo per request (in the field "file").';
export const NO_PHOTO = 'No photo was sent: put it in a field named "file".';

/** A body this much over the limit is not read to its end: the connection is closed instead. */
const MAX_DRAINED_BYTES = 4 * MAX_PHOTO_BYTES;
/** The largest request body that may hold a photo: the photo, its multipart framing and a short alt text. */
export const MAX_PHOTO_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/**
 * Reads the request's one photo (field `file`) and its optional alt text (field `alt`) into memory, at
 * most 15 MB. A refused body is answered at once, not after the upload; the rest of it is read and
 * thrown away (up to a bound), so the client, which is still sending, receives the answer instead of a
 * reset connection. (The gateway refuses a body declared too large itself.)
 */
function readPhoto(req: Request): Promise<{ file: Buffer; alt?: string }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const refuse = (err: UploadRefused) => {
      if (settled) return;
      settled = true;
      discardBody(req, req.res!, { maxBytes: MAX_DRAINED_BYTES, halfClose: false });
      reject(err);
    };
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_PHOTO_BODY_BYTES) return refuse(new UploadRefused(413, PHOTO_TOO_LARGE));
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3 } });
    } catch {
      return refuse(new UploadRefused(400, SEND_MULTIPART));
    }
    const chunks: Buffer[] = [];
    let gotFile = false;
    let alt: string | undefined;
    parser.on('file', (name, stream) => {
      if (name !== 'file' || gotFile) {
        stream.resume();
        return refuse(new UploadRefused(400, gotFile ? ONE_PHOTO_PER_REQUEST : NO_PHOTO));
      }
      gotFile = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(new UploadRefused(413, PHOTO_TOO_LARGE)));
    });
    parser.on('field', (name, value) => {
      if (name === 'alt') alt = value;
    });
    parser.on('filesLimit', () => refuse(new UploadRefused(400, ONE_PHOTO_PER_REQUEST)));
    parser.on('partsLimit', () => refuse(new UploadRefused(400, ONE_PHOTO_PER_REQUEST)));
    parser.on('error', () => refuse(new UploadRefused(400, SEND_MULTIPART)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (!gotFile || chunks.length === 0) reject(new UploadRefused(400, NO_PHOTO));
      else resolve({ file: Buffer.concat(chunks), alt });
    });
    req.pipe(parser);
  });
}

/**
 * POST /admin/media: one photo per request (multipart/form-data, field `file`, optional `alt`), by staff
 * whose role may upload photos (bearer staff token). 201 with the media's id, size and variants; 401/403
 * by the permission table; 400/413/415/422 with a JSON `message` for a request or file that is refused,
 * and then nothing is stored. Several photos at once are several requests, each with its own progress.
 */
export function adminMediaRouter(app: AppServices): Router {
  const r = Router();
  r.use(staffRestContext(app));
  r.post(
    '/',
    adminRoute('media.upload'),
    route(async (req, res) => {
      const { file, alt } = await readPhoto(req);
      const media = await mediaService.upload(req.ctx, file, alt);
      res.status(201).json(mediaJson(media));
    }),
  );
  r.use((_req: Request, res: Response) => {
    res.status(404).json({ message: 'No such admin route.' });
  });
  r.use(errorMiddleware);
  return r;
}

/** Uploaded photos' variants never change under their name (it is derived from their content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/photos/<name>: a stored variant from the media store, cacheable for a year by browsers and
 * shared caches. Names that the media service would not make are 404 without touching the store.
 */
export function storedMediaRouter(app: AppServices): Router {
  const r = Router();
  r.get(
    '/photos/:file',
    route(async (req, res) => {
      const key = `photos/${String(req.params.file)}`;
      const found = MEDIA_KEY.test(key) ? await (await mediaStoreFor(app.config.media)).stream(key) : null;
      if (!found) return res.status(404).json({ message: 'No such image.' });
      const etag = `"${String(req.params.file)}"`;
      res.set({ 'Cache-Control': IMMUTABLE, ETag: etag, 'Content-Type': found.contentType, 'X-Content-Type-Options': 'nosniff' });
      if (req.headers['if-none-match'] === etag) {
        found.body.destroy();
        return res.status(304).end();
      }
      if (found.bytes) res.set('Content-Length', String(found.bytes));
      if (req.method === 'HEAD') {
        found.body.destroy();
        return res.end();
      }
      found.body.on('error', () => res.destroy());
      found.body.pipe(res);
    }),
  );
  r.use('/photos', errorMiddleware);
  return r;
}
