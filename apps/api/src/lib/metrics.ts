import type { Database } from '../db/client.ts';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CollectFunction,
} from 'prom-client';

/** Seconds: from a cached read (~1 ms) to a slow export (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface GaugeDefinition {
  /** Prometheus name, `portal_` first (`portal_outbox_pending`). */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Sets the gauge's value(s) at each scrape (`gauge.set(n)` or `gauge.set({ label }, n)`). */
  collect: (gauge: Gauge) => void | Promise<void>;
}

/**
 * The process's Prometheus metrics (served at /metrics by plugins/metrics.ts), in a registry of
 * its own so that several apps in one test process never share counters. Modules add gauges
 * read at scrape time through `gauge()` (the outbox's depth and oldest message, for instance).
 */
export class PortalMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly loadShed = new Counter({
    name: 'portal_load_shed_total',
    help: 'Requests turned away with 503 because the event loop lagged (load shedding)',
    registers: [this.registry],
  });
  readonly jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Scheduled job runs in this process, by job and result (ok or error)',
    labelNames: ['job', 'result'] as const,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'portal_job_duration_seconds',
    help: 'Time a scheduled job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [this.registry],
  });
  readonly poolWait = new Histogram({
    name: 'portal_db_pool_wait_seconds',
    help: 'Time a query waited for a database connection from the pool (PostgreSQL)',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly turnWait = new Histogram({
    name: 'portal_request_turn_wait_seconds',
    help: 'Time a request waited for its turn because MAX_ACTIVE_REQUESTS reads or MAX_ACTIVE_WRITES writes were working (only requests that waited)',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly listCatchUpWait = new Histogram({
    name: 'portal_offer_list_catch_up_wait_seconds',
    help: "Time an offer list waited for this process's offer read model to apply a change the list had seen",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });

  constructor() {
    // Process CPU, memory, handles, GC and the event loop's delay (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
  }

  /** Adds a gauge whose value is read at each scrape. */
  gauge(definition: GaugeDefinition): Gauge {
    const collect: CollectFunction<Gauge> = async function collect(this: Gauge) {
      await definition.collect(this);
    };
    return new Gauge({
      name: definition.name,
      help: definition.help,
      labelNames: definition.labelNames ?? [],
      registers: [this.registry],
      collect,
    });
  }
}

/** The PostgreSQL pool's connections (in use, idle, waiting, max) and each checkout's wait. */
export function watchDatabase(metrics: PortalMetrics, database: Database): void {
  const stats = database.poolStats;
  if (!stats) {
    return;
  }
  metrics.gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (in_use, idle, waiting queries, max)',
    labelNames: ['state'],
    collect: (gauge) => {
      const now = stats();
      gauge.set({ state: 'in_use' }, now.total - now.idle);
      gauge.set({ state: 'idle' }, now.idle);
      gauge.set({ state: 'waiting' }, now.waiting);
      gauge.set({ state: 'max' }, now.max);
    },
  });
  database.onPoolWait?.((seconds) => {
    metrics.poolWait.observe(seconds);
  });
}
