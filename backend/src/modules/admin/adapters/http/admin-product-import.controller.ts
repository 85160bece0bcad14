import { Controller, Get, Header, HttpCode, Param, Post, Query, StreamableFile, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCookieAuth, ApiOkResponse, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  CancelProductImportCommand,
  GetProductImportJobQuery,
  ListProductImportJobsQuery,
  NoProductFileError,
  PRODUCT_CSV_TEMPLATE,
  PRODUCT_CSV_TEMPLATE_FILE_NAME,
  QueueProductImportCommand,
} from '../../../catalog';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import {
  BulkUploadProductsBodyDto,
  BulkUploadProductsQueryDto,
  ImportJobDto,
  ImportJobIdParamsDto,
  ListImportJobsQueryDto,
  QueuedImportDto,
} from './dto/product-import.dto';
import { AuditRecorder } from '../../application/audit-recorder';
import { ProductCsvUploadInterceptor } from './product-csv-upload.interceptor';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

/** Bulk product CSV import as background jobs (seed 001 §2 "Bulk upload panels", issue 5). Admins only. */
@ApiTags('Admin')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@ApiResponse({ status: 403, type: ErrorDto, description: 'Not an admin' })
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
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BulkUploadProductsBodyDto })
  @ApiResponse({ status: 202, type: QueuedImportDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: "'Invalid File Type: Please select a CSV file.', no file, or a header missing a required column" })
  @ApiResponse({ status: 413, type: ErrorDto, description: 'Larger than 100 MB' })
  @ApiResponse({ status: 503, type: ErrorDto, description: 'The job queue (Redis) is unreachable; nothing was stored' })
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
  @ApiOkResponse({ description: PRODUCT_CSV_TEMPLATE_FILE_NAME, schema: { type: 'string' } })
  downloadProductUploadTemplate(): StreamableFile {
    return new StreamableFile(Buffer.from(PRODUCT_CSV_TEMPLATE, 'utf8'));
  }

  /** Recent import jobs, newest first (finished ones are kept for 7 days). */
  @Get('jobs')
  @ApiOkResponse({ type: [ImportJobDto] })
  @ApiResponse({ status: 503, type: ErrorDto, description: 'The job queue is unreachable' })
  listImportJobs(@Query() query: ListImportJobsQueryDto): Promise<ImportJobDto[]> {
    return this.queryBus.execute(new ListProductImportJobsQuery(query.limit ?? 20));
  }

  /** One import job: state, progress 0–100 and, once completed, the result with the refused rows. */
  @Get('jobs/:jobId')
  @ApiOkResponse({ type: ImportJobDto })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such job' })
  getImportJob(@Param() { jobId }: ImportJobIdParamsDto): Promise<ImportJobDto> {
    return this.queryBus.execute(new GetProductImportJobQuery(jobId));
  }

  /** Stops an import: a waiting job is dropped; a running one stops after its current batch (rows already written stay). */
  @Post('jobs/:jobId/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: ImportJobDto })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such job' })
  @ApiResponse({ status: 409, type: ErrorDto, description: 'The job has already finished' })
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
