import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Jobs in one queue by state, as BullMQ counts them. */
export interface QueueDepth {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** Connections of one database pool. */
export interface DbPoolUsage {
  used: number;
  idle: number;
  /** Callers waiting for a connection. */
  pending: number;
  max: number;
}

/** The outbox's backlog, counted when scraped: events not yet fanned out, deliveries pending and failed for good per channel. */
export interface OutboxBacklog {
  waitingEvents: number;
  pending: Record<string, number>;
  failed: Record<string, number>;
}

export type JobOutcome = 'completed' | 'failed' | 'cancelled' | 'interrupted';

/** How long a scrape waits for Redis to count the queues before it answers without them. */
export const QUEUE_DEPTH_TIMEOUT_MS = 1000;

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * This process's metrics in Prometheus' text format (GET /metrics; docs/operations.md lists them).
 * Each process keeps its own registry: scrape every API and worker process. Queue depths and pool
 * usage are read when scraped; a queue that cannot be counted in time sets rounds_queue_up to 0.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly httpInFlight: Gauge;
  private readonly jobDuration: Histogram<'job' | 'outcome'>;
  private readonly jobFailures: Counter<'job'>;
  private readonly queueJobs: Gauge<'queue' | 'state'>;
  private readonly queueUp: Gauge;
  private readonly dbPool: Gauge<'pool' | 'state'>;
  private readonly draining: Gauge;
  private readonly outboxDeliveries: Gauge<'channel' | 'status'>;
  private readonly outboxWaiting: Gauge;
  private outboxBacklog: (() => Promise<OutboxBacklog>) | null = null;
  private queueDepths: (() => Promise<QueueDepth[]>) | null = null;
  private readonly dbPools = new Map<string, () => DbPoolUsage | null>();
  private isDraining: () => boolean = () => false;

  constructor(role: string) {
    this.registry.setDefaultLabels({ role });
    // Process memory, CPU, heap, GC, handles and event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: duration in seconds',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.httpInFlight = new Gauge({ name: 'http_requests_in_flight', help: 'HTTP requests being answered now', registers });
    this.jobDuration = new Histogram({
      name: 'rounds_job_duration_seconds',
      help: 'Background job runs (one attempt each) by job name and outcome: duration in seconds',
      labelNames: ['job', 'outcome'],
      buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800],
      registers,
    });
    this.jobFailures = new Counter({ name: 'rounds_job_failures_total', help: 'Failed job attempts by job name', labelNames: ['job'], registers });
    this.queueJobs = new Gauge({ name: 'rounds_queue_jobs', help: 'Jobs per queue and state (waiting, active, delayed, failed), counted when scraped', labelNames: ['queue', 'state'], registers });
    this.queueUp = new Gauge({ name: 'rounds_queue_up', help: '1 when the job queues could be counted on this scrape, 0 when Redis did not answer in time', registers });
    this.dbPool = new Gauge({ name: 'rounds_db_pool_connections', help: 'PostgreSQL pool connections by state (used, idle, pending = callers waiting, max)', labelNames: ['pool', 'state'], registers });
    this.draining = new Gauge({ name: 'rounds_process_draining', help: '1 while this process is shutting down', registers });
    this.outboxWaiting = new Gauge({ name: 'rounds_outbox_waiting_events', help: 'Outbox events not yet fanned out to their channels, counted when scraped', registers });
    this.outboxDeliveries = new Gauge({
      name: 'rounds_outbox_deliveries',
      help: 'Outbox deliveries by channel (mail, webhook) and status (pending = waiting or retrying, failed = given up after three days), counted when scraped',
      labelNames: ['channel', 'status'],
      registers,
    });
  }

  /** Where queue depths come from (the job queue); unset, no queue metrics are written. */
  watchQueues(read: () => Promise<QueueDepth[]>): void {
    this.queueDepths = read;
  }

  /** Where the outbox's backlog comes from; unset, no outbox metrics are written. */
  watchOutbox(read: () => Promise<OutboxBacklog>): void {
    this.outboxBacklog = read;
  }

  watchDbPool(pool: string, read: () => DbPoolUsage | null): void {
    this.dbPools.set(pool, read);
  }

  watchDraining(read: () => boolean): void {
    this.isDraining = read;
  }

  observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status: String(status) }, seconds);
  }

  /** Counts a request in flight until the returned function is called. */
  trackHttpRequest(): () => void {
    this.httpInFlight.inc();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.httpInFlight.dec();
    };
  }

  observeJob(job: string, outcome: JobOutcome, seconds: number): void {
    this.jobDuration.observe({ job, outcome }, seconds);
    if (outcome === 'failed') this.jobFailures.inc({ job });
  }

  /** The text a scrape receives: reads queue depths (bounded by QUEUE_DEPTH_TIMEOUT_MS) and pool usage first. */
  async render(): Promise<string> {
    await this.refreshQueues();
    await this.refreshOutbox();
    this.dbPool.reset();
    for (const [pool, read] of this.dbPools) {
      const usage = read();
      if (!usage) continue;
      for (const state of ['used', 'idle', 'pending', 'max'] as const) this.dbPool.set({ pool, state }, usage[state]);
    }
    this.draining.set(this.isDraining() ? 1 : 0);
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async refreshOutbox(): Promise<void> {
    this.outboxDeliveries.reset();
    if (!this.outboxBacklog) return;
    try {
      const backlog = await withinMs(this.outboxBacklog(), QUEUE_DEPTH_TIMEOUT_MS);
      this.outboxWaiting.set(backlog.waitingEvents);
      for (const [channel, count] of Object.entries(backlog.pending)) this.outboxDeliveries.set({ channel, status: 'pending' }, count);
      for (const [channel, count] of Object.entries(backlog.failed)) this.outboxDeliveries.set({ channel, status: 'failed' }, count);
    } catch {
      // A scrape never fails on the outbox: its gauges are left out this time.
    }
  }

  private async refreshQueues(): Promise<void> {
    this.queueJobs.reset();
    if (!this.queueDepths) return;
    try {
      const depths = await withinMs(this.queueDepths(), QUEUE_DEPTH_TIMEOUT_MS);
      for (const depth of depths) for (const state of QUEUE_STATES) this.queueJobs.set({ queue: depth.queue, state }, depth[state]);
      this.queueUp.set(1);
    } catch {
      this.queueUp.set(0);
    }
  }
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  promise.catch(() => undefined); // a late rejection after the timeout must not go unhandled
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
