import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../shared/infrastructure/jobs/job-queue.port';
import { RunProductImportCommand } from '../../application/commands/run-product-import/run-product-import.command';
import { IMPORT_PRODUCTS_JOB, ImportProductsJobPayload } from '../../application/product-import-job';
import type { ProductImportResult } from '../../domain/product-import/product-import-tally';

/** Hands the import job to its command; the worker role consumes it (BullMQ: 3 attempts, exponential backoff). */
@Injectable()
export class ProductImportJobProcessor implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobQueue: JobQueue,
    private readonly commandBus: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobQueue.registerHandler<ImportProductsJobPayload, ProductImportResult>(IMPORT_PRODUCTS_JOB, (payload, context) =>
      this.commandBus.execute(
        new RunProductImportCommand(payload, {
          reportProgress: (percent) => context.updateProgress(percent),
          isCancelled: () => context.isCancelled(),
        }),
      ),
    );
  }
}
