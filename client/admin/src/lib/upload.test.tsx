import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadError, uploadBody, uploadFile } from './upload';

/** What the little server below received last, and how it answers the next POST. */
let received: { admin?: string; contentType?: string; body: string } | null = null;
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let server: http.Server;
let base = '';

beforeAll(async () => {
  // A real HTTP server on loopback: the uploads go through the test window's own XMLHttpRequest.
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'X-Rangrez-Admin, Content-Type');
    if (req.method === 'OPTIONS') return void res.end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received = { admin: req.headers['x-rangrez-admin'] as string | undefined, contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') };
      res.statusCode = answer.status;
      res.setHeader('Content-Type', 'application/json');
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const failureOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as UploadError);

describe('uploads with the staff session', () => {
  it('a photo goes as multipart with its fields and the back office header; the JSON answer comes back', async () => {
    answer = { status: 201, body: '{"key":"media/abc.webp"}' };
    const file = new File(['photo bytes'], 'kurta.jpg', { type: 'image/jpeg' });
    const result = await uploadFile<{ key: string }>(`${base}/admin/media`, file, { fields: { productId: 'p1' } });
    expect(result).toEqual({ key: 'media/abc.webp' });
    expect(received?.admin).toBe('1');
    expect(received?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.body).toContain('name="productId"');
    expect(received?.body).toContain('filename="kurta.jpg"');
    expect(received?.body).toContain('photo bytes');
  });

  it('a CSV goes as the body itself, with its content type; a refusal brings the server’s words', async () => {
    answer = { status: 422, body: '{"message":"Row 3: the price is not a number."}' };
    const file = new File(['sku,price\nRZ-1,abc\n'], 'products.csv', { type: 'text/csv' });
    const error = await failureOf(uploadBody(`${base}/admin/api/products/import`, file, 'text/csv'));
    expect(error).toBeInstanceOf(UploadError);
    expect([error?.status, error?.message]).toEqual([422, 'Row 3: the price is not a number.']);
    expect(received).toEqual({ admin: '1', contentType: 'text/csv', body: 'sku,price\nRZ-1,abc\n' });
  });

  it('says in words what went wrong when the server did not: too large, its own failure, an ended session', async () => {
    const file = new File(['x'], 'x.csv', { type: 'text/csv' });
    answer = { status: 413, body: 'Request Entity Too Large' };
    expect((await failureOf(uploadBody(`${base}/import`, file, 'text/csv')))?.message).toBe('This file is too large.');
    answer = { status: 502, body: '{"message":"upstream"}' };
    expect((await failureOf(uploadFile(`${base}/media`, file)))?.message).toBe('The upload failed on our side. Please try again.');
    answer = { status: 401, body: '{"message":"jwt expired"}' };
    expect((await failureOf(uploadFile(`${base}/media`, file)))?.message).toBe('Your session has ended. Please sign in again.');
  });

  it('a shop that cannot be reached is said so, by the kind of upload', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const file = new File(['x'], 'x.jpg');
    expect((await failureOf(uploadFile(`http://127.0.0.1:${port}/media`, file)))?.message).toBe('The upload could not reach the shop. Check the connection and try again.');
    expect((await failureOf(uploadBody(`http://127.0.0.1:${port}/import`, file, 'text/csv')))?.message).toBe('The file could not reach the shop. Check the connection and try again.');
  });
});
