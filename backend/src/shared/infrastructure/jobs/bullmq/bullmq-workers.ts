import { Job, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { JobCancelledError, JobInterruptedError } from '../../../application/jobs/job-queue.port';
import type { JobCatalogue } from '../job-catalogue';
import type { JobHandlers } from '../job-handler-discovery';
import type { JobCancellations } from './job-cancellation';
import { splitJobMetadata } from './job-metadata';
import type { RedisConnections } from './redis-connections';
import { settleWithin } from './settle-within';

/** One BullMQ worker per catalogue queue, handing each job to the handler of its name. */
export class BullMqWorkers {
  private readonly workers: Worker[] = [];
  /** Set when closing begins: running handlers stop at their next checkpoint (JobContext.isStopping). */
  private stopping = false;

  constructor(
    private readonly catalogue: JobCatalogue,
    private readonly connections: RedisConnections,
    private readonly cancellations: JobCancellations,
    private readonly prefix: string,
    private readonly concurrency: number,
  ) {}

  start(handlers: JobHandlers): void {
    for (const queue of this.catalogue.queues) {
      const worker = new Worker(queue, (job: Job, token?: string) => this.run(job, token, handlers), {
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

  /**
   * Takes no new job, asks running ones to stop at their next checkpoint, and lets them finish or stop for
   * up to `graceMs`; `force` (Redis gone) does not wait for them at all.
   */
  async close(graceMs: number, force: boolean): Promise<void> {
    this.stopping = true;
    await settleWithin(this.workers.map((worker) => worker.close(force)), graceMs);
  }

  private async run(job: Job, token: string | undefined, handlers: JobHandlers): Promise<unknown> {
    const handler = handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for ${job.name}`);
    const { payload, metadata } = splitJobMetadata(job.data);
    try {
      return await handler(payload, {
        jobId: job.id!,
        attemptsMade: job.attemptsMade,
        isFinalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        requestId: metadata.requestId,
        updateProgress: (percent: number) => job.updateProgress(Math.max(0, Math.min(100, Math.round(percent)))),
        isCancelled: () => this.cancellations.isRequested(job.id!),
        isStopping: () => this.stopping,
      });
    } catch (error) {
      if (error instanceof JobCancelledError) throw new UnrecoverableError(error.message);
      if (error instanceof JobInterruptedError && token) {
        // Back to waiting without spending an attempt: the next worker to take it resumes at the checkpoint.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      throw error;
    }
  }
}
