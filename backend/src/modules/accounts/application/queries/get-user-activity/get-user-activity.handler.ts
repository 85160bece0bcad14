import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListGiftOfferActivityQuery } from '../../../../brand-campaigns';
import { ListEarningsActivityQuery } from '../../../../commissions';
import { ListCurationActivityQuery } from '../../../../curation';
import { ListOrderActivityQuery } from '../../../../ordering';
import type { UserActivityItem } from '../../../../../shared/application/user-activity';
import { GetUserActivityQuery, type UserActivityPage } from './get-user-activity.query';

/**
 * Composes the feed from each owner's own newest lines: the first `page × pageSize` lines of the
 * merged feed are always among the first `page × pageSize` lines of each source, so asking each for
 * that many, merging and cutting the page out is exact.
 */
@QueryHandler(GetUserActivityQuery)
export class GetUserActivityHandler implements IQueryHandler<GetUserActivityQuery, UserActivityPage> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ userId, page, pageSize }: GetUserActivityQuery): Promise<UserActivityPage> {
    const limit = page * pageSize;
    const slices = await Promise.all([
      this.queryBus.execute(new ListOrderActivityQuery(userId, limit)),
      this.queryBus.execute(new ListCurationActivityQuery(userId, limit)),
      this.queryBus.execute(new ListGiftOfferActivityQuery(userId, limit)),
      this.queryBus.execute(new ListEarningsActivityQuery(userId, limit)),
    ]);
    const merged = slices.flatMap((slice) => slice.items).sort(newestFirst);
    return {
      items: merged.slice((page - 1) * pageSize, limit),
      total: slices.reduce((sum, slice) => sum + slice.total, 0),
      page,
      pageSize,
    };
  }
}

/** The same order every source's statement uses (occurred_at desc, kind, id), so pages never repeat or skip a line. */
function newestFirst(a: UserActivityItem, b: UserActivityItem): number {
  return b.occurredAt.getTime() - a.occurredAt.getTime() || compareText(a.kind, b.kind) || compareText(a.id, b.id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
