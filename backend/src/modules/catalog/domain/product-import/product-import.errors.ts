import { DomainError } from '../../../../shared/domain/domain-error';

/** The specification's rule and wording: the panel accepts only files whose name ends in .csv, with this message. */
export class InvalidProductFileTypeError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_FILE_TYPE';
  constructor() {
    super('Invalid File Type: Please select a CSV file.');
  }
}

export class NoProductFileError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'NO_FILE';
  constructor() {
    super('No file was uploaded: send the CSV file in the multipart form field "file".');
  }
}

export class ImportJobNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'IMPORT_JOB_NOT_FOUND';
  constructor(jobId: string) {
    super(`There is no import job "${jobId}". Finished jobs are kept for 7 days.`);
  }
}

export class ImportJobFinishedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'IMPORT_JOB_FINISHED';
  constructor(jobId: string) {
    super(`Import job "${jobId}" has already finished, so there is nothing to cancel.`);
  }
}

/**
 * An import stopped by something other than the file's content (the database, the disk). The job's
 * failedReason, which admins read through the API, says this instead of the underlying message.
 */
export class ProductImportFailedError extends DomainError {
  readonly kind = 'unavailable' as const;
  readonly code = 'IMPORT_FAILED';
  constructor() {
    super('The import stopped on an error on our side. Rows imported before it stay; upload the file again to import the rest.');
  }
}

export function isCsvFileName(fileName: string): boolean {
  return /\.csv$/i.test(fileName.trim());
}
