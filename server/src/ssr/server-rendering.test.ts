import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerRendering } from './server-rendering';

const INDEX = '<!doctype html><html><head><title>Rangrez</title></head><body><div id="root"></div></body></html>';

/** A stand-in for the client's server build: renders, fails or hangs as the test asks. */
const RENDERER = `
export const SERVER_STATE_ID = 'server-state';
export const SITEMAP_PAGES = ['/'];
export async function renderPage({ url, signal }) {
  if (url === '/broken') throw new Error('a component threw');
  if (url === '/slow') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
  if (url === '/private') return null;
  return {
    status: url === '/missing' ? 404 : 200,
    screens: [],
    head: '<title>Rendered</title>',
    state: '{"apollo":{}}',
    pipe(out) { out.write('<main>rendered ' + url + '</main>'); out.end(); },
    abort() {},
  };
}
`;

describe('server rendering, and its fallback to the client-rendered page', () => {
  let dir: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rz-ssr-'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dir, 'renderer.mjs'), RENDERER);
    const rendering = await ServerRendering.load({
      clientDir: dir,
      rendererFile: path.join(dir, 'renderer.mjs'),
      execute: async () => ({ data: {} }),
      timeoutMs: 300,
    });
    const app = express();
    app.get('/{*any}', rendering.handler);
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pours the rendered page and its state into the built index.html, revalidated by every cache', async () => {
    const res = await fetch(`${url}/products`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>Rendered</title>');
    expect(html).not.toContain('<title>Rangrez</title>');
    expect(html).toContain('<div id="root"><main>rendered /products</main></div>');
    expect(html).toContain('<script type="application/json" id="server-state">{"apollo":{}}</script>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('answers the status the page chose', async () => {
    const res = await fetch(`${url}/missing`);
    expect(res.status).toBe(404);
  });

  it.each(['/broken', '/slow', '/private'])('serves the client-rendered page for %s, never an error or a blank page', async (p) => {
    const res = await fetch(url + p);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });
});
