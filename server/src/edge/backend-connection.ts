import http from 'node:http';
import type { Fetcher } from '@apollo/utils.fetcher';

/**
 * The gateway talks to the backend over a few long-lived connections. Without keep-alive every proxied
 * request opened (and closed) a TCP connection to the backend, and http-proxy then passed the
 * backend's `Connection: close` on to the shopper, closing their connection too.
 */
export function backendAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, keepAliveMsecs: 1000 });
}

/**
 * Subgraph fetches through Node's own fetch (undici), which keeps a pool of connections alive per
 * origin. Apollo Gateway's default (make-fetch-happen) adds an HTTP-cache and retry layer that
 * subgraph POSTs never use.
 */
export const subgraphFetcher: Fetcher = ((url: string, init: RequestInit) => fetch(url, init)) as unknown as Fetcher;

/** Hop-by-hop headers: they describe one connection and are never passed on to the next. */
export const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];
