import { DomainError } from '../../domain/domain-error';

/**
 * The job-queue port. Modules enqueue typed jobs and register one handler per job name;
 * the BullMQ adapter runs them in worker processes, the in-process adapter inside the API
 * when no Redis is available.
 */
export const JOB_QUEUE = Symbol('JOB_QUEUE');

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobSnapshot<Result = unknown> {
  id: string;
  name: string;
  state: JobState;
  progress: number;
  result: Result | null;
  failedReason: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  attemptsMade: number;
}

export interface EnqueueOptions {
  /** Deterministic id: enqueuing the same id twice yields one job. */
  jobId?: string;
  attempts?: number;
}

export interface JobContext {
  jobId: string;
  attemptsMade: number;
  updateProgress(percent: number): Promise<void>;
  /** True once an admin asked to cancel; handlers check it between batches. */
  isCancelled(): Promise<boolean>;
}

export type JobHandler<Payload = unknown, Result = unknown> = (payload: Payload, context: JobContext) => Promise<Result>;

export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue<Payload>(name: string, payload: Payload, options?: EnqueueOptions): Promise<{ jobId: string }>;
  getJob<Result = unknown>(jobId: string): Promise<JobSnapshot<Result> | null>;
  listJobs<Result = unknown>(name?: string, limit?: number): Promise<JobSnapshot<Result>[]>;
  cancel(jobId: string): Promise<boolean>;
  registerHandler<Payload, Result>(name: string, handler: JobHandler<Payload, Result>): void;
  /** Starts consuming jobs (worker role). */
  startWorkers(): Promise<void>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}

export class QueueUnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
  readonly code = 'QUEUE_UNAVAILABLE';
  constructor() {
    super('Background processing is unavailable right now (the job queue cannot be reached). Please try again in a minute.');
  }
}

export class JobCancelledError extends Error {
  constructor() {
    super('Cancelled by an admin');
  }
}
