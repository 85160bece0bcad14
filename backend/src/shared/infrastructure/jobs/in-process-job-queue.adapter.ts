import { randomUUID } from 'node:crypto';
import type { JobDefinition } from '../../application/jobs/job-definition';
import { EnqueueOptions, JobCancelledError, JobSnapshot } from '../../application/jobs/job-queue.port';
import type { JobCatalogue } from './job-catalogue';
import type { JobHandlers } from './job-handler-discovery';
import type { JobQueueBackend } from './job-queue-backend';
import { retryDelayMs } from './retry-delay';

interface InProcessJob extends JobSnapshot {
  payload: unknown;
  cancelRequested: boolean;
}

/**
 * The fallback when no Redis answers at boot: jobs run inside this one process, one at a time
 * per queue, with their catalogue entry's attempts and backoff. Single-process only by design (see docs/decisions.md).
 */
export class InProcessJobQueue implements JobQueueBackend {
  readonly kind = 'in-process' as const;
  private readonly jobs = new Map<string, InProcessJob>();
  private handlers: JobHandlers = new Map();
  private readonly chains = new Map<string, Promise<void>>();

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
    };
    this.jobs.set(jobId, job);
    const previous = this.chains.get(queue) ?? Promise.resolve();
    this.chains.set(queue, previous.then(() => this.run(job, definition)));
    return { jobId };
  }

  private async run(job: InProcessJob, definition: JobDefinition<any, any>): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler || job.cancelRequested) {
      Object.assign(job, { state: 'failed', failedReason: handler ? 'Cancelled by an admin' : `No handler for ${job.name}`, finishedAt: new Date() });
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
          isCancelled: async () => job.cancelRequested,
        });
        Object.assign(job, { state: 'completed', progress: 100, finishedAt: new Date(), attemptsMade: attempt });
        return;
      } catch (error) {
        const finalAttempt = attempt === definition.attempts || error instanceof JobCancelledError;
        if (finalAttempt) {
          Object.assign(job, { state: 'failed', failedReason: (error as Error).message, finishedAt: new Date(), attemptsMade: attempt });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(definition.backoff, attempt)));
      }
    }
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

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.chains.values()]);
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
