import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsUUID } from 'class-validator';

export class AddFavoriteProductDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsDefined({ message: 'productId is required' })
  productId!: string;
}

export class AddFavoriteBrandDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'brandId must be a brand id (a UUID)' })
  @IsDefined({ message: 'brandId is required' })
  brandId!: string;
}

/** A favorite product (seed 001 §3 client shape: id, name, price, categories). */
export class FavoriteProductDto {
  @ApiProperty({ format: 'uuid', description: 'The product id' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The product id again, under the name the taste profile reads' }) productId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Dollars', example: 42.5 }) price!: number;
  @ApiProperty({ type: String, isArray: true }) categories!: string[];
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) favoritedAt!: Date;
}

/** A favorite brand (seed 001 §3 client shape: id, name, logo, blurb). */
export class FavoriteBrandDto {
  @ApiProperty({ format: 'uuid', description: 'The brand id' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) logo!: string | null;
  @ApiProperty({ type: String, nullable: true }) blurb!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) favoritedAt!: Date;
}
