import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  CATEGORY_SLUG_PATTERN,
  DEFAULT_PRODUCT_PAGE_SIZE,
  MAX_CATEGORY_SLUG_LENGTH,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MIN_SEARCH_LENGTH,
  PRODUCT_SELECTIONS,
  ProductSelection,
} from '../../../domain/product-listing';
import { toBoolean, toNumber, trimToUndefined } from '../../../../../shared/infrastructure/http/query-transforms';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}`;
const OFFSET_MESSAGE = 'offset must be a whole number of 0 or more';
export const MAX_OFFSET = 1_000_000_000;

/** A two-letter state, as the address dialog keeps it. */
export class StateQueryDto {
  @ApiPropertyOptional({ description: "Two-letter state of the shopper's address: each product gets availableInState, deliveryInState, shippingInState, stateRestricted and unavailableReason", example: 'CA', pattern: '^[A-Za-z]{2}$' })
  @Matches(/^[A-Za-z]{2}$/, { message: 'state must be a two-letter state code such as CA' })
  @IsString({ message: 'state must be a two-letter state code such as CA' })
  @IsOptional()
  @Transform(trimToUndefined)
  state?: string;
}

export class ListProductsQueryDto extends StateQueryDto {
  @ApiPropertyOptional({ description: 'Category slug: products listing it among their categories', example: 'whiskey', pattern: CATEGORY_SLUG_PATTERN.source, maxLength: MAX_CATEGORY_SLUG_LENGTH })
  @Matches(CATEGORY_SLUG_PATTERN, { message: 'category must be a category slug such as whiskey or cocktail-kits (lowercase letters, digits and dashes)' })
  @MaxLength(MAX_CATEGORY_SLUG_LENGTH, { message: `category must be at most ${MAX_CATEGORY_SLUG_LENGTH} characters` })
  @IsString({ message: 'category must be a category slug such as whiskey' })
  @IsOptional()
  @Transform(trimToUndefined)
  category?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this brand's products", example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' })
  @IsUUID('all', { message: 'brandId must be a brand id (a UUID)' })
  @IsOptional()
  @Transform(trimToUndefined)
  brandId?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'true: featured products only; false: the others', example: true })
  @IsBoolean({ message: 'featured must be true or false' })
  @IsOptional()
  @Transform(toBoolean)
  featured?: boolean;

  @ApiPropertyOptional({ description: 'Case-insensitive text contained in the name, the description or the brand name', minLength: MIN_SEARCH_LENGTH, maxLength: MAX_SEARCH_LENGTH, example: 'bourbon' })
  @Length(MIN_SEARCH_LENGTH, MAX_SEARCH_LENGTH, { message: `search must be ${MIN_SEARCH_LENGTH} to ${MAX_SEARCH_LENGTH} characters` })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  @Transform(trimToUndefined)
  search?: string;

  @ApiPropertyOptional({
    enum: PRODUCT_SELECTIONS,
    enumName: 'ProductSelection',
    description:
      "A category page's filter chip: premium (tagged premium, or $50 or more), craft (tagged craft or small-batch, or a brand tagged craft), " +
      'limited-edition (tagged limited-edition, single-barrel or cask-strength), top-rated (rated by curators, best average first)',
    example: 'top-rated',
  })
  @IsIn(PRODUCT_SELECTIONS, { message: `selection must be one of ${PRODUCT_SELECTIONS.join(', ')}` })
  @IsOptional()
  @Transform(trimToUndefined)
  selection?: ProductSelection;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_PRODUCT_PAGE_SIZE, default: DEFAULT_PRODUCT_PAGE_SIZE, example: 20 })
  @Max(MAX_PRODUCT_PAGE_SIZE, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  @IsOptional()
  @Transform(toNumber)
  limit?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, default: 0, example: 0 })
  @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })
  @Min(0, { message: OFFSET_MESSAGE })
  @IsInt({ message: OFFSET_MESSAGE })
  @IsOptional()
  @Transform(toNumber)
  offset?: number;
}
