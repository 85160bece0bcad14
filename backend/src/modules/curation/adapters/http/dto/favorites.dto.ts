import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { IsDefined, IsUUID } from 'class-validator';

export class AddFavoriteProductDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsDefined({ message: 'productId is required' })
  productId!: string;
}

export class AddFavoriteBrandDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' })
  @IsUUID('4', { message: 'brandId must be a brand id (a UUID)' })
  @IsDefined({ message: 'brandId is required' })
  brandId!: string;
}

/** A favorite product (the specification's client shape: id, name, price, categories). */
export class FavoriteProductDto {
  @ApiProperty({ format: 'uuid', description: 'The product id', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The product id again, under the name the taste profile reads', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) productId!: string;
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) name!: string;
  @ApiMoney(42.5, 'Price of the standard bottle') price!: number;
  @ApiProperty({ type: String, isArray: true, example: ['whiskey', 'rye'] }) categories!: string[];
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-straight-rye.svg' }) image!: string | null;
  @ApiProperty({ description: 'In stock (false: it cannot be bought now)', example: true }) available!: boolean;
  @ApiProperty({ description: 'Offered for same-day delivery', example: true }) deliveryAvailable!: boolean;
  @ApiProperty({ description: 'Offered for 2-day shipping', example: true }) shippingAvailable!: boolean;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) favoritedAt!: Date;
}

/** A favorite brand (the specification's client shape: id, name, logo, blurb). */
export class FavoriteBrandDto {
  @ApiProperty({ format: 'uuid', description: 'The brand id', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/brands/ember-oak.svg' }) logo!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Hudson Valley rye, grain to glass.' }) blurb!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) favoritedAt!: Date;
}
