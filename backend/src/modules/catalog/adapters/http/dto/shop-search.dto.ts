import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '../../../domain/product-listing';
import { trimToUndefined } from '../../../../../shared/infrastructure/http/query-transforms';
import type { ShopSearchResult } from '../../../application/queries/search-shop/search-shop.query';
import type { ShopFigures } from '../../../application/queries/get-shop-figures/get-shop-figures.query';
import { ProductDto, toProductDto } from './product.dto';

const SEARCH_TEXT_MESSAGE = `q must be ${MIN_SEARCH_LENGTH} to ${MAX_SEARCH_LENGTH} characters`;

export class ShopSearchQueryDto {
  @ApiProperty({ description: 'What the shopper typed: matched like the catalog search (products), and as contained text in brand names and curator handles and names', minLength: MIN_SEARCH_LENGTH, maxLength: MAX_SEARCH_LENGTH, example: 'gin' })
  @Length(MIN_SEARCH_LENGTH, MAX_SEARCH_LENGTH, { message: SEARCH_TEXT_MESSAGE })
  @IsString({ message: SEARCH_TEXT_MESSAGE })
  @Transform(trimToUndefined)
  q!: string;
}

export class SearchBrandDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Juniper Lane' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/brands/juniper-lane.svg' }) logo!: string | null;
  @ApiProperty({ example: 5 }) productCount!: number;
}

export class SearchCreatorDto {
  @ApiProperty({ format: 'uuid', example: '6a0f7b8c-1d2e-4f3a-9b4c-5d6e7f8a9b0c' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Torres' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/creators/maya.svg' }) avatar!: string | null;
}

export class ShopSearchDto {
  @ApiProperty({ type: [ProductDto], description: 'Up to 5 products, most relevant first (the catalog search)' }) products!: ProductDto[];
  @ApiProperty({ type: [SearchBrandDto], description: 'Up to 5 brands, names starting with the text first' }) brands!: SearchBrandDto[];
  @ApiProperty({ type: [SearchCreatorDto], description: 'Up to 5 curators, handles or names starting with the text first' }) creators!: SearchCreatorDto[];
}

export function toShopSearchDto(result: ShopSearchResult): ShopSearchDto {
  return { products: result.products.map((product) => toProductDto({ ...product, availability: null })), brands: result.brands, creators: result.creators };
}

export class ShopFiguresDto implements ShopFigures {
  @ApiProperty({ description: 'Curator pages', example: 9 }) creators!: number;
  @ApiProperty({ example: 12 }) brands!: number;
  @ApiProperty({ example: 54 }) products!: number;
}
