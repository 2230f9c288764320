import { absoluteUrl, fullTitle, SHOP_DESCRIPTION, type PageMeta } from '../lib/page-meta';
import { scriptSafeJson } from './server-state';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The listing's query words that make a different page; sort and filters are views of the same one. */
const CANONICAL_LISTING_PARAMS = ['cat', 'search', 'page'];

function canonicalUrl(origin: string, pathname: string, query: URLSearchParams): string {
  if (pathname !== '/products') return origin + pathname;
  const kept = new URLSearchParams();
  for (const key of CANONICAL_LISTING_PARAMS) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const qs = kept.toString();
  return `${origin}${pathname}${qs ? `?${qs}` : ''}`;
}

/**
 * The head of a server-rendered page: title, description, canonical link, Open Graph and Twitter
 * preview tags, and the page's schema.org data. Every value is escaped; the JSON-LD cannot close its
 * script element.
 */
export function pageHead(meta: PageMeta, origin: string, pathname: string, query: URLSearchParams, isProduct: boolean): string {
  const title = fullTitle(meta.title);
  const description = meta.description ?? SHOP_DESCRIPTION;
  const url = canonicalUrl(origin, pathname, query);
  const image = absoluteUrl(origin, meta.image ?? '/home/banner-festive.svg');
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="Rangrez">`,
    `<meta property="og:type" content="${isProduct ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (meta.status === 404) tags.push('<meta name="robots" content="noindex">');
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd(origin))}</script>`);
  return tags.join('\n    ');
}
