import type { Redis } from 'ioredis';

/** A cancel request outlives any job run; afterwards the key expires by itself. */
const CANCEL_REQUEST_TTL_SECONDS = 24 * 3600;

/**
 * An admin's request to stop a job, kept in Redis where every worker process sees it: a running job's
 * handler checks it between batches (cooperative cancellation; BullMQ cannot stop a running job).
 */
export class JobCancellations {
  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  async request(jobId: string): Promise<void> {
    await this.connection.set(this.key(jobId), '1', 'EX', CANCEL_REQUEST_TTL_SECONDS);
  }

  /** False also when Redis cannot be asked: the job carries on rather than failing on a blip. */
  async isRequested(jobId: string): Promise<boolean> {
    return (await this.connection.exists(this.key(jobId)).catch(() => 0)) === 1;
  }

  private key(jobId: string): string {
    return `${this.prefix}:cancel:${jobId}`;
  }
}
