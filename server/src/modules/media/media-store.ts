import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredObject {
  contentType: string;
  bytes: number;
}

/**
 * Where uploaded media live, by key (`photos/3f9a…-640.avif`): a folder on this machine, or S3-compatible
 * object storage that every server process shares. Keys name their content, so an object, once written,
 * never changes; writing the same key again writes the same bytes.
 */
export interface MediaStore {
  /** Stores `body` under `key`, whole or not at all: a reader never sees half a file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<(StoredObject & { body: Buffer }) | null>;
  /** The object as a stream, for serving it, or null when there is none. */
  stream(key: string): Promise<(StoredObject & { body: Readable }) | null>;
  /**
   * Stores what `body` streams under `key`, whole or not at all, without holding it in memory where the
   * store allows (a folder: written to a temporary file as it arrives). A body that fails (destroyed
   * with an error, e.g. over its limit) stores nothing. Answers the bytes stored.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, with when it was written. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** Keys are made by the media service; anything else (a `..`, a slash too many, odd characters) names nothing. */
export const MEDIA_KEY = /^photos\/[0-9a-f]{16,64}-\d{1,5}\.(avif|webp|jpg)$/;

/**
 * A shopper's return video (returns/<shopper id>/<uuid>.<ext>): stored as it came, never served by the
 * public /media route (which answers MEDIA_KEY only), read by staff through the returns module.
 */
export const RETURN_VIDEO_KEY = /^returns\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(mp4|webm|mov)$/;

/** Every key a store holds: public photos and private return videos. */
export const isStoredKey = (key: string) => MEDIA_KEY.test(key) || RETURN_VIDEO_KEY.test(key);

export const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};
