import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsIn, IsObject, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { ApiId, ApiMoney, ApiTimestamp } from '../../../../../shared/infrastructure/http/api-docs';
import { CUSTOM_BLOCK_TYPES, FONT_FAMILIES, FONT_WEIGHTS, MAX_CUSTOM_BLOCKS, MAX_TEXT_BLOCK_LENGTH } from '../../../domain/custom-blocks';
import { MAX_COLLECTION_DESCRIPTION_LENGTH, MAX_COLLECTION_NAME_LENGTH } from '../../../domain/profile-collections';
import { SHARE_TYPES, type ShareType } from '../../../domain/profile-share';

export class CreateProfileCollectionDto {
  @ApiProperty({ example: 'Winter warmers', maxLength: MAX_COLLECTION_NAME_LENGTH, description: 'Required; trimmed' })
  @MaxLength(MAX_COLLECTION_NAME_LENGTH, { message: `name must be at most ${MAX_COLLECTION_NAME_LENGTH} characters` })
  @IsString({ message: 'name must be a string' })
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Bottles for cold nights.', maxLength: MAX_COLLECTION_DESCRIPTION_LENGTH, description: 'Optional; trimmed, empty clears it' })
  @IsOptional()
  @MaxLength(MAX_COLLECTION_DESCRIPTION_LENGTH, { message: `description must be at most ${MAX_COLLECTION_DESCRIPTION_LENGTH} characters` })
  @IsString({ message: 'description must be a string' })
  description?: string | null;

  @ApiPropertyOptional({ example: false, default: false, description: 'Shown on your public profile and shareable when true' })
  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;
}

export class UpdateProfileCollectionDto {
  @ApiPropertyOptional({ example: 'Winter warmers', maxLength: MAX_COLLECTION_NAME_LENGTH, description: 'Trimmed; must not be blank' })
  @ValidateIf((_, value) => value !== undefined)
  @MaxLength(MAX_COLLECTION_NAME_LENGTH, { message: `name must be at most ${MAX_COLLECTION_NAME_LENGTH} characters` })
  @IsString({ message: 'name must be a string' })
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Bottles for cold nights.', maxLength: MAX_COLLECTION_DESCRIPTION_LENGTH, description: 'Trimmed; empty or null clears it' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @MaxLength(MAX_COLLECTION_DESCRIPTION_LENGTH, { message: `description must be at most ${MAX_COLLECTION_DESCRIPTION_LENGTH} characters` })
  @IsString({ message: 'description must be a string' })
  description?: string | null;

  @ApiPropertyOptional({ example: true })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;
}

export class AddCollectionItemDto {
  @ApiId('The product to add')
  @IsUUID('all', { message: 'productId must be a product id (a UUID)' })
  productId!: string;
}

export class ProfileCollectionProductDto {
  @ApiId() productId!: string;
  @ApiProperty({ example: 'Rittenhouse Rye' }) name!: string;
  @ApiMoney(29.99, 'Price') price!: number;
  @ApiProperty({ type: String, nullable: true, example: '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77' }) image!: string | null;
  @ApiTimestamp('When it was added') addedAt!: string;
}

