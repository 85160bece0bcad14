import { Job, UnrecoverableError, Worker } from 'bullmq';
import { JobCancelledError } from '../../../application/jobs/job-queue.port';
import type { JobCatalogue } from '../job-catalogue';
import type { JobHandlers } from '../job-handler-discovery';
import type { JobCancellations } from './job-cancellation';
import type { RedisConnections } from './redis-connections';
import { settleWithin } from './settle-within';

/** One BullMQ worker per catalogue queue, handing each job to the handler of its name. */
export class BullMqWorkers {
  private readonly workers: Worker[] = [];

  constructor(
    private readonly catalogue: JobCatalogue,
    private readonly connections: RedisConnections,
    private readonly cancellations: JobCancellations,
    private readonly prefix: string,
    private readonly concurrency: number,
  ) {}

  start(handlers: JobHandlers): void {
    for (const queue of this.catalogue.queues) {
      const worker = new Worker(queue, (job: Job) => this.run(job, handlers), {
        connection: this.connections.forWorker(),
        prefix: this.prefix,
        concurrency: this.concurrency,
        // A killed worker's job is taken over after the lock lapses (stalled-job recovery).
        lockDuration: 15000,
        stalledInterval: 5000,
        maxStalledCount: 2,
      });
      worker.on('error', () => undefined);
      this.workers.push(worker);
    }
  }

  /** Lets running jobs finish for up to `graceMs`; `force` (Redis gone) does not wait for them at all. */
  async close(graceMs: number, force: boolean): Promise<void> {
    await settleWithin(this.workers.map((worker) => worker.close(force)), graceMs);
  }

  private async run(job: Job, handlers: JobHandlers): Promise<unknown> {
    const handler = handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for ${job.name}`);
    try {
      return await handler(job.data, {
        jobId: job.id!,
        attemptsMade: job.attemptsMade,
        isFinalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        updateProgress: (percent: number) => job.updateProgress(Math.max(0, Math.min(100, Math.round(percent)))),
        isCancelled: () => this.cancellations.isRequested(job.id!),
      });
    } catch (error) {
      if (error instanceof JobCancelledError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
