import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import client from 'prom-client';
import { log } from '../common/log';
import { registry } from '../common/metrics';

export interface MetricsServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `cluster`: the figures of every server process, summed by the launcher's primary, which asks each
 * worker over the cluster's IPC channel at every scrape (prom-client's AggregatorRegistry). `process`:
 * this process's own (SERVICE=backend or gateway, and tests).
 */
export type MetricsSource = 'cluster' | 'process';

/**
 * Prometheus's /metrics, on a port of its own (METRICS_PORT) and loopback unless METRICS_HOST opens
 * it: the figures are for the operator, never for shoppers, so they are not on the gateway's port.
 * A port already in use is logged and the shop runs on without metrics.
 */
export async function startMetricsServer(opts: { host: string; port: number; source: MetricsSource }): Promise<MetricsServer | undefined> {
  const aggregator = opts.source === 'cluster' ? new client.AggregatorRegistry() : undefined;
  if (aggregator && !cluster.isPrimary) throw new Error('the cluster metrics server runs in the primary process');
  const server = http.createServer((req, res) => {
    if (req.url?.split('?', 1)[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    const figures = aggregator ? aggregator.clusterMetrics() : registry.metrics();
    figures.then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (e: unknown) => {
        log.error({ scope: 'metrics', err: e }, 'could not collect the metrics');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n');
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      log.warn({ scope: 'metrics', code: e.code, host: opts.host, port: opts.port }, 'metrics server not started: the port is not available (set METRICS_PORT)');
      resolve(false);
    });
    server.listen(opts.port, opts.host, () => resolve(true));
  });
  if (!listening) return undefined;
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
