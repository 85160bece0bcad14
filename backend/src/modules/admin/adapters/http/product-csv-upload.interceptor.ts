import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestException, CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { finalize, Observable } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { InvalidProductFileTypeError, isCsvFileName } from '../../../catalog';

export const MAX_PRODUCT_CSV_BYTES = 100 * 1024 * 1024;

/**
 * Receives the multipart field `file` straight to disk (never into memory), refusing a name that is not
 * .csv before reading its bytes and anything over 100 MB while it streams in. Runs after the guards,
 * so nobody but an admin makes the server write a byte; the spooled file is removed once the request
 * is answered, whatever the answer (the handler stores what it keeps through the file-storage port).
 */
@Injectable()
export class ProductCsvUploadInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.receive = multer({
      storage: multer.diskStorage({
        destination: join(config.storageDir, 'incoming'),
        filename: (_request, _file, done) => done(null, `upload-${Date.now()}-${randomBytes(8).toString('hex')}.csv`),
      }),
      limits: { fileSize: MAX_PRODUCT_CSV_BYTES, files: 1, fields: 10 },
      fileFilter: (_request, file, done) => (isCsvFileName(file.originalname) ? done(null, true) : done(new InvalidProductFileTypeError())),
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) => {
      this.receive(request, http.getResponse<Response>(), (error?: unknown) => (error ? reject(explain(error)) : resolve()));
    });
    const spooled = request.file?.path;
    return next.handle().pipe(finalize(() => spooled && void rm(spooled, { force: true }).catch(() => undefined)));
  }
}

function explain(error: unknown): unknown {
  if (!(error instanceof MulterError)) return error;
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
