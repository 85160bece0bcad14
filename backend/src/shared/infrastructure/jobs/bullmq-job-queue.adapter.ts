import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import IORedis, { Redis } from 'ioredis';
import {
  EnqueueOptions,
  JobCancelledError,
  JobHandler,
  JobQueue,
  JobSnapshot,
  JobState,
  QueueUnavailableError,
} from './job-queue.port';

const DEFAULT_ATTEMPTS = 3;
const RETAIN_FINISHED = { age: 7 * 24 * 3600, count: 1000 };
/** How long a closing connection may wait for a half-open socket (ioredis waits 2 s by default, keeping a stopping process alive). */
const DISCONNECT_TIMEOUT_MS = 200;

/**
 * Jobs on Redis through BullMQ: one queue per job name, consumed by worker processes.
 * Producers fail fast when Redis is down (so the API can answer 503), workers reconnect forever.
 */
export class BullMqJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  /** Connections we hand to workers: BullMQ does not close connections it was given. */
  private readonly workerConnections: Redis[] = [];
  private readonly handlers = new Map<string, JobHandler<any, any>>();
  /** Shared by producers: no offline queue, so a call with Redis down rejects at once. */
  private readonly producerConnection: Redis;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly workerConcurrency = 1,
  ) {
    this.producerConnection = new IORedis(redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      disconnectTimeout: DISCONNECT_TIMEOUT_MS,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.producerConnection.on('error', () => undefined); // surfaced per call instead
  }

  /** Queue names known to this process (for Bull Board). */
  get queueNames(): string[] {
    return [...new Set([...this.handlers.keys(), ...this.queues.keys()])];
  }

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.producerConnection,
        prefix: this.prefix,
        skipWaitingForReady: true,
        defaultJobOptions: {
          attempts: DEFAULT_ATTEMPTS,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: RETAIN_FINISHED,
          removeOnFail: RETAIN_FINISHED,
        },
      });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<Payload>(name: string, payload: Payload, options: EnqueueOptions = {}): Promise<{ jobId: string }> {
    try {
      const job = await this.queue(name).add(name, payload, {
        jobId: options.jobId,
        attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      });
      return { jobId: job.id! };
    } catch {
      throw new QueueUnavailableError();
    }
  }

  async getJob<Result>(jobId: string): Promise<JobSnapshot<Result> | null> {
    try {
      for (const name of this.queueNames) {
        const job = await this.queue(name).getJob(jobId);
        if (job) return toSnapshot<Result>(job, await job.getState());
      }
      return null;
    } catch {
      throw new QueueUnavailableError();
    }
  }

  async listJobs<Result>(name?: string, limit = 50): Promise<JobSnapshot<Result>[]> {
    try {
      const names = name ? [name] : this.queueNames;
      const snapshots: JobSnapshot<Result>[] = [];
      for (const queueName of names) {
        const jobs = await this.queue(queueName).getJobs(['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'], 0, limit - 1, false);
        for (const job of jobs) if (job) snapshots.push(toSnapshot<Result>(job, await job.getState()));
      }
      return snapshots.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
    } catch {
      throw new QueueUnavailableError();
    }
  }

  async cancel(jobId: string): Promise<boolean> {
    try {
      for (const name of this.queueNames) {
        const job = await this.queue(name).getJob(jobId);
        if (!job) continue;
        const state = await job.getState();
        if (state === 'completed' || state === 'failed') return false;
        // An active job is stopped cooperatively: its handler checks this flag between batches.
        await this.producerConnection.set(this.cancelKey(jobId), '1', 'EX', 24 * 3600);
        if (state !== 'active') await job.remove().catch(() => undefined);
        return true;
      }
      return false;
    } catch {
      throw new QueueUnavailableError();
    }
  }

  registerHandler<Payload, Result>(name: string, handler: JobHandler<Payload, Result>): void {
    this.handlers.set(name, handler);
  }

  async startWorkers(): Promise<void> {
    for (const [name, handler] of this.handlers) {
      const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null, disconnectTimeout: DISCONNECT_TIMEOUT_MS });
      connection.on('error', () => undefined);
      this.workerConnections.push(connection);
      const worker = new Worker(
        name,
        async (job: Job) => {
          const context = {
            jobId: job.id!,
            attemptsMade: job.attemptsMade,
            updateProgress: (percent: number) => job.updateProgress(Math.max(0, Math.min(100, Math.round(percent)))),
            isCancelled: async () => (await this.producerConnection.exists(this.cancelKey(job.id!)).catch(() => 0)) === 1,
          };
          try {
            return await handler(job.data, context);
          } catch (error) {
            if (error instanceof JobCancelledError) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        {
          connection,
          prefix: this.prefix,
          concurrency: this.workerConcurrency,
          // A killed worker's job is taken over after the lock lapses (stalled-job recovery).
          lockDuration: 15000,
          stalledInterval: 5000,
          maxStalledCount: 2,
        },
      );
      worker.on('error', () => undefined);
      this.workers.push(worker);
    }
  }

  async isHealthy(): Promise<boolean> {
    try {
      return (await this.producerConnection.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** Lets running jobs finish for a while; with Redis gone, closing could otherwise wait forever. */
  async close(graceMs = 10_000): Promise<void> {
    const healthy = await this.isHealthy();
    const grace = healthy ? graceMs : 0;
    await settleWithin(this.workers.map((worker) => worker.close(!healthy)), grace);
    await settleWithin([...this.queues.values()].map((queue) => queue.close()), healthy ? 2000 : 0);
    this.workerConnections.forEach((connection) => connection.disconnect());
    this.producerConnection.disconnect();
  }

  private cancelKey(jobId: string): string {
    return `${this.prefix}:cancel:${jobId}`;
  }
}

function toSnapshot<Result>(job: Job, rawState: string): JobSnapshot<Result> {
  const state: JobState =
    rawState === 'completed' || rawState === 'failed' || rawState === 'active' ? rawState : 'waiting';
  return {
    id: job.id!,
    name: job.name,
    state,
    progress: typeof job.progress === 'number' ? job.progress : 0,
    result: (job.returnvalue as Result) ?? null,
    failedReason: job.failedReason ?? null,
    createdAt: new Date(job.timestamp),
    finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
    attemptsMade: job.attemptsMade,
  };
}

async function settleWithin(promises: Promise<unknown>[], ms: number): Promise<void> {
  await Promise.race([Promise.allSettled(promises), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}

/** True when a Redis server answers at the URL within the timeout. */
export async function redisAnswers(redisUrl: string, timeoutMs = 1500): Promise<boolean> {
  const client = new IORedis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
