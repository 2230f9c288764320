import { Readable } from 'node:stream';
import type { MediaStoreConfig } from '../../config';
import { isStoredKey, type MediaStore } from './media-store';

/**
 * The few calls of S3's API the media store makes, as @aws-sdk/client-s3's `S3` client offers them
 * (and any S3-compatible storage: MinIO, Cloudflare R2, DigitalOcean Spaces behind an endpoint).
 */
export interface ObjectStorage {
  putObject(input: { Bucket: string; Key: string; Body: Buffer; ContentType: string; ContentLength: number; CacheControl: string }): Promise<unknown>;
  getObject(input: { Bucket: string; Key: string }): Promise<{ Body?: unknown; ContentType?: string; ContentLength?: number }>;
  deleteObject(input: { Bucket: string; Key: string }): Promise<unknown>;
  listObjectsV2?(input: { Bucket: string; Prefix: string; ContinuationToken?: string }): Promise<{
    Contents?: { Key?: string; LastModified?: Date }[];
    IsTruncated?: boolean;
    NextContinuationToken?: string;
  }>;
}

/** The objects never change under their key (it names their content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function asReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  if (body && typeof (body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator] === 'function') return Readable.from(body as AsyncIterable<Uint8Array>);
  if (body && typeof (body as { transformToWebStream?: unknown }).transformToWebStream === 'function') {
    return Readable.fromWeb((body as { transformToWebStream: () => import('node:stream/web').ReadableStream }).transformToWebStream());
  }
  throw new Error('object storage answered a body that is not a stream');
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Media in an S3-compatible bucket, so every server machine reads what any of them stored. A PUT is
 * whole or nothing on S3's side: a failed upload leaves no object under its key.
 */
export class S3MediaStore implements MediaStore {
  constructor(
    private readonly s3: ObjectStorage,
    private readonly bucket: string,
    /** Prepended to every key, e.g. "rangrez/" to share a bucket. */
    private readonly prefix = '',
  ) {}

  private key(key: string): string {
    if (!isStoredKey(key)) throw new Error(`not a media key: ${key}`);
    return this.prefix + key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.s3.putObject({ Bucket: this.bucket, Key: this.key(key), Body: body, ContentType: contentType, ContentLength: body.length, CacheControl: IMMUTABLE });
  }

  /**
   * S3 wants a body's length before it takes it (a single PUT), so the stream is gathered first: the
   * caller's limit (a return video's 50 MB) bounds it. A folder store streams to disk instead.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<number> {
    const whole = await toBuffer(body);
    await this.put(key, whole, contentType);
    return whole.length;
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    if (!this.s3.listObjectsV2) throw new Error('this object storage client cannot list objects');
    let token: string | undefined;
    do {
      const page = await this.s3.listObjectsV2({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token });
      for (const o of page.Contents ?? []) {
        const key = o.Key?.slice(this.prefix.length);
        if (key && isStoredKey(key)) yield { key, modifiedAt: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async stream(key: string) {
    if (!isStoredKey(key)) return null;
    try {
      const answer = await this.s3.getObject({ Bucket: this.bucket, Key: this.key(key) });
      return { body: asReadable(answer.Body), bytes: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string) {
    const found = await this.stream(key);
    if (!found) return null;
    const body = await toBuffer(found.body);
    return { body, bytes: body.length, contentType: found.contentType };
  }

  async delete(key: string): Promise<void> {
    try {
      await this.s3.deleteObject({ Bucket: this.bucket, Key: this.key(key) });
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }
}

/**
 * The S3 client of @aws-sdk/client-s3, loaded only when a bucket is configured: a shop that keeps its
 * media on disk neither needs nor loads the SDK. Credentials come from the SDK's usual sources
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export async function awsObjectStorage(config: MediaStoreConfig): Promise<ObjectStorage> {
  const name = '@aws-sdk/client-s3';
  let sdk: { S3: new (options: Record<string, unknown>) => ObjectStorage };
  try {
    sdk = (await import(name)) as typeof sdk;
  } catch {
    throw new Error(`MEDIA_S3_BUCKET is set but ${name} is not installed: run \`npm install ${name}\` (or unset MEDIA_S3_BUCKET to keep media under DATA_DIR/media).`);
  }
  return new sdk.S3({
    region: config.s3Region,
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true } : {}),
  });
}
