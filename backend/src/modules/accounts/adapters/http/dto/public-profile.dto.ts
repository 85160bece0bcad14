import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The page's query string, forwarded: the utm parameters of a shared link. */
export class PublicProfileQueryDto {
  @ApiPropertyOptional({ maxLength: 100, example: 'mayapours', description: "Who shared the link: a username, creator handle or utm code. Accepted and validated; the view is not a click (the profile's product links carry the source, and following one is the click)" })
  @MaxLength(100, { message: 'utm_source must be at most 100 characters' })
  @IsString({ message: 'utm_source must be text' })
  @Transform(trim)
  @IsOptional()
  utm_source?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'shared_profile' })
  @MaxLength(100, { message: 'utm_medium must be at most 100 characters' })
  @IsString({ message: 'utm_medium must be text' })
  @IsOptional()
  utm_medium?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'profile' })
  @MaxLength(100, { message: 'utm_campaign must be at most 100 characters' })
  @IsString({ message: 'utm_campaign must be text' })
  @IsOptional()
  utm_campaign?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'bio-link' })
  @MaxLength(100, { message: 'utm_content must be at most 100 characters' })
  @IsString({ message: 'utm_content must be text' })
  @IsOptional()
  utm_content?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'rye' })
  @MaxLength(100, { message: 'utm_term must be at most 100 characters' })
  @IsString({ message: 'utm_term must be text' })
  @IsOptional()
  utm_term?: string;
}

/** Only public fields: never email, role, tier, banking or password. */
export class PublicUserDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) username!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Okafor' }) displayName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Bartender turned home-bar coach.' }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77' }) profileImage!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/objects/uploads/5d1c8a7e-2b4f-4c3a-9e6d-7a8b9c0d1e2f' }) heroImage!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-01-15T12:00:00.000Z', description: 'Member since' }) createdAt!: Date;
}

export class PublicFavoriteProductDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) name!: string;
  @ApiMoney(42.5) price!: number;
  @ApiProperty({ type: String, isArray: true, example: ['whiskey'] }) categories!: string[];
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-straight-rye.svg' }) image!: string | null;
}

export class PublicFavoriteBrandDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/brands/ember-oak.svg' }) logo!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Hudson Valley rye, grain to glass.' }) blurb!: string | null;
}

export class PublicCollectionProductDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-straight-rye.svg' }) image!: string | null;
  @ApiMoney(42.5) price!: number;
}

export class PublicCollectionDto {
  @ApiProperty({ format: 'uuid', example: '5d1c8a7e-2b4f-4c3a-9e6d-7a8b9c0d1e2f' }) id!: string;
  @ApiProperty({ example: 'Winter Warmers' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Bottles for cold nights.' }) description!: string | null;
  @ApiProperty({ example: 6 }) productCount!: number;
  @ApiProperty({ type: PublicCollectionProductDto, isArray: true, description: 'The first 4 products, in the owner’s order' }) products!: PublicCollectionProductDto[];
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
}

/** The specification's shape: user, favoriteProducts, favoriteBrands, publicCollections. */
export class PublicProfileDto {
  @ApiProperty({ type: PublicUserDto }) user!: PublicUserDto;
  @ApiProperty({ type: PublicFavoriteProductDto, isArray: true }) favoriteProducts!: PublicFavoriteProductDto[];
  @ApiProperty({ type: PublicFavoriteBrandDto, isArray: true }) favoriteBrands!: PublicFavoriteBrandDto[];
  @ApiProperty({ type: PublicCollectionDto, isArray: true, description: 'Public collections only, newest first' }) publicCollections!: PublicCollectionDto[];
}
