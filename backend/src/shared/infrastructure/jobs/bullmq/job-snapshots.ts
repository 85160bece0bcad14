import type { Job } from 'bullmq';
import type { JobSnapshot, JobState } from '../../../application/jobs/job-queue.port';

/**
 * A BullMQ job as the port shows it; BullMQ's finer states (delayed, prioritized, waiting-children…) read as waiting.
 * The job's fields and its state are two reads: a job that finished between them would show as completed
 * without its result, so a finished state with unfinished fields reads the job again (finished jobs no longer change).
 */
export async function snapshotOf<Result>(loaded: Job, reload: () => Promise<Job | undefined>): Promise<JobSnapshot<Result>> {
  const rawState = await loaded.getState();
  const finished = rawState === 'completed' || rawState === 'failed';
  const job = finished && !loaded.finishedOn ? ((await reload()) ?? loaded) : loaded;
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
