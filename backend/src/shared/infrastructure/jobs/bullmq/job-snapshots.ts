import type { Job } from 'bullmq';
import type { JobSnapshot, JobState } from '../../../application/jobs/job-queue.port';

/** A BullMQ job as the port shows it; BullMQ's finer states (delayed, prioritized, waiting-children…) read as waiting. */
export async function snapshotOf<Result>(job: Job): Promise<JobSnapshot<Result>> {
  const rawState = await job.getState();
  const state: JobState = rawState === 'completed' || rawState === 'failed' || rawState === 'active' ? rawState : 'waiting';
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
