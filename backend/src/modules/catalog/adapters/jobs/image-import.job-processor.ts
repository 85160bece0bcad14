import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobInterruptedError, type JobContext } from '../../../../shared/application/jobs/job-queue.port';
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
  async importImages(payload: ImportImagesJobPayload, context: JobContext): Promise<ImageImportResult> {
    const job = { jobId: context.jobId, importKey: payload.importId, kind: `${payload.kind} image`, requestedBy: payload.requestedBy };
    let result: ImageImportResult;
    try {
      result = await this.commandBus.execute(
        new RunImageImportCommand(payload, {
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
    await this.notices.completed(job, { imported: result.success, failed: result.failed });
    return result;
  }
}
