import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { USER_ACTIVITY_KINDS, type UserActivityKind } from '../../../../../shared/application/user-activity';
import { toInteger } from '../../../../../shared/infrastructure/http/query-transforms';

export const MAX_ACTIVITY_PAGE = 200;
export const MAX_ACTIVITY_PAGE_SIZE = 50;
export const DEFAULT_ACTIVITY_PAGE_SIZE = 20;

export class UserActivityQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ACTIVITY_PAGE, default: 1, example: 1 })
  @Max(MAX_ACTIVITY_PAGE, { message: `page must be at most ${MAX_ACTIVITY_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ACTIVITY_PAGE_SIZE, default: DEFAULT_ACTIVITY_PAGE_SIZE, example: DEFAULT_ACTIVITY_PAGE_SIZE })
  @Max(MAX_ACTIVITY_PAGE_SIZE, { message: `pageSize must be at most ${MAX_ACTIVITY_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  pageSize?: number;
}

export class UserActivityItemDto {
  @ApiProperty({ description: 'The id of the row the line comes from (an order, a shipment event, a favorite, …); unique within its kind', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
  id!: string;
  @ApiProperty({ enum: USER_ACTIVITY_KINDS, enumName: 'UserActivityKind', example: 'order' }) kind!: UserActivityKind;
  @ApiProperty({ format: 'date-time', example: '2026-11-27T18:42:05.120Z' }) occurredAt!: string;
  @ApiProperty({ example: 'Order placed' }) title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A status or amount, when there is one', example: 'processing · $84.00' }) detail!: string | null;
  @ApiProperty({ description: 'The storefront path where it happened', example: '/orders/7c9e6679-7425-40de-944b-e07fc1f90ae7' }) link!: string;
}

export class UserActivityPageDto {
  @ApiProperty({ type: [UserActivityItemDto] }) items!: UserActivityItemDto[];
  @ApiProperty({ type: 'integer', example: 42 }) total!: number;
  @ApiProperty({ type: 'integer', example: 1 }) page!: number;
  @ApiProperty({ type: 'integer', example: DEFAULT_ACTIVITY_PAGE_SIZE }) pageSize!: number;
}
