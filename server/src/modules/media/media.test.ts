import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aShopper } from '../../test/builders';
import { aStaffMember } from '../../test/staff-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { SHOPPER_NOT_STAFF_MESSAGE, STAFF_SIGN_IN_MESSAGE } from '../access/admin-guard';
import { NO_PHOTO, ONE_PHOTO_PER_REQUEST } from './media.rest';
import { DAMAGED_PHOTO, NOT_A_PHOTO, PHOTO_TOO_LARGE, tooManyPixels, tooSmallForItsSize } from './photo-variants';
import { PHOTO_TWICE } from './media.service';

let shop: TestShop;
let dataDir: string;
let manager: string;
let support: string;
let shopper: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-media-test-'));
  shop = await startTestShop({ env: { DATA_DIR: dataDir } });
  manager = (await aStaffMember(shop, 'manager')).token;
  support = (await aStaffMember(shop, 'support')).token;
  shopper = (await aShopper(shop)).token;
});
afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** POST /admin/media as the admin client sends it: multipart with the file in `file`. */
async function upload(file: Buffer, opts: { name?: string; type?: string; token?: string; alt?: string; field?: string; extraFile?: boolean } = {}) {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(file)], { type: opts.type ?? 'image/jpeg' });
  form.append(opts.field ?? 'file', blob, opts.name ?? 'photo.jpg');
  if (opts.extraFile) form.append('file', blob, 'second.jpg');
  if (opts.alt !== undefined) form.append('alt', opts.alt);
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `bearer ${opts.token}`;
  const res = await fetch(`${shop.url}/admin/media`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

/** A phone photo: landscape pixels the camera says to turn a quarter (orientation 6), with its GPS position. */
async function phoneJpeg(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhoneMaker', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 3012/100', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 4410/100' },
    })
    .toBuffer();
}

/** Whether EXIF data points to a GPS section (tag 0x8825, in either byte order). */
const hasGpsPointer = (exif?: Buffer) => !!exif && (exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])));

const storedFiles = () => (fs.existsSync(path.join(dataDir, 'media')) ? fs.readdirSync(path.join(dataDir, 'media'), { recursive: true }).length : 0);
const mediaRows = async () => Number((await shop.app.db.query(`SELECT count(*)::int AS n FROM media`))[0].n);

const PHOTOS = `photos { id alt width height src srcSet avifSrcSet webpSrcSet }`;

