import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JobContext } from '../../../../shared/application/jobs/job-queue.port';
import { JobHandler } from '../../../../shared/infrastructure/jobs/job-handler.decorator';
import { CatalogJob } from '../../application/catalog-jobs';
import { ImportNotices } from '../../application/import-notices';
import { RunImageImportCommand } from '../../application/commands/run-image-import/run-image-import.command';
import type { ImportImagesJobPayload } from '../../application/image-import-job';
import type { ImageImportResult } from '../../domain/image-import/image-import-tally';

/** Hands the image spreadsheet job to its command; the worker role consumes it (attempts and backoff: CatalogJob.ImportImages). */
@Injectable()
export class ImageImportJobProcessor {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly notices: ImportNotices,
  ) {}

  @JobHandler(CatalogJob.ImportImages)
  importImages(payload: ImportImagesJobPayload, context: JobContext): Promise<ImageImportResult> {
    const job = { jobId: context.jobId, importKey: payload.importId, kind: `${payload.kind} image`, requestedBy: payload.requestedBy };
    const run = () =>
      this.commandBus.execute(
        new RunImageImportCommand(payload, {
          reportProgress: (percent) => context.updateProgress(percent),
          isCancelled: () => context.isCancelled(),
          isFinalAttempt: context.isFinalAttempt,
          isStopping: () => context.isStopping(),
        }),
      );
    return this.notices.reportOutcome(job, context, run, (result) => ({ imported: result.success, failed: result.failed }));
  }
}
