import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { OrderStatus } from '../../domain/order-status';
import type { NewOrder, OrderAgeEvidence, OrdersRepository } from '../../application/ports/orders.port';

@Injectable()
export class PostgresOrdersRepository implements OrdersRepository {
  async insertOrder(transaction: TransactionContext, order: NewOrder): Promise<void> {
    const tx = entityManagerOf(transaction);
    const totalCents = order.subtotalCents + order.feeCents + order.taxCents;
    await tx.execute(
      `insert into orders (id, user_id, creator_id, status, fulfillment_type, subtotal_cents, delivery_fee_cents, tax_cents, total_cents,
                           estimated_delivery, delivery_address, created_at, updated_at)
       values (?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?::jsonb, clock_timestamp(), clock_timestamp())`,
      [order.id, order.shopperId, order.creatorId, order.fulfillmentType, order.subtotalCents, order.feeCents, order.taxCents, totalCents, order.estimatedDelivery.toISOString(), JSON.stringify(order.deliveryAddress)],
    );
    for (const item of order.items) {
      await tx.execute(
        `insert into order_items (id, order_id, product_id, product_name, quantity, price_cents, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, clock_timestamp(), clock_timestamp())`,
        [item.id, order.id, item.productId, item.productName, item.quantity, item.unitPriceCents],
      );
    }
  }

  async recordPayment(transaction: TransactionContext, orderIds: readonly string[], paymentSessionId: string, status: OrderStatus): Promise<number> {
    const tx = entityManagerOf(transaction);
    if (orderIds.length === 0) return 0;
    const rows = await tx.execute<{ id: string }[]>(
      `update orders set status = ?, payment_intent_id = ?, updated_at = clock_timestamp()
        where status = 'pending' and id in (${orderIds.map(() => '?').join(', ')}) returning id`,
      [status, paymentSessionId, ...orderIds],
    );
    return rows.length;
  }

  async paymentSessionInUse(transaction: TransactionContext, paymentSessionId: string): Promise<boolean> {
    const rows = await entityManagerOf(transaction).execute<{ id: string }[]>('select id from orders where payment_intent_id = ? limit 1', [paymentSessionId]);
    return rows.length > 0;
  }

  async mergeAgeEvidence(transaction: TransactionContext, orderIds: readonly string[], evidence: OrderAgeEvidence): Promise<void> {
    if (orderIds.length === 0) return;
    await entityManagerOf(transaction).execute(
      `update orders set age_evidence = coalesce(age_evidence, '{}'::jsonb) || ?::jsonb where id in (${orderIds.map(() => '?').join(', ')})`,
      [JSON.stringify(evidence), ...orderIds],
    );
  }

  async lockShopperPurchases(transaction: TransactionContext, shopperId: string): Promise<void> {
    // A transaction-scoped advisory lock per shopper: a second checkout of the same shopper, from any process, waits here until the first commits or rolls back.
    await entityManagerOf(transaction).execute(`select pg_advisory_xact_lock(hashtextextended('orders:shopper:' || ?, 0))`, [shopperId]);
  }

  async bottlesOrderedSince(transaction: TransactionContext, shopperId: string, since: Date): Promise<number> {
    const [row] = await entityManagerOf(transaction).execute<{ bottles: string | number }[]>(
      `select coalesce(sum(oi.quantity), 0) as bottles
         from orders o join order_items oi on oi.order_id = o.id
        where o.user_id = ? and o.created_at > ? and o.status not in ('cancelled', 'refunded')`,
      [shopperId, since.toISOString()],
    );
    return Number(row?.bottles ?? 0);
  }
}
