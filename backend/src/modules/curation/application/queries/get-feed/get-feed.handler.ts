import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { POPULAR_WINDOW_DAYS } from '../../../domain/feed';
import { CURATION_READ_MODEL, CurationReadModel, FeedItemView } from '../../ports/curation-read-model.port';
import { GetFeedQuery } from './get-feed.query';

@QueryHandler(GetFeedQuery)
export class GetFeedHandler implements IQueryHandler<GetFeedQuery, FeedItemView[]> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel) {}

  async execute({ tab, limit, creatorId, shopperId }: GetFeedQuery): Promise<FeedItemView[]> {
    // For-you is made of the creators a shopper follows; a visitor who is signed out follows no one.
    if (tab === 'for-you' && !shopperId) return [];
    return this.curation.feed({ tab, limit, creatorId, shopperId: shopperId ?? undefined, popularWindowDays: POPULAR_WINDOW_DAYS });
  }
}
