import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDateString, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, IsUrl, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { ApiId, ApiMoney, ApiTimestamp, EXAMPLE_IDS } from '../../../../../shared/infrastructure/http/api-docs';
import { RegistrationEmail, RegistrationPassword, RegistrationUsername, USER_ROLES } from '../../../../identity';
import { CAMPAIGN_TYPES } from '../../../domain/campaign';
import { CAMPAIGN_STATUSES } from '../../../domain/campaign-status';
import { GIFT_OFFER_STATUSES } from '../../../domain/gift-offer-status';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value);

/** The largest budget accepted: ten million dollars. */
export const MAX_CAMPAIGN_BUDGET_DOLLARS = 10_000_000;

export class RegisterBrandDto {
  @RegistrationUsername('highlandspirits')
  username!: string;

  @RegistrationPassword()
  password!: string;

  @RegistrationEmail({ required: true, example: 'team@highlandspirits.com' })
  email!: string;

  @ApiProperty({ example: 'Highland Spirits', maxLength: 200, description: 'Unique without letter case' })
  @MaxLength(200, { message: 'brandName must be at most 200 characters' })
  @IsString({ message: 'brandName must be text' })
  @IsNotEmpty({ message: 'brandName is required' })
  @Transform(trim)
  brandName!: string;

  @ApiPropertyOptional({ type: String, example: 'Small-batch single malts from the Highlands.', maxLength: 2000, nullable: true })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  @IsString({ message: 'description must be text' })
  @IsOptional()
  @Transform(blankToNull)
  description?: string | null;
}

export class RegisteredBrandUserDto {
  @ApiId('The new brand account', { example: EXAMPLE_IDS.user }) id!: string;
  @ApiProperty({ example: 'highlandspirits' }) username!: string;
  @ApiProperty({ type: String, nullable: true, example: 'team@highlandspirits.com' }) email!: string | null;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole', example: 'brand' }) role!: string;
}

export class RegisteredBrandBrandDto {
  @ApiId('The new brand', { example: EXAMPLE_IDS.brand }) id!: string;
  @ApiProperty({ example: 'Highland Spirits' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Small-batch single malts from the Highlands.' }) description!: string | null;
}

export class RegisteredBrandDto {
  @ApiProperty({ type: RegisteredBrandUserDto }) user!: RegisteredBrandUserDto;
  @ApiProperty({ type: RegisteredBrandBrandDto }) brand!: RegisteredBrandBrandDto;
  @ApiProperty({ example: 'Brand account created successfully. You can now sign in.' }) message!: string;
}

const BUDGET_MESSAGE = `budget must be a number of dollars from 0 to ${MAX_CAMPAIGN_BUDGET_DOLLARS} with at most two decimals, or null`;

export class CreateCampaignDto {
  @ApiProperty({ example: 'Holiday gifting', maxLength: 200 })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @Transform(trim)
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Bottles for our favourite curators.' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  @IsString({ message: 'description must be text' })
  @IsOptional()
  @Transform(blankToNull)
  description?: string | null;

  @ApiProperty({ enum: CAMPAIGN_TYPES, enumName: 'CampaignType', example: 'gifting' })
  @IsIn([...CAMPAIGN_TYPES], { message: `type must be one of ${CAMPAIGN_TYPES.join(', ')}` })
  @IsNotEmpty({ message: 'type is required' })
  type!: (typeof CAMPAIGN_TYPES)[number];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_CAMPAIGN_BUDGET_DOLLARS, multipleOf: 0.01, example: 5000, description: 'US dollars, at most two decimals; null for no budget limit' })
  @Max(MAX_CAMPAIGN_BUDGET_DOLLARS, { message: BUDGET_MESSAGE })
  @Min(0, { message: BUDGET_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: BUDGET_MESSAGE })
  @IsOptional()
  budget?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: '2026-12-01T00:00:00.000Z', description: 'ISO 8601 date or date-time' })
  @IsDateString({}, { message: 'startDate must be an ISO 8601 date, e.g. 2026-12-01' })
  @IsOptional()
  startDate?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: '2026-12-31T00:00:00.000Z', description: 'ISO 8601 date or date-time; not before startDate' })
  @IsDateString({}, { message: 'endDate must be an ISO 8601 date, e.g. 2026-12-31' })
  @IsOptional()
  endDate?: string | null;
}

