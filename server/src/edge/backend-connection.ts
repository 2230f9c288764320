import http from 'node:http';
import type { Socket } from 'node:net';
import type { Fetcher } from '@apollo/utils.fetcher';
import nodeFetch from 'node-fetch';
import { log } from '../common/log';
import { discardBody } from '../common/refused-bodies';

/**
 * The gateway talks to the backend over a few long-lived connections. Without keep-alive every proxied
 * request opened (and closed) a TCP connection to the backend, and http-proxy then passed the
 * backend's `Connection: close` on to the shopper, closing their connection too.
 */
export function backendAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, keepAliveMsecs: 1000, timeout: GATEWAY_IDLE_CONNECTION_MS });
}

/**
 * Who closes an idle gateway-to-backend connection: always the gateway, first. If the backend closed it
 * (Node's default: after 5 s idle), a request the gateway sent on it at that moment would meet the close
 * and fail with ECONNRESET (a shopper's payment or picture answered 502). So the gateway's agent drops a
 * connection idle for GATEWAY_IDLE_CONNECTION_MS, and the backend keeps one open for longer. (The agent's
 * timeout does not cut a slow answer short: it only closes sockets that are free.)
 */
export const GATEWAY_IDLE_CONNECTION_MS = 30_000;
export const BACKEND_KEEP_ALIVE_MS = 65_000;

/**
 * Subgraph fetches over the kept-alive agent, with node-fetch (what Apollo Gateway itself is built on).
 * The gateway's default (make-fetch-happen) and Node's own fetch (undici, WHATWG streams) both cost
 * about half as much CPU again per request as node-fetch does on this hop.
 */
export function subgraphFetcher(agent: http.Agent): Fetcher {
  return ((url: string, init: RequestInit) => nodeFetch(url, { ...(init as object), agent })) as unknown as Fetcher;
}

/** Hop-by-hop headers: they describe one connection and are never passed on to the next. */
export const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** How much more of a body the backend stopped reading is taken from the client before its connection is dropped. */
const REFUSED_BODY_MAX_BYTES = 64 * 1024 * 1024;

/** What a shopper reads when the gateway could not reach the backend (REST clients read `message`). */
export const BACKEND_UNREACHABLE_MESSAGE = 'The shop could not answer just now. Please try again in a moment.';

/**
 * A proxied request that failed between the gateway and the backend (refused, reset, timed out): logged
 * with its code, method and path (never headers, so no token), and answered 502 (504 for a timeout)
 * with a JSON `message` the way every other REST error is, unless the answer had already begun.
 */
export function backendUnreachable(error: Error & { code?: string }, req: http.IncomingMessage, res: http.ServerResponse | Socket) {
  const path = (req.url ?? '').split('?')[0];
  // The backend answered in full, then stopped reading the body (an upload it refused): the answer
  // stands, and what the client still sends is thrown away rather than reset under it.
  if ('writeHead' in res && res.writableEnded) {
    log.info({ scope: 'gateway', method: req.method, path, reason: error.code ?? error.message }, 'backend closed after answering; rest of the request body discarded');
    return void discardBody(req, res, { maxBytes: REFUSED_BODY_MAX_BYTES, halfClose: true });
  }
  log.error({ scope: 'gateway', method: req.method, path, reason: error.code ?? error.message }, 'backend unreachable');
  if (!('writeHead' in res)) return void res.destroy();
  // Part of an answer: the client must not take it for a whole one.
  if (res.headersSent) return void res.destroy();
  const status = error.code === 'ETIMEDOUT' || error.code === 'ESOCKETTIMEDOUT' ? 504 : 502;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message: BACKEND_UNREACHABLE_MESSAGE }));
}
