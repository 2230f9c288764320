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

/**
 * Security headers on every answer of the gateway: HTML, assets, /graphql, /api/v1 and /media. Each
 * request gets a fresh CSP nonce in `res.locals.cspNonce`, also listed in script-src.
 */
export function securityHeaders(opts: { production: boolean; razorpayCheckout: boolean }): RequestHandler {
  const shop = headersWith(shopDirectives(opts.razorpayCheckout), opts.production);
  const sandbox = opts.production ? shop : headersWith(sandboxDirectives(), opts.production);
  return (req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    const handler = req.method === 'GET' && req.path === '/graphql' ? sandbox : shop;
    handler(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (CROSS_ORIGIN_RESOURCES.some((p) => req.path.startsWith(p))) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    });
  };
}
