import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/application/jobs/job-queue.port';
import { IMPORT_JOBS } from '../../catalog-jobs';
import type { ProductImportResult } from '../../../domain/product-import/product-import-tally';
import type { ImageImportResult } from '../../../domain/image-import/image-import-tally';
import { ImportJobView, toImportJobView } from '../../product-import-job';
import { ListProductImportJobsQuery } from './list-product-import-jobs.query';

@QueryHandler(ListProductImportJobsQuery)
export class ListProductImportJobsHandler implements IQueryHandler<ListProductImportJobsQuery, ImportJobView[]> {
  constructor(@Inject(JOB_QUEUE) private readonly jobQueue: JobQueue) {}

  async execute({ limit }: ListProductImportJobsQuery): Promise<ImportJobView[]> {
    const lists = await Promise.all(IMPORT_JOBS.map((entry) => this.jobQueue.listJobs<unknown, ProductImportResult | ImageImportResult>(entry, limit)));
    return lists
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map(toImportJobView);
  }
}
