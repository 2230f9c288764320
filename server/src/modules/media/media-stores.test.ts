import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FsMediaStore } from './fs-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore, type ObjectStorage } from './s3-media-store';

/**
 * A stand-in for an S3-compatible service, answering as S3 does: a missing key is a NoSuchKey error
 * with status 404, bodies come back as streams.
 */
class FakeBucket implements ObjectStorage {
  readonly objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
  async putObject(input: { Bucket: string; Key: string; Body: Buffer; ContentType: string; CacheControl: string }) {
    this.objects.set(`${input.Bucket}/${input.Key}`, { body: Buffer.from(input.Body), contentType: input.ContentType, cacheControl: input.CacheControl });
    return {};
  }
  async getObject(input: { Bucket: string; Key: string }) {
    const found = this.objects.get(`${input.Bucket}/${input.Key}`);
    if (!found) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    return { Body: Readable.from([found.body]), ContentType: found.contentType, ContentLength: found.body.length };
  }
  async deleteObject(input: { Bucket: string; Key: string }) {
    this.objects.delete(`${input.Bucket}/${input.Key}`);
    return {};
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-media-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const bucket = new FakeBucket();

const stores: [string, MediaStore][] = [
  ['a folder', new FsMediaStore(dir)],
  ['an S3-compatible bucket', new S3MediaStore(bucket, 'shop-media', 'rangrez/')],
];

describe.each(stores)('the media store in %s', (_name, store) => {
  const key = 'photos/0123456789abcdef0123-640.webp';
  const body = Buffer.from('RIFF....WEBPVP8 not really a picture');

  it('stores, reads, streams and deletes by key, with the content type', async () => {
    expect(await store.get(key)).toBeNull();
    await store.put(key, body, 'image/webp');
    expect(await store.get(key)).toEqual({ body, bytes: body.length, contentType: 'image/webp' });
    const streamed = await store.stream(key);
    expect(streamed?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const c of streamed!.body) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks)).toEqual(body);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.delete(key);
  });

  it('refuses keys it would never make (no way out of its folder or prefix)', async () => {
    await expect(store.put('../escape.jpg', body, 'image/jpeg')).rejects.toThrow(/not a media key/);
    await expect(store.put('photos/../../x-1.jpg', body, 'image/jpeg')).rejects.toThrow(/not a media key/);
    expect(await store.stream('photos/../../etc/passwd')).toBeNull();
  });
});

describe('where each store keeps things', () => {
  it('the folder holds whole files only, no temporary ones', async () => {
    await stores[0][1].put('photos/0123456789abcdef0123-320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(fs.readdirSync(path.join(dir, 'photos'))).toEqual(['0123456789abcdef0123-320.jpg']);
  });

  it('the bucket gets the key under its prefix, with the content type and a one-year immutable cache', async () => {
    await stores[1][1].put('photos/0123456789abcdef0123-320.avif', Buffer.from('avif bytes'), 'image/avif');
    expect(bucket.objects.get('shop-media/rangrez/photos/0123456789abcdef0123-320.avif')).toMatchObject({
      contentType: 'image/avif',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });
});
