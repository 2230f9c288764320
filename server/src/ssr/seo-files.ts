import type { Express } from 'express';
import type { ExecuteOperation } from './renderer-contract';
import type { ServerRendering } from './server-rendering';
import { log } from '../common/log';

/** Screens a search engine has no business in: a shopper's own pages and the APIs. */
const PRIVATE_PATHS = ['/cart', '/wishlist', '/order', '/myOrders', '/login', '/forgot-password', '/reset-password', '/graphql', '/api/'];

const PAGE_SIZE = 200;
const PRODUCT_IDS = `query SitemapProducts($limit: Int, $offset: Int) { products(limit: $limit, offset: $offset) { id } }`;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every product's id, a page of the catalogue at a time. */
async function allProductIds(execute: ExecuteOperation): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, errors } = await execute(PRODUCT_IDS, { limit: PAGE_SIZE, offset });
    if (errors?.length || !data) throw new Error(errors?.[0]?.message ?? 'no products answer');
    const page = data.products as { id: string }[];
    ids.push(...page.map((p) => p.id));
    if (page.length < PAGE_SIZE) return ids;
  }
}

/**
 * robots.txt (names the sitemap), sitemap.xml (every product page and the shop's own pages), and
 * /favicon.ico, which browsers ask for on any page without an icon link (robots.txt, a JSON answer)
 * and crawlers ask for anyway: it leads to the shop's SVG icon.
 */
export function serveSeoFiles(x: Express, rendering: ServerRendering, execute: ExecuteOperation) {
  x.get('/favicon.ico', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').redirect(301, '/favicon.svg');
  });

  x.get('/robots.txt', (req, res) => {
    const lines = ['User-agent: *', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${rendering.origin(req)}/sitemap.xml`, ''];
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  x.get('/sitemap.xml', async (req, res) => {
    try {
      const origin = rendering.origin(req);
      const paths = [...rendering.sitemapPages, ...(await allProductIds(execute)).map((id) => `/product/${encodeURIComponent(id)}`)];
      const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`);
      res
        .type('application/xml')
        // Built from cached answers that every catalogue change drops: a new product is listed at once.
        .set('Cache-Control', 'no-cache')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    } catch (e) {
      log.error({ scope: 'ssr', err: e }, 'sitemap.xml failed');
      res.status(503).type('text/plain').set('Retry-After', '60').send('The sitemap is not available right now.');
    }
  });
}
