import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { OrderStatus } from '../../domain/order-status';
import type { OrderStatusStore } from '../../application/ports/order-status.port';

@Injectable()
export class PostgresOrderStatusRepository implements OrderStatusStore {
  constructor(private readonly em: EntityManager) {}

  async lockStatus(transaction: TransactionContext, orderId: string): Promise<{ status: OrderStatus; totalCents: number } | null> {
    const rows = await entityManagerOf(transaction).execute<{ status: OrderStatus; total_cents: string | number }[]>('select status, total_cents from orders where id = ? for update', [orderId]);
    return rows[0] ? { status: rows[0].status, totalCents: Number(rows[0].total_cents) } : null;
  }

  async changeStatus(transaction: TransactionContext, orderId: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    const rows = await entityManagerOf(transaction).execute<{ id: string }[]>(
      'update orders set status = ?, updated_at = clock_timestamp() where id = ? and status = ? returning id',
      [to, orderId, from],
    );
    return rows.length === 1;
  }
}
