import cluster from 'node:cluster';
import client from 'prom-client';
import type { DataSource } from 'typeorm';

/**
 * The shop's Prometheus metrics, in prom-client's global registry. Under `npm start` each server
 * process keeps its own figures and the launcher's primary sums them for one scrape (see
 * edge/metrics-server.ts); every metric here is therefore summed across processes, which is right for
 * counters, histograms and pool sizes alike.
 *
 * Label values are bounded: routes are templates (`/api/v1/orders/:id`), GraphQL operations are named by
 * what the schema validated, and free text (an unknown error code, a payment mode nobody wrote) becomes
 * `other`, so no request can make a new time series per value it sends.
 */
export const registry = client.register;

client.collectDefaultMetrics({ register: registry });

// In an `npm start` worker, prom-client answers the primary's requests for this process's figures
// over the cluster's IPC channel once an AggregatorRegistry exists here.
if (cluster.isWorker) new client.AggregatorRegistry();

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by server (gateway or backend), method, route template and status class.',
  labelNames: ['service', 'method', 'route', 'status_class'] as const,
});
const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being handed to the kernel.',
  labelNames: ['service', 'method', 'route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
});
const graphqlOperations = new client.Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations answered, by server, operation name and whether the answer carried errors.',
  labelNames: ['service', 'operation', 'result'] as const,
});
const graphqlDuration = new client.Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'Time GraphQL operations took, by server and operation name.',
  labelNames: ['service', 'operation'] as const,
  buckets: LATENCY_BUCKETS,
});
const responseCache = new client.Counter({
  name: 'response_cache_total',
  help: "Anonymous answers the gateway's response cache could hold: served from it (hit) or computed (miss), for GraphQL and the REST catalogue.",
  labelNames: ['api', 'result'] as const,
});
const ordersPlaced = new client.Counter({
  name: 'orders_placed_total',
  help: 'Orders placed, by payment mode.',
  labelNames: ['payment_mode'] as const,
});
const ordersRefused = new client.Counter({
  name: 'orders_refused_total',
  help: 'Order placements refused, by reason (the error code the shopper got) and payment mode.',
  labelNames: ['reason', 'payment_mode'] as const,
});
const paymentVerifications = new client.Counter({
  name: 'payment_verifications_total',
  help: "Payment signatures checked: the checkout's (source=checkout) and the provider's webhooks (source=webhook), by result.",
  labelNames: ['source', 'result'] as const,
});

/** Codes, modes and names are identifiers: anything else (or anything long) is not a label value. */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,47}$/;
const bounded = (value: string | undefined | null, fallback = 'other') => (value && IDENTIFIER.test(value) ? value : fallback);

export const statusClass = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other');

// ---------------------------------------------------------------- the hot series

/** prom-client's own record of one series, which its `inc` and `observe` add to (lib/counter.js, lib/histogram.js). */
interface SeriesRecord {
  labels: object;
  value?: number;
  sum?: number;
  count?: number;
  bucketValues?: Record<string, number>;
}
type WithRecords = { hashMap?: Record<string, SeriesRecord> };

/** The record prom-client keeps for exactly this `labels` object (it keeps the object it was given), if it keeps one. */
function recordOf(metric: unknown, labels: object): { map: object; record: SeriesRecord } | undefined {
  const map = (metric as WithRecords).hashMap;
  if (!map || typeof map !== 'object') return undefined;
  for (const key in map) if (map[key]?.labels === labels) return { map, record: map[key]! };
  return undefined;
}

/**
 * A counter and, optionally, a histogram with the same labels, counted on every request. prom-client's
 * `inc` and `observe` check and hash the labels and build closures on every call: five of them per cached
 * answer were about 3% of its time. So each label set is counted once through prom-client's own API,
 * which makes its record, and after that the record is added to directly, exactly as `inc` and `observe`
 * add to it (the same figures come out). When prom-client's records are replaced (a registry reset) or not
 * where this expects them, it goes through the API again.
 */
class HotSeries {
  private readonly series = new Map<string, { counter?: { map: object; record: SeriesRecord }; histogram?: { map: object; record: SeriesRecord } }>();

  /** The buckets' keys in prom-client's records, as strings: a number used as a key is turned into text on every use. */
  private readonly bucketKeys: string[];

  constructor(
    private readonly counter: client.Counter<string> | undefined,
    private readonly histogram?: client.Histogram<string>,
    private readonly buckets: readonly number[] = [],
  ) {
    this.bucketKeys = buckets.map(String);
  }

