import type { JobBackoff, JobDefinition, JobSchedule } from '../../../application/jobs/job-definition';
import { EnqueueOptions, JobSnapshot, QueueUnavailableError } from '../../../application/jobs/job-queue.port';
import type { QueueDepth } from '../../observability/metrics';
import { currentLogger, currentRequestId } from '../../observability/logger';
import type { JobCatalogue } from '../job-catalogue';
import type { JobHandlers } from '../job-handler-discovery';
import type { JobQueueBackend } from '../job-queue-backend';
import { BullMqQueues } from './bullmq-queues';
import { BullMqWorkers } from './bullmq-workers';
import { JobCancellations } from './job-cancellation';
import { withJobMetadata } from './job-metadata';
import { snapshotOf } from './job-snapshots';
import { RedisConnections } from './redis-connections';

const LISTED_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'] as const;

/**
 * Jobs on Redis through BullMQ, consumed by worker processes. Every call goes to the one queue the
 * job's catalogue entry names. Producers fail fast when Redis is down (QueueUnavailableError, so the
 * API can answer 503); workers reconnect forever.
 */
export class BullMqJobQueue implements JobQueueBackend {
  readonly kind = 'bullmq' as const;
  /** The BullMQ queue of each catalogue queue (Bull Board, and tests that look at BullMQ itself). */
  readonly queues: BullMqQueues;
  private readonly connections: RedisConnections;
  private readonly cancellations: JobCancellations;
  private readonly workers: BullMqWorkers;
  private handlers: JobHandlers = new Map();
  private scheduleRetry: NodeJS.Timeout | null = null;

  constructor(redisUrl: string, prefix: string, catalogue: JobCatalogue, workerConcurrency = 1) {
    this.connections = new RedisConnections(redisUrl);
    this.queues = new BullMqQueues(catalogue, this.connections.producer, prefix);
    this.cancellations = new JobCancellations(this.connections.producer, prefix);
    this.workers = new BullMqWorkers(catalogue, this.connections, this.cancellations, prefix, workerConcurrency);
  }

  async enqueue<Payload, Result>(definition: JobDefinition<Payload, Result>, payload: Payload, options: EnqueueOptions = {}): Promise<{ jobId: string }> {
    const queue = this.queues.of(definition);
    const job = await unlessRedisIsDown(() =>
      queue.add(definition.name, withJobMetadata(payload, { requestId: currentRequestId() }), { jobId: options.jobId, attempts: definition.attempts, backoff: bullMqBackoff(definition.backoff) }),
    );
    currentLogger().info({ jobId: job.id, job: definition.name, queue: queue.name }, 'job queued');
    return { jobId: job.id! };
  }

  async getJob<Payload, Result>(definition: JobDefinition<Payload, Result>, jobId: string): Promise<JobSnapshot<Result> | null> {
    const queue = this.queues.of(definition);
    return unlessRedisIsDown(async () => {
      const job = await queue.getJob(jobId);
      return job && job.name === definition.name ? snapshotOf<Result>(job, () => queue.getJob(jobId)) : null;
    });
  }

  async listJobs<Payload, Result>(definition: JobDefinition<Payload, Result>, limit = 50): Promise<JobSnapshot<Result>[]> {
    const queue = this.queues.of(definition);
    return unlessRedisIsDown(async () => {
      const jobs = await queue.getJobs([...LISTED_STATES], 0, limit - 1, false);
      const snapshots = await Promise.all(jobs.filter((job) => job?.name === definition.name).map((job) => snapshotOf<Result>(job, () => queue.getJob(job.id!))));
      return snapshots.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
    });
  }

  async cancel(definition: JobDefinition<unknown, unknown>, jobId: string): Promise<boolean> {
    const queue = this.queues.of(definition);
    return unlessRedisIsDown(async () => {
      const job = await queue.getJob(jobId);
      if (!job || job.name !== definition.name) return false;
      const state = await job.getState();
      if (state === 'completed' || state === 'failed') return false;
      // An active job is stopped cooperatively: its handler checks the request between batches.
      await this.cancellations.request(jobId);
      if (state !== 'active') await job.remove().catch(() => undefined);
      return true;
    });
  }

  useHandlers(handlers: JobHandlers): void {
    this.handlers = handlers;
  }

  async startWorkers(): Promise<void> {
    this.workers.start(this.handlers);
  }

  /**
   * One BullMQ job scheduler per job, keyed by the job's name, so every worker upserts the same one. A process
   * that starts while Redis is down still boots (its workers wait for Redis too) and registers them once Redis answers.
   */
  async startSchedules(schedules: readonly JobSchedule<any>[]): Promise<void> {
    try {
      for (const schedule of schedules) {
        const queue = this.queues.of(schedule.job);
        await unlessRedisIsDown(() =>
          queue.upsertJobScheduler(schedule.job.name, { pattern: schedule.pattern, tz: 'UTC' }, {
            name: schedule.job.name,
            data: schedule.payload,
            opts: { attempts: schedule.job.attempts, backoff: bullMqBackoff(schedule.job.backoff) },
          }),
        );
        currentLogger().info({ job: schedule.job.name, pattern: schedule.pattern }, 'job scheduled');
      }
    } catch (error) {
      if (!(error instanceof QueueUnavailableError)) throw error;
      currentLogger().warn('Redis is unreachable: repeatable jobs will be scheduled once it answers (retrying every 30 s)');
      this.scheduleRetry = setTimeout(() => void this.startSchedules(schedules), 30_000);
      this.scheduleRetry.unref();
    }
  }

  isHealthy(): Promise<boolean> {
    return this.connections.isHealthy();
  }

  /** Counted in Redis per catalogue queue; rejects at once when Redis is down (the producer connection queues nothing). */
  async queueDepths(): Promise<QueueDepth[]> {
    return Promise.all(
      this.queues.all().map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return { queue: queue.name, waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 };
      }),
    );
  }

  /** Running jobs finish or stop at their next checkpoint within `graceMs`; with Redis gone, closing could otherwise wait forever. */
  async close(graceMs = 10_000): Promise<void> {
    if (this.scheduleRetry) clearTimeout(this.scheduleRetry);
    const healthy = await this.isHealthy();
    await this.workers.close(healthy ? graceMs : 0, !healthy);
    await this.queues.close(healthy ? 2000 : 0);
    this.connections.disconnect();
  }
}

function bullMqBackoff(backoff: JobBackoff): { type: 'exponential' | 'fixed'; delay: number } {
  return { type: backoff.type, delay: backoff.delayMs };
}

/** Any failure to reach Redis becomes QueueUnavailableError (answered 503 with a message that says to retry). */
async function unlessRedisIsDown<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new QueueUnavailableError();
  }
}
