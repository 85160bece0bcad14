import { newHandler } from '../../../../../test/support/fake-ports';
import { recordingUnitOfWork } from '../../../../../test/support/recording-unit-of-work';
import { FixedClock } from '../../../../shared/application/clock.port';
import { OrderStatusChanged, OrderStatusTransitionError } from '../../../ordering';
import { ChangeOrderStatusCommand } from './change-order-status.command';
import { OrderStatusFlow } from './order-status.flow';

const NOW = new Date('2026-03-31T12:00:00Z');

function setup() {
  const steps: string[] = [];
  const unitOfWork = recordingUnitOfWork(steps);
  const { handler: flow, ports } = newHandler(OrderStatusFlow, { 0: unitOfWork, 1: new FixedClock(NOW) });
  const [, , statusChanges, ledger, creatorEarnings, auditTrail] = ports;
  statusChanges.change.mockImplementation(async (_tx, { orderId, to, changedBy, now }) => (steps.push(`paid → ${to}`), new OrderStatusChanged(orderId, 'paid', to, changedBy, now)));
  ledger.follow.mockImplementation(async (_tx, { to }) => (steps.push(`ledger follows ${to}`), to === 'refunded' ? { creatorId: 'c1', deltaCents: -250 } : null));
  creatorEarnings.adjust.mockImplementation(async (_tx, creatorId, delta) => void steps.push(`earnings ${creatorId} ${delta}`));
  auditTrail.record.mockImplementation(async (_tx, entry) => void steps.push(`audit ${entry.action} ${JSON.stringify(entry.details)}`));
  return { flow, steps, statusChanges };
}

describe('OrderStatusFlow', () => {
  it('moves the order, lets the ledger and the creator’s earnings follow a refund, and audits it, in one transaction', async () => {
    const { flow, steps } = setup();
    const changed = await flow.execute(new ChangeOrderStatusCommand('o1', 'refunded', 'admin-1'));
    expect(changed).toMatchObject({ orderId: 'o1', from: 'paid', to: 'refunded', changedBy: 'admin-1', changedAt: NOW });
    expect(steps).toEqual(['begin', 'paid → refunded', 'ledger follows refunded', 'earnings c1 -250', 'audit order.status_changed {"before":{"status":"paid"},"after":{"status":"refunded"}}', 'commit']);
  });

  it('moves no earnings when the ledger has nothing to reverse', async () => {
    const { flow, steps } = setup();
    await flow.execute(new ChangeOrderStatusCommand('o1', 'fulfilled', 'admin-1'));
    expect(steps.some((step) => step.startsWith('earnings'))).toBe(false);
  });

  it('refuses a move the table forbids, writing nothing', async () => {
    const { flow, steps, statusChanges } = setup();
    statusChanges.change.mockRejectedValue(new OrderStatusTransitionError('fulfilled', 'cancelled'));
    await expect(flow.execute(new ChangeOrderStatusCommand('o1', 'cancelled', null))).rejects.toThrow(OrderStatusTransitionError);
    expect(steps).toEqual(['begin', 'rollback']);
  });
});
