import { Query } from '@nestjs/cqrs';

/**
 * GET /api/admin/jobs/{jobId}/errors.csv: the refused rows of a finished import of any
 * kind (product CSV, image spreadsheets) exactly as uploaded, with an `error` column, as CSV lines (header first), a page at a time.
 */
export class GetImportErrorsCsvQuery extends Query<{ fileName: string; lines: AsyncIterable<string> }> {
  constructor(readonly jobId: string) {
    super();
  }
}