export class UpdateCampaignDto {
  @ApiPropertyOptional({ example: 'Holiday gifting', maxLength: 200 })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be blank' })
  @IsOptional()
  @Transform(trim)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Bottles for our favourite curators.' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  @IsString({ message: 'description must be text' })
  @IsOptional()
  @Transform(blankToNull)
  description?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_CAMPAIGN_BUDGET_DOLLARS, multipleOf: 0.01, example: 5000, description: 'US dollars, at most two decimals; null for no budget limit; never below spent' })
  @Max(MAX_CAMPAIGN_BUDGET_DOLLARS, { message: BUDGET_MESSAGE })
  @Min(0, { message: BUDGET_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: BUDGET_MESSAGE })
  @IsOptional()
  budget?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: '2026-12-01T00:00:00.000Z' })
  @IsDateString({}, { message: 'startDate must be an ISO 8601 date, e.g. 2026-12-01' })
  @IsOptional()
  startDate?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, example: '2026-12-31T00:00:00.000Z' })
  @IsDateString({}, { message: 'endDate must be an ISO 8601 date, e.g. 2026-12-31' })
  @IsOptional()
  endDate?: string | null;

  @ApiPropertyOptional({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus', example: 'active', description: 'draft → active → paused ↔ active → completed; any other move answers 409' })
  @IsIn([...CAMPAIGN_STATUSES], { message: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` })
  @IsOptional()
  status?: (typeof CAMPAIGN_STATUSES)[number];
}

export class CampaignDto {
  @ApiId('The campaign', { example: EXAMPLE_IDS.other }) id!: string;
  @ApiId('The brand running it', { example: EXAMPLE_IDS.brand }) brandId!: string;
  @ApiProperty({ example: 'Holiday gifting' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Bottles for our favourite curators.' }) description!: string | null;
  @ApiProperty({ enum: CAMPAIGN_TYPES, enumName: 'CampaignType', example: 'gifting' }) type!: string;
  @ApiProperty({ enum: CAMPAIGN_STATUSES, enumName: 'CampaignStatus', example: 'draft' }) status!: string;
  @ApiMoney(5000, 'Budget; null for no limit', { nullable: true }) budget!: number | null;
  @ApiMoney(150, 'Spent so far: the values of accepted gift offers') spent!: number;
  @ApiTimestamp('Start', { nullable: true }) startDate!: Date | null;
  @ApiTimestamp('End', { nullable: true }) endDate!: Date | null;
  @ApiTimestamp('When it was created') createdAt!: Date;
  @ApiTimestamp('When it last changed') updatedAt!: Date;
}

export class BrandIdQueryDto {
  @ApiPropertyOptional({ format: 'uuid', example: EXAMPLE_IDS.brand, description: "Admins only: the brand to read; brand accounts always read their own brand and may omit it" })
  @IsUUID('all', { message: 'brandId must be a brand id (a UUID)' })
  @IsOptional()
  brandId?: string;
}

/** The specification's numbers: the page sends 50 dollars; the largest accepted gift is 10,000 dollars. */
export const MAX_GIFT_VALUE_DOLLARS = 10_000;
const VALUE_MESSAGE = `value must be a number of dollars from 0 to ${MAX_GIFT_VALUE_DOLLARS} with at most two decimals`;

export class SendGiftOfferDto {
  @ApiProperty({ type: String, example: 'default', description: "A campaign id of your brand, or 'default': your first campaign (a new draft gifting campaign when you have none)" })
  @Matches(/^(default|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, { message: "campaignId must be a campaign id (a UUID) or 'default'" })
  @IsString({ message: "campaignId must be a campaign id (a UUID) or 'default'" })
  @IsNotEmpty({ message: 'campaignId is required' })
  campaignId!: string;

  @ApiId('The creator (a creator id from GET /api/brands/creators)', { example: EXAMPLE_IDS.creator })
  @IsUUID('all', { message: 'recipientId must be a creator id (a UUID)' })
  @IsNotEmpty({ message: 'recipientId is required' })
  recipientId!: string;

  @ApiId('One of your brand’s available products')
  @IsUUID('all', { message: 'productId must be a product id (a UUID)' })
  @IsNotEmpty({ message: 'productId is required' })
  productId!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: "We'd love to send you a complimentary bottle to try and share with your audience!" })
  @MaxLength(2000, { message: 'message must be at most 2000 characters' })
  @IsString({ message: 'message must be text' })
  @IsOptional()
  @Transform(blankToNull)
  message?: string | null;

  @ApiProperty({ type: Number, minimum: 0, maximum: MAX_GIFT_VALUE_DOLLARS, multipleOf: 0.01, example: 50, description: 'US dollars, at most two decimals' })
  @Max(MAX_GIFT_VALUE_DOLLARS, { message: VALUE_MESSAGE })
  @Min(0, { message: VALUE_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: VALUE_MESSAGE })
  @IsNotEmpty({ message: 'value is required' })
  value!: number;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-23T12:00:00.000Z', description: 'When the offer lapses; must be in the future' })
  @IsDateString({}, { message: 'expiresAt must be an ISO 8601 date-time, e.g. 2026-12-23T12:00:00Z' })
  @IsNotEmpty({ message: 'expiresAt is required' })
  expiresAt!: string;
}

export class GiftOfferDto {
  @ApiId('The gift offer', { example: EXAMPLE_IDS.other }) id!: string;
  @ApiId('The campaign it spends from', { nullable: true, example: EXAMPLE_IDS.other }) campaignId!: string | null;
  @ApiId('The creator offered the gift', { example: EXAMPLE_IDS.creator }) recipientId!: string;
  @ApiId('The gifted product') productId!: string;
  @ApiProperty({ type: String, nullable: true, example: "We'd love to send you a complimentary bottle to try and share with your audience!" }) message!: string | null;
  @ApiProperty({ enum: GIFT_OFFER_STATUSES, enumName: 'GiftOfferStatus', example: 'pending' }) status!: string;
  @ApiMoney(50, 'The gift’s value') value!: number;
  @ApiTimestamp('When it lapses', { nullable: true }) expiresAt!: Date | null;
  @ApiTimestamp('When the creator answered', { nullable: true }) respondedAt!: Date | null;
  @ApiTimestamp('When it was sent') createdAt!: Date;
}

export class PartnershipProductDto {
  @ApiId('The product') id!: string;
  @ApiProperty({ example: 'Ember & Oak Small Batch Rye' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-rye.svg' }) image!: string | null;
}

export class PartnershipDto {
  @ApiId('The gift offer', { example: EXAMPLE_IDS.other }) id!: string;
  @ApiProperty({ example: 'Gift: Ember & Oak Small Batch Rye' }) title!: string;
  @ApiProperty({ enum: GIFT_OFFER_STATUSES, enumName: 'GiftOfferStatus', example: 'pending' }) status!: string;
  @ApiMoney(50, 'The gift’s value') value!: number;
  @ApiProperty({ type: String, nullable: true, example: "We'd love to send you a complimentary bottle to try and share with your audience!" }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ember & Oak Distilling' }) brandName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/brands/ember-oak.svg' }) brandLogo!: string | null;
  @ApiProperty({ enum: ['gift'], enumName: 'PartnershipType', example: 'gift' }) type!: string;
  @ApiTimestamp('When a pending offer lapses', { nullable: true }) expiresAt!: Date | null;
  @ApiTimestamp('When it was sent') createdAt!: Date;
  @ApiProperty({ type: PartnershipProductDto, isArray: true }) products!: PartnershipProductDto[];
}

const splitList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean)
    : Array.isArray(value)
      ? value.flatMap((item) => String(item).split(',')).map((item) => item.trim().toLowerCase()).filter(Boolean)
      : value;

export class DiscoverCreatorsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 1000, description: 'Only creators with at least this many followers' })
  @Max(1_000_000_000, { message: 'minFollowers must be a whole number from 0 to 1000000000' })
  @Min(0, { message: 'minFollowers must be a whole number from 0 to 1000000000' })
  @IsInt({ message: 'minFollowers must be a whole number from 0 to 1000000000' })
  @IsOptional()
  @Type(() => Number)
  minFollowers?: number;

  @ApiPropertyOptional({ type: String, example: 'whiskey,gin', description: 'Comma-separated categories; a creator matches when it endorses a product in any of them' })
  @ArrayMaxSize(20, { message: 'categories may name at most 20 categories' })
  @MaxLength(50, { each: true, message: 'each category must be at most 50 characters' })
  @IsArray({ message: 'categories must be a comma-separated list' })
  @IsOptional()
  @Transform(splitList)
  categories?: string[];

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 100, example: 2.5, description: 'Only creators converting at least this percent of clicks into orders over 30 days' })
  @Max(100, { message: 'minConversionRate must be a percent from 0 to 100' })
  @Min(0, { message: 'minConversionRate must be a percent from 0 to 100' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'minConversionRate must be a percent from 0 to 100' })
  @IsOptional()
  @Type(() => Number)
  minConversionRate?: number;
}

export class DiscoveredCreatorMetricsDto {
  @ApiProperty({ example: 12400 }) followerCount!: number;
  @ApiProperty({ example: 3.2, description: 'Orders per 100 clicks over the last 30 days (percent)' }) conversionRate30d!: number;
  @ApiMoney(1840.5, 'Attributed sales over the last 30 days') totalSales30d!: number;
  @ApiProperty({ example: 37 }) totalOrders30d!: number;
}

export class DiscoveredCreatorDto {
  @ApiId('The creator (recipientId of a gift offer)', { example: EXAMPLE_IDS.creator }) id!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/creators/mayapours.svg' }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Rye, rum and honest notes.' }) bio!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 4.9, description: 'Null when the creator has no rating yet (pages show 4.8)' }) rating!: number | null;
  @ApiProperty({ example: 12400 }) followers!: number;
  @ApiProperty({ type: String, isArray: true, example: ['whiskey', 'gin'], description: 'Categories of the products the creator endorses' }) categories!: string[];
  @ApiProperty({ example: 72.4, description: 'The discovery score, 0-100: 50 × sales/best + 30 × conversion/best + 20 × log(1+followers)/log(1+most)' }) score!: number;
  @ApiProperty({ example: true, description: 'False when no account owns the creator page (a gift offer could not be accepted)' }) canReceiveGifts!: boolean;
  @ApiProperty({ type: DiscoveredCreatorMetricsDto }) metrics!: DiscoveredCreatorMetricsDto;
}

export class BrandMetricsQueryDto extends BrandIdQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 365, default: 30, example: 30, description: 'The window: the last this many days (and the same span before it, for the trend)' })
  @Max(365, { message: 'days must be a whole number from 1 to 365' })
  @Min(1, { message: 'days must be a whole number from 1 to 365' })
  @IsInt({ message: 'days must be a whole number from 1 to 365' })
  @IsOptional()
  @Type(() => Number)
  days?: number;
}

export class BrandWindowFiguresDto {
  @ApiTimestamp('Start of the window (inclusive)') from!: Date;
  @ApiTimestamp('End of the window (exclusive)') to!: Date;
  @ApiProperty({ type: 'integer', example: 3, description: 'Gift offers accepted plus affiliate enrollments approved in the window' }) partnerships!: number;
  @ApiMoney(2345.6, 'Paid order lines of your products, refunds excluded') revenue!: number;
  @ApiProperty({ type: 'integer', example: 19, description: 'Paid orders with a line of your products' }) orders!: number;
  @ApiMoney(123.45, 'Average order: revenue ÷ orders (0 without orders)') averageOrderValue!: number;
  @ApiProperty({ example: 3.2, description: 'Orders per 100 clicks on your products through creator links (percent; 0 without clicks)' }) conversionRate!: number;
  @ApiProperty({ type: Number, nullable: true, example: 4.2, description: 'Attributed revenue ÷ spend (accepted gift values); null when nothing was spent' }) roas!: number | null;
}

export class BrandMetricsDto {
  @ApiId('The brand', { example: EXAMPLE_IDS.brand }) brandId!: string;
  @ApiProperty({ type: 'integer', example: 30 }) days!: number;
  @ApiProperty({ type: BrandWindowFiguresDto, description: 'The last `days` days' }) window!: BrandWindowFiguresDto;
  @ApiProperty({ type: BrandWindowFiguresDto, description: 'The `days` days before that (for the trend arrow)' }) previous!: BrandWindowFiguresDto;
}

export class BrandProductDto {
  @ApiId('The product') id!: string;
  @ApiProperty({ example: 'Ember & Oak Small Batch Rye' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-rye.svg' }) image!: string | null;
  @ApiMoney(45, 'Price') price!: number;
  @ApiProperty({ type: String, isArray: true, example: ['whiskey'] }) categories!: string[];
  @ApiProperty({ example: true }) available!: boolean;
}

export class BrandProfileDto {
  @ApiId('The brand', { example: EXAMPLE_IDS.brand }) id!: string;
  @ApiProperty({ example: 'Ember & Oak Distilling' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://example.com/brands/ember-oak' }) website!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Small-batch rye from Kentucky.' }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/brands/ember-oak.svg' }) logo!: string | null;
}

export class UpdateBrandProfileDto {
  @ApiPropertyOptional({ example: 'Ember & Oak Distilling', maxLength: 200, description: 'Unique without letter case' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be blank' })
  @IsOptional()
  @Transform(trim)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'https://example.com/brands/ember-oak', description: 'An http(s) address; empty or null clears it' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'website must be an http(s) address, e.g. https://example.com' })
  @MaxLength(500, { message: 'website must be at most 500 characters' })
  @IsOptional()
  @Transform(blankToNull)
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Small-batch rye from Kentucky.' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  @IsString({ message: 'description must be text' })
  @IsOptional()
  @Transform(blankToNull)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, example: '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77', description: 'The objectPath of an image you uploaded (POST /api/objects/upload); null clears it' })
  @MaxLength(200, { message: 'logo must be at most 200 characters' })
  @IsString({ message: 'logo must be text' })
  @IsOptional()
  @Transform(blankToNull)
  logo?: string | null;
}

export class BrandDailySalesDto {
  @ApiProperty({ example: '2026-11-20', description: 'UTC day' }) date!: string;
  @ApiMoney(135, 'Revenue that day') revenue!: number;
  @ApiProperty({ type: 'integer', example: 2 }) orders!: number;
}

export class BrandTopProductDto {
  @ApiId('The product') productId!: string;
  @ApiProperty({ example: 'Ember & Oak Small Batch Rye' }) name!: string;
  @ApiMoney(90, 'Revenue in the window') revenue!: number;
  @ApiProperty({ type: 'integer', example: 1 }) orders!: number;
}

export class BrandTopCreatorDto {
  @ApiId('The creator', { example: EXAMPLE_IDS.creator }) creatorId!: string;
  @ApiProperty({ type: String, nullable: true, example: 'mayapours' }) handle!: string | null;
  @ApiMoney(90, 'Revenue of your products attributed to the creator in the window') attributedRevenue!: number;
  @ApiProperty({ type: 'integer', example: 1 }) orders!: number;
}

export class BrandAnalyticsDto {
  @ApiProperty({ type: 'integer', example: 30 }) days!: number;
  @ApiProperty({ type: BrandDailySalesDto, isArray: true, description: 'Days with sales, oldest first' }) daily!: BrandDailySalesDto[];
  @ApiProperty({ type: BrandTopProductDto, isArray: true, description: 'Top 5 products by revenue' }) topProducts!: BrandTopProductDto[];
  @ApiProperty({ type: BrandTopCreatorDto, isArray: true, description: 'Top 5 creators by attributed revenue' }) topCreators!: BrandTopCreatorDto[];
}
