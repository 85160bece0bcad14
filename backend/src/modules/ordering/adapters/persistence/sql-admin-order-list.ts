import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminOrderList, AdminOrderRow } from '../../application/ports/admin-order-list.port';
import type { OrderStatusValue } from '../../domain/order-status-values';

@Injectable()
export class SqlAdminOrderList implements AdminOrderList {
  constructor(private readonly em: EntityManager) {}

  async list({ status, limit, offset }: { status?: OrderStatusValue; limit: number; offset: number }): Promise<{ items: AdminOrderRow[]; total: number }> {
    const em = this.em.fork();
    const where = status ? 'where o.status = ?' : '';
    const values = status ? [status] : [];
    const [{ total }] = await em.execute<{ total: string }[]>(`select count(*) as total from orders o ${where}`, values);
    const rows = await em.execute<
      { id: string; user_id: string; creator_id: string | null; status: OrderStatusValue; fulfillment_type: string; total_cents: string; item_count: string; created_at: Date }[]
    >(
      `select o.id, o.user_id, o.creator_id, o.status, o.fulfillment_type, o.total_cents, o.created_at,
              (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as item_count
         from orders o ${where} order by o.created_at desc, o.id desc limit ? offset ?`,
      [...values, limit, offset],
    );
    return {
      total: Number(total),
      items: rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        creatorId: row.creator_id,
        status: row.status,
        fulfillmentType: row.fulfillment_type,
        totalCents: Number(row.total_cents),
        itemCount: Number(row.item_count),
        createdAt: row.created_at,
      })),
    };
  }
}
