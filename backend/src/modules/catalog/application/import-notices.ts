import { Inject, Injectable } from '@nestjs/common';
import { JobInterruptedError, type JobContext } from '../../../shared/application/jobs/job-queue.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../shared/application/unit-of-work';
import { OUTBOX, Outbox } from '../../notifications';

/**
 * Tells whoever queued an import how it ended (mail they may turn off; import.completed / import.failed
 * webhooks). Keyed by the import, so an attempt that runs again after its import finished adds no second event.
 */
@Injectable()
export class ImportNotices {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  /**
   * Runs one attempt of an import job and reports how the import ended: completed with its counts, or failed on
   * its last attempt (an interrupted attempt resumes elsewhere, an earlier one is retried: neither is news).
   */
  async reportOutcome<Result>(
    job: { jobId: string; importKey: string; kind: string; requestedBy: string },
    context: Pick<JobContext, 'isFinalAttempt'>,
    run: () => Promise<Result>,
    counts: (result: Result) => { imported: number; failed: number },
  ): Promise<Result> {
    let result: Result;
    try {
      result = await run();
    } catch (error) {
      if (context.isFinalAttempt && !(error instanceof JobInterruptedError)) await this.failed(job, (error as Error).message);
      throw error;
    }
    await this.completed(job, counts(result));
    return result;
  }

  completed(job: { jobId: string; importKey: string; kind: string; requestedBy: string }, counts: { imported: number; failed: number }): Promise<unknown> {
    return this.unitOfWork.run((tx) =>
      this.outbox.record(tx, { type: 'import.completed', recipient: { userId: job.requestedBy }, data: { jobId: job.jobId, kind: job.kind, ...counts } }, { key: `import.completed:${job.importKey}` }),
    );
  }

  failed(job: { jobId: string; importKey: string; kind: string; requestedBy: string }, reason: string): Promise<unknown> {
    return this.unitOfWork.run((tx) =>
      this.outbox.record(tx, { type: 'import.failed', recipient: { userId: job.requestedBy }, data: { jobId: job.jobId, kind: job.kind, reason } }, { key: `import.failed:${job.importKey}` }),
    );
  }
}
