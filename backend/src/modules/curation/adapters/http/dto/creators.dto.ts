import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import {
  DEFAULT_CREATOR_PAGE_SIZE,
  DEFAULT_FEED_PAGE_SIZE,
  FEED_TABS,
  FeedTab,
  MAX_CREATOR_PAGE_SIZE,
  MAX_FEED_PAGE_SIZE,
} from '../../../domain/feed';
import { FeedProductDto } from './feed-product.dto';

const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? Number.NaN : value;
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trimToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const CREATOR_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_CREATOR_PAGE_SIZE}`;
const FEED_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_FEED_PAGE_SIZE}`;

export class ListCreatorsQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: featured creators only' })
  @IsBoolean({ message: 'featured must be true or false' })
  @IsOptional()
  @Transform(toBoolean)
  featured?: boolean;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_CREATOR_PAGE_SIZE, default: DEFAULT_CREATOR_PAGE_SIZE })
  @Max(MAX_CREATOR_PAGE_SIZE, { message: CREATOR_LIMIT_MESSAGE })
  @Min(1, { message: CREATOR_LIMIT_MESSAGE })
  @IsInt({ message: CREATOR_LIMIT_MESSAGE })
  @IsOptional()
  @Transform(toNumber)
  limit?: number;
}

export class ListCohortsQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'true: featured cohorts only' })
  @IsBoolean({ message: 'featured must be true or false' })
  @IsOptional()
  @Transform(toBoolean)
  featured?: boolean;
}

export class FeedQueryDto {
  @ApiPropertyOptional({ enum: FEED_TABS, default: 'latest' })
  @IsIn(FEED_TABS, { message: `tab must be one of ${FEED_TABS.join(', ')}` })
  @IsOptional()
  @Transform(trimToUndefined)
  tab?: FeedTab;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_FEED_PAGE_SIZE, default: DEFAULT_FEED_PAGE_SIZE })
  @Max(MAX_FEED_PAGE_SIZE, { message: FEED_LIMIT_MESSAGE })
  @Min(1, { message: FEED_LIMIT_MESSAGE })
  @IsInt({ message: FEED_LIMIT_MESSAGE })
  @IsOptional()
  @Transform(toNumber)
  limit?: number;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this creator's endorsements" })
  @IsUUID('all', { message: 'creatorId must be a creator id (a UUID)' })
  @IsOptional()
  @Transform(trimToUndefined)
  creatorId?: string;
}

export class CreatorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Null: pages show 'Expert curator with a passion for premium spirits'" }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null: pages use the per-handle default hero' }) heroImage!: string | null;
  @ApiProperty() verified21!: boolean;
  @ApiProperty({ type: String, nullable: true }) instagramHandle!: string | null;
  @ApiProperty({ type: String, nullable: true }) tiktokHandle!: string | null;
  @ApiProperty({ type: String, nullable: true }) youtubeHandle!: string | null;
  @ApiProperty({ type: String, nullable: true }) twitterHandle!: string | null;
  @ApiProperty({ description: 'Audience count including the follows in the shop' }) followers!: number;
  @ApiProperty({ type: Number, nullable: true, example: 4.9, description: 'Null when not rated yet: pages show their default 4.8' }) rating!: number | null;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The account that owns this page (pages offer it no Follow); null when none does' })
  userId!: string | null;
}

export class CohortDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Whiskey Lovers' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'whiskey' }) category!: string | null;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ description: 'Default 0' }) creatorCount!: number;
}

export class CreatorCollectionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Home Bar Starter Kit' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: [String], description: "The collection's products still in the catalog, in the creator's order" }) productIds!: string[];
  @ApiProperty() productCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class FeedCreatorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() handle!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
}

export class EndorsementDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, nullable: true }) review!: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 5 }) rating!: number | null;
  @ApiProperty({ type: FeedProductDto }) product!: FeedProductDto;
  @ApiProperty({ type: FeedCreatorDto }) creator!: FeedCreatorDto;
}
