import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How an open call ended, as counted by `apimarket_open_calls_total`. */
export type OpenCallOutcome =
  /** The upstream answered below 400. */
  | 'ok'
  /** The upstream answered 400 or more. */
  | 'upstream_error'
  /** The upstream missed its deadline (504). */
  | 'timeout'
  /** Unreachable, refused by the SSRF guard, too large or too many redirects (502). */
  | 'unreachable'
  /** Refused before any upstream call: unknown API, not published, token rule, attack protection… */
  | 'refused';

/**
 * The database pool as the telemetry reads it: node-postgres' public counters, and each checkout's
 * wait in seconds as the gateway's pool (db/pool.ts) reports it.
 */
export interface ObservedPool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max?: number };
  onWaited(listener: (seconds: number) => void): void;
}

/** What the operator's `/metrics` needs to read from the running gateway at scrape time. */
export interface TelemetrySources {
  /** Call records waiting in memory to be written, and those dropped since start. */
  callBuffer(): { pending: number; dropped: number };
  /** Open GraphQL websockets and the subscriptions running on them. */
  websockets(): { connections: number; subscriptions: number };
}

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One Prometheus registry per gateway (tests run several in one process): default Node metrics
 * (event-loop lag included), HTTP, open calls, upstreams, the database pool, websockets and the
 * call-record buffer. Everything is in-process and per gateway; Prometheus adds the instance label.
 */
export class Telemetry {
  readonly registry = new Registry();
  private sources: TelemetrySources | undefined;

  readonly httpRequests = new Counter({
    name: 'apimarket_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'apimarket_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly openCalls = new Counter({
    name: 'apimarket_open_calls_total',
    // No label per API id: one series per API would grow without bound (issue #33); the call records and
    // their roll-ups keep the per-API figures.
    help: 'Open calls (/api/open/api/{id}) by outcome (ok, upstream_error, timeout, unreachable, refused)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly openCallsInFlight = new Gauge({
    name: 'apimarket_open_calls_in_flight',
    help: 'Open calls waiting for their upstream now',
    registers: [this.registry],
  });
  readonly upstreamDuration = new Histogram({
    name: 'apimarket_upstream_duration_seconds',
    help: 'Time an open call spent in its upstream, by kind (builtin or remote) and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly dbAcquire = new Histogram({
    name: 'apimarket_db_pool_acquire_seconds',
    help: 'Time spent waiting for a database connection from the pool',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    const read = () => this.sources;
    new Gauge({
      name: 'apimarket_call_records_pending',
      help: 'Open-call records buffered in memory, not yet written to the database',
      registers: [this.registry],
      collect() {
        this.set(read()?.callBuffer().pending ?? 0);
      },
    });
    new Gauge({
      name: 'apimarket_call_records_dropped',
      help: 'Open-call records dropped since start because the buffer was full (database unreachable too long)',
      registers: [this.registry],
      collect() {
        this.set(read()?.callBuffer().dropped ?? 0);
      },
    });
    new Gauge({
      name: 'apimarket_websocket_connections',
      help: 'Open GraphQL websocket connections',
      registers: [this.registry],
      collect() {
        this.set(read()?.websockets().connections ?? 0);
      },
    });
    new Gauge({
      name: 'apimarket_websocket_subscriptions',
      help: 'GraphQL subscriptions running over websockets',
      registers: [this.registry],
      collect() {
        this.set(read()?.websockets().subscriptions ?? 0);
      },
    });
  }

  /** Connects the scrape-time readings once the parts that own them exist. */
  attach(sources: TelemetrySources): void {
    this.sources = sources;
  }

  /** Pool size, idle and waiting clients at scrape time (public counters), and how long each checkout waited. */
  instrumentPool(pool: ObservedPool): void {
    new Gauge({
      name: 'apimarket_db_pool_connections',
      help: 'Database pool connections by state (active = checked out, idle, total) and the configured maximum',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'apimarket_db_pool_waiting',
      help: 'Queries waiting for a free database connection',
      registers: [this.registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    const acquire = this.dbAcquire;
    pool.onWaited((seconds) => acquire.observe(seconds));
  }

  /** Counts one open call; `upstreamMs` when it reached an upstream (built-in or remote). */
  observeOpenCall(outcome: OpenCallOutcome, upstream?: { kind: 'builtin' | 'remote'; ms: number }): void {
    this.openCalls.inc({ outcome });
    if (upstream) this.upstreamDuration.observe({ kind: upstream.kind, outcome }, upstream.ms / 1000);
  }

  /** The Prometheus text exposition of every metric. */
  metrics(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Counts and times every answered request by its route template (`/api/open/api/:id`), not its URL. */
export function registerHttpMetrics(fastify: FastifyInstance, telemetry: Telemetry): void {
  // A callback hook: no promise per request.
  fastify.addHook('onResponse', (req, reply, done) => {
    // Unknown paths share one label, so a scan cannot create a series per path.
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    telemetry.httpRequests.inc(labels);
    telemetry.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
