import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { PRODUCT_AVAILABILITIES, type ProductAvailability } from '../../../../catalog';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { toInteger } from '../../../../../shared/infrastructure/http/query-transforms';

export class AdminStatsDto {
  @ApiProperty({ description: 'Total Users', example: 1523 }) totalUsers!: number;
  @ApiProperty({ description: 'Active Curators (creators)', example: 37 }) activeCurators!: number;
  @ApiProperty({ description: 'Partner Brands', example: 64 }) partnerBrands!: number;
  @ApiProperty({ description: 'Total Products', example: 842 }) totalProducts!: number;
}

/** Far past any real catalog (20 million rows at the largest page size), and keeps the offset a safe integer in SQL. */
export const MAX_ADMIN_PRODUCT_PAGE = 100_000;

export class ListAdminProductsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ADMIN_PRODUCT_PAGE, default: 1, example: 1 })
  @Max(MAX_ADMIN_PRODUCT_PAGE, { message: `page must be at most ${MAX_ADMIN_PRODUCT_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50, example: 50 })
  @Max(200, { message: 'pageSize must be at most 200' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  pageSize?: number;
}

export class AdminProductDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) name!: string;
  @ApiProperty({ description: "The brand's name", example: 'Ember & Oak Distilling' }) brand!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The first (primary) category; the table shows N/A when null', example: 'whiskey' }) category!: string | null;
  @ApiMoney(42.5, 'Price of the standard bottle') price!: number;
  @ApiProperty({ description: 'Same-day delivery is offered (the specification\'s field); a ship-only product is false here yet for sale: read availability', example: true }) availableForDelivery!: boolean;
  @ApiProperty({
    enum: PRODUCT_AVAILABILITIES,
    enumName: 'ProductAvailability',
    description: 'What the table shows: available (delivery and shipping), ship_only, delivery_only, or out_of_stock (not for sale, or neither way offered)',
    example: 'ship_only',
  })
  availability!: ProductAvailability;
}

export class AdminProductPageDto {
  @ApiProperty({ type: [AdminProductDto] }) items!: AdminProductDto[];
  @ApiProperty({ type: 'integer', example: 842 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 50 }) pageSize!: number;
}
