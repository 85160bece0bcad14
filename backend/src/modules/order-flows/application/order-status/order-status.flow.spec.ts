import { newHandler } from '../../../../../test/support/fake-ports';
import { recordingUnitOfWork } from '../../../../../test/support/recording-unit-of-work';
import { FixedClock } from '../../../../shared/application/clock.port';
import { LockedShipment, OrderFulfilledByShipmentsError, OrderStatusChanged, OrderStatusTransitionError } from '../../../ordering';
import { CancelOrderCommand } from '../fulfilment/cancel-order.command';
import { ChangeOrderStatusCommand } from './change-order-status.command';
import { OrderStatusFlow } from './order-status.flow';

const NOW = new Date('2026-03-31T12:00:00Z');

function shipment(id: string, status: LockedShipment['status'], refundedCents = 0): LockedShipment {
  return { id, orderId: 'o1', brandId: 'b1', status, fulfillmentType: 'shipping', amountCents: 1000, capturedCents: status === 'pending' ? 0 : 1000, refundedCents, paymentSessionId: 's1', orderStatus: 'paid', orderItemIds: [] };
}

function setup(shipments: LockedShipment[], followsTo: OrderStatusChanged | null) {
  const steps: string[] = [];
  const unitOfWork = recordingUnitOfWork(steps);
  const { handler: flow, ports } = newHandler(OrderStatusFlow, { 0: unitOfWork, 1: new FixedClock(NOW) });
  const [, , commandBus, moves, fulfilment] = ports;
  moves.lockOrder.mockImplementation(async () => (steps.push('lock order'), { status: 'partially_shipped', shipments }));
  fulfilment.cancel.mockImplementation(async (_tx, s) => (steps.push(`cancel ${s.id}`), undefined as never));
  fulfilment.refund.mockImplementation(async (_tx, s) => void steps.push(`refund ${s.id}`));
  fulfilment.followOrder.mockImplementation(async () => (steps.push('order follows'), followsTo));
  return { flow, steps, commandBus };
}

describe('OrderStatusFlow (an admin refunds or cancels an order through its shipments)', () => {
  it('refunds: releases what never left, refunds what left, lets the order follow, in one transaction', async () => {
    const changed = new OrderStatusChanged('o1', 'partially_shipped', 'refunded', 'admin-1', NOW);
    const { flow, steps } = setup([shipment('a', 'pending'), shipment('b', 'shipped'), shipment('c', 'delivered'), shipment('d', 'refused', 1000)], changed);
    await expect(flow.execute(new ChangeOrderStatusCommand('o1', 'refunded', 'admin-1'))).resolves.toBe(changed);
    expect(steps).toEqual(['begin', 'lock order', 'cancel a', 'refund b', 'refund c', 'order follows', 'commit']);
  });

  it('answers 409 naming both states when nothing is left to refund, writing nothing', async () => {
    const { flow, steps } = setup([shipment('d', 'refused', 1000)], null);
    await expect(flow.execute(new ChangeOrderStatusCommand('o1', 'refunded', 'admin-1'))).rejects.toThrow(new OrderStatusTransitionError('partially_shipped', 'refunded'));
    expect(steps.at(-1)).toBe('rollback');
  });

  it('cancels as the shopper would, and refuses to fulfil an order by hand', async () => {
    const { flow, commandBus } = setup([], null);
    await flow.execute(new ChangeOrderStatusCommand('o1', 'cancelled', 'admin-1'));
    expect(commandBus.execute).toHaveBeenCalledWith(new CancelOrderCommand('o1', { userId: 'admin-1', role: 'admin' }, null));
    await expect(flow.execute(new ChangeOrderStatusCommand('o1', 'fulfilled', 'admin-1'))).rejects.toThrow(OrderFulfilledByShipmentsError);
  });
});
