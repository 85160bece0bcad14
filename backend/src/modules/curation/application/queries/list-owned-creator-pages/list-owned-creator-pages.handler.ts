import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CREATOR_EARNINGS, CreatorEarningsStore, OwnedCreatorPage } from '../../ports/creator-earnings.port';
import { ListOwnedCreatorPagesQuery } from './list-owned-creator-pages.query';

@QueryHandler(ListOwnedCreatorPagesQuery)
export class ListOwnedCreatorPagesHandler implements IQueryHandler<ListOwnedCreatorPagesQuery, OwnedCreatorPage[]> {
  constructor(@Inject(CREATOR_EARNINGS) private readonly earnings: CreatorEarningsStore) {}

  execute({ userId }: ListOwnedCreatorPagesQuery): Promise<OwnedCreatorPage[]> {
    return this.earnings.ownedPages(userId);
  }
}
