import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { toInteger } from './query-transforms';

/** `limit` and `offset` of a server-paged list (the answer carries X-Total-Count; document it with ApiPaged). */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50, example: 50 })
  @Max(200, { message: 'limit must be at most 200' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10_000_000, default: 0, example: 0 })
  @Max(10_000_000, { message: 'offset must be at most 10000000' })
  @Min(0, { message: 'offset must be at least 0' })
  @IsInt({ message: 'offset must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  offset?: number;
}

