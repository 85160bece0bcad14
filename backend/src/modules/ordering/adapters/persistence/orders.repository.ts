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

  async mergeAgeEvidence(transaction: TransactionContext, orderIds: readonly string[], evidence: OrderAgeEvidence): Promise<void> {
    if (orderIds.length === 0) return;
    await entityManagerOf(transaction).execute(
      `update orders set age_evidence = coalesce(age_evidence, '{}'::jsonb) || ?::jsonb where id in (${orderIds.map(() => '?').join(', ')})`,
      [JSON.stringify(evidence), ...orderIds],
    );
  }
}
