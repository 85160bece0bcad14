import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order-status';
import { GetOrderStatusQuery } from './get-order-status.query';

const ORDER_STATUS = sqlStatement('ordering.order-status', 'select status from orders where id = $1', z.object({ status: z.enum(ORDER_STATUSES) }));

@QueryHandler(GetOrderStatusQuery)
export class GetOrderStatusHandler implements IQueryHandler<GetOrderStatusQuery, OrderStatus | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ orderId }: GetOrderStatusQuery): Promise<OrderStatus | null> {
    return (await this.sql.maybeOne(ORDER_STATUS, [orderId]))?.status ?? null;
  }
}
