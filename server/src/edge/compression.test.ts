import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';

let shop: TestShop;
let clientDir: string;
let productId: string;
const script = `console.log(${JSON.stringify('a client bundle line; '.repeat(400))});\n`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire. */
  body: Buffer;
  reusedSocket: boolean;
}

/** One request over node:http, so the Content-Encoding and the bytes on the wire are what we see. */
function raw(pathname: string, opts: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${shop.url}${pathname}`, { method: opts.method ?? 'GET', headers: opts.headers, agent: opts.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

function decoded(a: RawAnswer): string {
  const enc = a.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(a.body).toString();
  if (enc === 'gzip') return zlib.gunzipSync(a.body).toString();
  return a.body.toString();
}

beforeAll(async () => {
  // A stand-in client build, compressed by the build's own step.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-compress-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><title>Rangrez</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  const built = spawnSync(process.execPath, ['scripts/compress-client.mjs', clientDir], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  shop = await startTestShop({ clientDir });
  for (let i = 0; i < 12; i++) productId = (await aProduct(shop.app.db, { name: `Compressed Tee ${i}` })).id;
});
afterAll(async () => {
  await shop?.stop();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('compression at the gateway', () => {
  const listing = JSON.stringify({ query: '{ searchProducts(input: { limit: 24 }) { items { id name description pricePaise images } } }' });
  const samples: [string, () => Promise<RawAnswer>][] = [
    ['the app (/)', () => raw('/', { headers: { 'accept-encoding': 'gzip' } })],
    ['a client asset', () => raw('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } })],
    ['GET /api/v1/products', () => raw('/api/v1/products', { headers: { 'accept-encoding': 'gzip' } })],
    ['POST /graphql', () => raw('/graphql', { method: 'POST', headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' }, body: listing })],
    ['a product picture (SVG)', () => raw('/media/products/tshirt/black/mandala/front.svg', { headers: { 'accept-encoding': 'gzip' } })],
  ];
  for (const [label, ask] of samples) {
    it(`sends ${label} gzipped when the client accepts gzip`, async () => {
      const answer = await ask();
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(decoded(answer).length).toBeGreaterThan(1024);
      expect(answer.body.length).toBeLessThan(decoded(answer).length);
    });
  }

  it('prefers brotli when the client accepts it, for dynamic answers and for the client files built compressed', async () => {
    const api = await raw('/api/v1/products', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(api)).length).toBeGreaterThanOrEqual(12);

    const asset = await raw('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Content-hashed and immutable: never revalidated, so no validators on the wire.
    expect([asset.headers.etag, asset.headers['last-modified']]).toEqual([undefined, undefined]);
    expect(asset.body.equals(fs.readFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br')))).toBe(true);
    expect(decoded(asset)).toBe(script);
  });

  it('sends plain bytes to a client that accepts no encoding, and small files as they are', async () => {
    const plain = await raw('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const tiny = await raw('/assets/tiny-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');
  });
});

describe('connections through the gateway', () => {
  it('keeps a REST connection alive across requests, cached, uncached and private alike', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const paths = [`/api/v1/products/${productId}`, '/api/v1/products/not-a-product', '/api/v1/cart', `/api/v1/products/${productId}`];
      const answers: RawAnswer[] = [];
      for (const p of paths) answers.push(await raw(p, { agent }));
      for (const a of answers) expect(a.headers.connection).not.toBe('close');
      expect(answers.slice(1).every((a) => a.reusedSocket)).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
