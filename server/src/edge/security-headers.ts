import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Razorpay's checkout: its script, the API and frames it opens, the telemetry it posts and the logos it
 * shows. Allowed only when the shop takes real payments; the test-mode stand-in is served from our origin.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
  form: ['https://api.razorpay.com'],
};

/** Apollo's embedded sandbox (development only): its CDN scripts and styles, fonts and the sandbox frame. */
const APOLLO_SANDBOX = {
  cdn: ['https://apollo-server-landing-page.cdn.apollographql.com', 'https://embeddable-sandbox.cdn.apollographql.com', 'https://embeddable-explorer.cdn.apollographql.com'],
  frame: ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
  fonts: ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'],
};

/**
 * What legacy storefronts on other origins embed: product pictures (<img src=".../media/...">) and the
 * test-mode checkout script (<script src=".../test-checkout.js">). Everything else stays same-origin.
 */
const CROSS_ORIGIN_RESOURCES = ['/media/', '/test-checkout.js'];

/**
 * The build's content-hashed scripts and styles under /assets are never documents: a browser ignores a
 * Content-Security-Policy, X-Frame-Options or opener policy on them (the page's own headers govern them).
 * They carry only what applies to a subresource: no MIME sniffing, same-origin reads only, and the referrer
 * policy a stylesheet's own fetches follow. On a phone's HTTP/1.1 connection the document-only headers
 * would be about 600 bytes more per file, more than many of the page's small chunks weigh.
 */
const ASSETS = '/assets/';
/** The back office's build (client/admin) has its content-hashed files under a folder of its own. */
const ADMIN_ASSETS = '/admin/assets/';
const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security']);

/**
 * What an answer of the APIs needs (JSON from POST /graphql and /api/v1, and the PDFs and CSVs /api/v1
 * sends as downloads): it is never a page, so, as OWASP's REST Security Cheat Sheet lists, nothing may
 * frame it, no MIME sniffing, HSTS, and a policy that lets nothing load or run should a browser ever open
 * one as a document; with the subresource headers above (same-origin reads, the referrer policy). The
 * page-only headers (the shop's policy with its nonce, the opener policy, Origin-Agent-Cluster, the
 * relics for old IE and Flash) were 458 of the 718 bytes every API answer carried: on a cached product
 * answer, an eighth of all it sent.
 */
const API_POLICY = "default-src 'none';frame-ancestors 'none'";
const API_HEADERS = new Set([...SUBRESOURCE_HEADERS, 'x-frame-options']);
const isApi = (method: string | undefined, path: string) => path.startsWith('/api/') || (path === '/graphql' && method !== 'GET');

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;

/**
 * The shop's Content-Security-Policy. Scripts only from our origin or carrying this response's nonce (for
 * inline scripts a server-rendered page streams). Styles allow 'unsafe-inline': the toasts and the
 * test-mode checkout inject <style> elements, and style attributes cannot run code.
 */
function shopDirectives(razorpay: boolean) {
  const extra = (list: string[]) => (razorpay ? list : []);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", nonceSource, ...extra(RAZORPAY.script)],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...extra(RAZORPAY.img)],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extra(RAZORPAY.connect)],
    frameSrc: razorpay ? RAZORPAY.frame : ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'", ...extra(RAZORPAY.form)],
    frameAncestors: ["'none'"],
    manifestSrc: ["'self'"],
  };
}

/**
 * The back office under /admin: its own scripts only (it is never server-rendered, so no inline script
 * and no nonce), pictures previewed from the staff member's own disk before upload (blob:) and the
 * authenticator's QR code (data:), a return's videos played from what the screen fetched with the staff
 * token (blob:, since a <video> cannot send that token), nothing framed, nothing from another origin.
 */
function adminDirectives() {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // The toasts inject a <style> element; style attributes cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    manifestSrc: ["'self'"],
  };
}

