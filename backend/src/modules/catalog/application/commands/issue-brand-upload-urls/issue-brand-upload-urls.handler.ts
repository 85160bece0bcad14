import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IssuedUploadUrl, IssueUploadUrlCommand } from '../../../../media';
import { BrandForImagesNotFoundError, mayEditBrandImages, NotBrandOwnerError } from '../../../domain/image-import/brand-images.errors';
import { IMAGE_IMPORT_STORE, ImageImportStore } from '../../ports/image-import-store.port';
import { BrandUploadUrl, IssueBrandUploadUrlsCommand } from './issue-brand-upload-urls.command';

@CommandHandler(IssueBrandUploadUrlsCommand)
export class IssueBrandUploadUrlsHandler implements ICommandHandler<IssueBrandUploadUrlsCommand, BrandUploadUrl[]> {
  constructor(
    @Inject(IMAGE_IMPORT_STORE) private readonly store: ImageImportStore,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ brandId, fileNames, editor }: IssueBrandUploadUrlsCommand): Promise<BrandUploadUrl[]> {
    const brand = await this.store.findBrandImages(brandId);
    if (!brand) throw new BrandForImagesNotFoundError(brandId);
    if (!mayEditBrandImages(editor, brand.userId)) throw new NotBrandOwnerError();
    const urls: BrandUploadUrl[] = [];
    for (const fileName of fileNames) {
      const issued: IssuedUploadUrl = await this.commandBus.execute(new IssueUploadUrlCommand(editor.id, { brandId, fileName }));
      urls.push({ uploadPathAndQuery: issued.pathAndQuery, publicPath: issued.pathAndQuery.split('?')[0] });
    }
    return urls;
  }
}
