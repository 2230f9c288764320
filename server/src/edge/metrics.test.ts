import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DELIVERY_ADDRESS, aProduct, aShopper } from '../test/builders';
import { startTestShop, type TestShop } from '../test/shop';
import { paymentProvider } from '../modules/payments/providers';
import type { TestModePaymentProvider } from '../modules/payments/test-mode-provider';
import { startMetricsServer, type MetricsServer } from './metrics-server';

// The response cache is part of what is measured here (the server tests otherwise run with it off).
process.env.RESPONSE_CACHE = 'on';

let shop: TestShop;
let metrics: MetricsServer;

beforeAll(async () => {
  shop = await startTestShop();
  metrics = (await startMetricsServer({ host: '127.0.0.1', port: 0, source: 'process' }))!;
});
afterAll(async () => {
  await metrics?.stop();
  await shop?.stop();
});

/** One scrape: every sample as `name{label="value",...}` → value, labels in the order written. */
async function scrape(): Promise<{ text: string; value(name: string, labels?: Record<string, string>): number }> {
  const res = await fetch(metrics.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  const samples = text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(l)!;
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
  // The sum of the samples named `name` whose labels include `labels` (0 when none has been counted yet).
  const value = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
  return { text, value };
}

describe('/metrics', () => {
  it('is served only at /metrics', async () => {
    expect((await fetch(metrics.url.replace('/metrics', '/'))).status).toBe(404);
    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  });

  it('counts requests by route template, GraphQL operations by name, and response cache hits and misses', async () => {
    const before = await scrape();
    const product = await aProduct(shop.app.db, { name: 'Metered Tee' });
    for (let i = 0; i < 3; i++) expect((await shop.http(`/api/v1/products/${product.id}`)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await shop.http('/graphql', { method: 'POST', body: { query: 'query MeteredProduct($id: ID!) { product(id: $id) { id name } }', variables: { id: product.id }, operationName: 'MeteredProduct' } });
      expect(res.body.data.product.name).toBe('Metered Tee');
    }
    expect((await shop.gql('{ nonsense }')).status).toBe(400);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => after.value(name, labels) - before.value(name, labels);

    expect(moved('http_requests_total', { service: 'gateway', method: 'GET', route: '/api/v1/products/:id', status_class: '2xx' })).toBe(3);
    expect(moved('http_request_duration_seconds_count', { service: 'gateway', route: '/api/v1/products/:id' })).toBe(3);
    // REST: the first is fetched from the backend and kept; the other two are answered at the gateway.
    expect(moved('http_requests_total', { service: 'backend', route: '/api/v1/products/:id' })).toBe(1);
    expect(moved('response_cache_total', { api: 'rest', result: 'miss' })).toBe(1);
    expect(moved('response_cache_total', { api: 'rest', result: 'hit' })).toBe(2);

    expect(moved('http_requests_total', { service: 'gateway', method: 'POST', route: '/graphql' })).toBe(4);
    expect(moved('graphql_operations_total', { service: 'gateway', operation: 'MeteredProduct', result: 'ok' })).toBe(3);
    expect(moved('graphql_operation_duration_seconds_count', { service: 'gateway', operation: 'MeteredProduct' })).toBe(3);
    expect(moved('graphql_operations_total', { service: 'gateway', operation: 'invalid', result: 'error' })).toBe(1);
    expect(moved('response_cache_total', { api: 'graphql', result: 'miss' })).toBe(1);
    expect(moved('response_cache_total', { api: 'graphql', result: 'hit' })).toBe(2);
    // No raw URL (the product's id) became a label.
    expect(after.text).not.toContain(product.id);
  });

  it('counts payment verifications by result', async () => {
    const before = await scrape();
    const product = await aProduct(shop.app.db, { stock: 3 });
    const { token } = await aShopper(shop);
    const placed = await shop.http(`/api/v1/orders/order/${product.id}`, { method: 'POST', token, body: { quantity: 1, paymentMode: 'Razorpay', size: 'M', ...A_DELIVERY_ADDRESS } });
    expect(placed.status).toBe(200);
    const order = placed.body.order as { _id: string; razorpayOrderId: string };
    const verify = (payment_id: string, signature: string) => shop.http('/api/v1/orders/verify-payment', { method: 'POST', token, body: { order_id: order._id, payment_id, signature } });
    expect((await verify('pay_ABCDEFGHIJKLMN', '0'.repeat(64))).status).toBe(400);
    const { paymentId, signature } = (paymentProvider(shop.app) as TestModePaymentProvider).completePayment(order.razorpayOrderId);
    expect((await verify(paymentId, signature)).status).toBe(200);
    const after = await scrape();
    const moved = (labels: Record<string, string>) => after.value('payment_verifications_total', labels) - before.value('payment_verifications_total', labels);
    expect(moved({ source: 'checkout', result: 'refused' })).toBe(1);
    expect(moved({ source: 'checkout', result: 'verified' })).toBe(1);
  });

  it("reports the database pool and the process's own figures, event-loop lag included", async () => {
    const { value, text } = await scrape();
    expect(value('db_pool_open_connections')).toBeGreaterThan(0);
    expect(value('db_pool_max_connections')).toBe(20);
    expect(text).toContain('db_pool_idle_connections');
    expect(text).toContain('db_pool_waiting_requests');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('health', () => {
  it('liveness and readiness are answered apart, on the gateway and the backend', async () => {
    expect(await shop.http('/healthz')).toMatchObject({ status: 200, body: { status: 'ok', service: 'gateway' } });
    expect(await shop.http('/readyz')).toMatchObject({ status: 200, body: { status: 'ok', service: 'gateway', backend: 'up', database: 'up', migrations: 'applied' } });
    const backend = await fetch(`${shop.backendUrl}/readyz`);
    expect(backend.status).toBe(200);
    expect(await backend.json()).toEqual({ status: 'ok', service: 'backend', database: 'up', migrations: 'applied' });
  });

  it('not ready while a migration of this build has not run; still alive', async () => {
    const [latest] = (await shop.app.db.query('SELECT id, timestamp, name FROM migrations ORDER BY timestamp DESC LIMIT 1')) as { id: number; timestamp: string; name: string }[];
    await shop.app.db.query('DELETE FROM migrations WHERE id = $1', [latest!.id]);
    try {
      expect(await shop.http('/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', backend: 'up', database: 'up', migrations: 'pending' } });
      expect((await shop.http('/healthz')).status).toBe(200);
    } finally {
      await shop.app.db.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [latest!.id, latest!.timestamp, latest!.name]);
    }
    expect((await shop.http('/readyz')).status).toBe(200);
  });

  it('not ready while the database does not answer; still alive', async () => {
    await shop.app.db.destroy();
    try {
      expect(await shop.http('/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'down' } });
      expect(await shop.http('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    } finally {
      await shop.app.db.initialize();
    }
    expect((await shop.http('/readyz')).status).toBe(200);
  });
});
