import type { Router } from 'express';
import { requireAuth } from '../common/http';
import { apiRouter } from '../rest/router';

export interface ApiRoute {
  method: string;
  /** Express's pattern, relative to /api/v1, e.g. `/orders/:id/cancel`. */
  path: string;
  /** Whether the route asks for a logged-in shopper (requireAuth among its handlers). */
  authenticated: boolean;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

/** Every REST route under /api/v1, read from the routers themselves: a new route is covered without editing a list. */
export function apiRoutes(router: Router = apiRouter()): ApiRoute[] {
  const found: ApiRoute[] = [];
  const walk = (layers: Layer[]) => {
    for (const layer of layers) {
      if (layer.route) {
        const authenticated = layer.route.stack.some((s) => s.handle === requireAuth);
        for (const method of Object.keys(layer.route.methods)) found.push({ method: method.toUpperCase(), path: layer.route.path, authenticated });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

/**
 * Percent-encodes like encodeURIComponent, but also what it refuses: a lone surrogate goes out as the
 * three bytes a careless client would send (%ED%A0%80), so servers can be shown such input.
 */
export function encodeAnyComponent(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  });
}

/** The route's path with every `:param` replaced by `value`. */
export const fillParams = (path: string, value: string) => path.replace(/:\w+/g, encodeAnyComponent(value));
