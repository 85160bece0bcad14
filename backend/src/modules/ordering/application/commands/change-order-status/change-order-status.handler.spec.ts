import type { EventBus } from '@nestjs/cqrs';
import type { TransactionContext, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { OrderNotFoundError } from '../../../domain/checkout.errors';
import type { OrderStatus } from '../../../domain/order-status';
import { OrderStatusTransitionError } from '../../../domain/order-status';
import { OrderStatusChanged } from '../../../domain/order-status-changed';
import { OrderStatusChangeSubscribers, OrderStatusStore } from '../../ports/order-status.port';
import { ChangeOrderStatusCommand } from './change-order-status.command';
import { ChangeOrderStatusHandler } from './change-order-status.handler';

function setup(initial: OrderStatus | null) {
  const steps: string[] = [];
  const tx = {} as TransactionContext;
  let status = initial;
  const unitOfWork: UnitOfWork = {
    run: async (work) => {
      steps.push('begin');
      try {
        const result = await work(tx);
        steps.push('commit');
        return result;
      } catch (error) {
        steps.push('rollback');
        throw error;
      }
    },
  };
  const store: OrderStatusStore = {
    lockStatus: async () => status,
    statusOf: async () => status,
    changeStatus: async (_tx, _id, from, to) => {
      steps.push(`${from} → ${to}`);
      status = to;
      return true;
    },
  };
  const subscribers = new OrderStatusChangeSubscribers();
  subscribers.subscribe(async (_tx, event) => void steps.push(`ledger follows ${event.to}`));
  const eventBus = { publish: (event: OrderStatusChanged) => void steps.push(`published ${event.to}`) } as unknown as EventBus;
  return { handler: new ChangeOrderStatusHandler(unitOfWork, store, subscribers, eventBus), steps };
}

describe('ChangeOrderStatusHandler', () => {
  it('moves the order, lets subscribers follow in the transaction, and publishes after the commit', async () => {
    const { handler, steps } = setup('paid');
    const event = await handler.execute(new ChangeOrderStatusCommand('o1', 'refunded', 'admin-1'));
    expect(event).toMatchObject({ orderId: 'o1', from: 'paid', to: 'refunded', changedBy: 'admin-1' });
    expect(steps).toEqual(['begin', 'paid → refunded', 'ledger follows refunded', 'commit', 'published refunded']);
  });

  it('refuses a move the table forbids, writing and publishing nothing', async () => {
    const { handler, steps } = setup('fulfilled');
    await expect(handler.execute(new ChangeOrderStatusCommand('o1', 'cancelled', null))).rejects.toThrow(OrderStatusTransitionError);
    expect(steps).toEqual(['begin', 'rollback']);
  });

  it('answers not found for an unknown order', async () => {
    const { handler } = setup(null);
    await expect(handler.execute(new ChangeOrderStatusCommand('o1', 'fulfilled', null))).rejects.toThrow(OrderNotFoundError);
  });
});
