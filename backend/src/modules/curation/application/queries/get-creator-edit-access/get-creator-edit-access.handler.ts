import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { mayEditCreatorPage } from '../../../domain/creator-images';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { CREATOR_PAGES, CreatorPages } from '../../ports/creator-pages.port';
import { GetCreatorEditAccessQuery } from './get-creator-edit-access.query';

@QueryHandler(GetCreatorEditAccessQuery)
export class GetCreatorEditAccessHandler implements IQueryHandler<GetCreatorEditAccessQuery, { canEdit: boolean }> {
  constructor(@Inject(CREATOR_PAGES) private readonly pages: CreatorPages) {}

  async execute({ editor, creatorId }: GetCreatorEditAccessQuery): Promise<{ canEdit: boolean }> {
    const page = await this.pages.find(creatorId);
    if (!page) throw new CreatorNotFoundError(creatorId);
    return { canEdit: mayEditCreatorPage(editor, page.ownerUserId) };
  }
}
