import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const PATH_EXAMPLE = '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77';

export class UpdateCreatorAvatarDto {
  @ApiProperty({ example: PATH_EXAMPLE, description: 'The objectPath of an image the caller uploaded' })
  @MaxLength(200, { message: 'avatar must be at most 200 characters' })
  @IsNotEmpty({ message: 'avatar is required' })
  @IsString({ message: 'avatar must be a string' })
  avatar!: string;
}

export class UpdateCreatorHeroDto {
  @ApiProperty({ example: PATH_EXAMPLE, description: 'The objectPath of an image the caller uploaded' })
  @MaxLength(200, { message: 'heroImage must be at most 200 characters' })
  @IsNotEmpty({ message: 'heroImage is required' })
  @IsString({ message: 'heroImage must be a string' })
  heroImage!: string;
}

export class CreatorEditAccessDto {
  @ApiProperty({ description: 'True for the account that owns the page and for admins', example: true }) canEdit!: boolean;
}
