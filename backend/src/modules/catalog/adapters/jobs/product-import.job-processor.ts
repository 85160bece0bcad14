import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JobContext } from '../../../../shared/application/jobs/job-queue.port';
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
  importProducts(payload: ImportProductsJobPayload, context: JobContext): Promise<ProductImportResult> {
    const job = { jobId: context.jobId, importKey: payload.importId ?? payload.fileKey, kind: payload.dryRun ? 'product (dry run)' : 'product', requestedBy: payload.requestedBy };
    const run = () =>
      this.commandBus.execute(
        new RunProductImportCommand(payload, {
          reportProgress: (percent) => context.updateProgress(percent),
          isCancelled: () => context.isCancelled(),
          isFinalAttempt: context.isFinalAttempt,
          isStopping: () => context.isStopping(),
        }),
      );
    return this.notices.reportOutcome(job, context, run, (result) => ({ imported: result.success, failed: result.errorCount }));
  }
}
