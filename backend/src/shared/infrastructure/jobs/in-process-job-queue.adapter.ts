import { randomUUID } from 'node:crypto';
import { EnqueueOptions, JobCancelledError, JobHandler, JobQueue, JobSnapshot } from './job-queue.port';

interface InProcessJob extends JobSnapshot {
  payload: unknown;
  cancelRequested: boolean;
}

/**
 * The fallback when no Redis answers at boot: jobs run inside this one process, one at a time
 * per name, with the same retries. Single-process only by design (see docs/decisions.md).
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly jobs = new Map<string, InProcessJob>();
  private readonly handlers = new Map<string, JobHandler<any, any>>();
  private readonly chains = new Map<string, Promise<void>>();

  async enqueue<Payload>(name: string, payload: Payload, options: EnqueueOptions = {}): Promise<{ jobId: string }> {
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
    const previous = this.chains.get(name) ?? Promise.resolve();
    this.chains.set(name, previous.then(() => this.run(job, options.attempts ?? 3)));
    return { jobId };
  }

  private async run(job: InProcessJob, attempts: number): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler || job.cancelRequested) {
      Object.assign(job, { state: 'failed', failedReason: handler ? 'Cancelled by an admin' : `No handler for ${job.name}`, finishedAt: new Date() });
      return;
    }
    for (let attempt = 1; attempt <= attempts; attempt++) {
      job.state = 'active';
      job.attemptsMade = attempt - 1;
      try {
        job.result = await handler(job.payload, {
          jobId: job.id,
          attemptsMade: job.attemptsMade,
          updateProgress: async (percent) => {
            job.progress = Math.max(0, Math.min(100, Math.round(percent)));
          },
          isCancelled: async () => job.cancelRequested,
        });
        Object.assign(job, { state: 'completed', progress: 100, finishedAt: new Date(), attemptsMade: attempt });
        return;
      } catch (error) {
        const finalAttempt = attempt === attempts || error instanceof JobCancelledError;
        if (finalAttempt) {
          Object.assign(job, { state: 'failed', failedReason: (error as Error).message, finishedAt: new Date(), attemptsMade: attempt });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
      }
    }
  }

  async getJob<Result>(jobId: string): Promise<JobSnapshot<Result> | null> {
    const job = this.jobs.get(jobId);
    return job ? (snapshot(job) as JobSnapshot<Result>) : null;
  }

  async listJobs<Result>(name?: string, limit = 50): Promise<JobSnapshot<Result>[]> {
    return [...this.jobs.values()]
      .filter((job) => !name || job.name === name)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((job) => snapshot(job) as JobSnapshot<Result>);
  }

  async cancel(jobId: string): Promise<boolean> {
    const job = this.jobs.get(jobId);
    if (!job || job.state === 'completed' || job.state === 'failed') return false;
    job.cancelRequested = true;
    return true;
  }

  registerHandler<Payload, Result>(name: string, handler: JobHandler<Payload, Result>): void {
    this.handlers.set(name, handler);
  }

  /** Jobs already run as they are enqueued; nothing to start. */
  async startWorkers(): Promise<void> {}

  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.chains.values()]);
  }
}

function snapshot(job: InProcessJob): JobSnapshot {
  const { payload: _payload, cancelRequested: _cancel, ...rest } = job;
  return { ...rest };
}
