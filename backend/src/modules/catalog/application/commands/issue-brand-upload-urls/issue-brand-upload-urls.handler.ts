import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CheckRoleSecondFactorQuery } from '../../../../identity';
import { IssuedUploadUrl, IssueUploadUrlCommand } from '../../../../media';
import { brandImagesAccess, BrandForImagesNotFoundError, NotBrandOwnerError } from '../../../domain/image-import/brand-images.errors';
import { IMAGE_IMPORT_STORE, ImageImportStore } from '../../ports/image-import-store.port';
import { BrandUploadUrl, IssueBrandUploadUrlsCommand } from './issue-brand-upload-urls.command';

@CommandHandler(IssueBrandUploadUrlsCommand)
export class IssueBrandUploadUrlsHandler implements ICommandHandler<IssueBrandUploadUrlsCommand, BrandUploadUrl[]> {
  constructor(
    @Inject(IMAGE_IMPORT_STORE) private readonly store: ImageImportStore,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ brandId, fileNames, editor }: IssueBrandUploadUrlsCommand): Promise<BrandUploadUrl[]> {
    const brand = await this.store.findBrandImages(brandId);
    if (!brand) throw new BrandForImagesNotFoundError(brandId);
    const access = brandImagesAccess(editor, brand.userId);
    if (!access) throw new NotBrandOwnerError();
    if (access === 'admin') await this.queryBus.execute(new CheckRoleSecondFactorQuery(editor));
    const urls: BrandUploadUrl[] = [];
    for (const fileName of fileNames) {
      const issued: IssuedUploadUrl = await this.commandBus.execute(new IssueUploadUrlCommand(editor.id, { brandId, fileName }));
      urls.push({ uploadPathAndQuery: issued.pathAndQuery, publicPath: issued.pathAndQuery.split('?')[0] });
    }
    return urls;
  }
}
