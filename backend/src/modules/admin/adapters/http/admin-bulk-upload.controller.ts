import { Readable } from 'node:stream';
import { Controller, Get, Header, HttpCode, Param, Post, Query, Res, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  BRAND_IMAGE_SHEET_COLUMNS,
  BRAND_IMAGE_SHEET_TEMPLATE,
  BRAND_IMAGE_SHEET_TEMPLATE_FILE_NAME,
  checkSheetHeader,
  CsvReadError,
  emptySheet,
  GetImportErrorsCsvQuery,
  ImportJobNotFinishedError,
  ImportJobNotFoundError,
  InvalidSpreadsheetError,
  malformedSheet,
  ImageSheetKind,
  NoSpreadsheetError,
  QueueImageImportCommand,
  SpreadsheetTooLargeError,
  UNIVERSAL_SHEET_TEMPLATE,
  UNIVERSAL_SHEET_TEMPLATE_FILE_NAME,
} from '../../../catalog';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { DEFAULT_SPREADSHEET_LIMITS } from '../../../../config/app-config';
import { MulterError } from 'multer';
import { ApiDomainErrors, ApiErrors, ApiJob, ApiRoles, ApiUpload, ErrorExample } from '../../../../shared/infrastructure/http/api-docs';
import { AuditRecorder } from '../../../audit';
import { BulkUploadProductsQueryDto, ImportJobIdParamsDto, QueuedImportDto } from './dto/product-import.dto';
import { explainUploadError, MAX_PRODUCT_CSV_BYTES, SpreadsheetUploadInterceptor } from './product-csv-upload.interceptor';

/** The workbook limits at their defaults (DEFAULT_SPREADSHEET_LIMITS), and where an .xlsx's header is checked. */
const XLSX_LIMITS =
  ' An .xlsx may expand to at most 200 MB when unpacked, with at most 1,000,000 shared strings and 1,048,576 rows a worksheet (SPREADSHEET_MAX_* settings); a larger one is refused with 413 SPREADSHEET_TOO_LARGE before anything reads it. A CSV without the required columns is refused at once; an .xlsx is parsed by the worker, so its job fails with the same message.';

/** What a spreadsheet upload is refused for: the file, the multipart body, and the sheet's header or reading. */
const SPREADSHEET_400: ErrorExample[] = [
  new InvalidSpreadsheetError(),
  new NoSpreadsheetError(),
  () => {
    throw explainUploadError(new MulterError('LIMIT_UNEXPECTED_FILE'));
  },
  () => {
    throw explainUploadError(new Error('Unexpected end of form'));
  },
  () => checkSheetHeader(['Brand Name', 'Product Name'], BRAND_IMAGE_SHEET_COLUMNS),
  emptySheet(BRAND_IMAGE_SHEET_COLUMNS),
  malformedSheet(new CsvReadError('unclosed-quote', 4, 'Quote Not Closed: the parsing is finished with an opening quote at line 4')),
];

const FILE_TOO_LARGE = () => {
  throw explainUploadError(new MulterError('LIMIT_FILE_SIZE'));
};

const EXAMPLE_JOB_ID = 'universal-3f2a9c-import';

