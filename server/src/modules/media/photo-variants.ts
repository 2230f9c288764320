import crypto from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MIME, type PhotoFormat } from './photos';

/** The largest upload taken, in bytes. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have (width × height): decoding costs memory in proportion. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The widths made of every photo (those below its own width, and its own width up to the largest). */
export const PHOTO_WIDTHS = [320, 640, 960, 1600] as const;

export const PHOTO_TOO_LARGE = `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please upload a smaller file.`;
export const NOT_A_PHOTO = 'This file is not a photo we can use: upload a JPEG, PNG, WebP or AVIF image.';
export const unsupportedFormat = (format: string) => `This file is a ${format.toUpperCase()} image; upload a JPEG, PNG, WebP or AVIF image.`;
export const tooManyPixels = (width: number, height: number) =>
  `The photo is ${width} × ${height} pixels (${Math.round((width * height) / 1e5) / 10} megapixels); the most we take is ${MAX_PHOTO_PIXELS / 1e6} megapixels.`;
export const DAMAGED_PHOTO = 'The photo could not be read: the file may be damaged or cut short.';
export const tooSmallForItsSize = (bytes: number, width: number, height: number) =>
  `The photo is damaged: the file is ${bytes.toLocaleString('en-IN')} bytes, far too small for the ${width} × ${height} pixels it claims. Please upload the original file again.`;

/**
 * The fewest pixels per byte a well-formed file of each format can hold, from how it is coded: a JPEG
 * (Huffman-coded, baseline or progressive) spends at least one bit on every 8 × 8 block of brightness,
 * so at most 512 pixels a byte (we allow twice that); a PNG's deflate packs at most 1,032 bytes into one,
 * and a 1-bit image has 8 pixels a byte (we allow 16,384 pixels a byte). WebP and AVIF can describe a
 * flat picture in almost nothing, so they have no floor: their damage is found when they are decoded.
 * A file under its floor claims pixels it cannot contain (a 312-byte JPEG "of" 6000 × 6000): it is
 * refused from its header, before any decoding work.
 */
const MAX_PIXELS_PER_BYTE: Record<string, number> = { jpeg: 1024, png: 16_384 };

/**
 * What each variant is encoded with. Keys are derived from it with the upload's bytes, so changing a
 * setting here gives new names: a browser that cached the old bytes for a year never sees stale ones.
 */
const RECIPE = 'v1 avif q50 e2 | webp q78 | jpeg q80 mozjpeg progressive on white | widths 320 640 960 1600 | srgb, no metadata';
const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The formats recognised from a file's content (sharp reads its signature, never its name). */
const ACCEPTED: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heif: 'image/avif' };

export interface EncodedVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  key: string;
  body: Buffer;
}

export interface InspectedPhoto {
  mime: string;
  /** The upright size (after the camera's orientation is applied). */
  width: number;
  height: number;
  /** sha256 of the uploaded bytes. */
  contentHash: string;
  /** The prefix of every variant's key: the same bytes under the same recipe give the same names. */
  keyStem: string;
  /** The widths to make. */
  widths: number[];
}

/**
 * An upload refused for what the file is, with a message for the person who chose it. Only the upload
 * route meets these (GraphQL never carries files), so they are HTTP statuses, not API error codes.
 */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** 415: a file whose content is no picture, or a picture in a format the shop does not take. */
const unsupported = (message: string) => new UploadRefused(415, message);
/** 422: a picture of an accepted format that cannot be used (too many pixels, damaged). */
const unusable = (message: string) => new UploadRefused(422, message);

/**
 * Checks an upload before any pixel is decoded: its format from its content (JPEG, PNG, WebP, AVIF), its
 * size in pixels, and that the file is large enough to hold them. Refusals are AppErrors with a message
 * for people: 415 for what is not an accepted picture, 422 for a picture with more than 40 megapixels or
 * a damaged one (fewer bytes than its claimed size needs).
 */
export async function inspectPhoto(file: Buffer): Promise<InspectedPhoto> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(NOT_A_PHOTO);
  }
  const mime = ACCEPTED[meta.format ?? ''];
  if (!mime) throw unsupported(meta.format && meta.format !== 'raw' ? unsupportedFormat(meta.format) : NOT_A_PHOTO);
  // HEIF is also the container of HEIC (HEVC), which we do not take: only its AV1 form, AVIF.
  if (meta.format === 'heif' && meta.compression !== 'av1') throw unsupported(unsupportedFormat('HEIC'));
  const { width, height } = meta;
  if (!width || !height) throw unsupported(NOT_A_PHOTO);
  if (width * height > MAX_PHOTO_PIXELS) throw unusable(tooManyPixels(width, height));
  const perByte = MAX_PIXELS_PER_BYTE[meta.format ?? ''];
  if (perByte && file.length * perByte < width * height) throw unusable(tooSmallForItsSize(file.length, width, height));
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const sideways = (meta.orientation ?? 1) >= 5;
  const upright = sideways ? { width: height, height: width } : { width, height };
  const contentHash = crypto.createHash('sha256').update(file).digest('hex');
  const keyStem = crypto.createHash('sha256').update(`${RECIPE}\n${contentHash}`).digest('hex').slice(0, 20);
  return { mime, ...upright, contentHash, keyStem, widths: widthsFor(upright.width) };
}

/** The widths made of a photo `width` pixels wide: each standard width below it, then its own (at most the largest). */
export function widthsFor(width: number): number[] {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
  const below = PHOTO_WIDTHS.filter((w) => w < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

export const variantKey = (stem: string, width: number, format: PhotoFormat) => `photos/${stem}-${width}.${EXTENSION[format]}`;

/**
 * Makes every width of the photo in AVIF, WebP and JPEG, upright (the camera's orientation applied, then
 * dropped), in sRGB, with no metadata at all: sharp writes none unless asked (withMetadata, keepExif),
 * and nothing here asks, so a phone's GPS position, camera serial and dates never leave the server.
 * Transparent pictures keep their transparency in AVIF and WebP and are laid on white for JPEG.
 * `onVariant` receives each variant as soon as it is encoded (to store it while the next is made).
 * sharp works on libuv's thread pool, not on the event loop; one encode runs at a time here.
 */
export async function encodeVariants(file: Buffer, photo: InspectedPhoto, onVariant: (v: EncodedVariant) => Promise<void>): Promise<void> {
  for (const width of photo.widths) {
    let pixels: { data: Buffer; info: sharp.OutputInfo };
    try {
      // 'truncated': a file cut short is refused, not padded with grey.
      pixels = await sharp(file, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unusable(DAMAGED_PHOTO);
    }
    const { data, info } = pixels;
    const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const encoded: [PhotoFormat, sharp.Sharp][] = [
      ['avif', raw().avif({ quality: 50, effort: 2 })],
      ['webp', raw().webp({ quality: 78 })],
      ['jpeg', raw().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true })],
    ];
    for (const [format, pipeline] of encoded) {
      const body = await pipeline.toBuffer();
      await onVariant({ format, width: info.width, height: info.height, key: variantKey(photo.keyStem, width, format), body });
    }
  }
}

export const mimeOf = (format: PhotoFormat) => PHOTO_MIME[format];

/**
 * One photo at a time per process: encoding takes a core for a second or so, and the shop's other
 * core stays free for shoppers however many photos staff upload at once. Later uploads wait their turn.
 */
let queue: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}
