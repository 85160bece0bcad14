import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobInterruptedError, type JobContext } from '../../../../shared/application/jobs/job-queue.port';
import { JobHandler } from '../../../../shared/infrastructure/jobs/job-handler.decorator';
import { CatalogJob } from '../../application/catalog-jobs';
import { ImportNotices } from '../../application/import-notices';
import { RunProductImportCommand } from '../../application/commands/run-product-import/run-product-import.command';
import type { ImportProductsJobPayload } from '../../application/product-import-job';
import type { ProductImportResult } from '../../domain/product-import/product-import-tally';

/** Hands the import job to its command; the worker role consumes it (attempts and backoff: CatalogJob.ImportProducts). */
@Injectable()
export class ProductImportJobProcessor {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly notices: ImportNotices,
  ) {}

  @JobHandler(CatalogJob.ImportProducts)
  async importProducts(payload: ImportProductsJobPayload, context: JobContext): Promise<ProductImportResult> {
    const job = { jobId: context.jobId, importKey: payload.importId ?? payload.fileKey, kind: payload.dryRun ? 'product (dry run)' : 'product', requestedBy: payload.requestedBy };
    let result: ProductImportResult;
    try {
      result = await this.commandBus.execute(
        new RunProductImportCommand(payload, {
          reportProgress: (percent) => context.updateProgress(percent),
          isCancelled: () => context.isCancelled(),
          isFinalAttempt: context.isFinalAttempt,
          isStopping: () => context.isStopping(),
        }),
      );
    } catch (error) {
      // Only the end of the last attempt is news: an interrupted attempt resumes elsewhere, an earlier one is retried.
      if (context.isFinalAttempt && !(error instanceof JobInterruptedError)) await this.notices.failed(job, (error as Error).message);
      throw error;
    }
    await this.notices.completed(job, { imported: result.success, failed: result.errorCount });
    return result;
  }
}
