import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  for (let i = 0; i < 24; i++) await aProduct(shop.app.db);
});
afterAll(async () => {
  await shop?.stop();
});

const LISTING = JSON.stringify({ query: 'query { searchProducts(input: { limit: 24 }) { total items { id name pricePaise } } }' });

async function post(base: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

describe('GraphQL POSTs, on the backend and through the gateway', () => {
  const bases = () => [
    ['gateway', shop.url],
    ['backend', shop.backendUrl],
  ];

  it('answer a plain JSON body, and the same body sent chunked (the way through Express) alike', async () => {
    for (const [, base] of bases()) {
      const plain = await post(base, LISTING);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-type')).toContain('application/json');
      const answer = json(plain.bytes);
      expect(answer.data.searchProducts.items).toHaveLength(24);
      const chunked = await post(base, new Blob([LISTING]).stream());
      expect(chunked.status).toBe(200);
      expect(json(chunked.bytes)).toEqual(answer);
    }
  });

  it('carry the security headers and vary on Accept-Encoding through the gateway', async () => {
    const res = await post(shop.url, LISTING);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('go out compressed through the gateway when the client accepts brotli or gzip', async () => {
    // fetch decodes the body itself; the Content-Length is what crossed the wire.
    const plain = await post(shop.url, LISTING);
    for (const encoding of ['br', 'gzip']) {
      const res = await post(shop.url, LISTING, { 'accept-encoding': encoding });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBeLessThan(plain.bytes.length / 2);
      expect(json(res.bytes)).toEqual(json(plain.bytes));
    }
    // A small answer is sent as it is.
    const small = await post(shop.url, JSON.stringify({ query: '{ __typename }' }), { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(json(small.bytes)).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuse a body that is not JSON, or not an object, with the JSON parser’s 400', async () => {
    for (const [where, base] of bases()) {
      for (const body of ['{"query": ', '"{ __typename }"', '42']) {
        const res = await post(base, body);
        expect({ where, body, status: res.status }).toEqual({ where, body, status: 400 });
        expect(json(res.bytes)).toEqual({ message: 'The request body is not valid JSON.' });
      }
    }
  });

  it('leave oversized bodies and other charsets to Express: JSON 4xx, nothing of the server in it', async () => {
    for (const [where, base] of bases()) {
      const big = await post(base, JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(600 * 1024) } }));
      expect({ where, status: big.status }).toEqual({ where, status: 413 });
      expect(json(big.bytes)).toEqual({ message: 'The request body is too large.' });
      const latin1 = await post(base, LISTING, { 'content-type': 'application/json; charset=latin1' });
      expect({ where, client: latin1.status >= 400 && latin1.status < 500 }).toEqual({ where, client: true });
      expect(latin1.bytes.toString()).not.toMatch(/node_modules|at .*\.js:\d+/);
    }
  });

  it('keep the error codes of the GraphQL pipeline (validation) and its status', async () => {
    for (const [, base] of bases()) {
      const res = await post(base, JSON.stringify({ query: '{ noSuchField }' }));
      expect(res.status).toBe(400);
      expect(json(res.bytes).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});
