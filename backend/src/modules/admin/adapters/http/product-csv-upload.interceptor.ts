import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestException, CallHandler, ExecutionContext, HttpException, Inject, Injectable, NestInterceptor, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { catchError, mergeMap, Observable } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../shared/domain/domain-error';
import { findUnsafeText } from '../../../../shared/domain/safe-text';
import { InvalidProductFileTypeError, InvalidSpreadsheetError, isCsvFileName, isSpreadsheetUpload } from '../../../catalog';

export const MAX_PRODUCT_CSV_BYTES = 100 * 1024 * 1024;

/**
 * Receives the multipart field `file` straight to disk (never into memory), refusing a name that is not
 * .csv before reading its bytes and anything over 100 MB while it streams in. Runs after the guards,
 * so nobody but an admin makes the server write a byte; the spooled file is removed before the request
 * is answered, whatever the answer (the handler stores what it keeps through the file-storage port).
 */
/**
 * The spooling of every file upload of the admin area (product CSV, image spreadsheets): the multipart
 * field `file` straight to disk, refused by name or type before a byte is read, at most 100 MB.
 */
export abstract class SpooledUploadInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  protected constructor(config: AppConfig, rules: { accepts: (file: Express.Multer.File) => boolean; refusal: () => Error }) {
    this.receive = multer({
      storage: multer.diskStorage({
        destination: join(config.storageDir, 'incoming'),
        filename: (_request, _file, done) => done(null, `upload-${Date.now()}-${randomBytes(8).toString('hex')}.upload`),
      }),
      limits: { fileSize: MAX_PRODUCT_CSV_BYTES, files: 1, fields: 10 },
      fileFilter: (_request, file, done) => (rules.accepts(file) ? done(null, true) : done(rules.refusal())),
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    // Anything but a form upload (a JSON body, a raw CSV body) would otherwise read as "no file".
    if (!request.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeException({
        message: 'Send the file as multipart/form-data, in the form field "file" (curl -F file=@products.csv).',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    await new Promise<void>((resolve, reject) => {
      this.receive(request, http.getResponse<Response>(), (error?: unknown) => (error ? reject(explainUploadError(error)) : resolve()));
    });
    const spooled = request.file?.path;
    const unsafe = findUnsafeText({ fileName: request.file?.originalname, ...request.body });
    if (unsafe) {
      if (spooled) await rm(spooled, { force: true }).catch(() => undefined);
      throw new BadRequestException({ message: `${unsafe.path} ${unsafe.reason}.`, code: 'INVALID_TEXT' });
    }
    // Awaited before the answer goes out: once the client hears back, nothing of its upload is left.
    const removeSpooled = async () => {
      if (spooled) await rm(spooled, { force: true }).catch(() => undefined);
    };
    return next.handle().pipe(
      mergeMap(async (value) => {
        await removeSpooled();
        return value;
      }),
      catchError(async (error) => {
        await removeSpooled();
        throw error;
      }),
    );
  }
}

@Injectable()
export class ProductCsvUploadInterceptor extends SpooledUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, { accepts: (file) => isCsvFileName(file.originalname), refusal: () => new InvalidProductFileTypeError() });
  }
}


/** What the client did wrong, in its terms; errors of the server's own (a full disk) stay errors. */
export function explainUploadError(error: unknown): unknown {
  if (error instanceof HttpException || error instanceof DomainError) return error;
  if (!(error instanceof MulterError)) {
    // busboy's parse errors ('Multipart: Boundary not found', 'Unexpected end of form', 'Malformed part
    // header') carry no code; file-system errors do (ENOSPC, EACCES).
    if ((error as { code?: unknown })?.code !== undefined) return error;
    return new BadRequestException({
      message: 'The upload is not a well-formed multipart/form-data body (a missing boundary, a body cut short or a malformed part header). Send the CSV file in the form field "file".',
      code: 'MALFORMED_UPLOAD',
    });
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException({
        message: 'The file is larger than 100 MB. Split it into several CSV files and upload them one by one.',
        code: 'FILE_TOO_LARGE',
      });
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new BadRequestException({ message: 'Send exactly one CSV file, in the multipart form field "file".', code: 'UNEXPECTED_FILE_FIELD' });
    default:
      return new BadRequestException({ message: `The upload could not be read: ${error.message}.`, code: 'MALFORMED_UPLOAD' });
  }
}

/** The image spreadsheets: a CSV or an Excel file, by name or content type; anything else 400 'Invalid File'. */
@Injectable()
export class SpreadsheetUploadInterceptor extends SpooledUploadInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, { accepts: (file) => isSpreadsheetUpload(file.originalname, file.mimetype), refusal: () => new InvalidSpreadsheetError() });
  }
}
