import type { JobBackoff } from '../../application/jobs/job-definition';

/** The wait after failed attempt number `attempt` (1-based), as BullMQ computes it for the same backoff. */
export function retryDelayMs(backoff: JobBackoff, attempt: number): number {
  return backoff.type === 'fixed' ? backoff.delayMs : backoff.delayMs * 2 ** (attempt - 1);
}
