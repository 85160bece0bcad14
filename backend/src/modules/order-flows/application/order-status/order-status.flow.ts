import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../audit';
import { LedgerOrderFollower } from '../../../commissions';
import { CREATOR_EARNINGS, CreatorEarningsStore } from '../../../curation';
import { OUTBOX, Outbox } from '../../../notifications';
import { GetOrderForShopperNoticeQuery, OrderStatusChanged, OrderStatusChanges } from '../../../ordering';
import { ChangeOrderStatusCommand } from './change-order-status.command';

/**
 * An admin's order status change, top to bottom, in ONE transaction: ordering moves the order
 * through its transition table; on a refund or cancellation the commission ledger (commissions)
 * reverses or adjusts the order's entries and the creator page's total earnings (curation) shrink;
 * the audit log records who changed what; a cancelled or refunded order is told to its shopper (outbox). A refused
 * move writes nothing.
 */
@CommandHandler(ChangeOrderStatusCommand)
export class OrderStatusFlow implements ICommandHandler<ChangeOrderStatusCommand, OrderStatusChanged> {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly statusChanges: OrderStatusChanges,
    private readonly ledger: LedgerOrderFollower,
    @Inject(CREATOR_EARNINGS) private readonly creatorEarnings: CreatorEarningsStore,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly queryBus: QueryBus,
  ) {}

  execute({ orderId, status, changedBy }: ChangeOrderStatusCommand): Promise<OrderStatusChanged> {
    return this.unitOfWork.run(async (tx) => {
      // ordering: lock the order, check the move against the table, write it.
      const changed = await this.statusChanges.change(tx, { orderId, to: status, changedBy, now: this.clock.now() });

      // commissions: a refund or cancellation reverses the unpaid commission (a paid one is taken back by an adjustment).
      const earnings = await this.ledger.follow(tx, changed);
      // curation: the creator page's total earnings follow the ledger.
      if (earnings && earnings.deltaCents !== 0) await this.creatorEarnings.adjust(tx, earnings.creatorId, earnings.deltaCents);

      // audit: who moved the order, from what to what.
      await this.auditTrail.record(tx, {
        action: 'order.status_changed',
        entityType: 'order',
        entityId: changed.orderId,
        actorUserId: changed.changedBy,
        details: { before: { status: changed.from }, after: { status: changed.to } },
      });

      // notifications: the shopper hears of a cancellation or refund; webhooks get order.cancelled / order.refunded.
      if (changed.to === 'cancelled' || changed.to === 'refunded') {
        const order = await this.queryBus.execute(new GetOrderForShopperNoticeQuery(changed.orderId));
        if (order) {
          await this.outbox.record(tx, {
            type: changed.to === 'cancelled' ? 'order.cancelled' : 'order.refunded',
            recipient: { userId: order.shopperId, email: order.deliveryAddress?.email ?? null },
            data: { orderId: order.id, orderNumber: order.orderNumber ?? order.id, totalCents: order.totalCents },
          });
        }
      }
      return changed;
    });
  }
}
