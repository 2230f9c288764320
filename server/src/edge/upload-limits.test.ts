import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDeliveredOrder, videoUploadPath } from '../test/order-builders';
import { startTestShop, type TestShop } from '../test/shop';
import { aStaffMember } from '../test/staff-builders';
import { PHOTO_TOO_LARGE } from '../modules/media/photo-variants';
import { VIDEO_TOO_LARGE } from '../modules/returns/return-videos';

/**
 * Uploads over their limit, through the gateway as browsers send them: the client is told 413 with the
 * JSON message, never a reset connection or a 502, whether the size is declared (the gateway answers
 * at once) or not (chunked: the backend answers when the file passes its limit and throws the rest away).
 */

let shop: TestShop;
let shopper: string;
let manager: string;
/** Where the shopper uploads a return video: for a line of their delivered order. */
let videos: string;

beforeAll(async () => {
  shop = await startTestShop();
  manager = (await aStaffMember(shop, 'manager')).token;
  const order = await aDeliveredOrder(shop, (await aStaffMember(shop, 'support')).token);
  shopper = order.shopper.token;
  videos = videoUploadPath({ orderId: order.id, lineId: order.lineId });
});
afterAll(async () => {
  await shop?.stop();
});

const MB = 1024 * 1024;
const MP4_START = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypisom')]);

interface Answer {
  status: number;
  contentType: string | undefined;
  body: unknown;
}

/**
 * A multipart upload of `mb` megabytes streamed 1 MB at a time (never held whole), with its length
 * declared or chunked. Settles with the answer, or rejects with the connection's error if none came.
 */
function streamUpload(path: string, token: string, mb: number, declared: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const boundary = 'rangrez-upload-test';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `bearer ${token}` };
    if (declared) headers['content-length'] = String(head.length + mb * MB + tail.length);
    const url = new URL(shop.url + path);
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: text ? JSON.parse(text) : undefined });
      });
      res.on('error', reject);
    });
    // Once answered, the shop may close the connection while this client still writes: that is fine.
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const chunk = Buffer.alloc(MB, 1);
    MP4_START.copy(chunk);
    let sent = 0;
    req.write(head);
    const pump = () => {
      while (sent < mb && !answered) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(sent === mb ? tail : undefined);
    };
    pump();
  });
}

/** As a browser's FormData upload: one request with its length declared. */
async function formUpload(path: string, token: string, file: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([file], { type }), name);
  const res = await fetch(shop.url + path, { method: 'POST', body: form, headers: { authorization: `bearer ${token}` } });
  return { status: res.status, contentType: res.headers.get('content-type'), body: await res.json() };
}

const refused = (message: string) => ({ status: 413, contentType: expect.stringMatching(/^application\/json/), body: { message } });

describe('a return video over 50 MB (POST /api/v1/returns/videos)', () => {
  it('a 60 MB FormData upload is answered 413 with the JSON message', async () => {
    const video = Buffer.concat([MP4_START, Buffer.alloc(60 * MB)]);
    expect(await formUpload(videos, shopper, video, 'clip.mp4', 'video/mp4')).toEqual(refused(VIDEO_TOO_LARGE));
  });

  it('a declared 200 MB upload is answered 413 by the gateway before it is sent', async () => {
    expect(await streamUpload(videos, shopper, 200, true)).toEqual(refused(VIDEO_TOO_LARGE));
  });

  it('a chunked upload (no declared size) is answered 413 when it passes 50 MB, also when it goes on far past that', async () => {
    expect(await streamUpload(videos, shopper, 60, false)).toEqual(refused(VIDEO_TOO_LARGE));
    expect(await streamUpload(videos, shopper, 200, false)).toEqual(refused(VIDEO_TOO_LARGE));
  });

  it('a video within the limit is still taken afterwards', async () => {
    const video = Buffer.concat([MP4_START, Buffer.alloc(MB)]);
    const res = await formUpload(videos, shopper, video, 'clip.mp4', 'video/mp4');
    expect(res).toMatchObject({ status: 201, body: { contentType: 'video/mp4', bytes: video.length } });
  });
});

describe('a product photo over 15 MB (POST /admin/media)', () => {
  it('a 16 MB FormData upload and a declared 100 MB one are answered 413 with the JSON message', async () => {
    expect(await formUpload('/admin/media', manager, Buffer.alloc(16 * MB, 7), 'big.jpg', 'image/jpeg')).toEqual(refused(PHOTO_TOO_LARGE));
    expect(await streamUpload('/admin/media', manager, 100, true)).toEqual(refused(PHOTO_TOO_LARGE));
  });

  it('a chunked 100 MB upload is answered 413 when it passes the limit', async () => {
    expect(await streamUpload('/admin/media', manager, 100, false)).toEqual(refused(PHOTO_TOO_LARGE));
  });
});
