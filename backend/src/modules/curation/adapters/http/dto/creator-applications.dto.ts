import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { ApiId, ApiTimestamp, EXAMPLE_IDS } from '../../../../../shared/infrastructure/http/api-docs';
import { PageQueryDto } from '../../../../../shared/infrastructure/http/page-query.dto';
import { CREATOR_APPLICATION_STATUSES, type CreatorApplicationStatus, PICK_NOTE_MAX, PICKS_PER_APPLICATION } from '../../../domain/creator-application';

const STATUS_PROPERTY = { enum: CREATOR_APPLICATION_STATUSES, enumName: 'CreatorApplicationStatus' } as const;

export class CreatorPickDto {
  @ApiId('A catalog product you would recommend')
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsDefined({ message: 'productId is required' })
  productId!: string;

  @ApiProperty({ description: 'One line on why you recommend it', minLength: 1, maxLength: PICK_NOTE_MAX, example: 'The rye I pour for anyone who says they do not like rye.' })
  @MaxLength(PICK_NOTE_MAX, { message: `note must be at most ${PICK_NOTE_MAX} characters` })
  @MinLength(1, { message: 'note is required' })
  @IsString({ message: 'note must be text' })
  note!: string;
}

export class SubmitCreatorApplicationDto {
  @ApiProperty({ description: 'The page address /creator/{handle}: 3 to 30 letters, digits or underscores (a leading @ is dropped, kept lower-case)', example: 'maya_pours', minLength: 3, maxLength: 31 })
  @MaxLength(31, { message: 'handle must be at most 30 characters' })
  @IsString({ message: 'handle must be text' })
  handle!: string;

  @ApiProperty({ example: 'Maya Okafor', minLength: 1, maxLength: 100 })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name must be text' })
  name!: string;

  @ApiProperty({ example: 'Bartender in Brooklyn, pouring rye since 2014.', minLength: 1, maxLength: 1000 })
  @MaxLength(1000, { message: 'bio must be at most 1000 characters' })
  @MinLength(1, { message: 'bio is required' })
  @IsString({ message: 'bio must be text' })
  bio!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'mayapours', maxLength: 100 })
  @MaxLength(100, { message: 'instagramHandle must be at most 100 characters' })
  @IsString({ message: 'instagramHandle must be text' })
  @IsOptional()
  instagramHandle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'mayapours', maxLength: 100 })
  @MaxLength(100, { message: 'tiktokHandle must be at most 100 characters' })
  @IsString({ message: 'tiktokHandle must be text' })
  @IsOptional()
  tiktokHandle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'mayapours', maxLength: 100 })
  @MaxLength(100, { message: 'youtubeHandle must be at most 100 characters' })
  @IsString({ message: 'youtubeHandle must be text' })
  @IsOptional()
  youtubeHandle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'mayapours', maxLength: 100 })
  @MaxLength(100, { message: 'twitterHandle must be at most 100 characters' })
  @IsString({ message: 'twitterHandle must be text' })
  @IsOptional()
  twitterHandle?: string | null;

  @ApiProperty({ type: [CreatorPickDto], minItems: PICKS_PER_APPLICATION, maxItems: PICKS_PER_APPLICATION, description: 'Exactly three different products, each with a line' })
  @ValidateNested({ each: true })
  @Type(() => CreatorPickDto)
  @ArrayMaxSize(PICKS_PER_APPLICATION, { message: `picks must hold exactly ${PICKS_PER_APPLICATION} products` })
  @ArrayMinSize(PICKS_PER_APPLICATION, { message: `picks must hold exactly ${PICKS_PER_APPLICATION} products` })
  @IsArray({ message: 'picks must be a list' })
  picks!: CreatorPickDto[];
}

export class RejectCreatorApplicationDto {
  @ApiProperty({ description: 'Why the application is rejected; the applicant sees it on their profile', example: 'Tell us more about what you pour: your bio is one line.', minLength: 1, maxLength: 500 })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @MinLength(1, { message: 'reason is required' })
  @IsString({ message: 'reason must be text' })
  reason!: string;
}

export class ListCreatorApplicationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ ...STATUS_PROPERTY, description: 'Only applications of this status', example: 'pending' })
  @IsIn(CREATOR_APPLICATION_STATUSES, { message: `status must be one of ${CREATOR_APPLICATION_STATUSES.join(', ')}` })
  @IsOptional()
  status?: CreatorApplicationStatus;
}

export class HandleAvailabilityQueryDto {
  @ApiProperty({ description: 'The handle to check', example: 'maya_pours', maxLength: 50 })
  @MaxLength(50, { message: 'handle must be at most 50 characters' })
  @IsString({ message: 'handle must be text' })
  handle!: string;
}

export class HandleAvailabilityDto {
  @ApiProperty({ description: 'The handle as it would be stored (lower-case, no @)', example: 'maya_pours' }) handle!: string;
  @ApiProperty({ example: true }) available!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why it cannot be used', example: null }) reason!: string | null;
}

export class CreatorPickViewDto {
  @ApiId('The product') productId!: string;
  @ApiProperty({ example: 'The rye I pour for anyone who says they do not like rye.' }) note!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the product has left the catalog', example: 'Rittenhouse Rye' }) productName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/rittenhouse-rye.svg' }) productImage!: string | null;
}

export class CreatorApplicationDto {
  @ApiId('The application', { example: EXAMPLE_IDS.other }) id!: string;
  @ApiId('The applicant', { example: EXAMPLE_IDS.user }) userId!: string;
  @ApiProperty({ example: 'maya_pours' }) handle!: string;
  @ApiProperty({ example: 'Maya Okafor' }) name!: string;
  @ApiProperty({ example: 'Bartender in Brooklyn, pouring rye since 2014.' }) bio!: string;
  @ApiProperty({ type: String, nullable: true, example: 'mayapours' }) instagramHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) tiktokHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) youtubeHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'mayapours' }) twitterHandle!: string | null;
  @ApiProperty({ type: [CreatorPickViewDto] }) picks!: CreatorPickViewDto[];
  @ApiProperty({ ...STATUS_PROPERTY, example: 'pending' }) status!: CreatorApplicationStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Set when rejected', example: null }) rejectionReason!: string | null;
  @ApiId('The creator page an approval made', { nullable: true, example: null }) creatorId!: string | null;
  @ApiTimestamp('When an admin decided', { nullable: true, example: null }) reviewedAt!: Date | null;
  @ApiTimestamp('When it was submitted') createdAt!: Date;
}

export class MyCreatorApplicationDto {
  @ApiProperty({ type: CreatorApplicationDto, nullable: true, description: 'Your latest application, or null when you never applied' })
  application!: CreatorApplicationDto | null;
}

export class CreatorApplicationIdDto {
  @ApiId('The application', { example: EXAMPLE_IDS.other }) id!: string;
  @ApiProperty({ ...STATUS_PROPERTY, example: 'pending' }) status!: CreatorApplicationStatus;
}

export class CreatorApplicationReviewDto {
  @ApiId('The application', { example: EXAMPLE_IDS.other }) id!: string;
  @ApiProperty({ ...STATUS_PROPERTY, example: 'approved' }) status!: CreatorApplicationStatus;
  @ApiId('The creator page written by an approval', { nullable: true, example: EXAMPLE_IDS.creator }) creatorId!: string | null;
}
