import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/application/jobs/job-queue.port';
import { CatalogJob } from '../../catalog-jobs';
import { ImportJobView, toImportJobView } from '../../product-import-job';
import { ListProductImportJobsQuery } from './list-product-import-jobs.query';

@QueryHandler(ListProductImportJobsQuery)
export class ListProductImportJobsHandler implements IQueryHandler<ListProductImportJobsQuery, ImportJobView[]> {
  constructor(@Inject(JOB_QUEUE) private readonly jobQueue: JobQueue) {}

  async execute({ limit }: ListProductImportJobsQuery): Promise<ImportJobView[]> {
    const jobs = await this.jobQueue.listJobs(CatalogJob.ImportProducts, limit);
    return jobs.map(toImportJobView);
  }
}
