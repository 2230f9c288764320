import busboy from 'busboy';
import type { Request } from 'express';
import { discardBody } from '../../common/refused-bodies';

/** A return video may be this large: a phone's minute or two of unpacking at a modest quality. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** The largest request body that may hold such a video: the video and its multipart framing. */
export const MAX_VIDEO_BODY_BYTES = MAX_VIDEO_BYTES + 64 * 1024;
export const VIDEO_TOO_LARGE = 'The video is larger than 50 MB. Record a shorter clip or at a lower quality.';
export const NOT_A_VIDEO = 'This file is not an MP4, WebM or QuickTime (MOV) video.';
export const SEND_VIDEO = 'Send the video as multipart/form-data, in a field named "file".';

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

/**
 * Reads the request's one video (field `file`) into memory, at most 50 MB. A body declared too large
 * is refused before it is read; one that grows too large is refused when it passes the limit (the
 * gateway refuses a declared one itself, so such bodies seldom come this far).
 */
export function readVideo(req: Request): Promise<{ file: Buffer; format: VideoFormat }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    // A refused body is answered at once, not after the upload; the rest of it is read and thrown away
    // (up to a bound), so the sender, which is still sending, receives the answer instead of a reset.
    const refuse = (err: VideoRefused) => {
      if (settled) return;
      settled = true;
      discardBody(req, req.res!, { maxBytes: 2 * MAX_VIDEO_BYTES, halfClose: false });
      reject(err);
    };
    if (Number(req.headers['content-length']) > MAX_VIDEO_BODY_BYTES) return refuse(new VideoRefused(413, VIDEO_TOO_LARGE));
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1024 } });
    } catch {
      return refuse(new VideoRefused(400, SEND_VIDEO));
    }
    const chunks: Buffer[] = [];
    let gotFile = false;
    parser.on('file', (name, stream) => {
      if (name !== 'file' || gotFile) {
        stream.resume();
        return refuse(new VideoRefused(400, SEND_VIDEO));
      }
      gotFile = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(new VideoRefused(413, VIDEO_TOO_LARGE)));
    });
    parser.on('filesLimit', () => refuse(new VideoRefused(400, SEND_VIDEO)));
    parser.on('partsLimit', () => refuse(new VideoRefused(400, SEND_VIDEO)));
    parser.on('error', () => refuse(new VideoRefused(400, SEND_VIDEO)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      const file = Buffer.concat(chunks);
      const format = gotFile ? videoFormatOf(file) : null;
      if (!gotFile || !file.length) reject(new VideoRefused(400, SEND_VIDEO));
      else if (!format) reject(new VideoRefused(415, NOT_A_VIDEO));
      else resolve({ file, format });
    });
    req.pipe(parser);
  });
}
