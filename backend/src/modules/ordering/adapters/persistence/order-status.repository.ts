import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { OrderStatus } from '../../domain/order-status';
import type { OrderStatusStore } from '../../application/ports/order-status.port';

@Injectable()
export class PostgresOrderStatusRepository implements OrderStatusStore {
  async changeStatus(transaction: TransactionContext, orderId: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    const rows = await entityManagerOf(transaction).execute<{ id: string }[]>(
      'update orders set status = ?, updated_at = clock_timestamp() where id = ? and status = ? returning id',
      [to, orderId, from],
    );
    return rows.length === 1;
  }
}
