import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import type { JobDefinition, JobSchedule } from '../../application/jobs/job-definition';
import { EnqueueOptions, JobCancelledError, JobInterruptedError, JobSnapshot } from '../../application/jobs/job-queue.port';
import { currentLogger, currentRequestId } from '../observability/logger';
import type { QueueDepth } from '../observability/metrics';
import type { JobCatalogue } from './job-catalogue';
import type { JobHandlers } from './job-handler-discovery';
import type { JobQueueBackend } from './job-queue-backend';
import { retryDelayMs } from './retry-delay';
import { settleWithin } from './bullmq/settle-within';

const NOT_RUN_AFTER_STOP = 'Stopped because the server shut down before the job finished';
/** Finished jobs kept per job name, as the BullMQ adapter keeps them per queue (a job scheduled every few seconds must not grow memory forever). */
const RETAIN_FINISHED_PER_JOB = 1000;

interface InProcessJob extends JobSnapshot {
  payload: unknown;
  cancelRequested: boolean;
  requestId?: string;
}

/**
 * The fallback when no Redis answers at boot: jobs run inside this one process, one at a time
 * per queue, with their catalogue entry's attempts and backoff. Single-process only by design (see docs/decisions/platform-and-operations.md, "Runtime and dependencies").
 */
export class InProcessJobQueue implements JobQueueBackend {
  readonly kind = 'in-process' as const;
  private readonly jobs = new Map<string, InProcessJob>();
  private handlers: JobHandlers = new Map();
  private readonly chains = new Map<string, Promise<void>>();
  private stopping = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly catalogue: JobCatalogue) {}

  async enqueue<Payload, Result>(definition: JobDefinition<Payload, Result>, payload: Payload, options: EnqueueOptions = {}): Promise<{ jobId: string }> {
    const { name, queue } = this.catalogue.entry(definition);
    const jobId = options.jobId ?? randomUUID();
    if (this.jobs.has(jobId)) return { jobId };
    const job: InProcessJob = {
      id: jobId,
      name,
      state: 'waiting',
      progress: 0,
      result: null,
      failedReason: null,
      createdAt: new Date(),
      finishedAt: null,
      attemptsMade: 0,
      payload,
      cancelRequested: false,
      requestId: currentRequestId(),
    };
    this.jobs.set(jobId, job);
    const previous = this.chains.get(queue) ?? Promise.resolve();
    this.chains.set(queue, previous.then(() => this.run(job, definition)).then(() => this.forgetOldFinished(name)));
    currentLogger().info({ jobId, job: name, queue }, 'job queued');
    return { jobId };
  }

  private async run(job: InProcessJob, definition: JobDefinition<any, any>): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler || job.cancelRequested || this.stopping) {
      const failedReason = !handler ? `No handler for ${job.name}` : job.cancelRequested ? 'Cancelled by an admin' : NOT_RUN_AFTER_STOP;
      Object.assign(job, { state: 'failed', failedReason, finishedAt: new Date() });
      return;
    }
    for (let attempt = 1; attempt <= definition.attempts; attempt++) {
      job.state = 'active';
      job.attemptsMade = attempt - 1;
      try {
        job.result = await handler(job.payload, {
          jobId: job.id,
          attemptsMade: job.attemptsMade,
          isFinalAttempt: attempt === definition.attempts,
          updateProgress: async (percent) => {
            job.progress = Math.max(0, Math.min(100, Math.round(percent)));
          },
          requestId: job.requestId,
          isCancelled: async () => job.cancelRequested,
          isStopping: () => this.stopping,
        });
        Object.assign(job, { state: 'completed', progress: 100, finishedAt: new Date(), attemptsMade: attempt });
        return;
      } catch (error) {
        const finalAttempt = attempt === definition.attempts || error instanceof JobCancelledError || error instanceof JobInterruptedError;
        if (finalAttempt) {
          // Nobody resumes an in-process job: the process that would is the one stopping.
          const failedReason = error instanceof JobInterruptedError ? NOT_RUN_AFTER_STOP : (error as Error).message;
          Object.assign(job, { state: 'failed', failedReason, finishedAt: new Date(), attemptsMade: attempt });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(definition.backoff, attempt)));
      }
    }
  }

  /** Drops the oldest finished jobs of this name beyond RETAIN_FINISHED_PER_JOB (the Map keeps insertion order). */
  private forgetOldFinished(name: string): void {
    const finished = [...this.jobs.values()].filter((job) => job.name === name && (job.state === 'completed' || job.state === 'failed'));
    for (const job of finished.slice(0, Math.max(0, finished.length - RETAIN_FINISHED_PER_JOB))) this.jobs.delete(job.id);
  }

  async getJob<Payload, Result>(definition: JobDefinition<Payload, Result>, jobId: string): Promise<JobSnapshot<Result> | null> {
    const job = this.find(definition, jobId);
    return job ? (snapshot(job) as JobSnapshot<Result>) : null;
  }

  async listJobs<Payload, Result>(definition: JobDefinition<Payload, Result>, limit = 50): Promise<JobSnapshot<Result>[]> {
    const { name } = this.catalogue.entry(definition);
    return [...this.jobs.values()]
      .filter((job) => job.name === name)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((job) => snapshot(job) as JobSnapshot<Result>);
  }

  async cancel(definition: JobDefinition<unknown, unknown>, jobId: string): Promise<boolean> {
    const job = this.find(definition, jobId);
    if (!job || job.state === 'completed' || job.state === 'failed') return false;
    job.cancelRequested = true;
    return true;
  }

  useHandlers(handlers: JobHandlers): void {
    this.handlers = handlers;
  }

  /** Jobs already run as they are enqueued; nothing to start. */
  async startWorkers(): Promise<void> {}

  /** A timer per schedule enqueues the job at each firing time, in this process (no Redis: single process by design). */
  async startSchedules(schedules: readonly JobSchedule<any>[]): Promise<void> {
    for (const schedule of schedules) this.scheduleNext(schedule);
  }

  private scheduleNext(schedule: JobSchedule<any>): void {
    if (this.stopping) return;
    const next = CronExpressionParser.parse(schedule.pattern, { currentDate: new Date(), tz: 'UTC' }).next().toDate();
    // setTimeout holds at most ~24.8 days; a longer wait re-arms on the way.
    const waitMs = Math.min(next.getTime() - Date.now(), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (Date.now() >= next.getTime() - 1000) void this.enqueue(schedule.job, schedule.payload, { jobId: `${schedule.job.name}:${next.toISOString()}` });
      this.scheduleNext(schedule);
    }, Math.max(0, waitMs));
    timer.unref();
    this.timers.add(timer);
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async queueDepths(): Promise<QueueDepth[]> {
    return this.catalogue.queues.map((queue) => {
      const jobs = [...this.jobs.values()].filter((job) => this.catalogue.jobs.find((entry) => entry.name === job.name)?.queue === queue);
      const count = (state: JobSnapshot['state']) => jobs.filter((job) => job.state === state).length;
      return { queue, waiting: count('waiting'), active: count('active'), delayed: 0, failed: count('failed') };
    });
  }

  /** Starts no more jobs; the running one stops at its next checkpoint, or finishes, within `graceMs`. */
  async close(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await settleWithin([...this.chains.values()], graceMs);
  }

  private find(definition: JobDefinition<any, any>, jobId: string): InProcessJob | null {
    const job = this.jobs.get(jobId);
    return job && job.name === this.catalogue.entry(definition).name ? job : null;
  }
}

function snapshot(job: InProcessJob): JobSnapshot {
  const { payload: _payload, cancelRequested: _cancel, ...rest } = job;
  return { ...rest };
}
