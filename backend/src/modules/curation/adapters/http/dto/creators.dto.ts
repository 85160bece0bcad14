import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  DEFAULT_CREATOR_PAGE_SIZE,
  DEFAULT_FEED_PAGE_SIZE,
  ENDORSEMENT_DISCLOSURES,
  EndorsementDisclosure,
  FEED_TABS,
  FeedTab,
  MAX_CREATOR_PAGE_SIZE,
  MAX_FEED_PAGE_SIZE,
} from '../../../domain/feed';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { FeedProductDto } from './feed-product.dto';
import { PageQueryDto } from '../../../../../shared/infrastructure/http/page-query.dto';
import { toBoolean, toNumber, trimToUndefined } from '../../../../../shared/infrastructure/http/query-transforms';

const CREATOR_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_CREATOR_PAGE_SIZE}`;
const FEED_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_FEED_PAGE_SIZE}`;

export class ListCreatorsQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: featured creators only', example: true })
  @IsBoolean({ message: 'featured must be true or false' })
  @IsOptional()
  @Transform(toBoolean)
  featured?: boolean;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_CREATOR_PAGE_SIZE, default: DEFAULT_CREATOR_PAGE_SIZE, example: 20 })
  @Max(MAX_CREATOR_PAGE_SIZE, { message: CREATOR_LIMIT_MESSAGE })
  @Min(1, { message: CREATOR_LIMIT_MESSAGE })
  @IsInt({ message: CREATOR_LIMIT_MESSAGE })
  @IsOptional()
  @Transform(toNumber)
  limit?: number;
}

export class ListCohortsQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: featured cohorts only', example: true })
  @IsBoolean({ message: 'featured must be true or false' })
  @IsOptional()
  @Transform(toBoolean)
  featured?: boolean;
}

export class FeedQueryDto {
  @ApiPropertyOptional({ enum: FEED_TABS, enumName: 'FeedTab', default: 'latest', example: 'latest' })
  @IsIn(FEED_TABS, { message: `tab must be one of ${FEED_TABS.join(', ')}` })
  @IsOptional()
  @Transform(trimToUndefined)
  tab?: FeedTab;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_FEED_PAGE_SIZE, default: DEFAULT_FEED_PAGE_SIZE, example: 20 })
  @Max(MAX_FEED_PAGE_SIZE, { message: FEED_LIMIT_MESSAGE })
  @Min(1, { message: FEED_LIMIT_MESSAGE })
  @IsInt({ message: FEED_LIMIT_MESSAGE })
  @IsOptional()
  @Transform(toNumber)
  limit?: number;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this creator's endorsements", example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' })
  @IsUUID('all', { message: 'creatorId must be a creator id (a UUID)' })
  @IsOptional()
  @Transform(trimToUndefined)
  creatorId?: string;
}

export class CreatorDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Pours' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Null: pages show 'Expert curator with a passion for premium spirits'", example: 'Bartender in Brooklyn, pouring rye since 2014.' }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/creators/mayapours.svg' }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null: pages use the per-handle default hero', example: '/images/creators/mayapours-hero.jpg' }) heroImage!: string | null;
  @ApiProperty({ example: true }) verified21!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'mayapours' }) instagramHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'mayapours' }) tiktokHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'mayapours' }) youtubeHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'mayapours' }) twitterHandle!: string | null;
  @ApiProperty({ description: 'Audience count including the follows in the shop', example: 1280 }) followers!: number;
  @ApiProperty({ type: Number, nullable: true, example: 4.9, description: 'Null when not rated yet: pages show their default 4.8' }) rating!: number | null;
  @ApiProperty({ example: true }) featured!: boolean;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The account that owns this page (pages offer it no Follow); null when none does', example: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7' })
  userId!: string | null;
}

export class CohortDto {
  @ApiProperty({ format: 'uuid', example: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5e' }) id!: string;
  @ApiProperty({ example: 'Whiskey Lovers' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Curators who live for brown spirits.' }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/cohorts/whiskey-lovers.svg' }) image!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'whiskey' }) category!: string | null;
  @ApiProperty({ example: true }) featured!: boolean;
  @ApiProperty({ description: 'Default 0', example: 12 }) creatorCount!: number;
}

export class CreatorCollectionDto {
  @ApiProperty({ format: 'uuid', example: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e' }) id!: string;
  @ApiProperty({ example: 'Home Bar Starter Kit' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Five bottles to build a home bar around.' }) description!: string | null;
  @ApiProperty({ type: [String], description: "The collection's products still in the catalog, in the creator's order", example: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] }) productIds!: string[];
  @ApiProperty({ example: 12 }) productCount!: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
}

export class FeedCreatorDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Pours' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/creators/mayapours.svg' }) avatar!: string | null;
}