  /** One more under the labels `key` stands for (`labels()` makes them, the first time); `seconds` for the histogram. */
  add(key: string, labels: () => Record<string, string>, seconds = 0): void {
    const known = this.series.get(key);
    if (known && isCurrent(known.counter, this.counter) && isCurrent(known.histogram, this.histogram)) {
      if (known.counter) known.counter.record.value! += 1;
      const h = known.histogram?.record;
      if (h) {
        h.sum! += seconds;
        h.count! += 1;
        // The first bucket it fits, as prom-client's observe finds it (none: only the count and sum grow).
        let i = 0;
        while (i < this.buckets.length && seconds > this.buckets[i]!) i++;
        if (i < this.buckets.length && h.bucketValues![this.bucketKeys[i]!] !== undefined) h.bucketValues![this.bucketKeys[i]!] += 1;
      }
      return;
    }
    const l = labels();
    this.counter?.inc(l);
    this.histogram?.observe(l, seconds);
    const counter = this.counter ? recordOf(this.counter, l) : undefined;
    const histogram = this.histogram ? recordOf(this.histogram, l) : undefined;
    const shaped =
      (!this.counter || (counter && typeof counter.record.value === 'number')) &&
      (!this.histogram || (histogram && typeof histogram.record.count === 'number' && typeof histogram.record.sum === 'number' && histogram.record.bucketValues));
    if (!shaped) this.series.delete(key);
    else if (this.series.size < 10_000) this.series.set(key, { counter, histogram });
  }
}

/** Whether the record held for `metric` is still the one prom-client adds to (none held and no metric: yes). */
function isCurrent(held: { map: object } | undefined, metric: unknown): boolean {
  if (!metric) return true;
  return held !== undefined && (metric as WithRecords).hashMap === held.map;
}

const httpSeries = new HotSeries(httpRequests, httpDuration, LATENCY_BUCKETS);
const graphqlCounts = new HotSeries(graphqlOperations);
const graphqlTimes = new HotSeries(undefined, graphqlDuration, LATENCY_BUCKETS);
const cacheSeries = new HotSeries(responseCache);

/** One answered HTTP request. `route` must already be a template (see edge/route-templates.ts). */
export function observeHttpRequest(service: string, method: string, route: string, status: number, seconds: number): void {
  const statusLabel = statusClass(status);
  httpSeries.add(`${service} ${method} ${route} ${statusLabel}`, () => ({ service, method: bounded(method), route, status_class: statusLabel }), seconds);
}

/** One answered GraphQL operation; `operation` must be bounded already (see edge/graphql-metrics.ts). */
export function observeGraphQLOperation(service: string, operation: string, ok: boolean, seconds: number): void {
  const result = ok ? 'ok' : 'error';
  graphqlCounts.add(`${service} ${operation} ${result}`, () => ({ service, operation, result }));
  graphqlTimes.add(`${service} ${operation}`, () => ({ service, operation }), seconds);
}

/** A cacheable anonymous answer: served from the response cache, or computed because it was not there. */
export function countResponseCache(api: 'graphql' | 'rest', result: 'hit' | 'miss'): void {
  cacheSeries.add(`${api} ${result}`, () => ({ api, result }));
}

/** An order was placed (call once it is committed). `mode`: the payment mode, e.g. COD or ONLINE. */
export function countOrderPlaced(mode: string): void {
  ordersPlaced.inc({ payment_mode: bounded(mode) });
}

/** An order placement was refused: `reason` is the error code the shopper got (OUT_OF_STOCK, ...). */
export function countOrderRefused(reason: string, mode: string): void {
  ordersRefused.inc({ reason: bounded(reason), payment_mode: bounded(mode) });
}

/** A payment signature was checked: `verified`, or `refused` when it did not match. */
export function countPaymentVerification(result: 'verified' | 'refused', source: 'checkout' | 'webhook' = 'checkout'): void {
  paymentVerifications.inc({ source, result });
}

// ---------------------------------------------------------------- database pools

/** What pg's Pool says of itself (TypeORM's postgres driver keeps it as `master`). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

const pools = new Set<DataSource>();
const poolOf = (ds: DataSource) => (ds.isInitialized ? ((ds.driver as unknown as { master?: PgPool }).master ?? undefined) : undefined);

function poolGauge(name: string, help: string, read: (pool: PgPool) => number) {
  return new client.Gauge({
    name,
    help,
    aggregator: 'sum',
    collect() {
      let sum = 0;
      for (const ds of pools) {
        const pool = poolOf(ds);
        if (pool) sum += read(pool);
      }
      this.set(sum);
    },
  });
}

poolGauge('db_pool_open_connections', 'Connections the database pools hold open (busy or idle).', (p) => p.totalCount);
poolGauge('db_pool_idle_connections', 'Open connections waiting for work.', (p) => p.idleCount);
poolGauge('db_pool_waiting_requests', 'Queries waiting for a free connection: above 0 for long, the pool is too small or a query too slow.', (p) => p.waitingCount);
poolGauge('db_pool_max_connections', 'The most connections the pools may open.', (p) => p.options?.max ?? 0);

/** Reports `ds`'s connection pool in the db_pool_* gauges until the returned function is called. */
export function watchPool(ds: DataSource): () => void {
  pools.add(ds);
  return () => void pools.delete(ds);
}
