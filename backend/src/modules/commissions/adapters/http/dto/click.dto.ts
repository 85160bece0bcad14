import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RecordClickDto {
  @ApiProperty({ description: "The page's utm_source: a creator id (creator pages link /products/{id}?utm_source={creatorId}), a creator's utm code or handle, its owner's username, or any user's username (their public profile)", maxLength: 100, example: 'mayapours' })
  @MaxLength(100, { message: 'utmSource must be at most 100 characters' })
  @IsNotEmpty({ message: 'utmSource is required' })
  @IsString({ message: 'utmSource is required' })
  @Transform(trim)
  utmSource!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The product page the shopper landed on', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsOptional()
  productId?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'instagram' })
  @MaxLength(100, { message: 'utmMedium must be at most 100 characters' })
  @IsString({ message: 'utmMedium must be text' })
  @IsOptional()
  utmMedium?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'holiday-rye' })
  @MaxLength(100, { message: 'utmCampaign must be at most 100 characters' })
  @IsString({ message: 'utmCampaign must be text' })
  @IsOptional()
  utmCampaign?: string;
}

export class ClickRecordedDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The creator page credited with the visit; null when utmSource named a user without one (their public profile link)', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) creatorId!: string | null;
  @ApiProperty({ description: "Whether the visit can attribute purchases: only for a signed-in shopper (for 30 days), never through the shopper's own link nor a utm_source that names nobody", example: true }) attributesPurchases!: boolean;
  @ApiProperty({ description: 'Whether this call counted as a new click: false when the same visitor clicked the same product through the same source within the window, or the source names nobody', example: true }) recorded!: boolean;
}