describe('POST /admin/media', () => {
  it('takes a phone photo: 201 with its id, turned upright, every width in AVIF, WebP and JPEG, and no EXIF (GPS) in any served variant', async () => {
    const file = await phoneJpeg();
    const input = await sharp(file).metadata();
    expect(input.exif?.includes('TestPhoneMaker')).toBe(true);
    expect(hasGpsPointer(input.exif)).toBe(true);
    expect(input.orientation).toBe(6);

    const res = await upload(file, { token: manager, alt: 'A red kurta on a hanger' });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toMatchObject({ mime: 'image/jpeg', width: 900, height: 1200, bytes: file.length, alt: 'A red kurta on a hanger' });
    const variants = res.body.variants as { format: string; width: number; height: number; url: string; bytes: number }[];
    expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual(
      ['avif', 'webp', 'jpeg'].flatMap((f) => [`${f} 320x427`, `${f} 640x853`, `${f} 900x1200`]).sort(),
    );

    for (const v of variants) {
      expect(v.url).toMatch(/^\/media\/photos\/[0-9a-f]{20}-\d+\.(avif|webp|jpg)$/);
      const served = await fetch(shop.url + v.url);
      expect(served.status, v.url).toBe(200);
      expect(served.headers.get('cache-control'), v.url).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type'), v.url).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[v.format]);
      const body = Buffer.from(await served.arrayBuffer());
      expect(body.length, v.url).toBe(v.bytes);
      const meta = await sharp(body).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format, v.url).toBe(v.format);
      expect([meta.width, meta.height], v.url).toEqual([v.width, v.height]);
      expect(meta.exif, v.url).toBeUndefined();
      expect(meta.orientation, v.url).toBeUndefined();
      expect(body.includes('TestPhoneMaker'), v.url).toBe(false);
    }
  });

  it('recognises a PNG by its content whatever its name, and keeps transparency out of the JPEG', async () => {
    const png = await sharp({ create: { width: 500, height: 500, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload(png, { token: manager, name: 'logo.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/png', width: 500, height: 500 });
    expect(res.body.variants.map((v: { width: number }) => v.width).sort()).toEqual([320, 320, 320, 500, 500, 500]);
    for (const v of res.body.variants as { format: string; url: string }[]) {
      const meta = await sharp(Buffer.from(await (await fetch(shop.url + v.url)).arrayBuffer())).metadata();
      expect(meta.hasAlpha, v.url).toBe(v.format !== 'jpeg');
    }
  });

  it('answers a shopper 403, support staff 403 and an anonymous caller 401, each with a JSON message, and stores nothing', async () => {
    const file = await phoneJpeg(400, 300);
    const before = [await mediaRows(), storedFiles()];
    const asShopper = await upload(file, { token: shopper });
    expect(asShopper.status).toBe(403);
    expect(asShopper.body).toEqual({ message: SHOPPER_NOT_STAFF_MESSAGE });
    const asSupport = await upload(file, { token: support });
    expect(asSupport.status).toBe(403);
    expect(asSupport.body.message).toMatch(/^Your role \(support\) may not do this/);
    const anonymous = await upload(file);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: STAFF_SIGN_IN_MESSAGE });
    expect([await mediaRows(), storedFiles()]).toEqual(before);
  });

  it('refuses what is not a usable photo with a clear JSON message, leaving nothing on disk or in the table', async () => {
    const before = [await mediaRows(), storedFiles()];

    const text = await upload(Buffer.from('just some words, not a picture\n'.repeat(40)), { token: manager, name: 'holiday.jpg', type: 'image/jpeg' });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: NOT_A_PHOTO });

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    const asGif = await upload(gif, { token: manager, name: 'a.png' });
    expect(asGif.status).toBe(415);
    expect(asGif.body.message).toMatch(/GIF image; upload a JPEG, PNG, WebP or AVIF image/);

    const huge = Buffer.alloc(16 * 1024 * 1024, 7);
    const oversize = await upload(huge, { token: manager });
    expect(oversize.status).toBe(413);
    expect(oversize.body).toEqual({ message: PHOTO_TOO_LARGE });

    // 7,000 × 6,000 = 42 megapixels: refused from its header, before a pixel is decoded.
    const giant = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#888' } }).jpeg({ quality: 30 }).toBuffer();
    const tooManyPixelsAnswer = await upload(giant, { token: manager });
    expect(tooManyPixelsAnswer.status).toBe(422);
    expect(tooManyPixelsAnswer.body).toEqual({ message: tooManyPixels(7000, 6000) });

    // A photo cut short: its header is fine, its pixels are not.
    const whole = await phoneJpeg(1000, 800);
    const cut = await upload(whole.subarray(0, Math.floor(whole.length / 2)), { token: manager });
    expect(cut.status).toBe(422);
    expect(cut.body).toEqual({ message: DAMAGED_PHOTO });

    const twoFiles = await upload(whole, { token: manager, extraFile: true });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body).toEqual({ message: ONE_PHOTO_PER_REQUEST });

    const wrongField = await upload(whole, { token: manager, field: 'photo' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ message: NO_PHOTO });

    const notMultipart = await shop.http('/admin/media', { method: 'POST', token: manager, body: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.body.message).toMatch(/multipart\/form-data/);

    expect([await mediaRows(), storedFiles()]).toEqual(before);
    const leftovers = fs.readdirSync(dataDir, { recursive: true }).filter((f) => String(f).endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('answers 404 JSON for a variant that does not exist and for names it would never make', async () => {
    for (const p of ['/media/photos/0123456789abcdef0123-320.avif', '/media/photos/..%2F..%2Fetc%2Fpasswd', '/media/photos/x.jpg']) {
      const res = await shop.http(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toEqual({ message: 'No such image.' });
    }
  });

  it('records each upload in the audit trail, with who did it', async () => {
    const res = await upload(await phoneJpeg(400, 300), { token: manager });
    expect(res.status).toBe(201);
    const [entry] = await shop.app.db.query(`SELECT staff_role, action, entity_id, after FROM audit_entry WHERE entity_id = $1`, [res.body.id]);
    expect(entry).toMatchObject({ staff_role: 'manager', action: 'media.upload', entity_id: res.body.id });
    expect(entry.after).toMatchObject({ mime: 'image/jpeg', width: 300, height: 400 });
  });
});

describe('class 8: a 312-byte JPEG that claims 6000×6000 is accepted as a photo', () => {
  /** A small JPEG whose header is changed to claim width × height, zero-padded or cut to `bytes`. */
  async function lyingJpeg(width: number, height: number, bytes: number): Promise<Buffer> {
    const jpg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } }).jpeg({ quality: 50 }).toBuffer());
    const sof = jpg.indexOf(Buffer.from([0xff, 0xc0]));
    jpg.writeUInt16BE(height, sof + 5);
    jpg.writeUInt16BE(width, sof + 7);
    return jpg.length >= bytes ? jpg.subarray(0, bytes) : Buffer.concat([jpg, Buffer.alloc(bytes - jpg.length)]);
  }

  it('refuses it with 422 and a message saying the file is damaged; nothing is stored', async () => {
    const { token: manager } = await aStaffMember(shop, 'manager');
    const before = (await shop.app.db.query(`SELECT count(*)::int AS n FROM media`))[0].n;
    const lying = await lyingJpeg(6000, 6000, 312);
    expect((await sharp(lying).metadata())).toMatchObject({ format: 'jpeg', width: 6000, height: 6000 });
    const answer = await upload(lying, { token: manager });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: tooSmallForItsSize(312, 6000, 6000) });
    expect(answer.body.message).toMatch(/damaged/);
    expect((await shop.app.db.query(`SELECT count(*)::int AS n FROM media`))[0].n).toBe(before);
  });

  it('a real photo of few bytes for its size (a flat colour) is still taken', async () => {
    const { token: manager } = await aStaffMember(shop, 'manager');
    const flat = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#ffffff' } }).jpeg({ quality: 40, mozjpeg: true }).toBuffer();
    const answer = await upload(flat, { token: manager });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});

