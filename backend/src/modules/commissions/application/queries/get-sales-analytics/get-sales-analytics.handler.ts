import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { EARNINGS_READ_MODEL, EarningsReadModel, SalesFigures } from '../../ports/earnings-read-model.port';
import { GetSalesAnalyticsQuery } from './get-sales-analytics.query';

@QueryHandler(GetSalesAnalyticsQuery)
export class GetSalesAnalyticsHandler implements IQueryHandler<GetSalesAnalyticsQuery, SalesFigures> {
  constructor(
    @Inject(EARNINGS_READ_MODEL) private readonly readModel: EarningsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId }: GetSalesAnalyticsQuery): Promise<SalesFigures> {
    return this.readModel.salesFigures(userId, this.clock.now());
  }
}