export class ProfileCollectionDto {
  @ApiId('The collection id', { example: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80' }) id!: string;
  @ApiProperty({ example: 'Winter warmers' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Bottles for cold nights.' }) description!: string | null;
  @ApiProperty({ example: false }) isPublic!: boolean;
  @ApiTimestamp() createdAt!: string;
  @ApiTimestamp() updatedAt!: string;
  @ApiProperty({ type: ProfileCollectionProductDto, isArray: true, description: 'In the collection’s order' }) products!: ProfileCollectionProductDto[];
}

/** A custom block as the API shows it; sent blocks are checked by the server's rules. */
export class CustomBlockDto {
  @ApiProperty({ example: 'custom-1733475600000', pattern: '^custom-\\d{1,16}$', description: 'custom-{timestamp}; optional when sent (the server makes one)' })
  id!: string;
  @ApiProperty({ enum: CUSTOM_BLOCK_TYPES, enumName: 'CustomBlockType', example: 'text' }) type!: string;
  @ApiProperty({ example: 'My three desert-island bottles.', description: `Text (at most ${MAX_TEXT_BLOCK_LENGTH} characters, plain text) or, for image and video, an /objects/uploads/… path or an https URL` })
  content!: string;
  @ApiProperty({ example: 1, minimum: 1, description: 'Place on the page, 1 first (set by the server)' }) position!: number;
  @ApiPropertyOptional({ enum: FONT_FAMILIES, enumName: 'FontFamily', example: 'Inter', description: 'Text blocks only; default Inter' }) fontFamily?: string;
  @ApiPropertyOptional({ enum: FONT_WEIGHTS, enumName: 'FontWeight', example: 'normal', description: 'Text blocks only; default normal' }) fontWeight?: string;
}

/** POST /api/user/custom-block: the block's fields are checked by the domain rules (messages name the field). */
export class AddCustomBlockDto {
  @ApiPropertyOptional({ example: 'custom-1733475600000', description: 'custom-{timestamp}; the server makes one when absent' })
  @IsOptional()
  @IsString({ message: 'id must be a string' })
  id?: string;

  @ApiProperty({ enum: CUSTOM_BLOCK_TYPES, enumName: 'CustomBlockType', example: 'text' })
  @IsString({ message: 'type must be text, image or video' })
  type!: string;

  @ApiProperty({ example: 'My three desert-island bottles.', description: `Text (at most ${MAX_TEXT_BLOCK_LENGTH} characters) or an /objects/uploads/… path or https URL` })
  @IsString({ message: 'content must be a string' })
  content!: string;

  @ApiPropertyOptional({ type: Number, example: 1, description: 'Ignored: the server appends the block (saved blocks + 1)' })
  @IsOptional()
  position?: unknown;

  @ApiPropertyOptional({ enum: FONT_FAMILIES, enumName: 'FontFamily', example: 'Inter' })
  @IsOptional()
  @IsString({ message: `fontFamily must be one of ${FONT_FAMILIES.join(', ')}` })
  fontFamily?: string;

  @ApiPropertyOptional({ enum: FONT_WEIGHTS, enumName: 'FontWeight', example: 'normal' })
  @IsOptional()
  @IsString({ message: 'fontWeight must be normal or bold' })
  fontWeight?: string;
}

export class SavePageLayoutDto {
  @ApiProperty({ type: String, isArray: true, example: ['favorites', 'collections'], description: 'The page’s section names, in order (at most 20)' })
  @IsArray({ message: 'sections must be an array' })
  sections!: unknown[];

  @ApiProperty({ type: CustomBlockDto, isArray: true, maxItems: MAX_CUSTOM_BLOCKS, description: 'The blocks in their new order; positions are renumbered from it' })
  @IsObject({ each: true, message: 'customBlocks must be an array of blocks' })
  @IsArray({ message: 'customBlocks must be an array' })
  customBlocks!: Record<string, unknown>[];
}

export class PageLayoutDto {
  @ApiProperty({ type: String, isArray: true, example: ['favorites', 'collections'] }) sections!: string[];
  @ApiProperty({ type: CustomBlockDto, isArray: true }) customBlocks!: CustomBlockDto[];
}

export class ShareLinkRequestDto {
  @ApiProperty({ enum: SHARE_TYPES, enumName: 'ShareType', example: 'collection' })
  @IsIn(SHARE_TYPES, { message: 'type must be profile, product, brand or collection' })
  type!: ShareType;

  @ApiPropertyOptional({ type: String, nullable: true, example: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80', description: 'The product, brand or collection id; not needed for profile' })
  @ValidateIf((body: ShareLinkRequestDto, value) => (value !== undefined && value !== null) || (SHARE_TYPES.includes(body.type) && body.type !== 'profile'))
  @IsUUID('all', { message: 'itemId must be the id (a UUID) of the product, brand or collection shared' })
  itemId?: string | null;
}

export class ShareLinkDto {
  @ApiProperty({ example: 'https://rounds.example/profile/maya?utm_source=maya&utm_medium=shared_profile&utm_campaign=collection_share#collection-5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80' })
  shareUrl!: string;
}
