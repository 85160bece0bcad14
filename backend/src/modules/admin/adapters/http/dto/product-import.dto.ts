import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { toBoolean, toInteger } from '../../../../../shared/infrastructure/http/query-transforms';

export class BulkUploadProductsQueryDto {
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Validate and report what would be created, updated and refused, writing nothing', example: false })
  @IsBoolean({ message: 'dryRun must be true or false' })
  @IsOptional()
  @Transform(toBoolean)
  dryRun?: boolean;
}

export class BulkUploadProductsBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The product CSV (name, description, brand, price, categories, available, image, upc); at most 100 MB' })
  file!: unknown;
}

export class QueuedImportDto {
  @ApiProperty({ example: 'products-3f2a…-import', description: 'Follows from the file content: the same file submitted twice while it is processed is one job' })
  jobId!: string;
}

export class ImportJobIdParamsDto {
  @ApiProperty({ example: 'products-3f2a9c-import' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, { message: 'jobId must be a job id as returned by the upload (letters, digits, - and _)' })
  jobId!: string;
}

export class ListImportJobsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20, example: 20 })
  @Max(100, { message: 'limit must be at most 100' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  limit?: number;
}

export class ImportRowErrorDto {
  @ApiProperty({ example: 7, description: 'The row as a spreadsheet numbers it (the header is row 1)' }) row!: number;
  @ApiPropertyOptional({ example: "price must be a number ≥ 0, got 'abc'", description: 'Product CSV rows: what is wrong' }) error?: string;
  @ApiPropertyOptional({ example: 'Brand "Oak & Ash" does not exist; use the exact name of an existing brand', description: 'Image spreadsheet rows: what is wrong' }) message?: string;
}

export class ImportResultDto {
  @ApiProperty({ description: 'Rows imported or applied; in a dry run, rows that would be', example: 98 }) success!: number;
  @ApiProperty({ description: 'Data rows read', type: 'integer', example: 100 }) total!: number;
  @ApiPropertyOptional({ description: 'Product CSV: products created', example: 90 }) created?: number;
  @ApiPropertyOptional({ description: 'Product CSV: products updated', example: 8 }) updated?: number;
  @ApiProperty({ type: [ImportRowErrorDto], description: 'The first 1000 refused rows, in row order; all of them are in GET /api/admin/jobs/{jobId}/errors.csv' }) errors!: ImportRowErrorDto[];
  @ApiPropertyOptional({ description: 'Product CSV: all refused rows, listed or not', example: 2 }) errorCount?: number;
  @ApiProperty({ example: false }) dryRun!: boolean;
  @ApiPropertyOptional({ enum: ['brand-images', 'universal'], enumName: 'ImageImportKind', description: 'Image spreadsheets: which one', example: 'universal' }) kind?: 'brand-images' | 'universal';
  @ApiPropertyOptional({ description: 'Image spreadsheets: rows refused (all of them are in errors.csv)', example: 2 }) failed?: number;
  @ApiPropertyOptional({ description: 'Image spreadsheets: brands whose logo or images changed', example: 3 }) brandsUpdated?: number;
  @ApiPropertyOptional({ description: 'Image spreadsheets: products whose image or images changed', example: 40 }) productsUpdated?: number;
  @ApiPropertyOptional({ description: 'The upload, under which its refused rows are kept for errors.csv', example: '6f1c2a9e-3b7d-4c1e-9a2f-0d8e7b6c5a41' }) importId?: string;
  @ApiPropertyOptional({ type: [String], description: 'The header row as uploaded (the first line of errors.csv)', example: ['Brand Name', 'Product Name', 'Image Type', 'Image File Name'] }) header?: string[];
}

export class ImportJobDto {
  @ApiProperty({ example: 'products-3f2a9c-import' }) id!: string;
  @ApiProperty({ example: 'catalog.import-products' }) name!: string;
  @ApiProperty({ enum: ['waiting', 'active', 'completed', 'failed'], enumName: 'ImportJobState', example: 'completed' }) state!: 'waiting' | 'active' | 'completed' | 'failed';
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Share of the file processed, in percent', example: 100 }) progress!: number;
  @ApiProperty({ type: ImportResultDto, nullable: true, description: 'Set once the job has completed' }) result!: ImportResultDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the job failed, once it has failed for good (or was cancelled)', example: 'Cancelled by an admin' }) failedReason!: string | null;
  @ApiProperty({ description: 'Attempts made so far (3 at most)', example: 1 }) attemptsMade!: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-20T18:31:12.000Z' }) finishedAt!: Date | null;
}

