import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { JobDefinition } from '../../../../shared/application/jobs/job-definition';
import type { JobQueue } from '../../../../shared/application/jobs/job-queue.port';

/** Finished runs are kept this many (the queue's retention), so a chain of re-runs is never longer. */
const MAX_RUNS_OF_ONE_FILE = 1000;

/**
 * The job id follows from the file's content and the mode, so submitting the same file twice while it
 * is waiting or running yields one job. Once that run has finished, the same file is a deliberate re-run:
 * it gets the next id of a chain derived from the previous run's finishing time — still the same id for
 * every concurrent submit of it.
 */
export async function nextImportJobId(
  jobQueue: JobQueue,
  job: JobDefinition<unknown, unknown>,
  prefix: string,
  contentHash: string,
  dryRun: boolean,
): Promise<{ jobId: string; inProgress: boolean }> {
  const first = `${prefix}-${contentHash.slice(0, 40)}-${dryRun ? 'dry-run' : 'import'}`;
  let jobId = first;
  for (let run = 0; run < MAX_RUNS_OF_ONE_FILE; run += 1) {
    const found = await jobQueue.getJob(job, jobId);
    if (!found) return { jobId, inProgress: false };
    if (found.state === 'waiting' || found.state === 'active') return { jobId, inProgress: true };
    jobId = `${first}-${(found.finishedAt ?? found.createdAt).getTime()}`;
  }
  return { jobId, inProgress: false };
}

/** SHA-256 of a spooled upload, hex. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}
