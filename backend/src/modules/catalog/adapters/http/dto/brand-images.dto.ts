import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

export class BrandUploadUrlsBodyDto {
  @ApiProperty({ format: 'uuid', description: 'The brand the images are for', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' })
  @IsUUID('all', { message: 'brandId must be the id of a brand (a UUID)' })
  brandId!: string;

  @ApiProperty({ type: [String], minItems: 1, maxItems: 50, description: 'The names of the image files (.png, .jpg, .jpeg or .webp), one URL each', example: ['logo.png', 'bottle.jpg'] })
  @IsArray({ message: 'filenames must be a list of file names' })
  @ArrayMinSize(1, { message: 'Please add files to upload' })
  @ArrayMaxSize(50, { message: 'filenames may list at most 50 files per request' })
  @IsString({ each: true, message: 'each file name must be text' })
  @MaxLength(255, { each: true, message: 'a file name must be at most 255 characters' })
  @Matches(/^[^/\\]+\.(png|jpe?g|webp)$/i, { each: true, message: 'only image files (.png, .jpg, .jpeg, .webp) can be uploaded' })
  filenames!: string[];
}

export class BrandUploadUrlDto {
  @ApiProperty({ description: 'PUT the file here (within 15 minutes; once), with its Content-Type', example: 'https://rounds.example/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77?expires=1767225600&signature=q9Xb3kR7vT2mLw8sYc4nHd6fJp1aZe0uGi5oNt7rBqE' })
  uploadURL!: string;

  @ApiProperty({ description: 'Where the image is served once stored; send it in PATCH /api/brands/{brandId}/images', example: '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77' })
  publicURL!: string;
}

export class BrandUploadUrlsDto {
  @ApiProperty({ type: [BrandUploadUrlDto] })
  uploadURLs!: BrandUploadUrlDto[];
}

export class BrandImagesBodyDto {
  @ApiProperty({ type: [String], maxItems: 200, description: "The brand's images: the existing ones plus new public URLs of images uploaded for this brand", example: ['/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77'] })
  @IsArray({ message: 'images must be a list of image URLs' })
  @ArrayMaxSize(200, { message: 'a brand may have at most 200 images' })
  @IsString({ each: true, message: 'each image must be a URL' })
  @MaxLength(2048, { each: true, message: 'an image URL must be at most 2048 characters' })
  images!: string[];
}

export class BrandImagesDto {
  @ApiProperty({ type: [String], example: ['/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77'] })
  images!: string[];
}

export class BrandIdParamsDto {
  @ApiProperty({ format: 'uuid', example: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f' })
  @IsUUID('all', { message: 'brandId must be the id of a brand (a UUID)' })
  brandId!: string;
}
