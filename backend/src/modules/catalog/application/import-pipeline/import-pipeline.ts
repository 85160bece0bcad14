import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { Logger } from '@nestjs/common';
import { DomainError } from '../../../../shared/domain/domain-error';
import { JobCancelledError, JobInterruptedError } from '../../../../shared/application/jobs/job-queue.port';
import type { FileStorage } from '../../../../shared/application/file-storage.port';

/**
 * The one import pipeline of the catalog: every kind of bulk upload (the product CSV,
 * the brand image spreadsheet, the universal spreadsheet) runs through it. It streams the stored file
 * through the kind's row source and parser batch by batch, hands each batch to the kind's batch writer
 * (which validates, plans and writes it together with a checkpoint in one transaction), reports progress
 * from the share of bytes read, stops when an admin cancels or the worker stops, and resumes a retried
 * attempt after the last checkpoint. A dry run goes through exactly the same parsing, validation and
 * planning, and only the writer's last step differs (it writes nothing and keeps no checkpoint).
 */

/** What the job runner lends an import: progress reporting and the admin's cancel request. */
export interface ImportJobControls {
  reportProgress(percent: number): Promise<void>;
  isCancelled(): Promise<boolean>;
  /** True on the job's last attempt: if it fails, nothing will read the stored file again. */
  readonly isFinalAttempt: boolean;
  /** True once the worker is shutting down: the import stops after the batch it has just saved. */
  isStopping(): boolean;
}

/** How far an import got, saved with the rows it accounts for (rows before `nextRow` are written and counted in `tally`). */
export interface ImportCheckpoint<Result> {
  readonly importId: string;
  readonly nextRow: number;
  readonly tally: Result;
  /** True once the whole file is accounted for: a retry answers `tally` without reading the file. */
  readonly finished: boolean;
  /** The attempt writing it: the write is refused (ImportClaimLostError) once another attempt has claimed the import. */
  readonly claim?: string;
}

/**
 * A newer attempt of the same import claimed its checkpoint (this worker lost its job lock, e.g. Redis stalled
 * past it): this attempt stops without writing; the job goes on from the checkpoint with whoever holds it.
 */
export class ImportClaimLostError extends JobInterruptedError {
  constructor() {
    super();
    this.message = 'Another attempt of this import took it over; this one stopped before writing its batch';
  }
}

/** Where checkpoints live (product_import_checkpoints, shared by every kind). */
export interface ImportCheckpointStore<Result> {
  /** The checkpoint, or null; with `claim`, the attempt also claims the import (in the same statement). */
  loadCheckpoint(importId: string, claim?: string): Promise<ImportCheckpoint<Result> | null>;
  saveCheckpoint(checkpoint: ImportCheckpoint<Result>): Promise<void>;
  forgetCheckpointsOlderThan(days: number): Promise<void>;
}

/** A parsed data row: where a spreadsheet shows it. */
export interface ImportRecord {
  readonly rowNumber: number;
}

/** One kind of import plugged into the pipeline: its parser (row source + schema) and its batch writer. */
export interface ImportKind<Record extends ImportRecord, Tally, Result> {
  /** The batches of parsed records of `source` (the stored file); owns and destroys `source`. */
  batches(source: Readable): AsyncIterable<Record[]>;
  /** A fresh tally, or one carrying on from a checkpoint. */
  startTally(saved: Result | null, dryRun: boolean): Tally;
  /**
   * Validates, plans and (unless a dry run) writes one batch with the checkpoint `position` in the
   * same transaction; answers the tally after the batch.
   */
  processBatch(records: readonly Record[], tally: Tally, context: { dryRun: boolean; importId: string; nextRow: number; claim: string }): Promise<Tally>;
  result(tally: Tally): Result;
  /** The error the job fails with when something other than the file stopped it (no internal message leaks). */
  failure(): DomainError;
}

export interface ImportRun {
  readonly fileKey: string;
  readonly importId: string;
  readonly dryRun: boolean;
  readonly controls: ImportJobControls;
}

/** The queue keeps finished jobs this long (BullMQ retention); older checkpoints can never be resumed. */
export const CHECKPOINT_RETENTION_DAYS = 8;

export class ImportPipeline {
  constructor(
    private readonly storage: FileStorage,
    private readonly logger: Logger,
  ) {}

