import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BRAND_FILTERS, BrandFilter } from '../../../domain/brand-filter';
import type { BrandView } from '../../../application/catalog-views';

export class ListBrandsQueryDto {
  @ApiPropertyOptional({ enum: BRAND_FILTERS, enumName: 'BrandFilter', description: 'usa and international follow the brand country; the others its tags', example: 'craft' })
  @IsIn(BRAND_FILTERS, { message: `filter must be one of ${BRAND_FILTERS.join(', ')}` })
  @IsOptional()
  filter?: BrandFilter;
}

export class ProductThumbnailDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null: show the category emoji', example: '/images/products/ember-oak-straight-rye.svg' }) image!: string | null;
  @ApiProperty({ type: [String], example: ['whiskey', 'rye'] }) categories!: string[];
}

export class BrandDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/brands/ember-oak.svg' }) logo!: string | null;
  @ApiProperty({ type: [String], example: ['/images/brands/ember-oak-distillery.jpg'] }) images!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "The images' descriptions (alt text, the image spreadsheets' Description column) by image path, for the logo and the images that have one",
    example: { '/images/brands/ember-oak-distillery.jpg': 'The copper pot still at dusk' },
  })
  imageDescriptions!: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, example: 'Hudson Valley rye, grain to glass.' }) blurb!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Small-batch distillery in the Hudson Valley making rye and bourbon since 2012.' }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://emberandoak.example.com' }) website!: string | null;
  @ApiProperty({ type: [String], example: ['whiskey', 'rye'] }) categories!: string[];
  @ApiProperty({ type: [String], description: 'Facts behind the filters: craft, organic, low-calorie, celebrity, premium, family-owned', example: ['craft', 'family-owned'] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166 alpha-2; US backs the usa filter', example: 'US' }) country!: string | null;
  @ApiProperty({ example: true }) verified!: boolean;
  @ApiProperty({ description: 'Products of the brand in the catalog', example: 12 }) productCount!: number;
  @ApiProperty({ description: 'Distinct creators who endorsed at least one of its products ("Recommended by N creators")', example: 4 }) recommendedByCount!: number;
  @ApiProperty({ type: [ProductThumbnailDto], description: 'Up to 3, featured first, then newest' }) productThumbnails!: ProductThumbnailDto[];
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
}

export function toBrandDto(brand: BrandView): BrandDto {
  return { ...brand };
}
