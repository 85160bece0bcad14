import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);

export class AdminStatsDto {
  @ApiProperty({ description: 'Total Users' }) totalUsers!: number;
  @ApiProperty({ description: 'Active Curators (creators)' }) activeCurators!: number;
  @ApiProperty({ description: 'Partner Brands' }) partnerBrands!: number;
  @ApiProperty({ description: 'Total Products' }) totalProducts!: number;
}

/** Far past any real catalog (20 million rows at the largest page size), and keeps the offset a safe integer in SQL. */
export const MAX_ADMIN_PRODUCT_PAGE = 100_000;

export class ListAdminProductsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ADMIN_PRODUCT_PAGE, default: 1 })
  @Max(MAX_ADMIN_PRODUCT_PAGE, { message: `page must be at most ${MAX_ADMIN_PRODUCT_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @Max(200, { message: 'pageSize must be at most 200' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  pageSize?: number;
}

export class AdminProductDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: "The brand's name" }) brand!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The first (primary) category; the table shows N/A when null' }) category!: string | null;
  @ApiProperty({ example: 54.99, description: 'US dollars' }) price!: number;
  @ApiProperty({ description: 'Shown as Available or Out of Stock' }) availableForDelivery!: boolean;
}

export class AdminProductPageDto {
  @ApiProperty({ type: [AdminProductDto] }) items!: AdminProductDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
