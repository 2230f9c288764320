import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../context';
import { aProduct, aShopper } from '../../test/builders';
import { aBuyNowOrder, aDeliveredOrder, shipAndDeliver, videoUploadPath } from '../../test/order-builders';
import { startTestShop, type TestShop } from '../../test/shop';
import { aStaffMember } from '../../test/staff-builders';
import { mediaService } from '../media/media.service';
import { returnVideos, VIDEO_LIMITS, VIDEO_MESSAGES } from './return-videos';

/** A data folder of its own: the sweep below lists every return video in the media store. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangrez-return-videos-'));
let shop: TestShop;
let support: string;

beforeAll(async () => {
  shop = await startTestShop({ env: { DATA_DIR: dataDir } });
  support = (await aStaffMember(shop, 'support')).token;
});
afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 1)]);
type LineRef = { orderId: string; lineId: string };

async function upload(token: string, line: LineRef | null) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(MP4)]), 'unpacking.mp4');
  const res = await fetch(`${shop.url}${line ? videoUploadPath(line) : '/api/v1/returns/videos'}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { key?: string; message?: string } };
}

/** An upload that starts and then waits: its first bytes are sent, the rest when `finish` is called. */
function heldUpload(token: string, line: LineRef) {
  const url = new URL(shop.url + videoUploadPath(line));
  const boundary = 'held-upload-boundary';
  const req = http.request(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } });
  const answer = new Promise<{ status: number; body: { key?: string } }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  req.write(MP4);
  return {
    answer,
    finish: () => req.end(`\r\n--${boundary}--\r\n`),
  };
}

const gql = async (token: string, query: string, variables: Record<string, unknown>) => (await shop.gql(query, variables, token)).body;
const REQUEST = `mutation($input: ReturnRequestInput!) { requestReturn(input: $input) { id } }`;

describe('class 5: shoppers can fill the disk', () => {
  it('takes a video only for an order line of the shopper that can still be returned', async () => {
    const { token } = await aShopper(shop);
    expect(await upload(token, null)).toEqual({ status: 400, body: { message: VIDEO_MESSAGES.line } });
    const theirs = await aDeliveredOrder(shop, support);
    expect(await upload(token, { orderId: theirs.id, lineId: theirs.lineId })).toMatchObject({ status: 404 });
    const late = await aDeliveredOrder(shop, support, { deliveredDaysAgo: 10 });
    expect(await upload(late.shopper.token, { orderId: late.id, lineId: late.lineId })).toEqual({ status: 409, body: { message: 'Exchanges must be requested within 4 days of delivery.' } });
    expect((await upload(theirs.shopper.token, { orderId: theirs.id, lineId: theirs.lineId })).status).toBe(201);
    // Nothing of the refused uploads was kept.
    expect((await shop.app.db.query(`SELECT count(*)::int AS n FROM return_video WHERE user_id = $1`, [late.shopper.user.id]))[0].n).toBe(0);
  });

  it('keeps each shopper within quotas: videos per product line, and at most two arriving at once', async () => {
    const order = await aDeliveredOrder(shop, support);
    const line = { orderId: order.id, lineId: order.lineId };
    for (let i = 0; i < VIDEO_LIMITS.perLine; i += 1) expect((await upload(order.shopper.token, line)).status).toBe(201);
    expect(await upload(order.shopper.token, line)).toEqual({ status: 429, body: { message: VIDEO_MESSAGES.perLine } });

    const other = await aDeliveredOrder(shop, support);
    const otherLine = { orderId: other.id, lineId: other.lineId };
    const held = [heldUpload(other.shopper.token, otherLine), heldUpload(other.shopper.token, otherLine)];
    for (let i = 0; ; i += 1) {
      const [{ n }] = await shop.app.db.query(`SELECT count(*)::int AS n FROM return_video WHERE user_id = $1 AND state = 'uploading'`, [other.shopper.user.id]);
      if (n === 2) break;
      if (i > 200) throw new Error('the held uploads never started');
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await upload(other.shopper.token, otherLine)).toEqual({ status: 429, body: { message: VIDEO_MESSAGES.parallel } });
    held.forEach((h) => h.finish());
    expect((await Promise.all(held.map((h) => h.answer))).map((a) => a.status)).toEqual([201, 201]);
    expect((await upload(other.shopper.token, otherLine)).status).toBe(201);
  });

  it('a request may use only the videos uploaded for its own line', async () => {
    const first = await aDeliveredOrder(shop, support);
    const { shopper } = first;
    const product = await aProduct(shop.app.db, { stock: 5 });
    const secondId = await aBuyNowOrder(shop, shopper.token, product.id, { size: 'S' });
    await shipAndDeliver(shop, support, secondId);
    const [second] = await shop.app.db.query('SELECT id FROM order_line WHERE order_id = $1', [secondId]);
    const forFirst = [(await upload(shopper.token, { orderId: first.id, lineId: first.lineId })).body.key, (await upload(shopper.token, { orderId: first.id, lineId: first.lineId })).body.key];
    const wrong = await gql(shopper.token, REQUEST, { input: { orderId: secondId, lineId: second.id, kind: 'EXCHANGE', reason: 'size_issue', replacementSize: 'M', videoIds: forFirst } });
    expect(wrong.errors?.[0].message).toBe(VIDEO_MESSAGES.notForLine);
    const right = await gql(shopper.token, REQUEST, { input: { orderId: first.id, lineId: first.lineId, kind: 'EXCHANGE', reason: 'size_issue', replacementSize: 'M', videoIds: forFirst } });
    expect(right.errors).toBeUndefined();
    // Once the line has its request, it takes no more videos.
    expect(await upload(shopper.token, { orderId: first.id, lineId: first.lineId })).toMatchObject({ status: 409, body: { message: expect.stringMatching(/already requested/) } });
  });

  it('the sweep removes videos no request uses once their life span is over, and keeps the ones a request uses', async () => {
    const order = await aDeliveredOrder(shop, support);
    const line = { orderId: order.id, lineId: order.lineId };
    const used = [(await upload(order.shopper.token, line)).body.key!, (await upload(order.shopper.token, line)).body.key!];
    const orphan = (await upload(order.shopper.token, line)).body.key!;
    const asked = await gql(order.shopper.token, REQUEST, { input: { ...line, kind: 'EXCHANGE', reason: 'size_issue', replacementSize: 'M', videoIds: used } });
    expect(asked.errors).toBeUndefined();
    // A file from before uploads were recorded (or from a process that died mid-upload): no row at all.
    const store = await mediaService.store(systemContext(shop.app));
    const stray = `returns/${order.shopper.user.id}/${crypto.randomUUID()}.webm`;
    await store.put(stray, MP4, 'video/webm');

    const ctx = systemContext(shop.app);
    expect((await returnVideos.sweep(ctx)).removed).toBe(0);
    await returnVideos.sweep(ctx, new Date(Date.now() + (VIDEO_LIMITS.lifeHours + 1) * 3600_000));
    expect(await store.get(orphan)).toBeNull();
    expect(await store.get(stray)).toBeNull();
    for (const key of used) expect((await store.get(key))?.bytes).toBe(MP4.length);
    const rows = await shop.app.db.query(`SELECT key FROM return_video WHERE order_line_id = $1 ORDER BY key`, [order.lineId]);
    expect(rows.map((r: { key: string }) => r.key)).toEqual([...used].sort());
  });
});
