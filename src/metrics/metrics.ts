import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (one server per process, so one registry). The services count what they do
 * only while `recording` is on: it follows the `metrics_exporter` setting (`enabled`), so an instance that does
 * not export metrics pays nothing for them. Exported by src/http/metrics-endpoint.ts.
 */
export const registry = new Registry();

/** Whether the counters below are fed; set from the `metrics_exporter` setting (src/http/metrics-endpoint.ts). */
export const recording = { on: false };

/** Seconds: from 1 ms to 10 s, the range a request or a statement falls in. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route (the path pattern) and status, with their latency',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const dbStatements = new Histogram({
  name: 'db_statement_duration_seconds',
  help: 'Database statements and their latency, by outcome (ok, error)',
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Background jobs run, by kind and outcome (done; retry: failed, tried again later; failed: for good)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const federationDeliveries = new Counter({
  name: 'federation_deliveries_total',
  help: 'Outgoing ActivityPub deliveries by outcome (delivered, failed: to be tried again or given up)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const streamingDeliveries = new Counter({
  name: 'streaming_deliveries_total',
  help: 'Events handed to streaming sockets (Mastodon streaming API and graphql-ws)',
  registers: [registry],
});

/** Values read when Prometheus scrapes (the pool, the job queue, the sockets): the app sets where from. */
export interface Sources {
  pool(): { size: number; active: number; idle: number; pending: number };
  jobQueue(): Promise<Array<{ state: string; count: number }>>;
  sockets(): number;
}

let sources: Sources | null = null;

/** The app's sources of the scraped gauges; `null` when it stops. */
export function setSources(next: Sources | null): void {
  sources = next;
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (size: the most it opens; active, idle; pending: callers waiting)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!sources) return;
    for (const [state, n] of Object.entries(sources.pool())) this.set({ state }, n);
  },
});

new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs in the queue by state (queued, running, done, failed)',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    if (!sources) return;
    this.reset();
    for (const { state, count } of await sources.jobQueue()) this.set({ state }, count);
  },
});

new Gauge({
  name: 'streaming_sockets',
  help: 'Open streaming sockets (Mastodon streaming API and graphql-ws)',
  registers: [registry],
  collect() {
    if (sources) this.set(sources.sockets());
  },
});

// Event-loop lag, heap and RSS, GC pauses, handles: prom-client's process metrics.
collectDefaultMetrics({ register: registry });

/** Time since `start` (from `process.hrtime.bigint()`), in seconds. */
export const secondsSince = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e9;