/** GET /graphql outside production: the sandbox page loads Apollo's scripts, styles, fonts and frame. */
function sandboxDirectives() {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // Apollo's page also sends its own nonce-based policy in a <meta> tag; browsers enforce both.
    scriptSrc: ["'self'", "'unsafe-inline'", ...APOLLO_SANDBOX.cdn],
    styleSrc: ["'self'", "'unsafe-inline'", ...APOLLO_SANDBOX.cdn, ...APOLLO_SANDBOX.fonts],
    imgSrc: ["'self'", 'data:', ...APOLLO_SANDBOX.cdn],
    fontSrc: ["'self'", 'data:', ...APOLLO_SANDBOX.fonts],
    connectSrc: ["'self'", ...APOLLO_SANDBOX.cdn],
    frameSrc: APOLLO_SANDBOX.frame,
    manifestSrc: ["'self'", ...APOLLO_SANDBOX.cdn],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
}

function headersWith(directives: Record<string, Iterable<string | typeof nonceSource>>, production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Razorpay opens bank and UPI pages in popups that report back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only over HTTPS does a browser honour it; a production shop is served over HTTPS by its proxy.
    strictTransportSecurity: production ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
  }) as RequestHandler;
}

/** A stand-in nonce, replaced per answer in the headers computed once from helmet's. */
const NONCE_PLACEHOLDER = 'NONCEPLACEHOLDER';

/**
 * Runs helmet once, on a stand-in response, and returns the headers it sets: they are the same for every
 * answer but for the nonce, so per request they are copied instead of recomputed by helmet's eleven
 * middlewares.
 */
function computedOnce(handler: RequestHandler): [name: string, before: string, after?: string][] {
  const headers: [string, string][] = [];
  const res = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let failed: unknown;
  handler({ method: 'GET', path: '/', headers: {} } as never, res as never, (err?: unknown) => (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  // The values around the nonce, split once.
  return headers.map(([name, value]) => {
    const at = value.indexOf(NONCE_PLACEHOLDER);
    return at < 0 ? [name, value] : [name, value.slice(0, at), value.slice(at + NONCE_PLACEHOLDER.length)];
  });
}

/** CSP nonces from a pool of random bytes: one call into the CSPRNG per 256 answers instead of one each. */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

export interface SecurityHeaders extends RequestHandler {
  /** Sets the headers on an answer written outside the middleware chain (the response cache's hits); returns the nonce. */
  setOn(req: { method?: string; path?: string; url?: string }, res: { setHeader(name: string, value: string): unknown; locals?: Record<string, unknown> }): string;
}

/**
 * Security headers on every answer of the gateway: HTML and /media get them all, the APIs (POST /graphql,
 * /api/v1) those an API answer needs, the builds' assets those that apply to a subresource, the back
 * office (/admin) a policy of its own. Each
 * request gets a fresh CSP nonce in `res.locals.cspNonce`, also listed in the shop's script-src.
 */
export function securityHeaders(opts: { production: boolean; razorpayCheckout: boolean }): SecurityHeaders {
  const shop = computedOnce(headersWith(shopDirectives(opts.razorpayCheckout), opts.production));
  const sandbox = opts.production ? shop : computedOnce(headersWith(sandboxDirectives(), opts.production));
  const admin = computedOnce(headersWith(adminDirectives(), opts.production));
  const asset = shop.filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase()));
  const api: typeof shop = [['Content-Security-Policy', API_POLICY], ...shop.filter(([name]) => API_HEADERS.has(name.toLowerCase()))];
  const setOn: SecurityHeaders['setOn'] = (req, res) => {
    const nonce = freshNonce();
    if (res.locals) res.locals.cspNonce = nonce;
    const path = req.path ?? req.url?.split('?', 1)[0] ?? '/';
    const headers =
      path.startsWith(ASSETS) || path.startsWith(ADMIN_ASSETS)
        ? asset
        : isAdmin(path) ? admin : isApi(req.method, path) ? api : req.method === 'GET' && path === '/graphql' ? sandbox : shop;
    for (const [name, before, after] of headers) res.setHeader(name, after === undefined ? before : before + nonce + after);
    if (CROSS_ORIGIN_RESOURCES.some((p) => path.startsWith(p))) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    return nonce;
  };
  const middleware = ((req, res, next) => {
    setOn(req, res);
    next();
  }) as SecurityHeaders;
  middleware.setOn = setOn;
  return middleware;
}
