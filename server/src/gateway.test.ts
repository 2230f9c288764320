import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_UNREACHABLE_MESSAGE, backendAgent, GATEWAY_IDLE_CONNECTION_MS } from './edge/backend-connection';
import { createGateway } from './gateway';
import { composeSupergraph } from './schema/supergraph';
import { aShopper } from './test/builders';
import { startTestShopWithAClientBuild } from './test/client-build';
import type { TestShop } from './test/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShopWithAClientBuild();
});
afterAll(() => shop?.stop());

describe('the gateway', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await fetch(`${shop.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await fetch(`${shop.url}/assets/gone-000.js`);
    expect(res.status).toBe(404);
  });

  it('falls back to index.html for client routes, never cached', async () => {
    for (const route of ['/', '/products?cat=MEN', '/rangrez/terms&conditions', '/no/such/page']) {
      const res = await fetch(shop.url + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('shows the Apollo Sandbox landing page on GET /graphql outside production', async () => {
    const res = await fetch(`${shop.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/apollo/i);
  });

  it('forwards /api/v1 answers untouched: status, headers and body', async () => {
    const direct = await fetch(`${shop.backendUrl}/api/v1/products/unknown`);
    const viaGateway = await fetch(`${shop.url}/api/v1/products/unknown`);
    expect(viaGateway.status).toBe(direct.status);
    expect(viaGateway.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(await viaGateway.text()).toBe(await direct.text());
  });

  it('forwards the bearer token to the subgraph through /graphql (a forged one is refused there)', async () => {
    const { user, token } = await aShopper(shop);
    const mine = await shop.gql('{ me { id } }', undefined, token);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data.me).toEqual({ id: user.id });

    const forged = await shop.gql('{ me { id } }', undefined, 'eyJhbGciOiJIUzI1NiJ9.e30.forged');
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(forged.body.data?.me ?? null).toBeNull();
  });
});

describe("the gateway's connections to the backend", () => {
  it('are closed by the gateway when idle, never first by the backend (a request sent as the backend closed one would fail)', async () => {
    const agent = backendAgent();
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http.get(`${shop.backendUrl}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', reject);
      });
    try {
      expect(await get()).toBe(200);
      const [socket] = Object.values(agent.freeSockets).flat();
      let closed = false;
      socket!.on('close', () => (closed = true));
      // Node's default keep-alive timeout for a server is 5 s: past it, the backend still holds the connection.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(closed).toBe(false);
      expect(await get()).toBe(200);
      expect(socket!.timeout).toBe(GATEWAY_IDLE_CONNECTION_MS);
    } finally {
      agent.destroy();
    }
  });
});

describe('the address the gateway forwards', () => {
  it('is the one it decided on (its GATEWAY_TRUST_PROXY), not the chain a shopper wrote, on /api/v1 as on /graphql', async () => {
    // A stand-in backend that reports the X-Forwarded-For it received.
    const seen: (string | undefined)[] = [];
    const backend = http.createServer((req, res) => {
      seen.push(req.headers['x-forwarded-for'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end('[]');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const gateway = await createGateway({
      backendUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      supergraphSdl: await composeSupergraph(),
      production: false,
      trustProxy: 'loopback',
    });
    const server = http.createServer(gateway.handler).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/products`, {
        headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.77' },
      });
      expect(res.status).toBe(200);
      // Loopback (the test) is trusted, so the shopper is 203.0.113.77; the made-up 10.9.9.9 goes no further.
      expect(seen).toEqual(['203.0.113.77']);
    } finally {
      server.close();
      backend.close();
      await gateway.stop();
    }
  });
});

describe('a gateway whose backend cannot be reached', () => {
  it('answers REST and media requests 502 with a JSON message, never the backend address', async () => {
    // A port that was just free: nothing listens there.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const backendPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const gateway = await createGateway({
      backendUrl: `http://127.0.0.1:${backendPort}`,
      supergraphSdl: await composeSupergraph(),
      production: false,
      trustProxy: 'loopback',
    });
    const server = http.createServer(gateway.handler).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/api/v1/products?limit=2', '/media/products/mug/white/chai/front.svg']) {
        const res = await fetch(base + path);
        expect(res.status).toBe(502);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ message: BACKEND_UNREACHABLE_MESSAGE });
        expect(text).not.toContain(String(backendPort));
      }
    } finally {
      server.close();
      await gateway.stop();
    }
  });
});
