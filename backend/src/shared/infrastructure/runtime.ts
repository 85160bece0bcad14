import type { AppConfig } from '../../config/app-config';
import type { DatabaseTarget } from './database/database-bootstrap';
import type { JobQueueBackend } from './jobs/job-queue-backend';
import type { ProcessLifecycle } from './lifecycle';

/** What boot decided about the outside world, handed to the Nest container as one value. */
export interface Runtime {
  config: AppConfig;
  database: DatabaseTarget;
  jobQueue: JobQueueBackend;
  /** Whether the process is stopping (/api/ready answers 503 from then on). */
  lifecycle: ProcessLifecycle;
}

export const RUNTIME = Symbol('RUNTIME');
