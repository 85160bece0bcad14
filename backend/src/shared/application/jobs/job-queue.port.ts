import { DomainError } from '../../domain/domain-error';
import type { JobDefinition } from './job-definition';

/**
 * The job-queue port. Modules enqueue, read and cancel jobs by their catalogue entry (JobDefinition),
 * which types the payload and the result and names the one queue to look in; the BullMQ adapter runs
 * them in worker processes, the in-process adapter inside the API when no Redis is available.
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
}

/** What the runner lends a job's handler while it runs. */
export interface JobContext {
  jobId: string;
  attemptsMade: number;
  /** True on the job's last attempt: if it fails, nothing runs it again (a handler then drops what it kept for retries). */
  isFinalAttempt: boolean;
  /** The id of the HTTP request that queued the job, for the job's log lines. */
  requestId?: string;
  updateProgress(percent: number): Promise<void>;
  /** True once an admin asked to cancel; handlers check it between batches. */
  isCancelled(): Promise<boolean>;
  /**
   * True once this process is shutting down. A handler that saves its progress checks it after each save
   * and throws JobInterruptedError: the job goes back to the queue and another worker resumes it there.
   */
  isStopping(): boolean;
}

/** The work of one job: what a `@JobHandler(entry)` method does. */
export type RunJob<Payload = unknown, Result = unknown> = (payload: Payload, context: JobContext) => Promise<Result>;

export interface JobQueue {
  enqueue<Payload, Result>(job: JobDefinition<Payload, Result>, payload: Payload, options?: EnqueueOptions): Promise<{ jobId: string }>;
  /** The job with this id in the entry's queue, or null (also when that id belongs to another kind of job). */
  getJob<Payload, Result>(job: JobDefinition<Payload, Result>, jobId: string): Promise<JobSnapshot<Result> | null>;
  /** The entry's most recent jobs, newest first. */
  listJobs<Payload, Result>(job: JobDefinition<Payload, Result>, limit?: number): Promise<JobSnapshot<Result>[]>;
  /** Asks the job to stop: a waiting job is dropped, a running one stops at its next check. False when it has finished (or does not exist). */
  cancel(job: JobDefinition<unknown, unknown>, jobId: string): Promise<boolean>;
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

/** Thrown by a handler that stopped at a saved checkpoint because its process is shutting down; the job is queued again, not failed. */
export class JobInterruptedError extends Error {
  constructor() {
    super('Interrupted: the worker is shutting down; the job resumes on another worker from its last checkpoint');
  }
}
