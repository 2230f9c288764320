import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test/shop';

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

// A stand-in dist/: the storefront's build in client/ and the back office's beside it in admin/.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-dist-'));
const ADMIN_PAGE = '<!doctype html><title>Rangrez admin</title><div id="root"></div><script type="module" src="/admin/assets/index-adm123.js"></script>';

let shop: TestShop;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'client/assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client/index.html'), '<!doctype html><title>Rangrez</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'client/assets/index-abc123.js'), 'console.log(1)');
  fs.mkdirSync(path.join(dist, 'admin/assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'admin/index.html'), ADMIN_PAGE);
  fs.writeFileSync(path.join(dist, 'admin/assets/index-adm123.js'), 'console.log("admin")');
  shop = await startTestShop({ clientDir: path.join(dist, 'client') });
});
afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the back office at /admin', () => {
  it('answers its own page for /admin and every address under it, never cached, not indexed', async () => {
    for (const address of ['/admin', '/admin/', '/admin/staff', '/admin/products/123/edit', '/admin/media']) {
      const res = await fetch(`${shop.url}${address}`);
      expect({ address, status: res.status }).toEqual({ address, status: 200 });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe(ADMIN_PAGE);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('has a strict policy of its own: its scripts only, no inline script, nothing framed', async () => {
    const res = await fetch(`${shop.url}/admin/orders`);
    const policy = csp(res.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves its hashed assets for a year, and a JSON 404 for a missing one', async () => {
    const res = await fetch(`${shop.url}/admin/assets/index-adm123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("admin")');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(res.headers.get('content-security-policy')).toBeNull();
    const missing = await fetch(`${shop.url}/admin/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No such asset.' });
  });

  it('leaves the storefront as it was: its page and assets, with its own policy', async () => {
    const home = await fetch(`${shop.url}/`);
    expect(await home.text()).toContain('<title>Rangrez</title>');
    expect(csp(home.headers.get('content-security-policy'))['script-src'].some((s) => s.startsWith("'nonce-"))).toBe(true);
    expect((await fetch(`${shop.url}/assets/index-abc123.js`)).status).toBe(200);
    // The storefront's /assets never serves the admin's files.
    expect((await fetch(`${shop.url}/assets/index-adm123.js`)).status).toBe(404);
  });

  it('sends uploads and other non-GET requests under /admin, and GETs under /admin/api/, to the backend', async () => {
    const upload = await fetch(`${shop.url}/admin/media`, { method: 'POST' });
    expect(upload.status).toBe(401);
    expect(upload.headers.get('content-type')).toMatch(/json/);
    const api = await fetch(`${shop.url}/admin/api/nothing-here`);
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect(await api.text()).not.toContain('Rangrez admin');
  });
});
