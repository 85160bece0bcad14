import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { OrderNotFoundError } from '../../../domain/checkout.errors';
import { assertTransition, OrderStatusTransitionError } from '../../../domain/order-status';
import { OrderStatusChanged } from '../../../domain/order-status-changed';
import { ORDER_STATUS_STORE, OrderStatusChangeSubscribers, OrderStatusStore } from '../../ports/order-status.port';
import { ChangeOrderStatusCommand } from './change-order-status.command';

/**
 * Moves an order through the transition table in ONE transaction: lock the row, check the move,
 * write it, and let the subscribers (the commission ledger) follow in the same transaction. The
 * event goes on the event bus only after the commit.
 */
@CommandHandler(ChangeOrderStatusCommand)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatusCommand, OrderStatusChanged> {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(ORDER_STATUS_STORE) private readonly store: OrderStatusStore,
    private readonly subscribers: OrderStatusChangeSubscribers,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ orderId, status, changedBy }: ChangeOrderStatusCommand): Promise<OrderStatusChanged> {
    const event = await this.unitOfWork.run(async (tx) => {
      const current = await this.store.lockStatus(tx, orderId);
      if (current === null) throw new OrderNotFoundError();
      assertTransition(current, status);
      if (!(await this.store.changeStatus(tx, orderId, current, status))) throw new OrderStatusTransitionError(current, status);
      const changed = new OrderStatusChanged(orderId, current, status, changedBy, new Date());
      await this.subscribers.publish(tx, changed);
      return changed;
    });
    this.eventBus.publish(event);
    return event;
  }
}
