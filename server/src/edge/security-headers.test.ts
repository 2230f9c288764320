import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../gateway';
import { composeSupergraph } from '../schema/supergraph';
import { startTestShopWithAClientBuild } from '../test/client-build';
import type { TestShop } from '../test/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShopWithAClientBuild();
});
afterAll(() => shop?.stop());

/** The directives of a Content-Security-Policy, by name. */
function csp(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers from the gateway', () => {
  const answers = () => [
    ['the home page', fetch(`${shop.url}/`)],
    ['a client route', fetch(`${shop.url}/products?cat=MEN`)],
    ['a picture', fetch(`${shop.url}/media/products/tshirt/red/front.svg`)],
  ] as const;
  const apiAnswers = () => [
    ['the REST API', fetch(`${shop.url}/api/v1/products`)],
    ['a REST 404', fetch(`${shop.url}/api/v1/products/unknown`)],
    ['GraphQL', fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })],
    ['a GraphQL error', fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ nope }"}' })],
  ] as const;

  it('are on HTML and media', async () => {
    for (const [what, answer] of answers()) {
      const res = await answer;
      expect({ what, status: res.status < 500 }).toEqual({ what, status: true });
      const policy = csp(res.headers.get('content-security-policy'));
      expect({ what, frameAncestors: policy['frame-ancestors'] }).toEqual({ what, frameAncestors: ["'none'"] });
      expect(policy['script-src']).toContain("'self'");
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src'].some((s) => /^'nonce-[A-Za-z0-9+/=]{20,}'$/.test(s))).toBe(true);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('on the APIs are those an API answer needs: nothing loads, runs or frames it, no sniffing, no page-only headers', async () => {
    for (const [what, answer] of apiAnswers()) {
      const res = await answer;
      expect({ what, status: res.status < 500 }).toEqual({ what, status: true });
      expect({ what, type: res.headers.get('content-type') }).toEqual({ what, type: expect.stringContaining('application/json') });
      expect({ what, policy: csp(res.headers.get('content-security-policy')) }).toEqual({ what, policy: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } });
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('on the build\'s scripts and styles are those a subresource honours, without the document-only ones', async () => {
    // The stand-in build's one script, and a name under /assets that matches nothing (a 404).
    for (const asset of ['/assets/index-abc123.js', '/assets/index-gone000.js']) {
      const res = await fetch(`${shop.url}${asset}`);
      expect({ asset, nosniff: res.headers.get('x-content-type-options') }).toEqual({ asset, nosniff: 'nosniff' });
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
      // A content-hashed file is never revalidated: no validators to carry.
      if (res.status === 200) expect([res.headers.get('cache-control'), res.headers.get('etag'), res.headers.get('last-modified')]).toEqual(['public, max-age=31536000, immutable', null, null]);
    }
  });

  it('fit the built client: styles, images from self and data:, no third-party script in test mode', async () => {
    const policy = csp((await fetch(`${shop.url}/`)).headers.get('content-security-policy'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(JSON.stringify(policy)).not.toContain('razorpay');
  });

  it('carry a fresh nonce on every answer', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => csp((await fetch(`${shop.url}/`)).headers.get('content-security-policy'))['script-src'].find((s) => s.startsWith("'nonce-"))),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('let other sites show product pictures and load the test checkout (legacy clients) but not the rest', async () => {
    expect((await fetch(`${shop.url}/media/products/tshirt/red/front.svg`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${shop.url}/test-checkout.js`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await fetch(`${shop.url}/`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('loosen the policy for the development sandbox page only', async () => {
    const sandbox = await fetch(`${shop.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(sandbox.status).toBe(200);
    const policy = csp(sandbox.headers.get('content-security-policy'));
    expect(policy['script-src']).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(policy['frame-src']).toContain('https://sandbox.embed.apollographql.com');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    const shopPage = csp((await fetch(`${shop.url}/`)).headers.get('content-security-policy'));
    expect(JSON.stringify(shopPage)).not.toContain('apollographql');
  });
});

describe('with real Razorpay keys', () => {
  it("allow Razorpay's checkout script, API and frames", async () => {
    const backend = http.createServer((_req, res) => res.end('[]'));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const gateway = await createGateway({
      backendUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      supergraphSdl: await composeSupergraph(),
      production: true,
      trustProxy: false,
      razorpayCheckout: true,
    });
    const server = http.createServer(gateway.handler).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/products`);
      const policy = csp(res.headers.get('content-security-policy'));
      expect(policy['script-src']).toContain('https://checkout.razorpay.com');
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['frame-src']).toContain('https://api.razorpay.com');
      expect(policy['connect-src']).toContain('https://api.razorpay.com');
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      server.close();
      backend.close();
      await gateway.stop();
    }
  });
});
