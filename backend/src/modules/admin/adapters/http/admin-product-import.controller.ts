import { Controller, Get, Header, HttpCode, Param, Post, Query, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CancelProductImportCommand,
  checkProductCsvHeader,
  CsvReadError,
  emptyProductCsv,
  GetProductImportJobQuery,
  ImportJobFinishedError,
  ImportJobNotFoundError,
  InvalidProductFileTypeError,
  ListProductImportJobsQuery,
  malformedProductCsv,
  NoProductFileError,
  PRODUCT_CSV_TEMPLATE,
  PRODUCT_CSV_TEMPLATE_FILE_NAME,
  QueueProductImportCommand,
} from '../../../catalog';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import {
  BulkUploadProductsQueryDto,
  ImportJobDto,
  ImportJobIdParamsDto,
  ListImportJobsQueryDto,
  QueuedImportDto,
} from './dto/product-import.dto';
import { MulterError } from 'multer';
import { explainUploadError, MAX_PRODUCT_CSV_BYTES, ProductCsvUploadInterceptor } from './product-csv-upload.interceptor';
import { ApiDomainErrors, ApiErrors, ApiJob, ApiRoles, ApiUpload, ErrorExample } from '../../../../shared/infrastructure/http/api-docs';
import { AuditRecorder } from '../../../audit';

const EXAMPLE_JOB_ID = 'products-3f2a9c-import';

const FILE_TOO_LARGE = () => {
  throw explainUploadError(new MulterError('LIMIT_FILE_SIZE'));
};

/** What an upload of the product CSV is refused for: the file, the multipart body, and the CSV's header or reading. */
const CSV_UPLOAD_REFUSALS: ErrorExample[] = [
  new InvalidProductFileTypeError(),
  new NoProductFileError(),
  () => {
    throw explainUploadError(new MulterError('LIMIT_UNEXPECTED_FILE'));
  },
  () => {
    throw explainUploadError(new Error('Unexpected end of form'));
  },
  () => checkProductCsvHeader(['name', 'brand']),
  () => checkProductCsvHeader(['name', 'brand', 'price', 'price']),
  emptyProductCsv(),
  malformedProductCsv(new CsvReadError('unclosed-quote', 2, 'an unclosed quote')),
];

