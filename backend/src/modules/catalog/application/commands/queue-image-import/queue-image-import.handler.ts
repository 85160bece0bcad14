import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../../../../shared/application/jobs/job-queue.port';
import { FILE_STORAGE, FileStorage } from '../../../../../shared/application/file-storage.port';
import { columnsOf } from '../../../domain/image-import/image-sheet';
import { detectSheetFormat } from '../../../domain/import-pipeline/sheet-format';
import { MAX_SHEET_RECORD_BYTES, readSheetHeader } from '../../../domain/import-pipeline/sheet-parser';
import { CatalogJob } from '../../catalog-jobs';
import type { ImportImagesJobPayload } from '../../image-import-job';
import { nextImportJobId, sha256Of } from '../../import-pipeline/import-job-ids';
import { SHEET_ROW_READER, SheetRowReader } from '../../ports/sheet-row-reader.port';
import { QueueImageImportCommand } from './queue-image-import.command';

/** Enough of the file to tell an .xlsx from a CSV and to read a CSV's header line. */
const HEAD_BYTES = 64 * 1024;

@CommandHandler(QueueImageImportCommand)
export class QueueImageImportHandler implements ICommandHandler<QueueImageImportCommand, { jobId: string }> {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(JOB_QUEUE) private readonly jobQueue: JobQueue,
    @Inject(SHEET_ROW_READER) private readonly sheets: SheetRowReader,
  ) {}

  async execute({ kind, upload, dryRun, requestedBy }: QueueImageImportCommand): Promise<{ jobId: string }> {
    const format = detectSheetFormat(await readHead(upload.path));
    // A workbook that would inflate past the limits is refused before anything parses it.
    await this.sheets.checkLimits(upload.path, format);
    // A CSV without the required columns is refused now: its header is one record read. An .xlsx is
    // parsed only by the worker (its header may sit behind every shared string), so a workbook without
    // the columns fails its job with the same message.
    if (format.kind === 'csv') {
      await readSheetHeader(this.sheets.rows(createReadStream(upload.path), { format, maxRecordBytes: MAX_SHEET_RECORD_BYTES }), columnsOf(kind));
    }

    const { jobId, inProgress } = await nextImportJobId(this.jobQueue, CatalogJob.ImportImages, kind, await sha256Of(upload.path), dryRun);
    if (inProgress) return { jobId };

    const fileKey = `image-imports/${jobId}.${format.kind}`;
    const { sizeBytes } = await this.storage.save(fileKey, createReadStream(upload.path));
    const payload: ImportImagesJobPayload = { kind, fileKey, importId: randomUUID(), format, fileName: upload.originalName, sizeBytes, dryRun, requestedBy };
    try {
      return await this.jobQueue.enqueue(CatalogJob.ImportImages, payload, { jobId });
    } catch (error) {
      await this.storage.delete(fileKey);
      throw error;
    }
  }
}

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
