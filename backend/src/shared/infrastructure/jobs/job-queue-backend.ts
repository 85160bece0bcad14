import type { JobSchedule } from '../../application/jobs/job-definition';
import type { JobQueue } from '../../application/jobs/job-queue.port';
import type { QueueDepth } from '../observability/metrics';
import type { JobHandlers } from './job-handler-discovery';

/** The job-queue port as boot and operations see it: which adapter, its health, its handlers and workers, its shutdown. */
export interface JobQueueBackend extends JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** The handlers discovered at boot (one per catalogue entry); the in-process queue runs jobs with them as they are enqueued. */
  useHandlers(handlers: JobHandlers): void;
  /** Starts consuming jobs (worker role). */
  startWorkers(): Promise<void>;
  /** Registers the repeatable jobs (idempotent: a restart or a second worker replaces, never doubles, a schedule). */
  startSchedules(schedules: readonly JobSchedule<any>[]): Promise<void>;
  isHealthy(): Promise<boolean>;
  /** Jobs per queue and state, for the metrics. */
  queueDepths(): Promise<QueueDepth[]>;
  /** Takes no new job; running ones finish or stop at their next checkpoint within `graceMs`. */
  close(graceMs?: number): Promise<void>;
}
