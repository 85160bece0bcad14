import { newHandler } from '../../../../../test/support/fake-ports';
import { ShipmentMoved, type LockedShipment, type ShipmentStatus } from '../../../ordering';
import { FulfilmentSteps } from './fulfilment-steps';

const SHIPMENT: LockedShipment = {
  id: 's1',
  orderId: 'o1',
  brandId: 'b1',
  status: 'out_for_delivery',
  fulfillmentType: 'delivery',
  amountCents: 4000,
  capturedCents: 4000,
  refundedCents: 0,
  paymentSessionId: null,
  orderStatus: 'shipped',
  orderItemIds: ['i1'],
};
const TURNS_21_ON_JUNE_16 = { recipientName: 'Sam', idType: 'drivers_license' as const, idDateOfBirth: '2005-06-16', idExpiresOn: '2030-01-01' };

/** The handoff step with every port faked: which day the ID is read against is what is under test. */
function setup(state: string) {
  const { handler: steps, ports } = newHandler(FulfilmentSteps);
  const [shipments, , , , , , queryBus, ages] = ports;
  queryBus.execute.mockResolvedValue({ id: 'o1', shopperId: 'u1', deliveryAddress: { state }, shipments: [] });
  ages.recordOf.mockResolvedValue({ dateOfBirth: null, status: 'dob_declared' } as never);
  shipments.move.mockImplementation(async (_tx, shipment, to: ShipmentStatus, record) => new ShipmentMoved(shipment, shipment.status, to, record.actorUserId, record.at, record.refusalReason ?? null));
  const deliver = (at: string) => steps.deliver({} as never, SHIPMENT, { userId: 'brand-user', role: 'brand', brandId: 'b1' }, TURNS_21_ON_JUNE_16, new Date(at));
  return { deliver };
}

describe('FulfilmentSteps.deliver: the day at the door', () => {
  it('refuses at 8:30 pm in New York on the eve of the 21st birthday, when it is already the birthday in UTC', async () => {
    const moved = await setup('NY').deliver('2026-06-16T00:30:00Z');
    expect({ to: moved.to, refusalReason: moved.refusalReason }).toEqual({ to: 'refused', refusalReason: 'underage' });
  });

  it('refuses at 10 pm in Los Angeles on the eve, and hands over there the next morning', async () => {
    expect((await setup('CA').deliver('2026-06-16T05:00:00Z')).refusalReason).toBe('underage');
    expect((await setup('CA').deliver('2026-06-16T16:00:00Z')).to).toBe('delivered');
  });

  it('hands over at that same instant in New York, where it is 1 am on the birthday', async () => {
    expect((await setup('NY').deliver('2026-06-16T05:00:00Z')).to).toBe('delivered');
  });
});
