import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { countResponseCache, observeGraphQLOperation, observeHttpRequest, registry } from './metrics';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The series of `name` under `labels`, as the scrape prints them. */
async function lines(reg: client.Registry, name: string, labels: string): Promise<string[]> {
  const text = await reg.getSingleMetricAsString(name);
  return text.split('\n').filter((l) => l.startsWith(name) && l.includes(labels)).map((l) => l.replace(/^[a-z_]+/, ''));
}

describe('hot series (counted straight into prom-client records after the first time)', () => {
  it('give the same figures as prom-client counting each call itself', async () => {
    const own = new client.Registry();
    const counter = new client.Counter({ name: 'http_requests_total', help: 'h', labelNames: ['service', 'method', 'route', 'status_class'], registers: [own] });
    const histogram = new client.Histogram({ name: 'http_request_duration_seconds', help: 'h', labelNames: ['service', 'method', 'route', 'status_class'], buckets: LATENCY_BUCKETS, registers: [own] });
    const seconds = [0.0004, 0.002, 0.003, 0.04, 0.9, 12, 0.0025, 0.001];
    const route = `/hot-series-${Date.now()}`;
    for (const s of seconds) {
      observeHttpRequest('gateway', 'GET', route, 200, s);
      const labels = { service: 'gateway', method: 'GET', route, status_class: '2xx' };
      counter.inc(labels);
      histogram.observe(labels, s);
    }
    for (const name of ['http_requests_total', 'http_request_duration_seconds']) {
      const ours = await lines(registry, name, `route="${route}"`);
      expect(ours.length).toBeGreaterThan(0);
      expect(ours).toEqual(await lines(own, name, `route="${route}"`));
    }
  });

  it('count again through prom-client once its records are reset', async () => {
    const operation = `HotSeries${Date.now()}`;
    observeGraphQLOperation('gateway', operation, true, 0.002);
    observeGraphQLOperation('gateway', operation, true, 0.002);
    const count = async () => (await lines(registry, 'graphql_operations_total', `operation="${operation}"`)).join();
    expect(await count()).toContain('} 2');
    (registry.getSingleMetric('graphql_operations_total') as client.Counter).reset();
    observeGraphQLOperation('gateway', operation, true, 0.002);
    expect(await count()).toContain('} 1');
    countResponseCache('rest', 'hit');
    expect((await lines(registry, 'response_cache_total', 'api="rest",result="hit"')).length).toBe(1);
  });
});