/** Bulk product CSV import as background jobs. Admins only. */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminProductImportController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly audit: AuditRecorder,
  ) {}

  /**
   * Stores the CSV and queues its import; answers at once with the job to poll. The header is checked
   * now, so a file missing a required column is refused with 400 naming it.
   */
  @Post('products/bulk-upload')
  @HttpCode(202)
  @UseInterceptors(ProductCsvUploadInterceptor)
  @ApiOperation({
    summary: 'Upload a product CSV to import',
    description:
      'Stores the CSV and queues its import as a background job; products are matched by UPC or by name and brand, so re-importing a file updates instead of duplicating. ' +
      'The header is checked at once: a file missing a required column (name, brand, price) is refused with 400 naming it. With dryRun=true nothing is written and the job reports what would be created, updated and refused. ' +
      'The same file sent again while its job is still waiting or running answers the same job.',
  })
  @ApiUpload({
    field: 'file',
    fileTypes: 'one .csv file (text/csv, UTF-8) with the columns of GET /api/admin/products/bulk-upload/template',
    maxBytes: MAX_PRODUCT_CSV_BYTES,
    description: 'The product CSV: name, brand and price required; description, categories, available, image and upc optional.',
    fileTooLarge: FILE_TOO_LARGE,
  })
  @ApiJob('GET /api/admin/jobs/{jobId}')
  @ApiAcceptedResponse({ type: QueuedImportDto, description: 'Queued: poll the job' })
  @ApiDomainErrors(...CSV_UPLOAD_REFUSALS)
  @ApiErrors({ 503: ['QUEUE_UNAVAILABLE'] })
  async bulkUploadProducts(
    @Query() query: BulkUploadProductsQueryDto,
    @CurrentUser() admin: SignedInUser,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<QueuedImportDto> {
    if (!file) throw new NoProductFileError();
    const dryRun = query.dryRun ?? false;
    const queued: QueuedImportDto = await this.commandBus.execute(new QueueProductImportCommand({ path: file.path, originalName: file.originalname }, dryRun, admin.id));
    await this.audit.record({
      action: 'product_import.started',
      entityType: 'product_import',
      entityId: queued.jobId,
      actorUserId: admin.id,
      details: { fileName: file.originalname, sizeBytes: file.size, dryRun, after: { state: 'queued' } },
    });
    return queued;
  }

  /** The CSV template of the upload panel: the columns, with two example rows. */
  @Get('products/bulk-upload/template')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', `attachment; filename="${PRODUCT_CSV_TEMPLATE_FILE_NAME}"`)
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'Download the product CSV template',
    description: 'The CSV the upload panel offers: the header with every column and two example rows, as an attachment. Changes nothing.',
  })
  @ApiOkResponse({ description: PRODUCT_CSV_TEMPLATE_FILE_NAME, schema: { type: 'string', example: PRODUCT_CSV_TEMPLATE } })
  downloadProductUploadTemplate(): StreamableFile {
    return new StreamableFile(Buffer.from(PRODUCT_CSV_TEMPLATE, 'utf8'));
  }

  /** Recent import jobs, newest first (finished ones are kept for 7 days). */
  @Get('jobs')
  @ApiOperation({
    summary: 'Recent import jobs',
    description: 'The newest import jobs first, up to `limit` (1 to 100, default 20); finished jobs are kept for 7 days. Changes nothing.',
  })
  @ApiOkResponse({ type: [ImportJobDto] })
  @ApiErrors({ 503: ['QUEUE_UNAVAILABLE'] })
  listImportJobs(@Query() query: ListImportJobsQueryDto): Promise<ImportJobDto[]> {
    return this.queryBus.execute(new ListProductImportJobsQuery(query.limit ?? 20));
  }

  /** One import job: state, progress 0–100 and, once completed, the result with the refused rows. */
  @Get('jobs/:jobId')
  @ApiOperation({
    summary: 'One import job',
    description: 'Poll this after an upload: state (waiting, active, completed, failed), progress 0–100 and, once completed, the result with the refused rows. A few seconds between polls is plenty. Changes nothing.',
  })
  @ApiOkResponse({ type: ImportJobDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new ImportJobNotFoundError(EXAMPLE_JOB_ID))
  @ApiErrors({ 503: ['QUEUE_UNAVAILABLE'] })
  getImportJob(@Param() { jobId }: ImportJobIdParamsDto): Promise<ImportJobDto> {
    return this.queryBus.execute(new GetProductImportJobQuery(jobId));
  }

  /** Stops an import: a waiting job is dropped; a running one stops after its current batch (rows already written stay). */
  @Post('jobs/:jobId/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel an import job',
    description: 'A waiting job is dropped; a running one stops after its current batch (rows already written stay). Answers the job as it is now. A finished job cannot be cancelled (409).',
  })
  @ApiOkResponse({ type: ImportJobDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new ImportJobNotFoundError(EXAMPLE_JOB_ID), new ImportJobFinishedError(EXAMPLE_JOB_ID))
  @ApiErrors({ 503: ['QUEUE_UNAVAILABLE'] })
  async cancelImportJob(@Param() { jobId }: ImportJobIdParamsDto, @CurrentUser() admin: SignedInUser): Promise<ImportJobDto> {
    const job: ImportJobDto = await this.commandBus.execute(new CancelProductImportCommand(jobId));
    await this.audit.record({
      action: 'product_import.cancelled',
      entityType: 'product_import',
      entityId: jobId,
      actorUserId: admin.id,
      details: { after: { state: job.state, failedReason: job.failedReason } },
    });
    return job;
  }
}
