/** How long BullMQ (or the in-process runner) waits before the next attempt of a failed job. */
export interface JobBackoff {
  /** 'exponential': delayMs, then 2×, 4×… ; 'fixed': delayMs every time. */
  readonly type: 'exponential' | 'fixed';
  readonly delayMs: number;
}

/**
 * One entry of the job catalogue: everything about a background job, declared once where its module
 * keeps its jobs (for example catalog/application/catalog-jobs.ts) and listed in src/app/job-catalogue.ts.
 * Producers enqueue by this object, so the payload is type-checked; exactly one `@JobHandler(entry)`
 * method runs it, and boot fails otherwise.
 */
export interface JobDefinition<Payload = unknown, Result = unknown> {
  /** Unique across the catalogue; what the queue dashboard and GET /api/admin/jobs show as the job's name. */
  readonly name: string;
  /** The BullMQ queue it waits in; a queue's jobs are run one at a time per worker process. */
  readonly queue: string;
  /** Runs before the job is failed for good (a cancelled job is never retried). */
  readonly attempts: number;
  readonly backoff: JobBackoff;
  /** Never set: carries the payload and result types from the entry to enqueue, getJob and the handler. */
  readonly types?: { readonly payload: Payload; readonly result: Result };
}

export type JobPayload<Job> = Job extends JobDefinition<infer Payload, unknown> ? Payload : never;
export type JobResult<Job> = Job extends JobDefinition<unknown, infer Result> ? Result : never;

/** A catalogue entry, typed: `defineJob<Payload, Result>({ name, queue, attempts, backoff })`. */
export function defineJob<Payload, Result>(definition: Omit<JobDefinition<Payload, Result>, 'types'>): JobDefinition<Payload, Result> {
  return Object.freeze({ ...definition });
}

/** A job run on a schedule: a cron pattern in UTC (BullMQ's job scheduler in the worker role; a timer in-process without Redis). */
export interface JobSchedule<Payload = unknown> {
  readonly job: JobDefinition<Payload, unknown>;
  /** Five-field cron pattern, UTC: '0 9 * * 5' is Fridays at 09:00. */
  readonly pattern: string;
  readonly payload: Payload;
}
