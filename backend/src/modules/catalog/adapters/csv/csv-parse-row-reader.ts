import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { CsvError, Info, parse } from 'csv-parse';
import type { CsvReadLimits, CsvRowReader } from '../../application/ports/csv-row-reader.port';
import { CsvReadError, CsvRow } from '../../domain/product-import/csv-row';

interface RecordWithInfo {
  readonly record: string[];
  readonly info: Info;
}

/**
 * The CSV reader on csv-parse, streaming: a record is only read on after the consumer has taken the last
 * one. Row numbers come from csv-parse's `info.records` (which counts the header and counts a record with
 * quoted line breaks once) plus `info.empty_lines`.
 */
@Injectable()
export class CsvParseRowReader implements CsvRowReader {
  async *rows(source: Readable, { maxRecordBytes, delimiter = ',' }: CsvReadLimits): AsyncGenerator<CsvRow, void, undefined> {
    const parser = parse({
      delimiter,
      bom: true, // Excel writes a UTF-8 byte order mark; without this the first header would be '\uFEFFname'.
      relax_column_count: true, // a short row is reported per field by the row validator, not as a broken file
      relax_quotes: true, // a quote inside an unquoted field (12" Vinyl) is kept as text
      // Explicit, because auto-detection locks onto the first line end it sees: a file that mixes CRLF and
      // LF (rows pasted from another file) would otherwise glue rows together or keep a stray '\r'.
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      info: true, // for info.records and info.empty_lines, i.e. the spreadsheet row number
      max_record_size: maxRecordBytes,
    });
    // pipe() does not forward errors; a failing disk read must end the iteration, not hang it.
    const failParser = (error: Error): void => {
      parser.destroy(error);
    };
    source.once('error', failParser);
    source.pipe(parser);
    try {
      try {
        for await (const { record, info } of parser as AsyncIterable<RecordWithInfo>) {
          yield { fields: record, rowNumber: info.records + info.empty_lines };
        }
      } catch (error) {
        throw error instanceof CsvError ? readError(error) : error;
      }
    } finally {
      source.off('error', failParser);
      source.unpipe(parser);
      source.destroy();
      parser.destroy();
    }
  }
}

function readError(error: CsvError): CsvReadError {
  // The failing record has not been counted yet, hence + 1.
  const row = numberField(error, 'records') + numberField(error, 'empty_lines') + 1;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new CsvReadError('unclosed-quote', row, error.message);
    case 'CSV_MAX_RECORD_SIZE':
      return new CsvReadError('record-too-long', row, error.message);
    default:
      return new CsvReadError('malformed', row, error.message);
  }
}

function numberField(error: CsvError, key: string): number {
  const value = error[key];
  return typeof value === 'number' ? value : 0;
}
