import { Query } from '@nestjs/cqrs';
import type { FeedTab } from '../../../domain/feed';
import type { FeedItemView } from '../../ports/curation-read-model.port';

export class GetFeedQuery extends Query<FeedItemView[]> {
  constructor(
    readonly tab: FeedTab,
    readonly limit: number,
    readonly creatorId: string | undefined,
    /** The signed-in shopper, or null when signed out. */
    readonly shopperId: string | null,
  ) {
    super();
  }
}