  async run<Record extends ImportRecord, Tally, Result>(
    kind: ImportKind<Record, Tally, Result>,
    checkpoints: ImportCheckpointStore<Result>,
    run: ImportRun,
  ): Promise<Result> {
    try {
      return await this.read(kind, checkpoints, run);
    } catch (error) {
      throw await this.failed(kind, run, error);
    }
  }

  /**
   * What the job fails with. Our own errors say what to fix (an unreadable file names the row); anything
   * else is logged here and replaced, so no database or file-system message reaches failedReason. A
   * failure on the last attempt removes the stored file, as nothing will read it again.
   */
  private async failed(kind: ImportKind<ImportRecord, unknown, unknown>, { fileKey, controls }: ImportRun, error: unknown): Promise<unknown> {
    // Cancelled, or handed back to the queue by a stopping worker (which keeps the file for the next one).
    if (error instanceof JobCancelledError || error instanceof JobInterruptedError) return error;
    if (controls.isFinalAttempt) await this.storage.delete(fileKey).catch(() => undefined);
    if (error instanceof DomainError) return error;
    this.logger.error(`Import of ${fileKey} failed: ${(error as Error)?.stack ?? error}`);
    return kind.failure();
  }

  private async read<Record extends ImportRecord, Tally, Result>(
    kind: ImportKind<Record, Tally, Result>,
    checkpoints: ImportCheckpointStore<Result>,
    { fileKey, importId, dryRun, controls }: ImportRun,
  ): Promise<Result> {
    // This attempt's claim on the import: a batch is written only while it holds it.
    const claim = randomUUID();
    const saved = dryRun ? null : await checkpoints.loadCheckpoint(importId, claim);
    if (saved?.finished) {
      await this.storage.delete(fileKey);
      await controls.reportProgress(100);
      return saved.tally;
    }
    if (!dryRun && !saved) await checkpoints.forgetCheckpointsOlderThan(CHECKPOINT_RETENTION_DAYS);
    const resumeAtRow = saved?.nextRow ?? 0;
    let tally = kind.startTally(saved?.tally ?? null, dryRun);

    const sizeBytes = await this.storage.size(fileKey);
    let bytesRead = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytesRead += chunk.length;
        done(null, chunk);
      },
    });
    const file = await this.storage.open(fileKey);
    file.once('error', (error) => counter.destroy(error));
    const source: Readable = file.pipe(counter);
    const batches = kind.batches(source)[Symbol.asyncIterator]();

    // Where the time goes (docs/performance.md, "Import"): waiting for the parser vs in the kind's batch writer.
    const timing = { batches: 0, parserWaitMs: 0, writerMs: 0 };
    try {
      // The next batch is parsed while the database writes this one.
      let nextBatch = batches.next();
      for (;;) {
        const waitStarted = performance.now();
        const { value: parsed, done } = await nextBatch;
        timing.parserWaitMs += performance.now() - waitStarted;
        if (done) break;
        nextBatch = batches.next();
        nextBatch.catch(() => undefined); // awaited on the next turn; stopping earlier must not leave it unhandled

        // Rows before the checkpoint are already written and in the tally; while they are read past,
        // progress stays where the interrupted attempt left it.
        const records = resumeAtRow > 0 ? parsed.filter((record) => record.rowNumber >= resumeAtRow) : parsed;
        if (records.length === 0) continue;
        const nextRow = records[records.length - 1].rowNumber + 1;
        const writeStarted = performance.now();
        tally = await kind.processBatch(records, tally, { dryRun, importId, nextRow, claim });
        timing.writerMs += performance.now() - writeStarted;
        timing.batches += 1;

        await controls.reportProgress(Math.min(99, (bytesRead / Math.max(sizeBytes, 1)) * 100));
        if (await controls.isCancelled()) {
          await this.storage.delete(fileKey);
          throw new JobCancelledError();
        }
        // The batch and its checkpoint are saved: a stopping worker hands the job back here, keeping the file.
        if (controls.isStopping()) throw new JobInterruptedError();
      }
    } finally {
      await batches.return?.(undefined);
    }

    this.logger.log(`Import ${importId}: ${timing.batches} batches, ${Math.round(timing.parserWaitMs)} ms waiting for the parser, ${Math.round(timing.writerMs)} ms in the batch writer`);
    const result = kind.result(tally);
    if (!dryRun) await checkpoints.saveCheckpoint({ importId, nextRow: Number.MAX_SAFE_INTEGER, tally: result, finished: true, claim });
    await this.storage.delete(fileKey);
    await controls.reportProgress(100);
    return result;
  }
}
