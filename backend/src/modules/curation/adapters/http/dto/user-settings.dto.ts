import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from '../../../domain/user-profile';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UpdateDisplayNameDto {
  @ApiProperty({ example: 'Maya Okafor', maxLength: MAX_DISPLAY_NAME_LENGTH, description: 'Trimmed; empty clears it' })
  @MaxLength(MAX_DISPLAY_NAME_LENGTH, { message: `displayName must be at most ${MAX_DISPLAY_NAME_LENGTH} characters` })
  @IsString({ message: 'displayName must be a string' })
  @Transform(trim)
  displayName!: string;
}

export class UpdateBioDto {
  @ApiProperty({ example: 'Bartender turned home-bar coach.', maxLength: MAX_BIO_LENGTH, description: 'Trimmed; empty clears it' })
  @MaxLength(MAX_BIO_LENGTH, { message: `bio must be at most ${MAX_BIO_LENGTH} characters` })
  @IsString({ message: 'bio must be a string' })
  @Transform(trim)
  bio!: string;
}

export class UpdateProfileImageDto {
  @ApiProperty({ example: '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77', description: 'The objectPath of an image the caller uploaded' })
  @MaxLength(200, { message: 'imageUrl must be at most 200 characters' })
  @IsNotEmpty({ message: 'imageUrl is required' })
  @IsString({ message: 'imageUrl must be a string' })
  imageUrl!: string;
}

export class UserProfileSettingsDto {
  @ApiProperty({ type: String, nullable: true, example: 'Maya Okafor' }) displayName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Bartender turned home-bar coach.' }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77' }) profileImage!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/objects/uploads/5d1c8a7e-2b4f-4c3a-9e6d-7a8b9c0d1e2f' }) heroImage!: string | null;
}
