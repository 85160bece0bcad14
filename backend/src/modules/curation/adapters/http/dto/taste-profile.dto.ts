import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { trimToUndefined } from '../../../../../shared/infrastructure/http/query-transforms';

export class RecommendationsQueryDto {
  @ApiPropertyOptional({ description: "Two-letter state the shopper chose: products that can reach it come first, and each says whether it is available there", example: 'CA', pattern: '^[A-Za-z]{2}$' })
  @Matches(/^[A-Za-z]{2}$/, { message: 'state must be a two-letter state code such as CA' })
  @IsString({ message: 'state must be a two-letter state code such as CA' })
  @IsOptional()
  @Transform(trimToUndefined)
  state?: string;
}

class RecommendedBrandDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Juniper & Co' }) name!: string;
}

export class RecommendedProductDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ example: 'Coastal Botanical Gin' }) name!: string;
  @ApiProperty({ type: RecommendedBrandDto }) brand!: RecommendedBrandDto;
  @ApiMoney(34) price!: number;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/coastal-botanical-gin.svg' }) image!: string | null;
  @ApiProperty({ type: String, isArray: true, example: ['gin'] }) categories!: string[];
  @ApiProperty({ type: String, nullable: true, example: '43%' }) abv!: string | null;
}

export class RecommendationDto {
  @ApiProperty({ type: RecommendedProductDto }) product!: RecommendedProductDto;
  @ApiProperty({ example: 'Because you hearted 3 gins', description: 'The strongest reason it was chosen' }) reason!: string;
  @ApiProperty({ example: 17, description: 'The score (docs/decisions/media-and-profiles.md, "Public profile"); higher is closer to your hearts' }) score!: number;
  @ApiProperty({ type: Boolean, nullable: true, example: true, description: 'Available (true) or Coming Soon (false) for the state; null when no state was given' }) availableInState!: boolean | null;
}

export class RecommendationsDto {
  @ApiProperty({ example: 7, description: 'How many products you have hearted' }) heartCount!: number;
  @ApiProperty({ example: 5, description: 'Hearts needed before there are recommendations' }) minimumHearts!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Heart 2 more products to get personalized recommendations.', description: 'Why the list is empty; null when it is not' }) message!: string | null;
  @ApiProperty({ type: RecommendationDto, isArray: true, description: 'Best first, those reaching the chosen state first; at most 12 (the page shows 6)' }) recommendations!: RecommendationDto[];
}

class CategoryCountDto {
  @ApiProperty({ example: 'gin' }) category!: string;
  @ApiProperty({ example: 3 }) count!: number;
}

class BrandCountDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Juniper & Co' }) name!: string;
  @ApiProperty({ example: 2 }) count!: number;
}

class PriceBandDto {
  @ApiMoney(30, 'Lower end (25th percentile of hearted prices)') min!: number;
  @ApiMoney(55, 'Upper end (75th percentile)') max!: number;
}

class AbvRangeDto {
  @ApiProperty({ example: 40, description: 'Lowest alcohol by volume, percent' }) lowest!: number;
  @ApiProperty({ example: 46, description: 'Highest alcohol by volume, percent' }) highest!: number;
}

/** Your Taste Insights, computed from the hearted products. */
export class TasteInsightsDto {
  @ApiProperty({ example: 7 }) heartCount!: number;
  @ApiProperty({ example: 25, description: 'Hearts for a complete profile' }) completeAt!: number;
  @ApiProperty({ example: 28, description: 'Percent complete (100 at 25 hearts)' }) percentComplete!: number;
  @ApiProperty({ type: CategoryCountDto, isArray: true, description: 'Up to 3, most hearted first' }) topCategories!: CategoryCountDto[];
  @ApiProperty({ type: BrandCountDto, isArray: true, description: 'Up to 3, most hearted first' }) favoriteBrands!: BrandCountDto[];
  @ApiProperty({ type: PriceBandDto, nullable: true }) priceBand!: PriceBandDto | null;
  @ApiProperty({ type: AbvRangeDto, nullable: true, description: 'Percent ABV; null when no hearted product states one' }) abvRange!: AbvRangeDto | null;
}
