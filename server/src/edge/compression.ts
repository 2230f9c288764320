import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/**
 * Compresses what the gateway sends when the client accepts it: brotli (quality 4: fast enough per
 * request) or gzip, for every compressible type (HTML, JSON, JavaScript, CSS, SVG) over 1 KB, GraphQL
 * answers and proxied REST and media answers included. Answers that already carry a Content-Encoding
 * (the precompressed client files) are left as they are.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
}

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;
/** Fast enough to compress per request; the response cache's hits use it too (compressed once per entry). */
export const BROTLI_QUALITY = 4;

/** The build compresses these once (scripts/compress-client.mjs); the gateway serves the smaller files. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'];
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the build's .br/.gz twins of the client's files with the right Content-Encoding, Content-Type
 * and Vary, when the client accepts one: no per-request compression of static files. The list of twins
 * is read once at start-up, so only files the build wrote can be served (no path from the URL is opened).
 */
/**
 * A content-hashed file is never revalidated (`immutable`, a new name when it changes), so its ETag and
 * Last-Modified would be bytes on every answer that no browser ever sends back.
 */
export const freshness = (immutable?: boolean) => (immutable ? { immutable: true, etag: false, lastModified: false } : {});

export function precompressedFiles(dir: string, options: { maxAge: string; immutable?: boolean }): RequestHandler {
  /** The twins' URL paths (under `dir`) by the original's URL path. */
  const twins = new Map<string, Partial<Record<'br' | 'gzip', string>>>();
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (PRECOMPRESSED_EXTENSIONS.includes(path.extname(e.name))) {
        const url = '/' + path.relative(dir, full).split(path.sep).join('/');
        const found: Partial<Record<'br' | 'gzip', string>> = {};
        for (const enc of ENCODINGS) if (fs.existsSync(full + enc.suffix)) found[enc.name] = url + enc.suffix;
        if (Object.keys(found).length) twins.set(url, found);
      }
    }
  };
  walk(dir);
  // express.static (not res.sendFile, which always follows the app's ETag setting) so that an immutable
  // file's answer carries no validators either.
  const serveTwin = express.static(dir, { index: false, redirect: false, maxAge: options.maxAge, ...freshness(options.immutable) });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const found = twins.get(req.path);
    if (!found) return next();
    res.vary('Accept-Encoding');
    // Brotli first when both are accepted (browsers list gzip first, though br is smaller).
    const encoding = ENCODINGS.find((e) => found[e.name] && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    // The original's type (a twin's own name ends in .br or .gz), set before the static server would guess one.
    res.set('Content-Encoding', encoding.name);
    res.type(path.extname(req.path));
    const url = req.url;
    req.url = found[encoding.name]!;
    serveTwin(req, res, (err?: unknown) => {
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(err);
    });
  };
}
