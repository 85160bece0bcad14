import type { JobQueue } from '../../application/jobs/job-queue.port';
import type { JobHandlers } from './job-handler-discovery';

/** The job-queue port as boot and operations see it: which adapter, its health, its handlers and workers, its shutdown. */
export interface JobQueueBackend extends JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** The handlers discovered at boot (one per catalogue entry); the in-process queue runs jobs with them as they are enqueued. */
  useHandlers(handlers: JobHandlers): void;
  /** Starts consuming jobs (worker role). */
  startWorkers(): Promise<void>;
  isHealthy(): Promise<boolean>;
  close(): Promise<void>;
}
