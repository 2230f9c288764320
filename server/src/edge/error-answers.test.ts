import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopWithAClientBuild } from '../test/client-build';
import type { TestShop } from '../test/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShopWithAClientBuild();
});
afterAll(() => shop?.stop());

/** A raw request (fetch refuses TRACE and rewrites malformed paths). */
function raw(base: string, method: string, rawPath: string, accept = 'text/html,application/json'): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: rawPath, headers: { accept } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What no error answer may show: Express's HTML error page, a stack trace or a file path. */
function expectNoLeak(body: string) {
  expect(body).not.toMatch(/URIError|Error:|\bat .+\(|node_modules|\/src\/|\.ts:\d|<pre>/);
}

describe('answers to malformed URLs and unknown methods', () => {
  it('a malformed page URL gets the client page with a 400', async () => {
    for (const p of ['/product/%E0%A4%A', '/%E0%A4%A', '/products?cat=%E0%A4%A']) {
      const res = await raw(shop.url, 'GET', p);
      expect({ p, status: res.status < 500 }).toEqual({ p, status: true });
      expect(res.type).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expectNoLeak(res.body);
    }
    expect((await raw(shop.url, 'GET', '/product/%E0%A4%A')).status).toBe(400);
  });

  it('malformed API, media, asset and GraphQL URLs get JSON 4xx, through the gateway and on the backend', async () => {
    const paths = ['/api/v1/products/%E0%A4%A', '/api/v1/%E0%A4%A', '/media/products/%E0%A4%A/red/front.svg', '/media/%E0%A4%A', '/assets/%E0%A4%A.js', '/graphql?query=%E0%A4%A'];
    for (const base of [shop.url, shop.backendUrl]) {
      for (const p of paths) {
        const res = await raw(base, 'GET', p, 'application/json');
        expect({ base, p, status: res.status >= 400 && res.status < 500 }).toEqual({ base, p, status: true });
        expect({ base, p, type: res.type }).toEqual({ base, p, type: expect.stringContaining('application/json') });
        expectNoLeak(res.body);
      }
    }
  });

  it('unknown methods get JSON 4xx, never an HTML page', async () => {
    const cases: [string, string, string][] = [
      [shop.url, 'PUT', '/'],
      [shop.url, 'DELETE', '/products'],
      [shop.url, 'POST', '/product/abc'],
      [shop.url, 'DELETE', '/graphql'],
      [shop.url, 'PUT', '/graphql'],
      [shop.url, 'TRACE', '/api/v1/products'],
      [shop.url, 'TRACE', '/'],
      [shop.url, 'PATCH', '/media/products/tshirt/red/front.svg'],
      [shop.backendUrl, 'PUT', '/'],
      [shop.backendUrl, 'DELETE', '/graphql'],
      [shop.backendUrl, 'TRACE', '/api/v1/products'],
      [shop.backendUrl, 'GET', '/no/such/thing'],
    ];
    for (const [base, method, p] of cases) {
      const res = await raw(base, method, p);
      expect({ method, p, status: res.status >= 400 && res.status < 500 }).toEqual({ method, p, status: true });
      expect({ method, p, type: res.type }).toEqual({ method, p, type: expect.stringContaining('json') });
      expectNoLeak(res.body);
    }
    const put = await raw(shop.url, 'PUT', '/');
    expect(put.status).toBe(405);
    expect(JSON.parse(put.body)).toEqual({ message: 'This method is not allowed here.' });
  });
});
