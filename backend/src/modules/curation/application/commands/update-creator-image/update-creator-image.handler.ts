import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CheckRoleSecondFactorQuery } from '../../../../identity';
import { GetUploadedObjectQuery, UploadedObjectView } from '../../../../media';
import { assertMayEditCreatorPage, assertOwnUploadedImage } from '../../../domain/creator-images';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { CREATOR_PAGES, CreatorPages } from '../../ports/creator-pages.port';
import { CreatorView, CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { UpdateCreatorImageCommand } from './update-creator-image.command';

@CommandHandler(UpdateCreatorImageCommand)
export class UpdateCreatorImageHandler implements ICommandHandler<UpdateCreatorImageCommand, CreatorView> {
  constructor(
    @Inject(CREATOR_PAGES) private readonly pages: CreatorPages,
    @Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ editor, creatorId, kind, path }: UpdateCreatorImageCommand): Promise<CreatorView> {
    const page = await this.pages.find(creatorId);
    if (!page) throw new CreatorNotFoundError(creatorId);
    if (assertMayEditCreatorPage(editor, page.ownerUserId) === 'admin') await this.queryBus.execute(new CheckRoleSecondFactorQuery(editor));
    const uploaded: UploadedObjectView | null = await this.queryBus.execute(new GetUploadedObjectQuery(path));
    assertOwnUploadedImage(kind, editor.id, uploaded);
    await this.pages.setImage(creatorId, kind, uploaded!.objectPath);
    const creator = await this.curation.findCreatorByHandle(page.handle, true);
    if (!creator) throw new CreatorNotFoundError(`@${page.handle}`);
    return creator;
  }
}
