import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../config';
import { startTestS3Server, type TestS3Server } from '../../test/s3';
import { FsMediaStore } from './fs-media-store';
import type { MediaStore } from './media-store';
import { awsObjectStorage, S3MediaStore } from './s3-media-store';
import { mediaStoreFor } from './media.service';

// The S3 store is tested against a real S3-protocol server (s3rver, started here on loopback), reached
// through @aws-sdk/client-s3 exactly as the shop reaches MinIO or AWS: no stand-in answers for it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-media-store-'));
let s3: TestS3Server;
const stores: [string, () => MediaStore][] = [];
let folder: MediaStore;
let bucket: MediaStore;

beforeAll(async () => {
  s3 = await startTestS3Server();
  // The SDK's own credential chain, as a shop process uses it (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).
  for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
  folder = new FsMediaStore(dir);
  bucket = new S3MediaStore(await awsObjectStorage(readConfig().media), s3.bucket, 'rangrez/');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
stores.push(['a folder', () => folder], ['an S3-protocol bucket (s3rver)', () => bucket]);

describe.each(stores)('the media store in %s', (_name, storeOf) => {
  const key = 'photos/0123456789abcdef0123-640.webp';
  const body = Buffer.from('RIFF....WEBPVP8 not really a picture');

  it('stores, reads, streams and deletes by key, with the content type', async () => {
    const store = storeOf();
    expect(await store.get(key)).toBeNull();
    await store.put(key, body, 'image/webp');
    expect(await store.get(key)).toEqual({ body, bytes: body.length, contentType: 'image/webp' });
    const streamed = await store.stream(key);
    expect(streamed).toMatchObject({ contentType: 'image/webp', bytes: body.length });
    const chunks: Buffer[] = [];
    for await (const c of streamed!.body) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks)).toEqual(body);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    await store.delete(key);
  });

  it('answers a key it never stored with null (get and stream), and deleting it is not an error', async () => {
    const store = storeOf();
    const never = 'photos/fedcba9876543210fedc-320.jpg';
    expect(await store.get(never)).toBeNull();
    expect(await store.stream(never)).toBeNull();
    await expect(store.delete(never)).resolves.toBeUndefined();
    expect(await store.get('returns/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000.mp4')).toBeNull();
  });

  it('writes the same key again with the same bytes (keys name their content), and keeps a larger body whole', async () => {
    const store = storeOf();
    const big = Buffer.alloc(3 * 1024 * 1024, 0x5a);
    big.write('JFIF', 6);
    const bigKey = 'photos/00112233445566778899-1600.jpg';
    await store.put(bigKey, big, 'image/jpeg');
    await store.put(bigKey, big, 'image/jpeg');
    const back = await store.get(bigKey);
    expect(back?.bytes).toBe(big.length);
    expect(back?.body.equals(big)).toBe(true);
    await store.delete(bigKey);
  });

  it('keeps a return video with its own content type', async () => {
    const store = storeOf();
    const video = 'returns/11111111-2222-3333-4444-555555555555/66666666-7777-8888-9999-000000000000.mp4';
    await store.put(video, Buffer.from('....ftypisom'), 'video/mp4');
    expect(await store.get(video)).toMatchObject({ contentType: 'video/mp4', bytes: 12 });
    await store.delete(video);
  });

  it('refuses keys it would never make (no way out of its folder or prefix)', async () => {
    const store = storeOf();
    await expect(store.put('../escape.jpg', body, 'image/jpeg')).rejects.toThrow(/not a media key/);
    await expect(store.put('photos/../../x-1.jpg', body, 'image/jpeg')).rejects.toThrow(/not a media key/);
    expect(await store.stream('photos/../../etc/passwd')).toBeNull();
  });
});

describe('where each store keeps things', () => {
  it('the folder holds whole files only, no temporary ones', async () => {
    await folder.put('photos/0123456789abcdef0123-320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(fs.readdirSync(path.join(dir, 'photos'))).toEqual(['0123456789abcdef0123-320.jpg']);
  });

  it('the bucket gets the key under its prefix, with the content type and a one-year immutable cache', async () => {
    await bucket.put('photos/0123456789abcdef0123-320.avif', Buffer.from('avif bytes'), 'image/avif');
    const client = s3.client();
    const head = await client.headObject({ Bucket: s3.bucket, Key: 'rangrez/photos/0123456789abcdef0123-320.avif' });
    expect(head).toMatchObject({ ContentType: 'image/avif', CacheControl: 'public, max-age=31536000, immutable', ContentLength: 10 });
    const listed = await client.listObjectsV2({ Bucket: s3.bucket });
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['rangrez/photos/0123456789abcdef0123-320.avif']);
  });

  it('a shop configured with MEDIA_S3_* keeps its media in the bucket, and a second process reads them', async () => {
    const config = readConfig({ ...process.env, DATA_DIR: dir }).media;
    expect(config).toMatchObject({ s3Bucket: s3.bucket, s3Endpoint: s3.endpoint });
    const one = await mediaStoreFor(config);
    // As another machine would: its own client, the same bucket.
    const other = new S3MediaStore(await awsObjectStorage(config), config.s3Bucket!, config.s3Prefix);
    await one.put('photos/aaaaaaaaaaaaaaaaaaaa-640.webp', Buffer.from('shared'), 'image/webp');
    expect(await other.get('photos/aaaaaaaaaaaaaaaaaaaa-640.webp')).toEqual({ body: Buffer.from('shared'), bytes: 6, contentType: 'image/webp' });
    expect(fs.existsSync(path.join(dir, 'photos', 'aaaaaaaaaaaaaaaaaaaa-640.webp'))).toBe(false);
  });

  it('a bucket that does not exist is an error, not an empty answer', async () => {
    const missing = new S3MediaStore(s3.client(), 'no-such-bucket');
    await expect(missing.put('photos/0123456789abcdef0123-320.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/bucket/i);
  });
});
