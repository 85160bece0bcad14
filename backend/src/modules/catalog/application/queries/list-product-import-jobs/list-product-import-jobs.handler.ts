import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/infrastructure/jobs/job-queue.port';
import type { ProductImportResult } from '../../../domain/product-import/product-import-tally';
import { IMPORT_PRODUCTS_JOB, ImportJobView, toImportJobView } from '../../product-import-job';
import { ListProductImportJobsQuery } from './list-product-import-jobs.query';

@QueryHandler(ListProductImportJobsQuery)
export class ListProductImportJobsHandler implements IQueryHandler<ListProductImportJobsQuery, ImportJobView[]> {
  constructor(@Inject(JOB_QUEUE) private readonly jobQueue: JobQueue) {}

  async execute({ limit }: ListProductImportJobsQuery): Promise<ImportJobView[]> {
    const jobs = await this.jobQueue.listJobs<ProductImportResult>(IMPORT_PRODUCTS_JOB, limit);
    return jobs.map(toImportJobView);
  }
}
