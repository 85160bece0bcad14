import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCatalogRevisionQuery } from '../../../../catalog';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { EARNINGS_READ_MODEL, EarningsReadModel } from '../../ports/earnings-read-model.port';
import { GetSalesAnalyticsRevisionQuery } from './get-sales-analytics-revision.query';

@QueryHandler(GetSalesAnalyticsRevisionQuery)
export class GetSalesAnalyticsRevisionHandler implements IQueryHandler<GetSalesAnalyticsRevisionQuery, string> {
  constructor(
    @Inject(EARNINGS_READ_MODEL) private readonly readModel: EarningsReadModel,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetSalesAnalyticsRevisionQuery): Promise<string> {
    // The date is taken before the reads: figures read afterwards are at least as new (a midnight in between
    // only stores a newer answer under the older key, which the next request misses).
    const today = this.clock.now().toISOString().slice(0, 10);
    const [user, catalog] = await Promise.all([this.readModel.salesFiguresRevision(userId), this.queryBus.execute(new GetCatalogRevisionQuery())]);
    return `${user}:${catalog}:${today}`;
  }
}
