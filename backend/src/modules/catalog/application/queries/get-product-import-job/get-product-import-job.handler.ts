import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/application/jobs/job-queue.port';
import { ImportJobNotFoundError } from '../../../domain/product-import/product-import.errors';
import { ImportJobView, toImportJobView } from '../../product-import-job';
import { findImportJob } from '../../find-import-job';
import { GetProductImportJobQuery } from './get-product-import-job.query';

@QueryHandler(GetProductImportJobQuery)
export class GetProductImportJobHandler implements IQueryHandler<GetProductImportJobQuery, ImportJobView> {
  constructor(@Inject(JOB_QUEUE) private readonly jobQueue: JobQueue) {}

  async execute({ jobId }: GetProductImportJobQuery): Promise<ImportJobView> {
    const found = await findImportJob(this.jobQueue, jobId);
    if (!found) throw new ImportJobNotFoundError(jobId);
    return toImportJobView(found.job);
  }
}
