import { Body, Controller, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDomainErrors, ApiErrors, ApiSignedIn, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { BrandForImagesNotFoundError, ForeignBrandImageError, NotBrandOwnerError } from '../../domain/image-import/brand-images.errors';
import { CurrentUser, SecondFactorEnrolmentRequiredError, SignedInGuard, SignedInUser } from '../../../identity';
import { BrandUploadUrl, IssueBrandUploadUrlsCommand } from '../../application/commands/issue-brand-upload-urls/issue-brand-upload-urls.command';
import { SetBrandImagesCommand } from '../../application/commands/set-brand-images/set-brand-images.command';
import { BrandIdParamsDto, BrandImagesBodyDto, BrandImagesDto, BrandUploadUrlsBodyDto, BrandUploadUrlsDto } from './dto/brand-images.dto';

/** Both operations: the brand must exist and the caller must be its account, or an admin (with the second factor the role may need). */
const BRAND_EDITOR_ERRORS = [new NotBrandOwnerError(), new SecondFactorEnrolmentRequiredError('This admin account'), new BrandForImagesNotFoundError(EXAMPLE_IDS.brand)];

/** Per-brand image upload: signed upload URLs for a brand's files, then its image list. Admin or the brand's owner. */
@ApiTags('Catalog')
@Controller()
@UseGuards(SignedInGuard)
@ApiSignedIn()
export class BrandImagesController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('brands/bulk-upload/urls')
  @HttpCode(200)
  @ApiOperation({
    summary: "Get signed upload URLs for a brand's image files",
    description:
      'One signed URL per file name: PUT each image there (PNG, JPEG or WebP, at most 10 MB; re-encoded), then save the list with PATCH /api/brands/{brandId}/images. The object is stored for the brand under its file name, which the image spreadsheets refer to. Admins or the brand\'s own account. Each call issues new URLs (not idempotent).',
  })
  @ApiOkResponse({ type: BrandUploadUrlsDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(...BRAND_EDITOR_ERRORS)
  async issueUploadUrls(@Body() body: BrandUploadUrlsBodyDto, @CurrentUser() user: SignedInUser, @Req() request: Request): Promise<BrandUploadUrlsDto> {
    const urls: BrandUploadUrl[] = await this.commandBus.execute(new IssueBrandUploadUrlsCommand(body.brandId, body.filenames, user));
    const origin = `${request.protocol}://${request.get('host')}`;
    return { uploadURLs: urls.map((url) => ({ uploadURL: `${origin}${url.uploadPathAndQuery}`, publicURL: url.publicPath })) };
  }

  @Patch('brands/:brandId/images')
  @ApiOperation({
    summary: "Save a brand's images",
    description:
      "Replaces the brand's image list with `images`: its existing images plus public URLs of images uploaded for this brand (POST /api/brands/bulk-upload/urls); any other URL is refused with 400. Admins or the brand's own account. Idempotent.",
  })
  @ApiOkResponse({ type: BrandImagesDto })
  @ApiDomainErrors(
    validationFailure(BrandImagesBodyDto, { images: Array.from({ length: 201 }, () => '/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77') }),
    new ForeignBrandImageError(['/objects/uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77']),
    ...BRAND_EDITOR_ERRORS,
  )
  setImages(@Param() { brandId }: BrandIdParamsDto, @Body() body: BrandImagesBodyDto, @CurrentUser() user: SignedInUser): Promise<BrandImagesDto> {
    return this.commandBus.execute(new SetBrandImagesCommand(brandId, body.images, user));
  }
}
