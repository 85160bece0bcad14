import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BRAND_FILTERS, BrandFilter } from '../../../domain/brand-filter';
import type { BrandView } from '../../../application/ports/catalog-read-model.port';

export class ListBrandsQueryDto {
  @ApiPropertyOptional({ enum: BRAND_FILTERS, description: 'usa and international follow the brand country; the others its tags' })
  @IsIn(BRAND_FILTERS, { message: `filter must be one of ${BRAND_FILTERS.join(', ')}` })
  @IsOptional()
  filter?: BrandFilter;
}

export class ProductThumbnailDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null: show the category emoji' }) image!: string | null;
  @ApiProperty({ type: [String] }) categories!: string[];
}

export class BrandDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) logo!: string | null;
  @ApiProperty({ type: [String] }) images!: string[];
  @ApiProperty({ type: String, nullable: true }) blurb!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty({ type: [String], description: 'Facts behind the filters: craft, organic, low-calorie, celebrity, premium, family-owned' }) tags!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166 alpha-2; US backs the usa filter', example: 'US' }) country!: string | null;
  @ApiProperty() verified!: boolean;
  @ApiProperty({ description: 'Products of the brand in the catalog' }) productCount!: number;
  @ApiProperty({ description: 'Distinct creators who endorsed at least one of its products ("Recommended by N creators")' }) recommendedByCount!: number;
  @ApiProperty({ type: [ProductThumbnailDto], description: 'Up to 3, featured first, then newest' }) productThumbnails!: ProductThumbnailDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export function toBrandDto(brand: BrandView): BrandDto {
  return { ...brand };
}
