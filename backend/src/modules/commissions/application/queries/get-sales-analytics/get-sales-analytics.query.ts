import { Query } from '@nestjs/cqrs';
import type { SalesFigures } from '../../ports/earnings-read-model.port';

/** The signed-in user's sales figures from the ledger (GET /api/user/sales-analytics). */
export class GetSalesAnalyticsQuery extends Query<SalesFigures> {
  constructor(readonly userId: string) {
    super();
  }
}
