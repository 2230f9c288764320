import type { RequestListener } from 'node:http';
import { logRequestLine, maskPersonalData } from '../common/log';
import { observeHttpRequest } from '../common/metrics';
import { inRequest, REQUEST_ID_HEADER, requestIdFrom } from '../common/request-id';
import { routeTemplate } from './route-templates';

/** Probes ask every few seconds: their lines are debug, so the log shows the shop's traffic, not its checkers. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The outermost handler of each server (gateway and backend): gives the request its id (the one the
 * client or gateway sent when it is a sane token, else a new one), which goes on to the backend (the
 * proxy forwards the request's headers, the GraphQL hop sets it) and back on the answer as
 * X-Request-Id; runs the request in that id's scope, so every line logged for it carries the id; and
 * once it is answered (or the client gave up: 499), counts it in the HTTP metrics and logs one line
 * with method, route, path, status and time. The query string is never logged.
 */
export function observedRequests(service: 'gateway' | 'backend', handler: RequestListener): RequestListener {
  return (req, res) => {
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    // Express rewrites req.url while it routes (mount paths are cut off): keep what the client asked.
    const url = req.url;
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = req.method ?? 'GET';
      const route = routeTemplate(method, url);
      const status = res.writableFinished ? res.statusCode : 499;
      observeHttpRequest(service, method, route, status, seconds);
      const path = (url ?? '/').split('?', 1)[0];
      // Masked here (the id and path are the client's words); the rest is the code's own.
      const line = { scope: service, requestId: maskPersonalData(id), method, route, path: maskPersonalData(path), status, ms: Math.round(seconds * 10_000) / 10 };
      logRequestLine(status >= 500 ? 'warn' : PROBES.has(route) ? 'debug' : 'info', line);
    });
    inRequest(id, () => handler(req, res));
  };
}
