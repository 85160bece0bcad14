import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { OrderView } from '../../ports/orders.port';
import { ORDER_WITH_SHOPPER, orderViews } from '../order-views';
import { GetOrderForShopperNoticeQuery } from './get-order-for-shopper-notice.query';

@QueryHandler(GetOrderForShopperNoticeQuery)
export class GetOrderForShopperNoticeHandler implements IQueryHandler<GetOrderForShopperNoticeQuery, (OrderView & { shopperId: string }) | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ orderId }: GetOrderForShopperNoticeQuery): Promise<(OrderView & { shopperId: string }) | null> {
    const row = await this.sql.maybeOne(ORDER_WITH_SHOPPER, [orderId]);
    if (!row) return null;
    const [view] = await orderViews(this.sql, [row]);
    return { ...view!, shopperId: row.user_id };
  }
}