describe('product photos', () => {
  const SET = `mutation($productId: ID!, $mediaIds: [ID!]!) { setProductPhotos(productId: $productId, mediaIds: $mediaIds) { product { id images coverImage coverPhoto { id } ${PHOTOS} } } }`;

  it('a product shows its photos in order, the first as the cover, as <picture> sources; images and the legacy REST API show their JPEGs', async () => {
    const product = await aProduct(shop.app.db, { kind: 'mug', color: 'white' });
    const first = await upload(await phoneJpeg(800, 600), { token: manager, alt: 'Mug, front' });
    const second = await upload(await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#345' } }).png().toBuffer(), { token: manager });
    const set = await shop.gql(SET, { productId: product.id, mediaIds: [first.body.id, second.body.id] }, manager);
    expect(set.body.errors).toBeUndefined();
    const p = set.body.data.setProductPhotos.product;
    expect(p.photos.map((ph: { id: string }) => ph.id)).toEqual([first.body.id, second.body.id]);
    expect(p.coverPhoto.id).toBe(first.body.id);
    const [cover, other] = p.photos;
    expect(cover).toMatchObject({ alt: 'Mug, front', width: 600, height: 800 });
    expect(cover.webpSrcSet).toMatch(/^\/media\/photos\/\w+-320\.webp 320w, \/media\/photos\/\w+-600\.webp 600w$/);
    expect(cover.avifSrcSet).toMatch(/^\/media\/photos\/\w+-320\.avif 320w, \/media\/photos\/\w+-600\.avif 600w$/);
    expect(cover.src).toMatch(/^\/media\/photos\/\w+-600\.jpg$/);
    expect(cover.srcSet).toMatch(/-320\.jpg 320w, .*-600\.jpg 600w$/);
    expect(other).toMatchObject({ alt: '', width: 1600, height: 800 });
    expect(other.src).toMatch(/-960\.jpg$/);
    expect(p.images).toEqual([cover.src, other.src]);
    expect(p.coverImage).toBe(cover.src);

    const legacy = await shop.http(`/api/v1/products/${product.id}`);
    expect(legacy.body.images).toEqual([shop.app.config.publicUrl + cover.src, shop.app.config.publicUrl + other.src]);
    expect(legacy.body.coverImage).toBe(shop.app.config.publicUrl + cover.src);

    // Reordered: the second becomes the cover.
    const reordered = await shop.gql(SET, { productId: product.id, mediaIds: [second.body.id, first.body.id] }, manager);
    expect(reordered.body.data.setProductPhotos.product.coverPhoto.id).toBe(second.body.id);

    // Alt text written once shows wherever the photo does.
    const describe = await shop.gql(`mutation($id: ID!, $alt: String!) { describeMedia(id: $id, alt: $alt) { id alt } }`, { id: second.body.id, alt: 'Mug, side' }, manager);
    expect(describe.body.data.describeMedia.alt).toBe('Mug, side');
    const read = await shop.gql(`query($id: ID!) { product(id: $id) { coverPhoto { alt } ${PHOTOS} } }`, { id: product.id });
    expect(read.body.data.product.coverPhoto.alt).toBe('Mug, side');
    expect(read.body.data.product.photos.map((ph: { alt: string }) => ph.alt)).toEqual(['Mug, side', 'Mug, front']);

    // No photos left: back to the generated pictures.
    const cleared = await shop.gql(SET, { productId: product.id, mediaIds: [] }, manager);
    const c = cleared.body.data.setProductPhotos.product;
    expect(c.images.every((i: string) => i.startsWith('/media/products/mug/white/'))).toBe(true);
    expect(c.photos[0]).toMatchObject({ src: c.images[0], srcSet: '', avifSrcSet: '', webpSrcSet: '', width: 800, height: 800 });

    const audit = await shop.app.db.query(`SELECT action, before, after FROM audit_entry WHERE entity_id = $1 ORDER BY id`, [product.id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['product.photos', 'product.photos', 'product.photos']);
    expect(audit[1]).toMatchObject({ before: { photos: [first.body.id, second.body.id] }, after: { photos: [second.body.id, first.body.id] } });
  });

  it('a seeded product without uploads shows its generated pictures, with no sources', async () => {
    const product = await aProduct(shop.app.db, { kind: 'tshirt', color: 'black' });
    const res = await shop.gql(`query($id: ID!) { product(id: $id) { images coverPhoto { src avifSrcSet webpSrcSet } ${PHOTOS} } }`, { id: product.id });
    const p = res.body.data.product;
    expect(p.photos.map((ph: { src: string }) => ph.src)).toEqual(p.images);
    expect(p.photos[0]).toMatchObject({ alt: '', width: 800, height: 800, srcSet: '', avifSrcSet: '', webpSrcSet: '' });
    expect(p.coverPhoto).toEqual({ src: p.images[0], avifSrcSet: '', webpSrcSet: '' });
  });

  it('refuses unknown or repeated photos, unknown products and shoppers', async () => {
    const product = await aProduct(shop.app.db);
    const photo = await upload(await phoneJpeg(400, 300), { token: manager });
    const codes = async (vars: Record<string, unknown>, token?: string) => (await shop.gql(SET, vars, token)).body.errors?.map((e) => [e.extensions?.code, e.message]);
    expect(await codes({ productId: product.id, mediaIds: [photo.body.id, photo.body.id] }, manager)).toEqual([['BAD_USER_INPUT', PHOTO_TWICE]]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await codes({ productId: product.id, mediaIds: [unknown] }, manager)).toEqual([['BAD_USER_INPUT', `There is no uploaded photo with the id ${unknown}.`]]);
    expect(await codes({ productId: unknown, mediaIds: [photo.body.id] }, manager)).toEqual([['NOT_FOUND', 'Product not found.']]);
    expect((await codes({ productId: product.id, mediaIds: [photo.body.id] }, shopper))?.[0]?.[0]).toBe('FORBIDDEN');
    expect((await codes({ productId: product.id, mediaIds: [photo.body.id] }))?.[0]?.[0]).toBe('UNAUTHENTICATED');
  });

  it('the same file uploaded twice is two photos sharing the same stored variants', async () => {
    const file = await phoneJpeg(500, 400);
    const a = await upload(file, { token: manager });
    const files = storedFiles();
    const b = await upload(file, { token: manager });
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.variants).toEqual(a.body.variants);
    expect(storedFiles()).toBe(files);
  });
});
