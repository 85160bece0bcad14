import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/application/jobs/job-queue.port';
import { ImportJobFinishedError, ImportJobNotFoundError } from '../../../domain/product-import/product-import.errors';
import { ImportJobView, toImportJobView } from '../../product-import-job';
import { findImportJob } from '../../find-import-job';
import { CancelProductImportCommand } from './cancel-product-import.command';

@CommandHandler(CancelProductImportCommand)
export class CancelProductImportHandler implements ICommandHandler<CancelProductImportCommand, ImportJobView> {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobQueue: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ jobId }: CancelProductImportCommand): Promise<ImportJobView> {
    const found = await findImportJob(this.jobQueue, jobId);
    if (!found) throw new ImportJobNotFoundError(jobId);
    const { entry, job } = found;
    if (!(await this.jobQueue.cancel(entry, jobId))) throw new ImportJobFinishedError(jobId);
    // A job that was waiting is gone now; one that runs reports 'failed' once it has stopped.
    const after = await this.jobQueue.getJob(entry, jobId);
    return toImportJobView(after ?? { ...job, state: 'failed', failedReason: 'Cancelled by an admin', finishedAt: this.clock.now() });
  }
}
