import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/application/jobs/job-queue.port';
import { DomainError } from '../../../../../shared/domain/domain-error';
import { csvLine } from '../../../../../shared/domain/csv';
import { ImportJobNotFoundError } from '../../../domain/product-import/product-import.errors';
import { findImportJob } from '../../find-import-job';
import { IMAGE_IMPORT_STORE, ImageImportStore } from '../../ports/image-import-store.port';
import { GetImportErrorsCsvQuery } from './get-import-errors-csv.query';

const PAGE = 2000;

export class ImportJobNotFinishedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'IMPORT_JOB_NOT_FINISHED';
  constructor(jobId: string) {
    super(`Import job "${jobId}" has not completed yet; its errors.csv is ready once it has.`);
  }
}

@QueryHandler(GetImportErrorsCsvQuery)
export class GetImportErrorsCsvHandler implements IQueryHandler<GetImportErrorsCsvQuery, { fileName: string; lines: AsyncIterable<string> }> {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobQueue: JobQueue,
    @Inject(IMAGE_IMPORT_STORE) private readonly store: ImageImportStore,
  ) {}

  async execute({ jobId }: GetImportErrorsCsvQuery): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
    // Every import kind (product CSV, image spreadsheets) keeps its refused rows the same way.
    const found = await findImportJob(this.jobQueue, jobId);
    if (!found) throw new ImportJobNotFoundError(jobId);
    const { job } = found;
    if (job.state !== 'completed' || !job.result) throw new ImportJobNotFinishedError(jobId);
    // Product imports finished before errors.csv covered them saved no header: their file is just the error column.
    const result = { importId: job.result.importId ?? '', header: job.result.header ?? [] };
    const store = this.store;
    // A re-uploaded errors.csv has its old error column; the new one replaces it.
    const oldError = result.header.findIndex((name) => name.trim().toLowerCase() === 'error');
    const withoutOldError = (fields: readonly string[]): string[] => (oldError < 0 ? [...fields] : fields.filter((_field, index) => index !== oldError));
    const header = withoutOldError(result.header);
    async function* lines(): AsyncGenerator<string> {
      yield csvLine([...header, 'error']);
      let after = 0;
      for (;;) {
        const page = await store.refusedRows(result.importId, after, PAGE);
        for (const row of page) {
          // Padded to the header's width, so the error column stays the last column of every line.
          const fields = [...row.fields];
          while (fields.length < result.header.length) fields.push('');
          const kept = withoutOldError(fields);
          yield csvLine([...kept, row.message]);
        }
        if (page.length < PAGE) return;
        after = page[page.length - 1].row;
      }
    }
    return { fileName: `${jobId}-errors.csv`, lines: lines() };
  }
}
