import { apiRouter } from '../rest/router';

/** Where the legacy REST API is mounted, on the gateway and the backend alike. */
const API_PREFIX = '/api/v1';

interface Layer {
  route?: { path: string };
  handle?: { stack?: Layer[] };
}

interface Template {
  template: string;
  pattern: RegExp;
}

/** Express's path syntax (`:id`, `*rest`, `{/optional}`) as a regular expression over one request path. */
function patternOf(path: string): RegExp {
  let source = '';
  for (const token of path.match(/:\w+|\*\w+|[{}]|[^:*{}]+/g) ?? []) {
    if (token.startsWith(':')) source += '[^/]+';
    else if (token.startsWith('*')) source += '.+';
    else if (token === '{') source += '(?:';
    else if (token === '}') source += ')?';
    else source += token.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}/?$`);
}

let restTemplates: Template[] | undefined;

/** Every REST route's pattern, read from the routers themselves, in the order Express tries them. */
function templates(): Template[] {
  if (restTemplates) return restTemplates;
  const found: Template[] = [];
  const walk = (layers: Layer[]) => {
    for (const layer of layers) {
      if (layer.route) found.push({ template: API_PREFIX + layer.route.path, pattern: patternOf(layer.route.path) });
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((apiRouter() as unknown as { stack: Layer[] }).stack);
  restTemplates = found;
  return found;
}

const FIXED = new Set(['/graphql', '/healthz', '/readyz', '/robots.txt', '/sitemap.xml']);
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The route a request took, as a template with no value of the request in it (`/api/v1/orders/:id`),
 * so metrics have one series per route, not per URL. Paths no route knows share `unmatched`; pictures
 * and hashed assets share one template each, and every other GET is a page of the shop.
 */
export function routeTemplate(method: string | undefined, url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0]!;
  if (FIXED.has(path)) return path;
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
    const rest = path.slice(API_PREFIX.length);
    return templates().find((t) => t.pattern.test(rest))?.template ?? `${API_PREFIX}/unmatched`;
  }
  if (path.startsWith('/media/')) return '/media/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  return PAGE_METHODS.has(method ?? '') ? 'page' : 'unmatched';
}