/**
 * The image spreadsheets of the Bulk Upload tab as background jobs on
 * the catalog's import pipeline, and the refused rows of a finished one as errors.csv. Admins only.
 */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller()
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminBulkUploadController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly audit: AuditRecorder,
  ) {}

  @Post('brands/bulk-upload/spreadsheet')
  @HttpCode(202)
  @UseInterceptors(SpreadsheetUploadInterceptor)
  @ApiOperation({
    summary: 'Upload a brand image spreadsheet',
    description:
      'Stores the CSV or Excel file and queues its import: each row sets a brand logo (logo), a product image (product) or adds a brand lifestyle image (lifestyle), from a file the brand uploaded (Image File Name) or an https image URL the worker fetches. ' +
      'Brand and product names must match exactly. The job result is {success, failed, errors: [{row, message}]}; refused rows come back with GET /api/admin/jobs/{jobId}/errors.csv. With dryRun=true nothing is written. The same file sent again while its job runs answers the same job.' +
      XLSX_LIMITS,
  })
  @ApiUpload({
    field: 'file',
    fileTypes: 'one .csv (comma or semicolon) or .xlsx file with the columns of bulk-image-upload-template.csv',
    maxBytes: MAX_PRODUCT_CSV_BYTES,
    description: 'Brand Name, Product Name, Image Type, Image File Name, Image URL (optional), Description (optional).',
    fileTooLarge: FILE_TOO_LARGE,
  })
  @ApiJob('GET /api/admin/jobs/{jobId}')
  @ApiAcceptedResponse({ type: QueuedImportDto, description: 'Queued: poll the job' })
  @ApiDomainErrors(...SPREADSHEET_400, SpreadsheetTooLargeError.inflated(DEFAULT_SPREADSHEET_LIMITS.maxInflatedBytes))
  @ApiErrors({ 503: ['QUEUE_UNAVAILABLE'] })
  uploadBrandImageSpreadsheet(@Query() query: BulkUploadProductsQueryDto, @CurrentUser() admin: SignedInUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<QueuedImportDto> {
    return this.queue('brand-images', query, admin, file);
  }

  @Post('universal/bulk-upload')
  @HttpCode(202)
  @UseInterceptors(SpreadsheetUploadInterceptor)
  @ApiOperation({
    summary: 'Upload the universal image spreadsheet',
    description:
      'Stores the CSV or Excel file and queues its import across all brands and products: Target Type brand or product; Set as Primary true replaces the logo or product image, false adds the image to the list. ' +
      'The job result is {success, failed, brandsUpdated, productsUpdated, errors}; refused rows come back with GET /api/admin/jobs/{jobId}/errors.csv. With dryRun=true nothing is written.' +
      XLSX_LIMITS,
  })
  @ApiUpload({
    field: 'file',
    fileTypes: 'one .csv (comma or semicolon) or .xlsx file with the columns of universal-bulk-image-upload-template.csv',
    maxBytes: MAX_PRODUCT_CSV_BYTES,
    description: 'Target Type, Brand Name, Product Name, Image Type, Image File Name, Image URL (optional), Description (optional), Set as Primary.',
    fileTooLarge: FILE_TOO_LARGE,
  })
  @ApiJob('GET /api/admin/jobs/{jobId}')
  @ApiAcceptedResponse({ type: QueuedImportDto, description: 'Queued: poll the job' })
  @ApiDomainErrors(...SPREADSHEET_400, SpreadsheetTooLargeError.inflated(DEFAULT_SPREADSHEET_LIMITS.maxInflatedBytes))
  @ApiErrors({ 503: ['QUEUE_UNAVAILABLE'] })
  uploadUniversalSpreadsheet(@Query() query: BulkUploadProductsQueryDto, @CurrentUser() admin: SignedInUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<QueuedImportDto> {
    return this.queue('universal', query, admin, file);
  }

  @Get('brands/bulk-upload/spreadsheet/template')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', `attachment; filename="${BRAND_IMAGE_SHEET_TEMPLATE_FILE_NAME}"`)
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Download the brand image spreadsheet template', description: 'bulk-image-upload-template.csv: the header and example rows, as an attachment. Changes nothing.' })
  @ApiOkResponse({ description: BRAND_IMAGE_SHEET_TEMPLATE_FILE_NAME, schema: { type: 'string', example: BRAND_IMAGE_SHEET_TEMPLATE } })
  brandImageTemplate(): StreamableFile {
    return new StreamableFile(Buffer.from(BRAND_IMAGE_SHEET_TEMPLATE, 'utf8'));
  }

  @Get('universal/bulk-upload/template')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', `attachment; filename="${UNIVERSAL_SHEET_TEMPLATE_FILE_NAME}"`)
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Download the universal spreadsheet template', description: 'universal-bulk-image-upload-template.csv: the header and example rows, as an attachment. Changes nothing.' })
  @ApiOkResponse({ description: UNIVERSAL_SHEET_TEMPLATE_FILE_NAME, schema: { type: 'string', example: UNIVERSAL_SHEET_TEMPLATE } })
  universalTemplate(): StreamableFile {
    return new StreamableFile(Buffer.from(UNIVERSAL_SHEET_TEMPLATE, 'utf8'));
  }

  @Get('admin/jobs/:jobId/errors.csv')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: "A finished import's refused rows (product CSV or image spreadsheet)",
    description:
      'The rows the import refused, exactly as uploaded, under the uploaded header plus an `error` column saying what to fix: fix them and upload this file again (the error column is ignored). Changes nothing.',
  })
  @ApiOkResponse({ description: 'CSV (UTF-8), as an attachment', schema: { type: 'string', example: 'Brand Name,Product Name,Image Type,Image File Name,error\r\nOak & Ash,,logo,missing.png,"Image File Name ""missing.png"" is not an image uploaded for brand ""Oak & Ash"""\r\n' } })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new ImportJobNotFoundError(EXAMPLE_JOB_ID), new ImportJobNotFinishedError(EXAMPLE_JOB_ID))
  @ApiErrors({ 503: ['QUEUE_UNAVAILABLE'] })
  async downloadErrorsCsv(@Param() { jobId }: ImportJobIdParamsDto, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const { fileName, lines }: { fileName: string; lines: AsyncIterable<string> } = await this.queryBus.execute(new GetImportErrorsCsvQuery(jobId));
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    return new StreamableFile(Readable.from(lines));
  }

  private async queue(kind: ImageSheetKind, query: BulkUploadProductsQueryDto, admin: SignedInUser, file: Express.Multer.File | undefined): Promise<QueuedImportDto> {
    if (!file) throw new NoSpreadsheetError();
    const dryRun = query.dryRun ?? false;
    const queued: QueuedImportDto = await this.commandBus.execute(new QueueImageImportCommand(kind, { path: file.path, originalName: file.originalname }, dryRun, admin.id));
    await this.audit.record({
      action: 'image_import.started',
      entityType: 'image_import',
      entityId: queued.jobId,
      actorUserId: admin.id,
      details: { kind, fileName: file.originalname, sizeBytes: file.size, dryRun, after: { state: 'queued' } },
    });
    return queued;
  }
}