export class EndorsementDto {
  @ApiProperty({ format: 'uuid', example: '0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ type: String, nullable: true, example: 'Peppery and bright; built for a Manhattan.' }) review!: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 5, example: 5 }) rating!: number | null;
  @ApiProperty({
    enum: ENDORSEMENT_DISCLOSURES,
    enumName: 'EndorsementDisclosure',
    nullable: true,
    example: 'gifted',
    description:
      "What the recommendation must disclose, shown as a label beside it: 'gifted' when the creator accepted the product as a brand's gift, " +
      "'paid_partnership' when a brand pays them for it (an accepted offer in a sponsored or affiliate campaign, or an approved affiliate enrollment listing it; it wins over gifted), " +
      'whether the connection is current or ended, before or after the recommendation; null when there is none',
  })
  disclosure!: EndorsementDisclosure | null;
  @ApiProperty({ type: FeedProductDto }) product!: FeedProductDto;
  @ApiProperty({ type: FeedCreatorDto }) creator!: FeedCreatorDto;
}

/** PUT /api/creators/{id}/featured and PUT /api/cohorts/{id}/featured. */
export class SetFeaturedDto {
  @ApiProperty({ description: 'true: show it on the home page (Featured Curators, Curated Collections)', example: true })
  @IsBoolean({ message: 'featured must be true or false' })
  featured!: boolean;
}

export class FeaturedStateDto {
  @ApiProperty({ format: 'uuid', description: 'The creator or cohort id', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ description: 'Whether it is featured now', example: true }) featured!: boolean;
}

export class ListAdminCreatorsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the handle or name, without letter case', maxLength: 100, example: 'maya' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  @Transform(trimToUndefined)
  search?: string;
}

/** A row of the admin Curators tab. */
export class AdminCreatorDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ description: 'Shown with @', example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Pours' }) name!: string | null;
  @ApiProperty({ type: 'integer', description: 'Audience count including the follows in the shop', example: 1280 }) followers!: number;
  @ApiProperty({ description: '4.8 when not rated yet (what the table shows)', example: 4.9 }) rating!: number;
  @ApiMoney(1842.5, 'Revenue: total earnings') totalEarnings!: number;
  @ApiProperty({ description: 'Status: Verified if true, else Pending', example: true }) isVerified!: boolean;
  @ApiProperty({ description: 'Shown under Featured Curators on the home page', example: true }) featured!: boolean;
  @ApiProperty({ description: 'False once the Delete unpublished the page (shown as Unpublished, with a Publish action)', example: true }) published!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the page was unpublished; null while published', example: null }) unpublishedAt!: string | null;
}

/** A creator page's publication after the Curators tab's Delete (unpublish) or Publish. */
export class CreatorPublicationDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ description: 'False: hidden from every storefront read; true: shown again', example: false }) published!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the page was unpublished; null while published', example: '2026-12-18T10:00:00.000Z' }) unpublishedAt!: string | null;
}

/** The Curators tab's Edit: the fields sent change, the others stay; an empty name or bio clears it. */
export class UpdateCreatorPageDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Maya Okafor', maxLength: 100 })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  @IsString({ message: 'name must be text' })
  @IsOptional()
  name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Bartender in Brooklyn, pouring rye since 2014.', maxLength: 1000 })
  @MaxLength(1000, { message: 'bio must be at most 1000 characters' })
  @IsString({ message: 'bio must be text' })
  @IsOptional()
  bio?: string | null;

  @ApiPropertyOptional({ description: 'Status: Verified when true, else Pending', example: true })
  @IsBoolean({ message: 'isVerified must be true or false' })
  @IsOptional()
  isVerified?: boolean;
}

export class CreatorPageDetailsDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Okafor' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Bartender in Brooklyn, pouring rye since 2014.' }) bio!: string | null;
  @ApiProperty({ example: true }) isVerified!: boolean;
}

/** The name and bio follow the Edit's rules. */
export class CreateCreatorPageDto extends PickType(UpdateCreatorPageDto, ['name', 'bio'] as const) {
  @ApiProperty({ format: 'uuid', description: 'The existing account that will own the page (it becomes a creator)', example: '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60' })
  @IsUUID('all', { message: 'userId must be a user id (a UUID)' })
  userId!: string;

  @ApiProperty({ description: 'The page address /creator/{handle}: 3 to 30 letters, digits or underscores (a leading @ is dropped, kept lower-case); unique', example: 'maya_pours', maxLength: 31 })
  @MaxLength(31, { message: 'handle must be at most 30 characters' })
  @IsString({ message: 'handle must be text' })
  handle!: string;
}

export class CreatedCreatorPageDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60' }) userId!: string;
  @ApiProperty({ example: 'maya_pours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Okafor' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Bartender in Brooklyn, pouring rye since 2014.' }) bio!: string | null;
}
